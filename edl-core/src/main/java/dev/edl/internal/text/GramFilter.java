package dev.edl.internal.text;

/**
 * Which 3-character grams a block's text holds, as a bit set of their hashes (a Bloom filter with
 * one hash): a search with a gram the set lacks cannot occur in the block, so a {@link MatchText}
 * of many blocks asks only the few whose sets hold every gram of the search, instead of every
 * block's indexes.
 *
 * <p>Cost: building is a pass over the block; a replacement sets the bits of the grams it creates
 * (its text and the two characters either side); a removed gram's bit stays set, which can only
 * let a block be asked in vain, never skip one that holds the search. A query checks at most
 * {@link #PROBES} grams spread over the search. Memory: 1 to 2 bits per character of the block
 * when built (at least 4 KiB), so for source text a small share of the bits is set and a search of a
 * dozen characters rarely passes a block that lacks it.
 */
final class GramFilter {
    /** The grams of a search checked: enough that a search the block lacks nearly always fails one. */
    static final int PROBES = 8;

    static final int GRAM = 3;

    private final long[] bits;
    private final int shift;

    private GramFilter(int size) {
        this.bits = new long[size >>> 6];
        this.shift = Integer.numberOfLeadingZeros(size) + 1;
    }

    /** The grams of {@code chars[0, length)}. */
    static GramFilter of(CharSequence chars) {
        int size = Integer.highestOneBit(Math.max(1 << 15, chars.length() - 1)) << 1;
        GramFilter filter = new GramFilter(size);
        filter.addAll(chars, 0, chars.length());
        return filter;
    }

    /** Sets the bits of every gram that starts in {@code [from, to - GRAM]} of {@code chars}. */
    void addAll(CharSequence chars, int from, int to) {
        for (int i = Math.max(0, from); i + GRAM <= to; i++) {
            int bit = slot(chars.charAt(i), chars.charAt(i + 1), chars.charAt(i + 2));
            bits[bit >>> 6] |= 1L << bit;
        }
    }

    /** False when the block cannot hold {@code search} (true for searches shorter than a gram). */
    boolean mayContain(String search) {
        int last = search.length() - GRAM;
        if (last < 0) {
            return true;
        }
        int probes = Math.min(PROBES, last + 1);
        for (int p = 0; p < probes; p++) {
            int i = probes == 1 ? 0 : (int) ((long) p * last / (probes - 1));
            int bit = slot(search.charAt(i), search.charAt(i + 1), search.charAt(i + 2));
            if ((bits[bit >>> 6] & (1L << bit)) == 0) {
                return false;
            }
        }
        return true;
    }

    private int slot(char a, char b, char c) {
        int hash = (a * 31 + b) * 31 + c;
        return hash * 0x9E3779B1 >>> shift;
    }

    long bytes() {
        return (long) bits.length * Long.BYTES;
    }
}
