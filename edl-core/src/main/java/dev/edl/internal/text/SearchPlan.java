package dev.edl.internal.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The grams of the searches a batch announced ({@link MatchText#expectSearches}), so that each block
 * indexes only the positions those searches can need ({@link PlannedGrams}) instead of every
 * position or a sample of every line.
 *
 * <p><b>Why.</b> A batch knows its searches before the first one runs. Indexing the text for any
 * search costs a pass with real work per character (the fragment index groups every position, the
 * gram index samples window minima of every line); indexing it for known searches costs a rolling
 * hash and one probe of a small bit set per character, about what hashing the lines costs the EDL
 * executor, and a table insert only where a planned gram occurs. The known searches are a set of
 * {@link #GRAM}-character grams: the <em>planned keys</em>.
 *
 * <p><b>Keys of a search.</b> Only searches with at most one line break are planned (see {@link
 * #plannable}), and only when there are at least {@link #MIN_SEARCHES} of them. Each part of such a search between its line breaks that has at least
 * {@link #GRAM} characters gives the grams at offsets {@code 0, s, 2s, …} and the part's last gram
 * (stride {@code s} at least {@link #GRAM}, wider for long parts, so a part gives at most {@link
 * #KEYS_PER_PART} keys, and a search at most {@link #KEYS_PER_SEARCH}). A key is a hash of the
 * gram's characters taken a byte each ({@link #key}); equal keys of different grams only add
 * candidates, which are checked against the characters. A search whose parts are all shorter than
 * a gram is not <em>covered</em>, and goes to the text's other indexes.
 *
 * <p><b>Cost.</b> 16 bytes per slot of an open-addressing set at most half full: the key and the
 * text's {@link PlannedBlocks} mask side by side (see {@link #table}). A bit set of 64 to 128 bits
 * per key in front (one hash: about one in 64 of a text's positions that hold no planned gram still
 * probe the set; with 16 bits per key it was one in 16, and those probes were 8 % of W7x10's
 * batch). Keys shared by more searches than the posting limit are left out: W7's 1,000 searches plan about 700 keys, 12 KiB,
 * whatever the text's size. The set is immutable after construction; a memo of the last search's
 * keys (a text of many blocks asks each block for the same search) and the blocks' masks change.
 * Not thread-safe.
 */
final class SearchPlan {
    /** Characters per gram. */
    static final int GRAM = 8;

    /** The most keys one part of a search between line breaks gives. */
    static final int KEYS_PER_PART = 16;

    /** The most keys one search gives. */
    static final int KEYS_PER_SEARCH = 32;

    /**
     * The fewest plannable searches worth a plan: building a block's planned index costs a pass
     * over its characters, about what a few scans for the searches themselves cost.
     */
    static final int MIN_SEARCHES = 8;

    // A plan also needs at least half the batch's searches: when most are multi-line, the other
    // indexes are built for them anyway, and a plan for the few others is a further pass over every
    // block rewritten since (W4x10: 20 single-line searches among 4,000 cost 16 %).

    /**
     * The set, two longs per slot: at {@code 2 s} the key tagged with {@link #USED} (0: an empty
     * slot), at {@code 2 s + 1} the slot's block mask ({@link PlannedBlocks}), so that a search's
     * lookup of a key and of its mask read one cache line. In separate arrays (the keys, a flag
     * per slot, the masks) a lookup read three, each from memory once a batch of 10,000 searches
     * made the set larger than the second-level cache (W8x10).
     */
    private final long[] table;

    private static final long USED = 1L << 32;
    private final int mask;
    private final long[] bits;
    private final int bitShift;

    /** Which of the text's blocks hold each planned key. */
    private final PlannedBlocks blocks;

    /** The keys of the last search asked (the same string object), with their offsets in it. */
    private @Nullable String memo;

    private int[] memoKeys = new int[0];
    private int[] memoOffsets = new int[0];
    private int[] memoSlots = new int[0];
    private List<String> uncovered = List.of();

    private SearchPlan(int[] planned, int count) {
        int capacity = Integer.highestOneBit(Math.max(16, count * 2)) * 2;
        table = new long[2 * capacity];
        mask = capacity - 1;
        int bitCount = Integer.highestOneBit(Math.max(1 << 12, count * 64)) * 2;
        bits = new long[bitCount >>> 6];
        bitShift = 32 - Integer.numberOfTrailingZeros(bitCount);
        blocks = new PlannedBlocks(table);
        for (int k = 0; k < count; k++) {
            int key = planned[k];
            bits[(key >>> bitShift) >>> 6] |= 1L << (key >>> bitShift);
            int slot = HashSpread.spread(key) & mask;
            while (table[2 * slot] != 0 && (int) table[2 * slot] != key) {
                slot = (slot + 1) & mask;
            }
            table[2 * slot] = USED | (key & 0xFFFF_FFFFL);
        }
    }

    /**
     * The plan of a batch's searches.
     *
     * @param searches the searches announced
     * @param sharedLimit a gram that more than this many searches share is left out: if each of
     *     those searches occurs, it occurs more often than an index keeps a key's postings (the
     *     common prefix of similar lines, indentation), and scanning the text for it would cost a
     *     table probe at every place it occurs
     * @return the plan, or null when no search is covered
     */
    static @Nullable SearchPlan of(List<String> searches, int sharedLimit) {
        int[][] perSearch = new int[searches.size()][];
        int total = 0;
        int plannable = 0;
        int[] offsets = new int[KEYS_PER_SEARCH];
        int[] found = new int[KEYS_PER_SEARCH];
        for (int s = 0; s < perSearch.length; s++) {
            String search = searches.get(s);
            int n = plannable(search) ? keysOf(search, found, offsets) : 0;
            // each search counts a key once
            Arrays.sort(found, 0, n);
            int distinct = 0;
            for (int k = 0; k < n; k++) {
                if (k == 0 || found[k] != found[k - 1]) {
                    found[distinct++] = found[k];
                }
            }
            perSearch[s] = Arrays.copyOf(found, distinct);
            total += distinct;
            plannable += distinct > 0 ? 1 : 0;
        }
        if (plannable < MIN_SEARCHES || plannable * 2 < searches.size()) {
            return null;
        }
        int[] all = new int[total];
        int at = 0;
        for (int[] keys : perSearch) {
            System.arraycopy(keys, 0, all, at, keys.length);
            at += keys.length;
        }
        Arrays.sort(all);
        int[] planned = new int[total];
        int count = 0;
        for (int from = 0; from < total; ) {
            int to = from + 1;
            while (to < total && all[to] == all[from]) {
                to++;
            }
            if (to - from <= sharedLimit) {
                planned[count++] = all[from];
            }
            from = to;
        }
        if (count == 0) {
            return null;
        }
        SearchPlan plan = new SearchPlan(planned, count);
        List<String> uncovered = new ArrayList<>();
        for (int s = 0; s < perSearch.length; s++) {
            // covers(search) from the keys found above: a search's keys are not found twice
            if (!plan.holdsAny(perSearch[s])) {
                uncovered.add(searches.get(s));
            }
        }
        plan.uncovered = List.copyOf(uncovered);
        return plan;
    }

    /**
     * Whether the plan takes a search's grams: one with at most one line break. A search with two
     * or more holds a complete line, which the line-hash index answers from hashes every text keeps
     * (W4's paragraphs: planning their grams cost more than the whole batch had).
     */
    static boolean plannable(String search) {
        int first = search.indexOf('\n');
        return first < 0 || search.indexOf('\n', first + 1) < 0;
    }

    /** The announced searches this plan does not cover, in their order. */
    List<String> uncovered() {
        return uncovered;
    }

    /**
     * Fills {@code keys} and {@code offsets} (0-based, from the search's start) with a search's
     * planned grams.
     *
     * @return how many
     */
    private static int keysOf(String search, int[] keys, int[] offsets) {
        int count = 0;
        int from = 0;
        while (from <= search.length() && count < KEYS_PER_SEARCH) {
            int lineBreak = search.indexOf('\n', from);
            int to = lineBreak < 0 ? search.length() : lineBreak;
            int length = to - from;
            if (length >= GRAM) {
                int stride = Math.max(GRAM, (length - GRAM) / (KEYS_PER_PART - 1) + 1);
                for (int at = from; count < KEYS_PER_SEARCH; at += stride) {
                    int offset = Math.min(at, to - GRAM);
                    keys[count] = hash(search, offset);
                    offsets[count++] = offset;
                    if (offset == to - GRAM) {
                        break;
                    }
                }
            }
            if (lineBreak < 0) {
                break;
            }
            from = lineBreak + 1;
        }
        return count;
    }

    /** The key of the gram at {@code search[at, at + GRAM)}. */
    static int hash(String search, int at) {
        long window = 0;
        for (int i = at; i < at + GRAM; i++) {
            window = push(window, search.charAt(i));
        }
        return key(window);
    }

    /**
     * The window after one more character: shifted by a byte, the character xor-ed in. A Latin-1
     * character is its own byte; a wider one's high byte mixes into the byte of the character
     * before it (and, for the gram's first character, falls out of the window). So a window
     * depends on its last {@link #GRAM} characters only and equal grams have equal windows, with
     * no masking or folding per character; grams that differ only in a high byte may share a key,
     * which only adds candidates.
     */
    static long push(long window, char c) {
        return window << 8 ^ c;
    }

    /**
     * The key of a gram from its window (see {@link #push}; the last character in the low byte):
     * the high half of one multiplication, which carries every byte upwards, so that the key's top
     * bits (which pick the bit of the plan's bit set) depend on every character. Its low bits do
     * not depend on the first character: tables pick a key's slot through {@link
     * HashSpread#spread}, which folds the top bits down. One multiplication per position, because
     * the scan computes a key at every character of the text; a window is shifted on by a byte per
     * character, so that the scan's only chain from one position to the next is a shift and an
     * xor, and the mixing of each position overlaps the next ones.
     */
    static int key(long window) {
        return (int) ((window * 0x9E3779B97F4A7C15L) >>> 32);
    }

    /**
     * Whether a search has a planned gram: then {@link PlannedGrams} can answer it. True for every
     * announced search with a part of at least {@link #GRAM} characters between line breaks.
     */
    boolean covers(String search) {
        remember(search);
        return memoKeys.length > 0;
    }

    /** A search's planned keys (none when it is not covered), memoised for the last search asked. */
    int[] keys(String search) {
        remember(search);
        return memoKeys;
    }

    /** The 0-based offsets in the search of the grams of {@link #keys}, in the same order. */
    int[] offsets(String search) {
        remember(search);
        return memoOffsets;
    }

    /** The slots ({@link #slotOf}) of a search's {@link #keys}, in the same order. */
    int[] slots(String search) {
        remember(search);
        return memoSlots;
    }

    /** Which of the text's blocks hold each planned key (filled by the blocks' {@link PlannedGrams}). */
    PlannedBlocks blocks() {
        return blocks;
    }

    /**
     * Keeps the planned keys among a search's grams: all of them for a search that was announced,
     * and for another search those it shares with the announced ones (each is as good: if the
     * search occurs, each of its planned grams is a posting).
     */
    private void remember(String search) {
        if (memo != search) {
            int[] found = new int[KEYS_PER_SEARCH];
            int[] offsets = new int[KEYS_PER_SEARCH];
            int[] slots = new int[KEYS_PER_SEARCH];
            int n = plannable(search) ? keysOf(search, found, offsets) : 0;
            int kept = 0;
            for (int k = 0; k < n; k++) {
                int slot = find(found[k]);
                if (slot >= 0) {
                    found[kept] = found[k];
                    slots[kept] = slot;
                    offsets[kept++] = offsets[k];
                }
            }
            memoKeys = Arrays.copyOf(found, kept);
            memoOffsets = Arrays.copyOf(offsets, kept);
            memoSlots = Arrays.copyOf(slots, kept);
            memo = search;
        }
    }

    /**
     * The bit set of planned keys, a power-of-two number of words: key {@code k} may be planned
     * only if bit {@code k >>> bitShift()} is set (read by a scan that tests every position).
     */
    long[] bits() {
        return bits;
    }

    /** See {@link #bits}. */
    int bitShift() {
        return bitShift;
    }

    /** Whether a key may be planned: false means it is not (one read of the bit set). */
    boolean mayHold(int key) {
        // a key's high bits depend on every character of its gram (see key()): they pick the bit
        int bit = key >>> bitShift;
        return (bits[bit >>> 6] & 1L << bit) != 0;
    }

    /** Whether a key is planned. */
    boolean holds(int key) {
        return slotOf(key) >= 0;
    }

    /** Whether any of these keys is planned (for a search's keys: whether the plan covers it). */
    private boolean holdsAny(int[] found) {
        for (int key : found) {
            if (holds(key)) {
                return true;
            }
        }
        return false;
    }

    /** The number of slots of the set: {@link #slotOf} is below it. */
    int capacity() {
        return table.length / 2;
    }

    /**
     * The slot of a planned key, or -1 when it is not planned: a number below {@link #capacity}
     * that a block can keep per-key state under. The bit set answers first (the scan's case: most
     * keys it asks about are not planned).
     */
    int slotOf(int key) {
        return mayHold(key) ? find(key) : -1;
    }

    /**
     * {@link #slotOf} without the bit set: for a search's own keys, which are mostly planned, so
     * the bit set's read (from memory, on a large plan) would only come before the set's.
     */
    private int find(int key) {
        for (int slot = HashSpread.spread(key) & mask; table[2 * slot] != 0; slot = (slot + 1) & mask) {
            if ((int) table[2 * slot] == key) {
                return slot;
            }
        }
        return -1;
    }

    /** Bytes held by the set, the bit set and the blocks' masks. */
    long bytes() {
        return 8L * capacity() + 8L * bits.length + blocks.bytes();
    }
}
