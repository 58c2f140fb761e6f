package dev.edl.examples.bench.gen;

import java.util.Arrays;

/**
 * The ascending start offsets of every occurrence of a marker (W2's {@code "TK_"}) in a text that is
 * edited one replacement at a time, kept up to date without rescanning the whole text.
 */
final class TokenPositions {
    private final String marker;
    private int[] positions = new int[0];
    private int size;

    /** Positions of {@code marker} in {@code text}. */
    TokenPositions(String marker, String text) {
        this.marker = marker;
        rebuild(text);
    }

    /** Rescans the whole text. */
    void rebuild(String text) {
        size = 0;
        for (int p = text.indexOf(marker); p >= 0; p = text.indexOf(marker, p + 1)) {
            add(p);
        }
    }

    private void add(int p) {
        if (size == positions.length) {
            positions = Arrays.copyOf(positions, Math.max(16, size * 2));
        }
        positions[size++] = p;
    }

    /**
     * Updates the positions after {@code [start, end)} of the old text was replaced by {@code
     * replacementLength} characters, giving {@code text}.
     */
    void replaced(String text, int start, int end, int replacementLength) {
        int delta = replacementLength - (end - start);
        int from = Math.max(0, start - marker.length() + 1);
        int[] old = Arrays.copyOf(positions, size);
        size = 0;
        int i = 0;
        while (i < old.length && old[i] < from) {
            add(old[i++]);
        }
        // occurrences that overlap the replaced range are gone; the new text may hold new ones
        int newEnd = start + replacementLength;
        for (int p = text.indexOf(marker, from); p >= 0 && p < newEnd; p = text.indexOf(marker, p + 1)) {
            add(p);
        }
        while (i < old.length && old[i] < end) {
            i++;
        }
        while (i < old.length) {
            add(old[i++] + delta);
        }
    }

    /** The first position at or after {@code from} where {@code text} starts with {@code literal}, or -1. */
    int next(String text, String literal, int from) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (positions[mid] < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < size; i++) {
            if (text.startsWith(literal, positions[i])) {
                return positions[i];
            }
        }
        return -1;
    }
}
