package dev.edl.internal.text;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The grams a search segment samples (see {@link GramIndex}), kept for the last segment asked: a
 * text of many blocks asks each block's gram index for the same search, and sampling it (a rolling
 * hash and window minima over the segment) cost more than the block's table probes. One per
 * {@link MatchText}, shared by its blocks. Not thread-safe.
 */
final class SearchSamples {
    private @Nullable String search;
    private int from;
    private int to;
    private int[] keys = new int[0];
    private int[] columns = new int[0];
    private int count;

    /** Whether these are the samples of {@code search[from, to)} (the same string object). */
    boolean holds(String search, int from, int to) {
        return this.search == search && this.from == from && this.to == to;
    }

    /** Keeps the first {@code count} samples of {@code search[from, to)}. */
    void keep(String search, int from, int to, int[] keys, int[] columns, int count) {
        this.search = search;
        this.from = from;
        this.to = to;
        this.keys = Arrays.copyOf(keys, count);
        this.columns = Arrays.copyOf(columns, count);
        this.count = count;
    }

    /** The sampled keys (exactly {@link #count} of them). */
    int[] keys() {
        return keys;
    }

    /** The samples' columns, in the order of {@link #keys}. */
    int[] columns() {
        return columns;
    }

    int count() {
        return count;
    }

    int key(int k) {
        return keys[k];
    }

    int column(int k) {
        return columns[k];
    }
}
