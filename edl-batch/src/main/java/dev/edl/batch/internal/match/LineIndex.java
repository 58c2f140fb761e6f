package dev.edl.batch.internal.match;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * An index from line hash to the keys of the lines with that hash (an open-addressing table on
 * {@code int} hashes, no boxing). A hash held by more lines than the limit becomes <em>common</em>:
 * its keys are dropped for good and the index no longer answers for it. Entries are never removed
 * (an emptied list stays), so probing needs no tombstones. Not thread-safe.
 */
final class LineIndex {
    /** The keys of the lines that share one hash. */
    static final class Posting {
        int[] keys = new int[2];
        int size;
        boolean common;

        void add(int key) {
            if (size == keys.length) {
                keys = Arrays.copyOf(keys, size * 2);
            }
            keys[size++] = key;
        }

        void remove(int key) {
            for (int i = 0; i < size; i++) {
                if (keys[i] == key) {
                    keys[i] = keys[--size];
                    return;
                }
            }
        }
    }

    private final int limit;
    private int[] hashes;
    private @Nullable Posting[] postings;
    private int used;

    LineIndex(int expectedLines, int limit) {
        this.limit = limit;
        int capacity = Integer.highestOneBit(Math.max(16, expectedLines * 2)) * 2;
        this.hashes = new int[capacity];
        this.postings = new Posting[capacity];
    }

    /** The lines with a hash, or null when none was ever indexed. */
    @Nullable
    Posting get(int hash) {
        int mask = hashes.length - 1;
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
            Posting posting = postings[slot];
            if (posting == null) {
                return null;
            }
            if (hashes[slot] == hash) {
                return posting;
            }
        }
    }

    void add(int hash, int key) {
        Posting posting = getOrCreate(hash);
        if (posting.common) {
            return;
        }
        if (posting.size >= limit) {
            posting.common = true;
            posting.keys = new int[0];
            posting.size = 0;
            return;
        }
        posting.add(key);
    }

    void remove(int hash, int key) {
        Posting posting = get(hash);
        if (posting != null && !posting.common) {
            posting.remove(key);
        }
    }

    private Posting getOrCreate(int hash) {
        int mask = hashes.length - 1;
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
            Posting posting = postings[slot];
            if (posting == null) {
                posting = new Posting();
                hashes[slot] = hash;
                postings[slot] = posting;
                if (++used * 2 > hashes.length) {
                    grow();
                }
                return posting;
            }
            if (hashes[slot] == hash) {
                return posting;
            }
        }
    }

    private void grow() {
        int[] oldHashes = hashes;
        Posting[] oldPostings = postings;
        hashes = new int[oldHashes.length * 2];
        postings = new Posting[oldHashes.length * 2];
        int mask = hashes.length - 1;
        for (int i = 0; i < oldHashes.length; i++) {
            Posting posting = oldPostings[i];
            if (posting == null) {
                continue;
            }
            int slot = mix(oldHashes[i]) & mask;
            while (postings[slot] != null) {
                slot = (slot + 1) & mask;
            }
            hashes[slot] = oldHashes[i];
            postings[slot] = posting;
        }
    }

    private static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
