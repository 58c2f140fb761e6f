package dev.edl.batch;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One line-range replacement ("write from line"), the input {@link LineReplace} applies, as {@link
 * SearchReplace} is for {@link BatchEdit}: lines {@code startLine..endLine} (1-based, inclusive)
 * become {@code content}.
 *
 * <p>Edits come from models, so a range that does not fit the file (a start line of 0, an end line
 * before the start) is not refused here: the result reports it ({@code Invalid startLine: 0. Must
 * be >= 1}).
 *
 * @param startLine the first line to replace, 1-based; line count + 1 appends
 * @param endLine the last line to replace, 1-based and inclusive, or null for the end of the file
 *     (past the end: clamped, with a warning)
 * @param content the new lines; empty deletes the range, one trailing line break is ignored
 * @param expectCurrent what the lines being replaced must currently be (one trailing line break
 *     ignored), or null for no guard
 */
public record LineEdit(
        int startLine,
        @Nullable Integer endLine,
        String content,
        @Nullable String expectCurrent) {

    /** Checks the arguments. */
    public LineEdit {
        Objects.requireNonNull(content, "content");
    }

    /**
     * Lines {@code startLine..endLine} become {@code content}, without a guard.
     *
     * @param startLine the first line, 1-based
     * @param endLine the last line, 1-based and inclusive, or null for the end of the file
     * @param content the new lines ({@code ""} deletes the range)
     * @return the edit
     */
    public static LineEdit of(int startLine, @Nullable Integer endLine, String content) {
        return new LineEdit(startLine, endLine, content, null);
    }

    /**
     * Lines from {@code startLine} to the end of the file become {@code content}.
     *
     * @param startLine the first line, 1-based; line count + 1 appends
     * @param content the new lines
     * @return the edit
     */
    public static LineEdit fromLine(int startLine, String content) {
        return new LineEdit(startLine, null, content, null);
    }

    /**
     * A copy guarded against stale line numbers: the lines being replaced must currently equal
     * {@code text}, or nothing is written ({@code INVALID_INPUT}).
     *
     * @param text the expected current lines, or null for no guard
     * @return the edit
     */
    public LineEdit withExpectCurrent(@Nullable String text) {
        return new LineEdit(startLine, endLine, content, text);
    }
}
