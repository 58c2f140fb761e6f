package dev.edl.batch;

import dev.edl.batch.internal.match.TextMatcher;

/** The short line diff shown in batch messages, for the public classes of this package. */
final class LineDiff {
    private LineDiff() {}

    /**
     * A short line diff between two small texts ({@code -} expected, {@code +} actual, bounded).
     *
     * @param expected the expected text
     * @param actual the actual text
     * @return the diff lines joined with {@code \n}, empty when equal
     */
    static String of(String expected, String actual) {
        return TextMatcher.shortDiff(expected, actual);
    }
}
