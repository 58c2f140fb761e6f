package dev.edl.batch.internal.match;

import dev.edl.batch.MatchSettings;
import org.jspecify.annotations.Nullable;

/**
 * How {@link TextMatcher#locate} looks for a search text.
 *
 * @param whitespaceTolerant whether the whitespace-tolerant whole-line tier runs (default true)
 * @param fuzzyApply whether a fuzzy match may be applied (default false: diagnosis only)
 * @param fuzzyThreshold the lowest similarity (0..1) at which a fuzzy match is applied
 * @param fuzzyMargin how much the best fuzzy window must beat the runner-up by
 * @param expectedCount how many occurrences the edit expects (default 1); all of them are replaced
 * @param lineHint a 1-based line near the intended occurrence, or null; used when several
 *     occurrences are found and one is expected
 */
public record MatchOptions(
        boolean whitespaceTolerant,
        boolean fuzzyApply,
        double fuzzyThreshold,
        double fuzzyMargin,
        int expectedCount,
        @Nullable Integer lineHint) {

    /** The defaults: {@link MatchSettings#DEFAULTS}, count 1, no line hint. */
    public static final MatchOptions DEFAULTS = of(MatchSettings.DEFAULTS);

    /** Validates the values. */
    public MatchOptions {
        if (expectedCount < 1) {
            throw new IllegalArgumentException("expectedCount must be >= 1: " + expectedCount);
        }
        if (!(fuzzyThreshold >= 0 && fuzzyThreshold <= 1)) {
            throw new IllegalArgumentException("fuzzyThreshold must be within 0..1: " + fuzzyThreshold);
        }
        if (!(fuzzyMargin >= 0 && fuzzyMargin <= 1)) {
            throw new IllegalArgumentException("fuzzyMargin must be within 0..1: " + fuzzyMargin);
        }
        if (lineHint != null && lineHint < 1) {
            throw new IllegalArgumentException("lineHint must be >= 1: " + lineHint);
        }
    }

    /**
     * The options for a caller's settings, expecting one occurrence, without line hint.
     *
     * @param settings the caller's matching settings
     * @return the options
     */
    public static MatchOptions of(MatchSettings settings) {
        return new MatchOptions(
                settings.whitespaceTolerant(),
                settings.fuzzy(),
                settings.fuzzyThreshold(),
                settings.fuzzyMargin(),
                1,
                null);
    }

    /**
     * A copy with another expected count.
     *
     * @param count the expected number of occurrences, at least 1
     * @return the new options
     */
    public MatchOptions withExpectedCount(int count) {
        return new MatchOptions(whitespaceTolerant, fuzzyApply, fuzzyThreshold, fuzzyMargin, count, lineHint);
    }

    /**
     * A copy with another line hint.
     *
     * @param hint a 1-based line, or null for none
     * @return the new options
     */
    public MatchOptions withLineHint(@Nullable Integer hint) {
        return new MatchOptions(whitespaceTolerant, fuzzyApply, fuzzyThreshold, fuzzyMargin, expectedCount, hint);
    }

    /**
     * A copy with the whitespace tier switched on or off.
     *
     * @param tolerant true to run the whitespace-tolerant tier
     * @return the new options
     */
    public MatchOptions withWhitespaceTolerant(boolean tolerant) {
        return new MatchOptions(tolerant, fuzzyApply, fuzzyThreshold, fuzzyMargin, expectedCount, lineHint);
    }

    /**
     * A copy with fuzzy application switched on or off.
     *
     * @param apply true to apply a clear fuzzy match
     * @return the new options
     */
    public MatchOptions withFuzzyApply(boolean apply) {
        return new MatchOptions(whitespaceTolerant, apply, fuzzyThreshold, fuzzyMargin, expectedCount, lineHint);
    }

    /**
     * A copy with another fuzzy threshold.
     *
     * @param threshold the lowest similarity, 0..1
     * @return the new options
     */
    public MatchOptions withFuzzyThreshold(double threshold) {
        return new MatchOptions(whitespaceTolerant, fuzzyApply, threshold, fuzzyMargin, expectedCount, lineHint);
    }

    /**
     * A copy with another fuzzy margin.
     *
     * @param margin the lead over the runner-up required to apply, 0..1
     * @return the new options
     */
    public MatchOptions withFuzzyMargin(double margin) {
        return new MatchOptions(whitespaceTolerant, fuzzyApply, fuzzyThreshold, margin, expectedCount, lineHint);
    }
}
