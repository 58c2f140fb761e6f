package dev.edl.internal.text;

import java.util.Arrays;

/**
 * An index that finds a search of any length, a single character included, without scanning the
 * text: the answer's cost grows with the candidates of the search's rarest gram, not with the
 * text. It answers what the {@link GramIndex} (searches of at least {@link GramIndex#MIN_LENGTH}
 * characters on a line) and the {@link LineHashIndex} (searches holding a complete line) cannot:
 * short fragments and short whole lines such as {@code "    return x;"}, {@code "}"} or {@code
 * "return x;\n"}.
 *
 * <p><b>Grams.</b> The gram at a position is the text's next four characters, cut just after a
 * line break (a gram never reaches into the next line) or at the text's end; each character is
 * folded to a byte ({@link #fold}: Latin-1 as it is, other characters hashed, a line break to a
 * value no other character takes), and the bytes make a 32-bit key, most significant first and
 * zero-padded. Keys sort like the grams' folded bytes, so the keys that start with a given one to
 * three bytes form one range.
 *
 * <p><b>Base and changes.</b> When built, the index holds every position of the text as it is then
 * (the <em>base</em>), grouped by the key's high 16 bits (its first two folded characters): a count
 * and a placement, each one sequential sweep over the folded text, into an array of 4 bytes per
 * character, with where each group starts (256 KiB). A group is sorted by the whole key (stable:
 * by position within a key) the first time a search looks into it, and stays sorted: a batch of
 * short searches sorts the few groups its rarest grams fall in, not the text (W8x10's 17 million
 * positions: grouped in the time of about 10 scans of the text, where sorting them all took about
 * 70). Besides: the
 * folded base text (1 byte per character, to compare keys) and, per base line, its start and its
 * id (8 bytes per line). A line that a replacement rewrites gets a new id, so a base line is
 * unchanged, its line break included, for as long as its id is alive: a base position in a live
 * line maps to the line's current start plus its column. Lines written since the build go to a
 * small dynamic index ({@link PostingLists}: gram key to line id and column, 16 bytes per
 * position plus the table). Once the dynamic part holds more than a {@link #REBUILD_SHARE}th of
 * the base's characters (and at least {@link #MIN_REBUILD} of them), the owner drops the index at
 * once and builds it again on the next search that needs it: each character of the text is
 * grouped again only after a {@code 1 / REBUILD_SHARE} share as many characters were rewritten,
 * so rebuilding costs a constant per rewritten character (a group's sort is redone when a search
 * needs it again).
 *
 * <p><b>Memory.</b> 4 (positions) + 1 (folded text) + about 8 per line (line starts and ids) + at
 * most 16 / 32 = 0.5 for the dynamic part at its bound, and its table and the pool's growth slack
 * (under 0.5 more): about 5.6 bytes per character of text on lines of 15 characters, under 7 at
 * the dynamic part's bound (the dead-id bits aside: 1 bit per line id). Building needs nothing
 * more than the index and 256 KiB of counters; sorting a group needs a copy of it (8 bytes per
 * position below {@link #COUNTING_SORT} positions, 4 above it and 256 KiB of counters).
 *
 * <p><b>Search.</b> For a search {@code s} and each offset {@code k} in it, the search's gram at
 * {@code k} is cut the same way (after a line break, or at the search's end). An occurrence at
 * {@code P} has at {@code P + k} a text gram equal to it when the search's gram is whole (four
 * characters, or ending with a line break), or starting with it otherwise; so the occurrences in
 * live base lines are among the base positions of that key (or key range), minus {@code k}. The
 * search takes the offset whose base range (two binary searches in its sorted group) and dynamic
 * list together are the shortest, looking first at the offsets of the smallest groups (a group's
 * size bounds its keys' ranges and costs two reads; the first {@link #EXAMINED_OFFSETS} are
 * counted whatever their size, the rest only while smaller than the best count): one offset for both, since an occurrence over several lines is found through the
 * line holding its position at that offset, base or new. A search with no whole gram (at most three
 * characters, no line break) takes offset 0 and scans the lines written since the build (bounded
 * as above) for occurrences that start there.
 * Every candidate is checked against the characters, so the answer is exact: every occurrence,
 * overlapping ones included, is found once (a position lies in one line, base or new). Not
 * thread-safe.
 */
final class FragmentIndex {
    /** Characters per gram. */
    static final int GRAM = 4;

    /** The dynamic part may hold this many positions whatever the base's size. */
    static final int MIN_REBUILD = 1 << 12;

