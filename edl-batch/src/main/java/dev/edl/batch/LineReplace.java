package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.FileVersion;
import dev.edl.files.LineEnding;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import dev.edl.internal.text.LineEndings;
import dev.edl.internal.text.Lines;
import dev.edl.internal.text.MatchText;
import dev.edl.text.UnifiedDiff;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Applies a {@link LineEdit}: replaces lines {@code startLine..endLine} (1-based, inclusive) with
 * new content, keeping every other line byte for byte ("write from line"). The edit is the input
 * value; this engine holds the settings (dry run, expected version), as {@link BatchEdit} does for
 * {@link SearchReplace}.
 *
 * <ul>
 *   <li>{@code endLine} omitted: to the end of the file; past the end: clamped, with a warning.
 *   <li>{@code startLine} = line count + 1 appends.
 *   <li>The content is split into lines; one trailing line break does not add an empty line; empty
 *       content deletes the range. New lines take the file's line-ending style, and the file's
 *       final-newline state is kept (an empty file counts as ending with a newline).
 *   <li>{@link LineEdit#expectCurrent()}: fail, writing nothing, unless the lines being replaced
 *       currently equal {@code text} (one trailing line break ignored).
 * </ul>
 *
 * <pre>{@code
 * LineReplaceResult result = LineReplace.withDefaults()
 *         .applyToFile(root, "docs/spells.md", LineEdit.of(2070, 3000, newText));
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class LineReplace {
    private static final String IN_MEMORY_PATH = "text";

    private final boolean dryRun;
    private final @Nullable String expectedVersion;

    private LineReplace(Builder builder) {
        this.expectedVersion = builder.expectedVersion;
        this.dryRun = builder.dryRun;
    }

    /**
     * Starts a builder (not a dry run, no expected version).
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * An engine with the defaults: writes, no expected version.
     *
     * @return the engine
     */
    public static LineReplace withDefaults() {
        return builder().build();
    }

    /**
     * Replaces the lines in a text, in memory. A text whose line breaks are all {@code \r\n} gets
     * {@code \r\n} for the new lines too.
     *
     * @param original the text
     * @param edit the replacement
     * @return the result ({@code file().written()} is false, {@code file().path()} null)
     */
    public LineReplaceResult apply(String original, LineEdit edit) {
        Objects.requireNonNull(edit, "edit");
        boolean crlf = LineEndings.detect(original) == LineEnding.CRLF;
        String text = crlf ? original.replace("\r\n", "\n") : original;
        Outcome outcome = replace(edit, text, crlf || !original.contains("\r\n"), IN_MEMORY_PATH);
        if (!outcome.success) {
            return outcome.result(original, original, null, false);
        }
        String result = crlf ? outcome.text.replace("\n", "\r\n") : outcome.text;
        return outcome.result(original, result, null, false);
    }

    /**
     * Replaces the lines of a file in a workspace rooted at {@code root}.
     *
     * @param root the workspace root
     * @param path the file, relative to the root
     * @param edit the replacement
     * @return the result; file errors are reported in it, never thrown
     */
    public LineReplaceResult applyToFile(Path root, String path, LineEdit edit) {
        return applyToFile(Workspace.builder().root(root).build(), path, edit);
    }

    /**
     * Replaces the lines of a file: read once, written atomically (with the stale check against the
     * bytes read) unless this is a dry run or fails. Line endings, BOM and the final newline are kept
     * by the file layer.
     *
     * <p>The file's edit lock ({@link Workspace#lockForEdit}) is held from the read to the write, so
     * edits of the same file from other threads of this process queue; one that waits longer than
     * the workspace's edit-lock timeout fails ({@link EditError.Kind#FILE}), nothing written. With
     * an {@link Builder#expectedVersion expected version}, a file at another version is refused
     * ({@link EditError.Kind#STALE}), nothing written.
     *
     * @param workspace the workspace
     * @param path the file, relative to the workspace root
     * @param edit the replacement
     * @return the result; file errors are reported in it, never thrown
     */
    public LineReplaceResult applyToFile(Workspace workspace, String path, LineEdit edit) {
        Objects.requireNonNull(edit, "edit");
        EditLock lock;
        try {
            lock = workspace.lockForEdit(List.of(path));
        } catch (FileAccessException e) {
            return fileError(path, e);
        }
        try (lock) {
            TextFile file;
            try {
                file = workspace.open(path);
            } catch (FileAccessException e) {
                return fileError(path, e);
            }
            return applyTo(workspace, file, path, edit);
        }
    }

    /**
     * Replaces the lines of a file the caller has just read from a workspace, normally under the
     * file's edit lock ({@link Workspace#lockForEdit}), which the caller holds: the same as {@link
     * #applyToFile(Workspace, String, LineEdit)} without reading the file again. The {@link
     * Builder#expectedVersion expected version} is checked against this file and the write's stale
     * check compares the file on disk with its bytes.
     *
     * @param workspace the workspace the file was read from
     * @param file the file as read
     * @param edit the replacement
     * @return the result; file errors are reported in it, never thrown
     */
    public LineReplaceResult applyTo(Workspace workspace, TextFile file, LineEdit edit) {
        return applyTo(workspace, file, file.path(), Objects.requireNonNull(edit, "edit"));
    }

    private LineReplaceResult applyTo(Workspace workspace, TextFile file, String path, LineEdit edit) {
        try {
            file.checkVersion(expectedVersion);
        } catch (FileAccessException e) {
            return fileError(path, e);
        }
        return replaceIn(workspace, file, edit);
    }

    private LineReplaceResult fileError(String path, FileAccessException e) {
        EditError error = e.toError(path);
        return new LineReplaceResult(error, error.message(), 0, 0, FileEdit.of(path, "", ""), dryRun, List.of());
    }

    private LineReplaceResult replaceIn(Workspace workspace, TextFile file, LineEdit edit) {
        TextFormat format = file.format();
        Outcome outcome = replace(edit, file.text(), format.lineEnding() != LineEnding.MIXED, file.path());
        outcome.warnings.addAll(0, file.warnings());
        if (!outcome.success) {
            return outcome.result(file.text(), file.text(), file.path(), false);
        }
        if (dryRun || outcome.text.equals(file.text())) {
            return outcome.result(file.text(), outcome.text, file.path(), false);
        }
        WriteResult written = workspace
                .write(List.of(new FileChange(file, outcome.text)), true)
                .get(0);
        if (!written.written()) {
            EditError error = written.error()
                    .orElseGet(() ->
                            EditError.inFile(EditError.Kind.FILE, file.path(), "Cannot write file: " + file.path()));
            return new LineReplaceResult(
                    error,
                    error.message(),
                    0,
                    0,
                    FileEdit.of(file.path(), file.text(), file.text()),
                    false,
                    outcome.warnings);
        }
        return outcome.result(file.text(), outcome.text, file.path(), true);
    }

    /** The replacement on an editing text whose line breaks are {@code \n} (possibly with {@code \r} content). */
    private Outcome replace(LineEdit edit, String text, boolean normalizeContent, String path) {
        int startLine = edit.startLine();
        String content = edit.content();
        Outcome outcome = new Outcome();
        // the engine's line table maps line numbers to offsets (no list of the file's lines)
        MatchText lines = MatchText.of(text);
        int total = lines.lineCount();
        if (startLine < 1) {
            return outcome.fail("Invalid startLine: " + startLine + ". Must be >= 1");
        }
        Integer end = edit.endLine();
        if (end != null && end < startLine) {
            return outcome.fail(
                    "Invalid range: endLine (" + end + ") cannot be less than startLine (" + startLine + ")");
        }
        if (startLine > total + 1) {
            return outcome.fail("startLine " + startLine + " is beyond file length (" + total
                    + " lines). Use startLine " + (total + 1) + " to append.");
        }
        boolean append = startLine == total + 1;
        int last = end == null ? total : Math.min(end, total);
        if (end != null && end > total && end > startLine) {
            outcome.warnings.add(
                    "endLine " + end + " is beyond the end of the file (" + total + " lines): clamped to " + total);
        }
        String body = normalizeContent ? content.replace("\r\n", "\n") : content;
        List<String> newLines = Lines.split(body);
        String current = append ? "" : text.substring(lines.lineStart(startLine), lines.lineEnd(last));
        String guard = edit.expectCurrent();
        if (guard != null) {
            String expected = normalizeContent ? guard.replace("\r\n", "\n") : guard;
            if (expected.endsWith("\n")) {
                expected = expected.substring(0, expected.length() - 1);
            }
            if (!expected.equals(current)) {
                String range = append ? "after line " + total : "lines " + startLine + "-" + last;
                return outcome.fail("expectCurrent does not match the current " + range
                        + " — the file changed since the line numbers were computed; re-read it and retry\n"
                        + LineDiff.of(expected, current));
            }
        }
        int from = lines.lineStart(startLine);
        int to = append ? text.length() : lines.lineStart(last + 1);
        StringBuilder result = new StringBuilder(text.length() + body.length() + 1);
        result.append(text, 0, from);
        if (append && !text.isEmpty() && !text.endsWith("\n") && !newLines.isEmpty()) {
            result.append('\n');
        }
        for (String line : newLines) {
            result.append(line).append('\n');
        }
        result.append(text, to, text.length());
        boolean finalNewline = text.isEmpty() || text.endsWith("\n");
        if (!finalNewline && to == text.length() && result.length() > 0 && result.charAt(result.length() - 1) == '\n') {
            result.setLength(result.length() - 1);
        }
        outcome.success = true;
        outcome.text = result.toString();
        outcome.linesReplaced = append ? 0 : last - startLine + 1;
        outcome.newLineCount = newLines.size();
        outcome.diff = UnifiedDiff.of(path, text, outcome.text);
        String prefix = dryRun ? "DRY RUN: Would " : "";
        if (append) {
            outcome.message = (dryRun ? prefix + "append " : "Appended ") + newLines.size()
                    + (newLines.size() == 1 ? " line" : " lines") + " after line " + total;
        } else {
            outcome.message = (dryRun ? prefix + "replace" : "Replaced") + " lines " + startLine + "-" + last;
        }
        return outcome;
    }

    /** The offset where 1-based {@code line} starts (the text length past the last line). */
    /** The computed replacement before it is turned into a result. */
    private final class Outcome {
        boolean success;
        String message = "";
        String text = "";
        int linesReplaced;
        int newLineCount;
        String diff = "";
        final List<String> warnings = new ArrayList<>();

        Outcome fail(String why) {
            success = false;
            message = why;
            return this;
        }

        LineReplaceResult result(String before, String after, @Nullable String path, boolean written) {
            if (!success) {
                EditError error = path == null
                        ? EditError.of(EditError.Kind.INVALID_INPUT, message)
                        : EditError.inFile(EditError.Kind.INVALID_INPUT, path, message);
                return new LineReplaceResult(
                        error, message, 0, 0, FileEdit.of(path, before, after).withDiff(""), dryRun, warnings);
            }
            FileEdit file =
                    FileEdit.of(path, before, after).withWritten(written).withDiff(diff);
            return new LineReplaceResult(null, message, linesReplaced, newLineCount, file, dryRun, warnings);
        }
    }

    /** Builds a {@link LineReplace}. */
    public static final class Builder {
        private boolean dryRun;
        private @Nullable String expectedVersion;

        private Builder() {}

        /**
         * Requires the file to be at a version (file form only): the token {@code read_lines}
         * printed, {@link TextFile#version()}. The replacement is computed from exactly the bytes
         * that have it and the write's stale check compares the file with those bytes, so a change
         * made after that version was read is never edited over. A file at another version is
         * refused: {@link EditError.Kind#STALE}, {@code File changed on disk since it was read: P
         * (expected version E, current version C)}, nothing written (default null: no check).
         *
         * @param version the version token (case and surrounding spaces ignored), or null
         * @return this builder
         * @throws IllegalArgumentException when {@code version} is not a version token
         */
        public Builder expectedVersion(@Nullable String version) {
            this.expectedVersion = version == null ? null : FileVersion.normalize(version);
            return this;
        }

        /**
         * Computes the result and diff without writing (default false).
         *
         * @param dry true for a dry run
         * @return this builder
         */
        public Builder dryRun(boolean dry) {
            this.dryRun = dry;
            return this;
        }

        /**
         * Builds the engine.
         *
         * @return the engine
         */
        public LineReplace build() {
            return new LineReplace(this);
        }
    }
}
