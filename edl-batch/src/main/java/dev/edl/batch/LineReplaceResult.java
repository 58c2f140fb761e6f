package dev.edl.batch;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The result of a {@link LineReplace}.
 *
 * @param success whether the replacement was valid (and, for a file not in dry run, written)
 * @param message {@code Replaced lines 2070-3000}, {@code DRY RUN: Would replace lines 2070-3000},
 *     {@code Appended 3 lines after line 10}, or the error (e.g. {@code Invalid startLine: 0. Must be
 *     >= 1})
 * @param linesReplaced how many existing lines were replaced (0 for an append or a failure)
 * @param newLineCount how many lines the new content has (the file's line count changes by {@code
 *     newLineCount - linesReplaced})
 * @param diff the unified diff old → new (also for a dry run), empty on failure
 * @param written whether the file on disk now holds {@code content} (always false in memory)
 * @param content the resulting text (the original on failure); for a file, its editing text
 * @param path the workspace-relative path, or null for the in-memory form
 * @param dryRun whether this was a dry run
 * @param warnings notes, e.g. that {@code endLine} was clamped to the end of the file
 */
public record LineReplaceResult(
        boolean success,
        String message,
        int linesReplaced,
        int newLineCount,
        String diff,
        boolean written,
        String content,
        @Nullable String path,
        boolean dryRun,
        List<String> warnings) {

    /** Copies the warnings. */
    public LineReplaceResult {
        warnings = List.copyOf(warnings);
    }
}
