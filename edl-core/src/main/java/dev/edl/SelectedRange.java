package dev.edl;

import java.util.Objects;

/**
 * One range of a run's final selection ({@link EdlResult#finalSelection()}), in the text as the
 * run left it. Immutable; made only by runs.
 */
public final class SelectedRange {
    private final int startLine;
    private final int startColumn;
    private final int endLine;
    private final int endColumn;
    private final String text;

    SelectedRange(int startLine, int startColumn, int endLine, int endColumn, String text) {
        this.startLine = startLine;
        this.startColumn = startColumn;
        this.endLine = endLine;
        this.endColumn = endColumn;
        this.text = Objects.requireNonNull(text, "text");
    }

    /**
     * Where the range starts.
     *
     * @return the 1-based line
     */
    public int startLine() {
        return startLine;
    }

    /**
     * Where the range starts on its line.
     *
     * @return the 0-based column (UTF-16 code units)
     */
    public int startColumn() {
        return startColumn;
    }

    /**
     * Where the range ends.
     *
     * @return the 1-based line of the position just after the range
     */
    public int endLine() {
        return endLine;
    }

    /**
     * Where the range ends on its line.
     *
     * @return the 0-based column of the position just after the range
     */
    public int endColumn() {
        return endColumn;
    }

    /**
     * The selected text.
     *
     * @return the text, possibly empty (a point)
     */
    public String text() {
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SelectedRange that
                && startLine == that.startLine
                && startColumn == that.startColumn
                && endLine == that.endLine
                && endColumn == that.endColumn
                && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(startLine, startColumn, endLine, endColumn, text);
    }

    @Override
    public String toString() {
        return "SelectedRange[" + startLine + ":" + startColumn + " - " + endLine + ":" + endColumn + "]";
    }
}