    /**
     * The dynamic part may hold a {@code 1 / REBUILD_SHARE} share of the base's characters: at 16
     * bytes per position, half a byte per character of text (and its table), so that the whole
     * index stays under 8 bytes per character through edits.
     */
    static final int REBUILD_SHARE = 32;

    private static final byte LINE_BREAK = 0x0A;

    private final byte[] base;
    private final int[] positions;
    /** Where the positions whose key starts with each 16-bit value start, and their end. */
    private final int[] buckets = new int[(1 << 16) + 1];
    /** One bit per group of {@link #buckets}, set once it is sorted by the whole key. */
    private final long[] sorted = new long[(1 << 16) >>> 6];

    private final int[] baseStarts;
    private final int[] baseIds;

    private final PostingLists recent;
    private int[] recentIds = new int[16];
    private int recentCount;
    private long recentChars;

    /** One bit per line id killed since the build. */
    private long[] dead;

    /**
     * Indexes a text.
     *
     * @param chars the characters {@code [0, length)}
     * @param length the text's length
     * @param lineStarts the start of each line, in order
     * @param lineIds the id of each line
     */
    FragmentIndex(char[] chars, int length, int[] lineStarts, int[] lineIds) {
        this.base = new byte[length];
        for (int i = 0; i < length; i++) {
            base[i] = fold(chars[i]);
        }
        this.baseStarts = lineStarts;
        this.baseIds = lineIds;
        this.positions = bucketByKey(base, buckets);
        int maxId = 0;
        for (int id : lineIds) {
            maxId = Math.max(maxId, id);
        }
        this.dead = new long[(maxId >>> 6) + 2];
        this.recent = new PostingLists(1024, 1024, maxId + 1024, Integer.MAX_VALUE);
    }

    /** A character folded to a byte: 0x0A only for a line break. */
    static byte fold(char c) {
        int b = c < 256 ? c : (c ^ (c >>> 8)) & 0xFF;
        if (b == LINE_BREAK && c != '\n') {
            b = 0x0B;
        }
        return (byte) b;
    }

    /**
     * Every position of the text, grouped by the key's high 16 bits (its first two folded
     * characters, cut after a line break), by position within a group: a count and a placement,
     * each one sweep over the text. A group is sorted by the rest of the key when a search first
     * looks into it ({@link #sortBucket}).
     */
    private static int[] bucketByKey(byte[] text, int[] buckets) {
        int n = text.length;
        int[] order = new int[n];
        int[] starts = new int[1 << 16];
        for (int i = 0; i < n; i++) {
            starts[highBits(text, i)]++;
        }
        int sum = 0;
        for (int d = 0; d < starts.length; d++) {
            int count = starts[d];
            starts[d] = sum;
            buckets[d] = sum;
            sum += count;
        }
        buckets[starts.length] = n;
        for (int i = 0; i < n; i++) {
            order[starts[highBits(text, i)]++] = i;
        }
        return order;
    }

    /** The high 16 bits of the key at {@code i}: its first two bytes, cut after a line break. */
    private static int highBits(byte[] text, int i) {
        int first = text[i];
        if (first == LINE_BREAK) {
            return LINE_BREAK << 8;
        }
        return (first & 0xFF) << 8 | (i + 1 < text.length ? text[i + 1] & 0xFF : 0);
    }

    /** Groups at least this large are sorted by counting, smaller ones by a sort of packed keys. */
    private static final int COUNTING_SORT = 1 << 14;

    /**
     * Sorts a 16-bit group by the key's low 16 bits (stable: by position within a key), once: a
     * group whose first two characters hold a line break has one key, and is sorted already.
     */
    private void sortBucket(int bucket) {
        if ((sorted[bucket >>> 6] & 1L << bucket) != 0) {
            return;
        }
        sorted[bucket >>> 6] |= 1L << bucket;
        int from = buckets[bucket];
        int to = buckets[bucket + 1];
        int size = to - from;
        if (size < 2 || bucket >>> 8 == LINE_BREAK || (bucket & 0xFF) == LINE_BREAK) {
            return;
        }
        if (size < COUNTING_SORT) {
            long[] packed = new long[size];
            for (int r = 0; r < size; r++) {
                int q = positions[from + r];
                packed[r] = (long) lowBits(base, q) << 32 | q;
            }
            Arrays.sort(packed);
            for (int r = 0; r < size; r++) {
                positions[from + r] = (int) packed[r];
            }
            return;
        }
        int[] ends = new int[1 << 16];
        for (int r = from; r < to; r++) {
            ends[lowBits(base, positions[r])]++;
        }
        int sum = 0;
        for (int d = 0; d < ends.length; d++) {
            sum += ends[d];
            ends[d] = sum;
        }
        int[] order = new int[size];
        for (int r = to - 1; r >= from; r--) {
            int q = positions[r];
            order[--ends[lowBits(base, q)]] = q;
        }
        System.arraycopy(order, 0, positions, from, size);
    }

