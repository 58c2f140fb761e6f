package dev.edl.internal.exec;

/**
 * A selected range of the current text, {@code [start, end)} in UTF-16 offsets.
 *
 * @param start first offset
 * @param end offset after the last character; equal to {@code start} for an insertion point
 * @param lineSelection whether the range came from a heredoc (whole-line) pattern
 */
record TextRange(int start, int end, boolean lineSelection) {
    TextRange {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range [" + start + ", " + end + ")");
        }
    }

    int length() {
        return end - start;
    }
}
