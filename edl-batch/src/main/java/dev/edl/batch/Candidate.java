package dev.edl.batch;

import dev.edl.batch.internal.match.ClosestWindow;
import dev.edl.internal.text.SimilarityPercent;

/**
 * The window of whole lines most similar to a search text that was not found: what a failed edit
 * reports as its closest candidate, and what {@link FuzzyFind#closest} returns.
 *
 * <p>Lines are 1-based and inclusive. The similarity is {@code 1 − levenshtein / maxLength} over
 * the lines with leading/trailing whitespace ignored and inner runs of spaces/tabs collapsed, 0..1.
 */
public final class Candidate {
    private final int startLine;
    private final int endLine;
    private final double similarity;
    private final String text;
    private final String lineDiff;

    private Candidate(int startLine, int endLine, double similarity, String text, String lineDiff) {
        this.startLine = startLine;
        this.endLine = endLine;
        this.similarity = similarity;
        this.text = text;
        this.lineDiff = lineDiff;
    }

    static Candidate of(ClosestWindow window) {
        return new Candidate(
                window.startLine(), window.endLine(), window.similarity(), window.text(), window.lineDiff());
    }

    /**
     * The first line of the window.
     *
     * @return the 1-based line
     */
    public int startLine() {
        return startLine;
    }

    /**
     * The last line of the window.
     *
     * @return the 1-based line, inclusive
     */
    public int endLine() {
        return endLine;
    }

    /**
     * How similar the window is to the search.
     *
     * @return 0..1
     */
    public double similarity() {
        return similarity;
    }

    /**
     * The similarity as a whole percentage, rounded down (so 99.6% never shows as 100%).
     *
     * @return 0..100
     */
    public int percent() {
        return SimilarityPercent.of(similarity);
    }

    /**
     * The file's real lines, for a retry.
     *
     * @return the lines joined with {@code \n}, no final line break
     */
    public String text() {
        return text;
    }

    /**
     * A short line diff search → file lines ({@code -}/{@code +}/{@code " "} prefixed, bounded).
     *
     * @return the diff lines joined with {@code \n}, empty when equal
     */
    public String lineDiff() {
        return lineDiff;
    }

    @Override
    public String toString() {
        return "Candidate[lines " + startLine + "–" + endLine + ", " + percent() + "% similar]";
    }
}
