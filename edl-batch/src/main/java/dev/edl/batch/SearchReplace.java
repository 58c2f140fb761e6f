package dev.edl.batch;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One search/replace edit of a batch.
 *
 * <p>Edits come from models, so a line hint below 1 is not refused here: the batch reports that
 * edit as failed ({@code Invalid lineHint: 0. Must be >= 1}).
 *
 * @param search the exact text to find (line breaks are converted to the file's style)
 * @param replace the literal replacement ({@code $1}, {@code \} are not interpreted); empty to
 *     delete what was found (whole lines go with their line break)
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

    /** Checks the arguments. */
    public SearchReplace {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(replace, "replace");
        if (expectedReplacements < 1) {
            throw new IllegalArgumentException("expectedReplacements must be >= 1: " + expectedReplacements);
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
     * @param line a 1-based line, or null for none (below 1: the edit fails when applied)
     * @return the edit
     */
    public SearchReplace withLineHint(@Nullable Integer line) {
        return new SearchReplace(search, replace, label, expectedReplacements, line);
    }
}
