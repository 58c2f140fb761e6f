package dev.edl.batch.internal.match;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A search that cannot be applied, with a bounded message saying why and how to fix it.
 *
 * @param reason the kind of failure
 * @param message a user-facing message (first line: the summary, e.g. {@code "not found — closest:
 *     lines 12–15, 91% similar"}; further lines: detail such as a short line diff); bounded in size
 * @param found how many occurrences were found (0 when not found)
 * @param lines the 1-based start lines of the first (up to 10) occurrences found
 * @param closest the closest window for {@link FailureReason#NOT_FOUND}, or null
 */
public record MatchFailure(
        FailureReason reason,
        String message,
        int found,
        List<Integer> lines,
        @Nullable ClosestWindow closest) implements MatchResult {
    /** Copies the list. */
    public MatchFailure {
        lines = List.copyOf(lines);
    }

    /**
     * The first line of the message.
     *
     * @return the summary
     */
    public String summary() {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
