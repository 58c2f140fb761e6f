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
}
