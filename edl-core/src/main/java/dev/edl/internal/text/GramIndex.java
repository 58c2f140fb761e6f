package dev.edl.internal.text;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * An index of sampled character grams of every line, so that a search without a complete line is
 * found without scanning the text: its cost is a few table probes plus one check per candidate.
 *
 * <p><b>What is sampled.</b> A <em>gram</em> is {@link #GRAM} consecutive characters of one line
 * (never a line break); its key is a mixed polynomial hash. Every run of {@link #WINDOW}
 * consecutive grams of a line (a <em>window</em>) samples its smallest key, the leftmost one on a
 * tie (winnowing). The choice depends only on the window's characters, so when a search segment
 * (a part of the search without a line break) of at least {@link #MIN_LENGTH} characters occurs
 * in the text, each of its windows is also a window of the text line it lies on, and picked the
 * same gram at the same place: every occurrence is a posting of each key the segment samples,
 * shifted by a known offset. The search takes the key with the fewest postings and checks each
 * candidate against the characters. That is why uniqueness stays exact: every occurrence,
 * overlapping ones included, is among the candidates; nothing here is approximate but the
 * candidate count.
 *
 * <p><b>Cost.</b> A line samples about {@code 2 / (WINDOW + 1)} of its positions when its grams'
 * keys look random (2/13, one per 6.5 characters; fewer on repetitive lines, where a window's
 * minimum stays put). Each sample is a 16-byte node (line id, column, next node, list size), and
 * each distinct key a slot of two ints in a table at most half full: about {@code (16 + 8 * 3) /
 * 6.5} ≈ 6 bytes per character when every sample is distinct, plus the pool's growth room (a
 * half). Measured: 3.7 bytes per character on this repository's Java sources, 3.8 on English
 * prose, 5.4 on random letters, 0.8 on lines that share long prefixes and suffixes, next to the 2
 * bytes per character of the text itself. It is far less than the worst case on repetitive text
 * because a key held by more than {@code limit} lines is <em>common</em>: its postings are
 * dropped for good and it keeps one slot (indentation, keywords and the shared parts of similar
 * lines all become common at once). A text built so that most windows sample a new position
 * could cost more; the owner drops the index beyond {@link #MAX_BYTES_PER_CHAR} (and scans), so
 * the bound is hard. A line's samples depend only on the line, so a replacement re-samples only
 * the lines it rewrites (under their new ids), and drops the old lines by setting one bit each:
 * their nodes leave the lists when a later lookup or add walks them. Garbage is therefore bounded
 * by the samples of the lines rewritten since the text was indexed. Building costs three passes
 * over the characters (a rolling hash and block minima, O(1) per character) plus one table
 * insert per sample.
 *
 * <p>The table, the node pool and the lazy removal of a line's samples are {@link PostingLists}'s.
 *
 * <p><b>When it cannot answer.</b> A segment shorter than {@link #MIN_LENGTH} has no full window,
 * and a segment all of whose sampled keys are common has no rare posting list: {@link #lookup}
 * then returns null and the caller scans. Not thread-safe.
 */
final class GramIndex {
    /** The most bytes per character of text the index may hold before its owner drops it. */
    static final int MAX_BYTES_PER_CHAR = 8;

    /** Characters per gram. */
    static final int GRAM = 16;

    /** Grams per window: a window spans {@code GRAM + WINDOW - 1} characters. */
    static final int WINDOW = 12;

    /** The shortest search segment the index can answer for. */
    static final int MIN_LENGTH = GRAM + WINDOW - 1;

    /** {@code 31^(GRAM-1)}, to roll a gram's hash one character on. */
    private static final int POWER;

    static {
        int power = 1;
        for (int i = 1; i < GRAM; i++) {
            power *= 31;
        }
        POWER = power;
    }

    private final PostingLists lists;

    // scratch of sample(): per gram its (key, column) and the least one from its block's start,
    // and what was sampled
    private long[] prefix = new long[64];
    private long[] packed = new long[64];
    private int[] sampledColumns = new int[16];
    private int[] sampledKeys = new int[16];

    /**
     * An empty index.
     *
     * @param expectedChars the text's length (sizes the arrays)
     * @param limit the most lines a key may hold before it becomes common
     */
    GramIndex(int expectedChars, int limit) {
        // sized for a text whose samples are mostly distinct at one per 64 characters (most texts
        // repeat far more than that: indentation, keywords); the arrays grow as needed
        int expectedKeys = Math.max(16, expectedChars / 64);
        this.lists = new PostingLists(expectedKeys / 2, expectedKeys, 1024, limit);
    }

    /** The candidates of a search segment: line ids and columns of a key's postings. */
    record Candidates(int[] lines, int[] columns, int offset) {
        static final Candidates NONE = new Candidates(new int[0], new int[0], 0);

        /**
         * The postings of the key with the fewest among {@code keys} (at {@code offsets} in the
         * search), shared by the gram and the planned index: {@link #NONE} as soon as a key has
         * none (the search cannot occur), null when every key is common.
         */
        static @Nullable Candidates rarest(PostingLists lists, int[] keys, int[] offsets) {
            int best = -1;
            int bestSize = 0;
            int bestOffset = 0;
            for (int k = 0; k < keys.length; k++) {
                int slot = lists.find(keys[k]);
                if (slot < 0) {
                    return NONE;
                }
                int size = lists.size(slot);
                if (size < 0) {
                    continue;
                }
                if (size == 0) {
                    return NONE;
                }
                if (best < 0 || size < bestSize) {
                    best = slot;
                    bestSize = size;
                    bestOffset = offsets[k];
                }
            }
            return best < 0 ? null : of(lists, best, bestOffset);
        }

        /** The live postings of a slot of {@code lists} (ids and values), at a key's offset. */
        static Candidates of(PostingLists lists, int slot, int offset) {
            int head = lists.head(slot);
            if (head < 0) {
                return NONE;
            }
            int size = lists.size(slot);
            int[] lines = new int[size];
            int[] columns = new int[size];
            int n = 0;
            for (int node = head; node >= 0; node = lists.next(node)) {
                lines[n] = lists.id(node);
                columns[n++] = lists.value(node);
            }
            return new Candidates(lines, columns, offset);
        }
    }

    /**
     * Indexes a line's samples.
     *
     * @param line the line's id (never one removed before)
     * @param chars holds the line at {@code [from, to)}
     */
    void addLine(int line, char[] chars, int from, int to) {
        int count = sample(chars, from, to);
        for (int k = 0; k < count; k++) {
            lists.add(sampledKeys[k], line, sampledColumns[k]);
        }
    }

    /**
     * Drops a line's samples (lazily: see the class comment).
     *
     * @param line the line's id
     */
    void removeLine(int line) {
        lists.kill(line);
    }

    /**
     * The candidates for a search segment {@code chars[from, to)}: every line id and column where
     * its rarest sampled key lies, and that key's offset from {@code from}. An occurrence of the
     * segment starts at each candidate's column minus the offset, or nowhere else.
     *
     * @return the candidates ({@link Candidates#NONE} when a sampled key is in no line), or null
     *     when the segment is too short or all its keys are common
     */
    @Nullable
    Candidates lookup(char[] chars, int from, int to) {
        int count = sample(chars, from, to);
        SearchSamples samples = new SearchSamples();
        samples.keep("", from, to, sampledKeys, sampledColumns, count);
        return lookup(samples);
    }

    /**
     * {@link #lookup(char[], int, int)} for {@code search[from, to)}, sampled once for all the
     * blocks that ask: {@code memo} keeps the samples of the last segment asked.
     */
    @Nullable
    Candidates lookup(String search, int from, int to, SearchSamples memo) {
        if (!memo.holds(search, from, to)) {
            int count = sample(search.toCharArray(), from, to);
            memo.keep(search, from, to, sampledKeys, sampledColumns, count);
        }
        return lookup(memo);
    }

    @Nullable
    private Candidates lookup(SearchSamples samples) {
        return Candidates.rarest(lists, samples.keys(), samples.columns());
    }

    /** Bytes held by the index's arrays (the table, the node pool and the dead-line bits). */
    long bytes() {
        return lists.bytes();
    }

    /**
     * Samples {@code chars[from, to)}: fills {@link #sampledColumns} (offsets from {@code from})
     * and {@link #sampledKeys} with each window's leftmost smallest key, each position once.
     *
     * @return the number of samples
     */
    private int sample(char[] chars, int from, int to) {
        int grams = to - from - GRAM + 1;
        if (grams < WINDOW) {
            return 0;
        }
        if (prefix.length < grams) {
            prefix = new long[Math.max(grams, prefix.length * 2)];
            packed = new long[prefix.length];
        }
        // each gram as (key << 32 | column): the smaller of two is the smaller key, the leftmost on a
        // tie. A window is the tail of one block of WINDOW grams and the head of the next, so its
        // least gram is the lesser of two block minima: from its block's start (forwards, kept per
        // gram) and to its block's end (backwards, running), with no branch per gram but one whose
        // answer rarely changes.
        int hash = 0;
        for (int i = from; i < from + GRAM; i++) {
            hash = 31 * hash + chars[i];
        }
        packed[0] = (long) HashSpread.spread(hash) << 32;
        for (int g = 1; g < grams; g++) {
            hash = (hash - POWER * chars[from + g - 1]) * 31 + chars[from + g + GRAM - 1];
            packed[g] = (long) HashSpread.spread(hash) << 32 | g;
        }
        for (int block = 0; block < grams; block += WINDOW) {
            long running = Long.MAX_VALUE;
            for (int g = block, end = Math.min(grams, block + WINDOW); g < end; g++) {
                running = Math.min(running, packed[g]);
                prefix[g] = running;
            }
        }
        // backwards, block by block: window j is [j, j + WINDOW); samples come out right to left
        int count = 0;
        long last = -1;
        int lastWindow = grams - WINDOW;
        for (int block = lastWindow / WINDOW * WINDOW; block >= 0; block -= WINDOW) {
            long running = Long.MAX_VALUE;
            for (int g = Math.min(grams, block + WINDOW) - 1; g > lastWindow; g--) {
                running = Math.min(running, packed[g]);
            }
            for (int g = Math.min(lastWindow, block + WINDOW - 1); g >= block; g--) {
                running = Math.min(running, packed[g]);
                long least = Math.min(running, prefix[g + WINDOW - 1]);
                if (least != last) {
                    last = least;
                    if (count == sampledKeys.length) {
                        sampledKeys = Arrays.copyOf(sampledKeys, count * 2);
                        sampledColumns = Arrays.copyOf(sampledColumns, count * 2);
                    }
                    sampledKeys[count] = (int) (least >> 32);
                    sampledColumns[count++] = (int) least;
                }
            }
        }
        return count;
    }
}
