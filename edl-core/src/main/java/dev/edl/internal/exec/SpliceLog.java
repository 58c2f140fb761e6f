package dev.edl.internal.exec;

import java.util.Arrays;

/**
 * Every splice made to a document in this run, in order, so that offsets in the text as first
 * loaded can be mapped to the current text.
 */
final class SpliceLog {
    private int[] starts = new int[16];
    private int[] oldEnds = new int[16];
    private int[] newEnds = new int[16];
    private int size;

    /** Records that {@code [start, oldEnd)} of the then-current text became {@code [start, newEnd)}. */
    void record(int start, int oldEnd, int newEnd) {
        if (start == oldEnd && start == newEnd) {
            return;
        }
        if (size == starts.length) {
            starts = Arrays.copyOf(starts, size * 2);
            oldEnds = Arrays.copyOf(oldEnds, size * 2);
            newEnds = Arrays.copyOf(newEnds, size * 2);
        }
        starts[size] = start;
        oldEnds[size] = oldEnd;
        newEnds[size] = newEnd;
        size++;
    }

    /**
     * Maps an original offset to the current text.
     *
     * @return the current offset, or -1 when the offset lies strictly inside a replaced region
     */
    int map(int offset) {
        int at = offset;
        for (int i = 0; i < size; i++) {
            if (at < starts[i]) {
                continue;
            }
            if (at < oldEnds[i] && at > starts[i]) {
                return -1;
            }
            if (at >= oldEnds[i]) {
                at += newEnds[i] - oldEnds[i];
            }
        }
        return at;
    }

    /**
     * Maps an offset of the current text back to the original text, conservatively: an offset
     * inside text a splice inserted maps to the start ({@code lower}) or the end of the region that
     * splice replaced.
     *
     * @param offset an offset of the current text
     * @param lower true for the start of a range, false for its end
     * @return the original offset
     */
    int unmap(int offset, boolean lower) {
        return unmap(offset, lower, size);
    }

    /** The number of splices recorded so far: an offset noted now is unmapped through this many. */
    int size() {
        return size;
    }

    /** As {@link #unmap(int, boolean)} for an offset of the text after the first {@code count} splices. */
    int unmap(int offset, boolean lower, int count) {
        int at = offset;
        for (int i = count - 1; i >= 0; i--) {
            if (at > starts[i] && at < newEnds[i]) {
                at = lower ? starts[i] : oldEnds[i];
            } else if (at >= newEnds[i] && !(lower && at == starts[i])) {
                at += oldEnds[i] - newEnds[i];
            }
        }
        return at;
    }
}
