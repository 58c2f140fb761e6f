package dev.edl.internal.exec;

import java.util.Arrays;

/**
 * Every physical line of one fixed text, sorted by a hash of its content: finds the lines equal to
 * a given line without reading the text. Physical lines are split on {@code \n}; a text ending in
 * {@code \n} has a final empty line after it, and {@code ""} has one empty line.
 *
 * <p>Cost: one {@code long} per line (hash in the high half, the line's start offset in the low
 * half), so 8 bytes per line — 0.07 bytes per input byte for 120-character lines, 8 bytes per byte
 * only for a text of empty lines. Building it reads the text once and sorts the entries
 * ({@code O(n)} hashing plus {@code O(lines log lines)} sorting, about 0.1 s for a million lines).
 * A lookup is two binary searches; the entries of one hash are in text order, so a caller can walk
 * them from any offset in either direction. The text it was built from must not change while it
 * is used: {@link SplicedText} keeps its base text fixed and drops the index when it flattens.
 */
final class LineHashes {
    private final long[] entries;

    private LineHashes(long[] entries) {
        this.entries = entries;
    }

    static LineHashes of(String text) {
        int lines = 1;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            lines++;
        }
        long[] entries = new long[lines];
        int start = 0;
        int line = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            entries[line++] = entry(hash(text, start, i), start);
            start = i + 1;
        }
        entries[line] = entry(hash(text, start, text.length()), start);
        Arrays.sort(entries);
        return new LineHashes(entries);
    }

    private static long entry(int hash, int start) {
        return (long) hash << 32 | (start & 0xffffffffL);
    }

    /** The hash of {@code text[from, to)} that this index and {@link SplicedText} use for lines. */
    static int hash(CharSequence text, int from, int to) {
        int h = to - from;
        for (int i = from; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        // spread the polynomial's low-entropy bits (lines that differ in one digit)
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        return h ^ (h >>> 16);
    }

    /** Index of the first entry with this hash and a start {@code >= offset} (may be {@link #end}'s value). */
    int from(int hash, int offset) {
        return lowerBound(entry(hash, Math.max(0, offset)));
    }

    /** Index after the last entry with this hash. */
    int end(int hash) {
        return lowerBound(hash == Integer.MAX_VALUE ? Long.MAX_VALUE : entry(hash + 1, 0));
    }

    /** Index of the first entry with this hash. */
    int first(int hash) {
        return lowerBound(entry(hash, 0));
    }

    /** The line start of entry {@code index}. */
    int start(int index) {
        return (int) entries[index];
    }

    /** Number of lines with this hash. */
    int count(int hash) {
        return end(hash) - first(hash);
    }

    private int lowerBound(long key) {
        int low = 0;
        int high = entries.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (entries[mid] < key) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
