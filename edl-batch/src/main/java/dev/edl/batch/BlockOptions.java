package dev.edl.batch;

/**
 * How edit blocks are matched against files.
 *
 * @param whitespaceTolerant whether a FIND that differs from the file only in indentation and
 *     spacing matches whole lines (the replacement then being re-indented); default true
 * @param fuzzy whether a clearly best fuzzy match at or above {@code fuzzyThreshold} is applied;
 *     default false (fuzzy matching then only names the closest candidate in failures)
 * @param fuzzyThreshold the lowest similarity, 0..1, at which a fuzzy match is applied; default 0.7
 */
public record BlockOptions(boolean whitespaceTolerant, boolean fuzzy, double fuzzyThreshold) {
    /** Whitespace-tolerant matching on, fuzzy application off, threshold 0.7. */
    public static final BlockOptions DEFAULTS = new BlockOptions(true, false, 0.7);

    /** Checks the threshold. */
    public BlockOptions {
        if (!(fuzzyThreshold >= 0 && fuzzyThreshold <= 1)) {
            throw new IllegalArgumentException("fuzzyThreshold must be within 0..1: " + fuzzyThreshold);
        }
    }

    /**
     * A copy with fuzzy application switched on or off.
     *
     * @param apply true to apply clear fuzzy matches
     * @return the new options
     */
    public BlockOptions withFuzzy(boolean apply) {
        return new BlockOptions(whitespaceTolerant, apply, fuzzyThreshold);
    }

    /**
     * A copy with another fuzzy threshold.
     *
     * @param threshold the lowest similarity applied, 0..1
     * @return the new options
     */
    public BlockOptions withFuzzyThreshold(double threshold) {
        return new BlockOptions(whitespaceTolerant, fuzzy, threshold);
    }

    /**
     * A copy with the whitespace-tolerant tier switched on or off.
     *
     * @param tolerant true to match whole lines ignoring indentation and spacing
     * @return the new options
     */
    public BlockOptions withWhitespaceTolerant(boolean tolerant) {
        return new BlockOptions(tolerant, fuzzy, fuzzyThreshold);
    }
}
