package dev.edl.batch;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of one edit of a batch.
 *
 * @param index the 0-based position of the edit in the list given
 * @param label the edit's label, or null
 * @param status applied, failed or skipped
 * @param matchKind how the search was matched, or null when not applied
 * @param line the 1-based line where the (first) replacement starts, in the text as it was when the
 *     edit ran; 0 when not applied
 * @param message a one-line summary, possibly followed by detail lines (e.g. the closest window's
 *     line diff); bounded in size
 * @param diff a small snippet of the edited region ({@code @@ line N @@} with {@code -}/{@code +}
 *     lines, bounded); empty when not applied
 */
public record EditOutcome(
        int index,
        @Nullable String label,
        EditStatus status,
        @Nullable MatchKind matchKind,
        int line,
        String message,
        String diff) {}
