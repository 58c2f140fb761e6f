package dev.edl.internal.text;

/**
 * Which 6-character grams a block's text holds, as a bit set of their hashes (a Bloom filter with
 * one hash): a search with a gram the set lacks cannot occur in the block, so a {@link MatchText}
 * of many blocks asks only the few whose sets hold every gram of the search, instead of every
 * block's indexes. Grams of 6 are long enough to tell blocks apart in source text, where a unique
 * line is made of common words ({@code int}, {@code  = } and {@code x;} are everywhere, {@code b10
 * = x} is not); a search shorter than a gram asks every block.
 *
 * <p>Cost: building is a pass over the block; a replacement sets the bits of the grams it creates
 * (its text and the five characters either side); a removed gram's bit stays set, which can only
 * let a block be asked in vain, never skip one that holds the search. A query checks the grams of
 * the search (at most {@link #PROBES}, spread over it) until one is missing, starting with the one
 * that ruled out the previous block. Memory: 1 to 2 bits per character of the block
 * when built (at least 8 KiB); most 6-grams of source text repeat, so well under half the bits are
 * set and a search of a dozen characters rarely passes a block that lacks it.
 */
final class GramFilter {
    /** The most grams of a search checked (all of them in a search of up to 69 characters). */
    static final int PROBES = 64;

    /** The longest gram: a replacement's new grams reach this many characters minus one before it. */
    static final int GRAM = 6;

    private static final int POWER_GRAM = 31 * 31 * 31 * 31 * 31 * 31;

    private final long[] bits;
    private final int shift;

    private GramFilter(int size) {
        this.bits = new long[size >>> 6];
        this.shift = Integer.numberOfLeadingZeros(size) + 1;
    }

    /** The grams of {@code chars[0, length)}: one pass with rolling hashes. */
    static GramFilter of(char[] chars, int length) {
        GramFilter filter = new GramFilter(Integer.highestOneBit(Math.max(1 << 16, length - 1)) << 1);
        int hash = 0;
        for (int i = 0; i < length; i++) {
            hash = hash * 31 + chars[i] - (i >= GRAM ? POWER_GRAM * chars[i - GRAM] : 0);
            if (i >= GRAM - 1) {
                filter.set(hash);
            }
        }
        return filter;
    }

    /** Sets the bits of every gram that starts at or after {@code from} and ends by {@code to}. */
    void addAll(CharGapBuffer chars, int from, int to) {
        for (int i = Math.max(0, from); i + GRAM <= to; i++) {
            int hash = 0;
            for (int j = i; j < i + GRAM; j++) {
                hash = hash * 31 + chars.charAt(j);
            }
            set(hash);
        }
    }

    /**
     * The grams of one search, checked against block after block: the one that ruled the last block
     * out is tried first in the next (the rare part of a search, such as the id in a line that
     * shares its start and end with thousands of others, rules out most blocks alone).
     */
    static final class Probe {
        private final int[] hashes;
        private int lead;

        private Probe(int[] hashes) {
            this.hashes = hashes;
        }
    }

    /** Up to {@link #PROBES} grams spread over {@code search} (none when it is shorter than a gram). */
    static Probe probe(String search) {
        int last = search.length() - GRAM;
        if (last < 0) {
            return new Probe(new int[0]);
        }
        int[] hashes = new int[Math.min(PROBES, last + 1)];
        for (int p = 0; p < hashes.length; p++) {
            int from = hashes.length == 1 ? 0 : (int) ((long) p * last / (hashes.length - 1));
            int hash = 0;
            for (int i = from; i < from + GRAM; i++) {
                hash = hash * 31 + search.charAt(i);
            }
            hashes[p] = hash;
        }
        return new Probe(hashes);
    }

    /** False when the block cannot hold the search of {@code probe}. */
    boolean mayContain(Probe probe) {
        int[] hashes = probe.hashes;
        if (hashes.length == 0) {
            return true;
        }
        if (!has(hashes[probe.lead])) {
            return false;
        }
        for (int p = 0; p < hashes.length; p++) {
            if (!has(hashes[p])) {
                probe.lead = p;
                return false;
            }
        }
        return true;
    }

    private boolean has(int hash) {
        int bit = hash * 0x9E3779B1 >>> shift;
        return (bits[bit >>> 6] & (1L << bit)) != 0;
    }

    private void set(int hash) {
        int bit = hash * 0x9E3779B1 >>> shift;
        bits[bit >>> 6] |= 1L << bit;
    }

    long bytes() {
        return (long) bits.length * Long.BYTES;
    }
}
