package dev.edl.batch.internal.match;

import dev.edl.internal.text.SimilarityPercent;

/**
 * The window of whole lines most similar to a search that was not found.
 *
 * @param startLine the 1-based first line
 * @param endLine the 1-based last line (inclusive)
 * @param similarity {@code 1 - levenshtein / maxLength} over the lines with leading/trailing
 *     whitespace ignored and inner runs collapsed, 0..1
 * @param text the file's real lines (joined with {@code \n}), for a retry
 * @param lineDiff a short line diff search → file lines ({@code -}/{@code +}/{@code " "} prefixed,
 *     bounded)
 */
public record ClosestWindow(int startLine, int endLine, double similarity, String text, String lineDiff) {
    /**
     * The similarity as a whole percentage, rounded down (so 99.6% never shows as 100%).
     *
     * @return 0..100
     */
    public int percent() {
        return SimilarityPercent.of(similarity);
    }
}
