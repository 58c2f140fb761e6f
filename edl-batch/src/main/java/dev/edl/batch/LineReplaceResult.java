package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import dev.edl.internal.text.Lines;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of a {@link LineReplace}: a summary message and the {@link FileEdit} (the text before
 * and after, whether it was written, the diff). A bad range, a failed {@code expectCurrent} guard
 * and a file that cannot be read or written are reported here, never thrown.
 */
public final class LineReplaceResult {
    private final @Nullable EditError error;
    private final String message;
    private final int linesReplaced;
    private final int newLineCount;
    private final FileEdit file;
    private final boolean dryRun;
    private final List<String> warnings;

    LineReplaceResult(
            @Nullable EditError error,
            String message,
            int linesReplaced,
            int newLineCount,
            FileEdit file,
            boolean dryRun,
            List<String> warnings) {
        this.error = error;
        this.message = message;
        this.linesReplaced = linesReplaced;
        this.newLineCount = newLineCount;
        this.file = file;
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
     * The text before and after: {@link FileEdit#after()} is the resulting text (the original on
     * failure; for a file, its editing text), {@link FileEdit#written()} whether the file on disk
     * now holds it (false in memory, on a dry run and on failure).
     *
     * @return the edit; its path is null for the in-memory form, and both texts are empty when the
     *     file could not be read
     */
    public FileEdit file() {
        return file;
    }

    /**
     * The unified diff old → new, also for a dry run ({@code file().diff()}).
     *
     * @return the diff, empty on failure or when nothing changed
     */
    public String diff() {
        return file.diff();
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

    /**
     * A report for an LLM or a terminal: the path (unless the message names it), the message and,
     * on success, the new line count and how far later lines moved ({@code Replaced lines 2-2 (5
     * lines now; later lines moved down by 2)}), then one {@code Warning:} line per warning and the
     * diff.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        StringBuilder out = new StringBuilder();
        String path = file.path();
        if (path != null && !message.contains(path)) {
            out.append(path).append(": ");
        }
        out.append(message);
        if (isSuccess()) {
            int moved = newLineCount - linesReplaced;
            int total = Lines.split(file.after()).size();
            out.append(" (")
                    .append(total)
                    .append(total == 1 ? " line" : " lines")
                    .append(" now");
            if (moved != 0) {
                out.append("; later lines moved ")
                        .append(moved > 0 ? "down by " : "up by ")
                        .append(Math.abs(moved));
            }
            out.append(')');
        }
        out.append('\n');
        for (String warning : warnings) {
            out.append("Warning: ").append(warning).append('\n');
        }
        String diff = diff();
        if (!diff.isEmpty()) {
            out.append('\n').append(diff);
            if (!diff.endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return "LineReplaceResult[" + message.lines().findFirst().orElse("") + "]";
    }
}
