package dev.edl.batch;

import java.util.Objects;

/**
 * How search texts are matched, shared by every batch entry ({@link BatchEdit}, {@link
 * EditBlocks}, {@link EditSession}): exact first, then (if on) whole lines ignoring whitespace
 * differences, then the most similar window of whole lines, which is only applied when fuzzy
 * application is on and it scores at least {@link #fuzzyThreshold()} and beats the runner-up by at
 * least {@link #fuzzyMargin()}; otherwise it only names the closest candidate of a failure.
 *
 * <p>Immutable: the {@code with…} methods return copies. Similarities are {@code 1 − levenshtein /
 * maxLength} over whitespace-normalised lines, 0..1.
 *
 * <pre>{@code
 * MatchSettings settings = MatchSettings.DEFAULTS.withFuzzy(true).withFuzzyThreshold(0.8);
 * }</pre>
 */
public final class MatchSettings {
    /** The default lowest similarity at which a fuzzy match is applied: 0.7. */
    public static final double DEFAULT_FUZZY_THRESHOLD = 0.7;

    /** The default lead the best fuzzy window must have over the runner-up: 0.05. */
    public static final double DEFAULT_FUZZY_MARGIN = 0.05;

    /**
     * The defaults: whitespace tier on, fuzzy application off, threshold {@value
     * #DEFAULT_FUZZY_THRESHOLD}, margin {@value #DEFAULT_FUZZY_MARGIN}.
     */
    public static final MatchSettings DEFAULTS =
            new MatchSettings(true, false, DEFAULT_FUZZY_THRESHOLD, DEFAULT_FUZZY_MARGIN);

    private final boolean whitespaceTolerant;
    private final boolean fuzzy;
    private final double fuzzyThreshold;
    private final double fuzzyMargin;

    private MatchSettings(boolean whitespaceTolerant, boolean fuzzy, double fuzzyThreshold, double fuzzyMargin) {
        if (!(fuzzyThreshold >= 0 && fuzzyThreshold <= 1)) {
            throw new IllegalArgumentException("fuzzyThreshold must be within 0..1: " + fuzzyThreshold);
        }
        if (!(fuzzyMargin >= 0 && fuzzyMargin <= 1)) {
            throw new IllegalArgumentException("fuzzyMargin must be within 0..1: " + fuzzyMargin);
        }
        this.whitespaceTolerant = whitespaceTolerant;
        this.fuzzy = fuzzy;
        this.fuzzyThreshold = fuzzyThreshold;
        this.fuzzyMargin = fuzzyMargin;
    }

    /**
     * Whether a search that differs from the text only in indentation and spacing matches whole
     * lines (the replacement then being re-indented). Default true.
     *
     * @return true when the whitespace-tolerant tier runs
     */
    public boolean whitespaceTolerant() {
        return whitespaceTolerant;
    }

    /**
     * Whether a clear fuzzy match is applied. Default false: fuzzy matching only diagnoses failures.
     *
     * @return true when fuzzy matches may be applied
     */
    public boolean fuzzy() {
        return fuzzy;
    }

    /**
     * The lowest similarity, 0..1, at which a fuzzy match is applied. Default {@value
     * #DEFAULT_FUZZY_THRESHOLD}.
     *
     * @return the threshold
     */
    public double fuzzyThreshold() {
        return fuzzyThreshold;
    }

    /**
     * How much, 0..1, the best fuzzy window must beat the runner-up by to be applied. Default
     * {@value #DEFAULT_FUZZY_MARGIN}.
     *
     * @return the margin
     */
    public double fuzzyMargin() {
        return fuzzyMargin;
    }

    /**
     * A copy with the whitespace-tolerant tier switched on or off.
     *
     * @param tolerant true to match whole lines ignoring whitespace differences
     * @return the new settings
     */
    public MatchSettings withWhitespaceTolerant(boolean tolerant) {
        return new MatchSettings(tolerant, fuzzy, fuzzyThreshold, fuzzyMargin);
    }

    /**
     * A copy with fuzzy application switched on or off.
     *
     * @param apply true to apply clear fuzzy matches
     * @return the new settings
     */
    public MatchSettings withFuzzy(boolean apply) {
        return new MatchSettings(whitespaceTolerant, apply, fuzzyThreshold, fuzzyMargin);
    }

    /**
     * A copy with another fuzzy threshold.
     *
     * @param threshold the lowest similarity applied, 0..1
     * @return the new settings
     * @throws IllegalArgumentException when outside 0..1
     */
    public MatchSettings withFuzzyThreshold(double threshold) {
        return new MatchSettings(whitespaceTolerant, fuzzy, threshold, fuzzyMargin);
    }

    /**
     * A copy with another fuzzy margin.
     *
     * @param margin the lead over the runner-up required to apply, 0..1
     * @return the new settings
     * @throws IllegalArgumentException when outside 0..1
     */
    public MatchSettings withFuzzyMargin(double margin) {
        return new MatchSettings(whitespaceTolerant, fuzzy, fuzzyThreshold, margin);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MatchSettings that
                && whitespaceTolerant == that.whitespaceTolerant
                && fuzzy == that.fuzzy
                && Double.compare(fuzzyThreshold, that.fuzzyThreshold) == 0
                && Double.compare(fuzzyMargin, that.fuzzyMargin) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(whitespaceTolerant, fuzzy, fuzzyThreshold, fuzzyMargin);
    }

    @Override
    public String toString() {
        return "MatchSettings[whitespaceTolerant=" + whitespaceTolerant + ", fuzzy=" + fuzzy + ", fuzzyThreshold="
                + fuzzyThreshold + ", fuzzyMargin=" + fuzzyMargin + "]";
    }
}
