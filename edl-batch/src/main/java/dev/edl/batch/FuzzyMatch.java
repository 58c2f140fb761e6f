package dev.edl.batch;

/**
 * The window of whole lines most similar to a search text.
 *
 * @param startLine the 1-based first line
 * @param endLine the 1-based last line (inclusive)
 * @param similarity {@code 1 - levenshtein / maxLength} over the lines with leading/trailing
 *     whitespace ignored and inner runs of spaces/tabs collapsed, 0..1
 * @param text the file's lines (joined with {@code \n}, no final line break)
 * @param lineDiff a short line diff search → file lines (bounded; empty when equal)
 */
public record FuzzyMatch(int startLine, int endLine, double similarity, String text, String lineDiff) {}
