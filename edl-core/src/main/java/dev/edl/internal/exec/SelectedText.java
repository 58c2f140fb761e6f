package dev.edl.internal.exec;

/**
 * One range of a run's final selection; {@code dev.edl.Edl} turns it into a {@code SelectedRange}.
 * Public only so that {@code Edl} can read it (the package is not exported).
 *
 * @param startLine 1-based line of the start
 * @param startColumn 0-based column of the start
 * @param endLine 1-based line of the end
 * @param endColumn 0-based column of the end (exclusive)
 * @param text the selected text
 */
public record SelectedText(int startLine, int startColumn, int endLine, int endColumn, String text) {}
