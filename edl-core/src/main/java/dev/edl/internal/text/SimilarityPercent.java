package dev.edl.internal.text;

/**
 * The one way a similarity score is shown: a whole percentage, rounded down, so that 99.6 % never
 * shows as 100 % (an edit that is not equal never reads as a perfect match). A score that is a
 * whole percentage in decimal ({@code 0.29}, {@code 0.57}) shows as that percentage, although its
 * binary value times 100 falls just below it.
 */
public final class SimilarityPercent {
    /** Absorbs the binary rounding of {@code k / 100.0 * 100}, far below one percent. */
    private static final double EPSILON = 1e-9;

    private SimilarityPercent() {}

    /**
     * The percentage of a score.
     *
     * @param similarity a score from 0 (nothing alike) to 1 (equal)
     * @return {@code floor(similarity × 100)}, from 0 to 100
     */
    public static int of(double similarity) {
        return (int) Math.floor(similarity * 100 + EPSILON);
    }
}