    /**
     * The low 16 bits of the key at {@code q}, whose first two characters hold no line break: its
     * third and fourth bytes, cut after a line break or at the text's end.
     */
    private static int lowBits(byte[] text, int q) {
        int third = q + 2 < text.length ? text[q + 2] & 0xFF : 0;
        if (third == LINE_BREAK) {
            return LINE_BREAK << 8;
        }
        return third << 8 | (q + 3 < text.length ? text[q + 3] & 0xFF : 0);
    }

    /**
     * The first index of the positions whose key is not below {@code key} (unsigned): the start of
     * its group when the key's low 16 bits are 0, else a binary search in the group, sorted first.
     */
    private int lowerBound(long key) {
        int bucket = (int) (key >>> 16);
        int low = buckets[bucket];
        int wanted = (int) key & 0xFFFF;
        if (wanted == 0) {
            return low;
        }
        int high = buckets[bucket + 1];
        if (bucket >>> 8 == LINE_BREAK || (bucket & 0xFF) == LINE_BREAK) {
            // a line break in the first two characters: every key of the group ends there
            return high;
        }
        sortBucket(bucket);
        // the group shares the high 16 bits: the low ones decide
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (lowBits(base, positions[mid]) < wanted) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    // ---------------------------------------------------------------- changes

    /** A replacement removed the line with this id. */
    void removed(int id) {
        int word = id >>> 6;
        if (word >= dead.length) {
            dead = Arrays.copyOf(dead, Math.max(word + 1, dead.length * 2));
        }
        dead[word] |= 1L << id;
        recent.kill(id);
    }

    private boolean isDead(int id) {
        int word = id >>> 6;
        return word < dead.length && (dead[word] & 1L << id) != 0;
    }

    /**
     * A replacement wrote a line (id never seen before) whose content and line break, if it has
     * one, are {@code text[start, end)}.
     */
    void added(int id, CharGapBuffer text, int start, int end) {
        if (recentCount == recentIds.length) {
            recentIds = Arrays.copyOf(recentIds, recentCount * 2);
        }
        recentIds[recentCount++] = id;
        recentChars += end - start;
        for (int at = start; at < end; at++) {
            recent.add(gramKey(text, at, end), id, at - start);
        }
    }

    /** Whether the lines written since the build outgrew their bound (then build a new index). */
    boolean stale() {
        return recentChars > Math.max(MIN_REBUILD, base.length / REBUILD_SHARE);
    }

    /** Bytes held by the index's arrays. */
    long bytes() {
        return base.length
                + 4L * positions.length
                + 4L * baseStarts.length
                + 4L * baseIds.length
                + 8L * dead.length
                + 4L * recentIds.length
                + recent.bytes();
    }

    /** The key of the gram of {@code text} at {@code at}, cut after a line break or at {@code end}. */
    private static int gramKey(CharGapBuffer text, int at, int end) {
        int key = 0;
        int to = Math.min(end, at + GRAM);
        int i = at;
        for (; i < to; i++) {
            char c = text.charAt(i);
            key = key << 8 | (fold(c) & 0xFF);
            if (c == '\n') {
                i++;
                break;
            }
        }
        return key << (8 * (GRAM - (i - at)));
    }

    /**
     * Offsets whose exact candidates are counted (two binary searches, and the lines written since
     * the build) whatever their group's size. Past these, an offset is counted only when its group
     * is smaller than the best count so far (its count is at most its group's size, plus the new
     * lines' postings of its key, which are bounded with the new lines).
     */
    private static final int EXAMINED_OFFSETS = 3;

    /**
     * The end of the search's whole gram at {@code k}: four characters, or fewer ending with a line
     * break; -1 when the gram there is cut by the search's end.
     */
    private static int wholeGramEnd(String search, int k) {
        int to = Math.min(search.length(), k + GRAM);
        for (int i = k; i < to; i++) {
            if (search.charAt(i) == '\n') {
                return i + 1;
            }
        }
        return to - k == GRAM ? to : -1;
    }

    /** The key of the search's characters {@code [k, end)} (at most four), zero-padded. */
    private static int cutKey(String search, int k, int end) {
        int key = 0;
        for (int i = k; i < end; i++) {
            key = key << 8 | (fold(search.charAt(i)) & 0xFF);
        }
        return key << (8 * (GRAM - (end - k)));
    }

    /** How the owner reads the current text. */
    interface Lines {
        /** The current start offset of the live line with this id. */
        int startOf(int id);

        /** The current end offset (after its line break, if any) of the live line with this id. */
        int endOf(int id);

        /** Whether the search matches the current text at {@code at} (and lies within it). */
        boolean fits(String search, int at);
    }

    /**
     * Every occurrence of a non-empty search in the current text, in order.
     *
     * @param search the search
     * @param lines the current text's lines
     * @return the 0-based offsets
     */
    int[] occurrences(String search, Lines lines) {
        int length = search.length();
        // one offset for both parts (an occurrence is found through the line that holds its
        // position at that offset, base or new), the one with the fewest candidates; a cut gram
        // only when the search has no whole one (then it is at offset 0 and new lines are scanned)
        boolean anyWhole = length >= GRAM || search.indexOf('\n') >= 0;
        int bestFrom = 0;
        int bestTo = positions.length;
        int bestOffset = 0;
        int recentSlot = -1;
        long bestCost = Long.MAX_VALUE;
        if (!anyWhole) {
            // offset 0's cut gram: a range of keys, whole 16-bit buckets when it has two bytes or less
            long low = Integer.toUnsignedLong(cutKey(search, 0, length));
            long high = low + (1L << (8 * (GRAM - length)));
            bestFrom = lowerBound(low);
            bestTo = high > 0xFFFFFFFFL ? positions.length : lowerBound(high);
        } else {
            // the offsets with a whole gram, by the size of their key's 16-bit bucket (two reads
            // each): the binary searches, two per offset, go to the likeliest first
            long[] byBound = new long[length];
            int offsets = 0;
            for (int k = 0; k < length; k++) {
                int end = wholeGramEnd(search, k);
                if (end < 0) {
                    continue;
                }
                int bucket = cutKey(search, k, end) >>> 16;
                long bound = (long) buckets[bucket + 1] - buckets[bucket];
                byBound[offsets++] = bound << 32 | k;
            }
            Arrays.sort(byBound, 0, offsets);
            for (int o = 0; o < offsets && bestCost > 1; o++) {
                long bound = byBound[o] >>> 32;
                if (o >= EXAMINED_OFFSETS && bound >= bestCost) {
                    // the groups come by size: no later offset is sure to do better
                    break;
                }
                int k = (int) byBound[o];
                int key = cutKey(search, k, wholeGramEnd(search, k));
                long low = Integer.toUnsignedLong(key);
                int from = lowerBound(low);
                int to = low == 0xFFFFFFFFL ? positions.length : lowerBound(low + 1);
                int slot = recent.find(key);
                long cost = (long) to - from + (slot < 0 ? 0 : recent.size(slot));
                if (cost < bestCost) {
                    bestCost = cost;
                    bestFrom = from;
                    bestTo = to;
                    bestOffset = k;
                    recentSlot = slot;
                }
            }
        }
        int[] found = new int[Math.max(16, Math.min(bestTo - bestFrom, 1 << 16))];
        int count = 0;
        for (int r = bestFrom; r < bestTo; r++) {
            int q = positions[r];
            int line = Arrays.binarySearch(baseStarts, q);
            if (line < 0) {
                line = -line - 2;
            }
            int id = baseIds[line];
            if (isDead(id)) {
                continue;
            }
            int at = lines.startOf(id) + q - baseStarts[line] - bestOffset;
            if (lines.fits(search, at)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, count * 2);
                }
                found[count++] = at;
            }
        }
        if (anyWhole && recentSlot >= 0) {
            for (int node = recent.head(recentSlot); node >= 0; node = recent.next(node)) {
                int at = lines.startOf(recent.id(node)) + recent.value(node) - bestOffset;
                if (lines.fits(search, at)) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = at;
                }
            }
        } else if (!anyWhole) {
            // no whole gram in the search: scan the lines written since the build
            for (int n = 0; n < recentCount; n++) {
                int id = recentIds[n];
                if (isDead(id)) {
                    continue;
                }
                for (int at = lines.startOf(id), end = lines.endOf(id); at < end; at++) {
                    if (lines.fits(search, at)) {
                        if (count == found.length) {
                            found = Arrays.copyOf(found, count * 2);
                        }
                        found[count++] = at;
                    }
                }
            }
        }
        int[] result = Arrays.copyOf(found, count);
        Arrays.sort(result);
        return result;
    }
}
