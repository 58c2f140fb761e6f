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
 * (the <em>base</em>), sorted by key (a two-pass radix sort): an array of 4 bytes per character,
 * the folded base text (1 byte per character, to compare keys) and, per base line, its start and
 * its id (8 bytes per line), and where each 16-bit key prefix starts (256 KiB, so that a binary
 * search runs within one such bucket). A line that a replacement rewrites gets a new id, so a base line is
 * unchanged, its line break included, for as long as its id is alive: a base position in a live
 * line maps to the line's current start plus its column. Lines written since the build go to a
 * small dynamic index ({@link PostingLists}: gram key to line id and column, 16 bytes per
 * position plus the table). Once the dynamic part holds more than an eighth of the base's
 * characters (and at least {@link #MIN_REBUILD} of them), the owner drops the index and builds it
 * again on the next search: each character of the text is sorted again only after an eighth as
 * many characters were rewritten, so rebuilding costs a constant per rewritten character.
 *
 * <p><b>Memory.</b> 4 (positions) + 1 (folded text) + about 8 per line (line starts and ids) + at
 * most 16 × 2 / 8 = 4 for the dynamic part and its table at its bound: about 5.5 bytes per
 * character of text on lines of 15 characters, never more than 8 once amortised (the dead-id bits
 * aside: 1 bit per line id). Building needs another 4 bytes per character for a moment (the radix
 * sort's second array) and 512 KiB of counters.
 *
 * <p><b>Search.</b> For a search {@code s} and each offset {@code k} in it, the search's gram at
 * {@code k} is cut the same way (after a line break, or at the search's end). An occurrence at
 * {@code P} has at {@code P + k} a text gram equal to it when the search's gram is whole (four
 * characters, or ending with a line break), or starting with it otherwise; so the occurrences in
 * live base lines are among the base positions of that key (or key range), minus {@code k}. The
 * search takes the offset whose base range (two binary searches) and dynamic list together are
 * the shortest: one offset for both, since an occurrence over several lines is found through the
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
    static final int MIN_REBUILD = 1 << 16;

    private static final byte LINE_BREAK = 0x0A;

    private final byte[] base;
    private final int[] positions;
    /** Where the positions whose key starts with each 16-bit value start, and their end. */
    private final int[] buckets = new int[(1 << 16) + 1];

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
        this.positions = sortByKey(base, buckets);
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

    /** The key of the gram at {@code at} of the folded text. */
    private static int keyAt(byte[] text, int at) {
        int key = 0;
        int end = Math.min(text.length, at + GRAM);
        int i = at;
        for (; i < end; i++) {
            key = key << 8 | (text[i] & 0xFF);
            if (text[i] == LINE_BREAK) {
                i++;
                break;
            }
        }
        return key << (8 * (GRAM - (i - at)));
    }

    /** Every position of the text, sorted by the key there (stable: by position within a key). */
    private static int[] sortByKey(byte[] text, int[] buckets) {
        int n = text.length;
        int[] order = new int[n];
        int[] other = new int[n];
        int[] counts = new int[1 << 16];
        for (int i = 0; i < n; i++) {
            counts[keyAt(text, i) & 0xFFFF]++;
        }
        prefixSums(counts);
        for (int i = 0; i < n; i++) {
            other[counts[keyAt(text, i) & 0xFFFF]++] = i;
        }
        Arrays.fill(counts, 0);
        for (int i = 0; i < n; i++) {
            counts[keyAt(text, i) >>> 16]++;
        }
        prefixSums(counts);
        System.arraycopy(counts, 0, buckets, 0, counts.length);
        buckets[counts.length] = n;
        for (int j = 0; j < n; j++) {
            int i = other[j];
            order[counts[keyAt(text, i) >>> 16]++] = i;
        }
        return order;
    }

    private static void prefixSums(int[] counts) {
        int sum = 0;
        for (int d = 0; d < counts.length; d++) {
            int c = counts[d];
            counts[d] = sum;
            sum += c;
        }
    }

    /** The first sorted index whose key is not below {@code key} (unsigned). */
    private int lowerBound(long key) {
        int bucket = (int) (key >>> 16);
        int low = buckets[bucket];
        int high = buckets[bucket + 1];
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (Integer.toUnsignedLong(keyAt(base, positions[mid])) < key) {
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
        return recentChars > Math.max(MIN_REBUILD, base.length / 8);
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
        for (int k = 0; k < length && bestCost > 1; k++) {
            int key = 0;
            int i = k;
            boolean whole = false;
            for (int to = Math.min(length, k + GRAM); i < to; i++) {
                char c = search.charAt(i);
                key = key << 8 | (fold(c) & 0xFF);
                if (c == '\n') {
                    i++;
                    whole = true;
                    break;
                }
            }
            int bytes = i - k;
            whole |= bytes == GRAM;
            if (whole != anyWhole) {
                continue;
            }
            key <<= (8 * (GRAM - bytes));
            long low = Integer.toUnsignedLong(key);
            long high = whole ? low + 1 : low + (1L << (8 * (GRAM - bytes)));
            int from = lowerBound(low);
            int to = high > 0xFFFFFFFFL ? positions.length : lowerBound(high);
            int slot = whole ? recent.find(key) : -1;
            long cost = (long) to - from + (slot < 0 ? 0 : recent.size(slot));
            if (cost < bestCost) {
                bestCost = cost;
                bestFrom = from;
                bestTo = to;
                bestOffset = k;
                recentSlot = slot;
            }
            if (!whole) {
                break;
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
