package dev.edl.internal.text;

/**
 * Which 3- and 6-character grams a block's text holds, as a bit set of their hashes (a Bloom
 * filter with one hash per gram): a search with a gram the set lacks cannot occur in the block, so
 * a {@link MatchText} of many blocks asks only the few whose sets hold every gram of the search,
 * instead of every block's indexes. Searches of 6 characters or more are checked by their 6-grams,
 * which in source text are rare enough to tell blocks apart (a unique line is made of common
 * words: {@code int}, {@code  = }, {@code x;} are everywhere, {@code b10 = x} is not); shorter
 * ones by their 3-grams; shorter still, every block is asked.
 *
 * <p>Cost: building is a pass over the block; a replacement sets the bits of the grams it creates
 * (its text and the five characters either side); a removed gram's bit stays set, which can only
 * let a block be asked in vain, never skip one that holds the search. A query checks at most
 * {@link #PROBES} grams spread over the search. Memory: 2 to 4 bits per character of the block
 * when built (at least 8 KiB): each position sets two bits, and most 6-grams of source text repeat,
 * so for source text well under half the bits are set and a search of a dozen characters rarely
 * passes a block that lacks it.
 */
final class GramFilter {
    /** The grams of a search checked: enough that a search the block lacks nearly always fails one. */
    static final int PROBES = 8;

    /** The longest gram: a replacement's new grams reach this many characters minus one before it. */
    static final int GRAM = 6;

    private static final int SHORT = 3;

    private final long[] bits;
    private final int shift;

    private GramFilter(int size) {
        this.bits = new long[size >>> 6];
        this.shift = Integer.numberOfLeadingZeros(size) + 1;
    }

    /** The grams of {@code chars[0, length)}. */
    static GramFilter of(CharSequence chars) {
        int size = Integer.highestOneBit(Math.max(1 << 16, chars.length() * 2 - 1)) << 1;
        GramFilter filter = new GramFilter(size);
        filter.addAll(chars, 0, chars.length());
        return filter;
    }

    /** Sets the bits of every gram that starts at or after {@code from} and ends by {@code to}. */
    void addAll(CharSequence chars, int from, int to) {
        for (int i = Math.max(0, from); i + SHORT <= to; i++) {
            set(hash(chars, i, SHORT), SHORT);
            if (i + GRAM <= to) {
                set(hash(chars, i, GRAM), GRAM);
            }
        }
    }

    private static int hash(CharSequence chars, int from, int size) {
        int hash = 0;
        for (int i = from; i < from + size; i++) {
            hash = hash * 31 + chars.charAt(i);
        }
        return hash;
    }

    /** False when the block cannot hold {@code search} (true for searches shorter than 3 characters). */
    boolean mayContain(String search) {
        int size = search.length() >= GRAM ? GRAM : SHORT;
        int last = search.length() - size;
        if (last < 0) {
            return true;
        }
        int probes = Math.min(PROBES, last + 1);
        for (int p = 0; p < probes; p++) {
            int from = probes == 1 ? 0 : (int) ((long) p * last / (probes - 1));
            int bit = slot(hash(search, from, size), size);
            if ((bits[bit >>> 6] & (1L << bit)) == 0) {
                return false;
            }
        }
        return true;
    }

    private void set(int hash, int size) {
        int bit = slot(hash, size);
        bits[bit >>> 6] |= 1L << bit;
    }

    private int slot(int hash, int size) {
        return (hash + size) * 0x9E3779B1 >>> shift;
    }

    long bytes() {
        return (long) bits.length * Long.BYTES;
    }
}
