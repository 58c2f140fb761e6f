package dev.edl.batch;

import dev.edl.EditError;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of a {@link LineReplace}. A bad range, a failed {@code expectCurrent} guard and a file
 * that cannot be read or written are reported here, never thrown.
 */
public final class LineReplaceResult {
    private final @Nullable EditError error;
    private final String message;
    private final int linesReplaced;
    private final int newLineCount;
    private final String diff;
    private final boolean written;
    private final String content;
    private final @Nullable String path;
    private final boolean dryRun;
    private final List<String> warnings;

    LineReplaceResult(
            @Nullable EditError error,
            String message,
            int linesReplaced,
            int newLineCount,
            String diff,
            boolean written,
            String content,
            @Nullable String path,
            boolean dryRun,
            List<String> warnings) {
        this.error = error;
        this.message = message;
        this.linesReplaced = linesReplaced;
        this.newLineCount = newLineCount;
        this.diff = diff;
        this.written = written;
        this.content = content;
        this.path = path;
        this.dryRun = dryRun;
        this.warnings = List.copyOf(warnings);
    }

    /**
     * Whether the replacement was valid and (for a file, not a dry run) written.
     *
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return error == null;
    }

    /**
     * What went wrong: {@link EditError.Kind#INVALID_INPUT} for a bad range or a failed {@code
     * expectCurrent} guard, {@link EditError.Kind#FILE} or {@link EditError.Kind#STALE} for the file.
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        return Optional.ofNullable(error);
    }

    /**
     * A one-line summary: {@code Replaced lines 2070-3000}, {@code DRY RUN: Would replace lines
     * 2070-3000}, {@code Appended 3 lines after line 10}, or the error (e.g. {@code Invalid
     * startLine: 0. Must be >= 1}).
     *
     * @return the message
     */
    public String message() {
        return message;
    }

    /**
     * How many existing lines were replaced.
     *
     * @return the count, 0 for an append or a failure
     */
    public int linesReplaced() {
        return linesReplaced;
    }

    /**
     * How many lines the new content has (the file's line count changes by {@code newLineCount −
     * linesReplaced}).
     *
     * @return the count, 0 on failure
     */
    public int newLineCount() {
        return newLineCount;
    }

    /**
     * The unified diff old → new (also for a dry run).
     *
     * @return the diff, empty on failure or when nothing changed
     */
    public String diff() {
        return diff;
    }

    /**
     * Whether the file on disk now holds {@link #content()}.
     *
     * @return false in memory, on a dry run and on failure
     */
    public boolean written() {
        return written;
    }

    /**
     * The resulting text (the original on failure); for a file, its editing text.
     *
     * @return the text
     */
    public String content() {
        return content;
    }

    /**
     * The workspace-relative path.
     *
     * @return the path, or null for the in-memory form
     */
    public @Nullable String path() {
        return path;
    }

    /**
     * Whether this was a dry run.
     *
     * @return true for a dry run
     */
    public boolean dryRun() {
        return dryRun;
    }

    /**
     * Notes, e.g. that {@code endLine} was clamped to the end of the file.
     *
     * @return the warnings, possibly none
     */
    public List<String> warnings() {
        return warnings;
    }

    @Override
    public String toString() {
        return "LineReplaceResult[" + message.lines().findFirst().orElse("") + "]";
    }
}
