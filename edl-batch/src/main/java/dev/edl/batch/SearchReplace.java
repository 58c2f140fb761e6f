package dev.edl.batch;

import org.jspecify.annotations.Nullable;

/**
 * One search/replace edit of a batch.
 *
 * @param search the exact text to find (line breaks are converted to the file's style)
 * @param replace the literal replacement ({@code $1}, {@code \} are not interpreted)
 * @param label a short name shown in reports, or null
 * @param expectedReplacements how many occurrences must be found (default 1); all are replaced
 * @param lineHint a 1-based line near the intended occurrence, used to pick one of several, or null
 */
public record SearchReplace(
        String search,
        String replace,
        @Nullable String label,
        int expectedReplacements,
        @Nullable Integer lineHint) {

    /** Validates the counts. */
    public SearchReplace {
        if (expectedReplacements < 1) {
            throw new IllegalArgumentException("expectedReplacements must be >= 1: " + expectedReplacements);
        }
        if (lineHint != null && lineHint < 1) {
            throw new IllegalArgumentException("lineHint must be >= 1: " + lineHint);
        }
    }

    /**
     * An edit expecting exactly one occurrence, without label or hint.
     *
     * @param search the text to find
     * @param replace the replacement
     * @return the edit
     */
    public static SearchReplace of(String search, String replace) {
        return new SearchReplace(search, replace, null, 1, null);
    }

    /**
     * A copy with a label.
     *
     * @param newLabel the label shown in reports, or null
     * @return the edit
     */
    public SearchReplace withLabel(@Nullable String newLabel) {
        return new SearchReplace(search, replace, newLabel, expectedReplacements, lineHint);
    }

    /**
     * A copy expecting another number of occurrences.
     *
     * @param count the expected number, at least 1
     * @return the edit
     */
    public SearchReplace withExpectedReplacements(int count) {
        return new SearchReplace(search, replace, label, count, lineHint);
    }

    /**
     * A copy with a line hint.
     *
     * @param line a 1-based line, or null for none
     * @return the edit
     */
    public SearchReplace withLineHint(@Nullable Integer line) {
        return new SearchReplace(search, replace, label, expectedReplacements, line);
    }
}
