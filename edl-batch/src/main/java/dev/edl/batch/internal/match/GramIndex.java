package dev.edl.batch.internal.match;

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

    // a slot: its key at slot * 2, and at slot * 2 + 1 one of UNUSED, COMMON, EMPTY, or 1 + the
    // first node of its posting list
    private static final int UNUSED = 0;
    private static final int COMMON = -1;
    private static final int EMPTY = -2;

    // node fields at node * NODE + ...: the line id, the gram's column, the next node, and in a
    // list's first node the list's size (nodes of dead lines included until a walk drops them)
    private static final int NODE = 4;
    private static final int LINE = 0;
    private static final int COLUMN = 1;
    private static final int NEXT = 2;
    private static final int SIZE = 3;

    private final int limit;

    private int[] slots;
    private int mask;
    private int used;

    private int[] pool;
    private int nodes;
    private int free = -1;

    /** One bit per line id, set once the line was removed. */
    private long[] dead;

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
        this.limit = limit;
        // sized for a text whose samples are mostly distinct at one per 64 characters (most texts
        // repeat far more than that: indentation, keywords); both grow by doubling
        int expectedKeys = Math.max(16, expectedChars / 64);
        int capacity = Integer.highestOneBit(expectedKeys) * 2;
        this.slots = new int[capacity * 2];
        this.mask = capacity - 1;
        this.pool = new int[expectedKeys * NODE];
        this.dead = new long[16];
    }

    /** The candidates of a search segment: line ids and columns of a key's postings. */
    record Candidates(int[] lines, int[] columns, int offset) {
        static final Candidates NONE = new Candidates(new int[0], new int[0], 0);
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
            add(sampledKeys[k], line, sampledColumns[k]);
        }
    }

    /**
     * Drops a line's samples (lazily: see the class comment).
     *
     * @param line the line's id
     */
    void removeLine(int line) {
        int word = line >>> 6;
        if (word >= dead.length) {
            dead = Arrays.copyOf(dead, Math.max(word + 1, dead.length * 2));
        }
        dead[word] |= 1L << line;
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
        int best = -1;
        int bestSize = 0;
        int bestColumn = 0;
        for (int k = 0; k < count; k++) {
            int slot = find(sampledKeys[k]);
            if (slot < 0) {
                return Candidates.NONE;
            }
            int state = slots[slot * 2 + 1];
            if (state == COMMON) {
                continue;
            }
            if (state == EMPTY) {
                return Candidates.NONE;
            }
            int size = pool[(state - 1) * NODE + SIZE];
            if (best < 0 || size < bestSize) {
                best = slot;
                bestSize = size;
                bestColumn = sampledColumns[k];
            }
        }
        if (best < 0) {
            return null;
        }
        int at = best * 2 + 1;
        int head = purge(at, slots[at] - 1);
        if (head < 0) {
            return Candidates.NONE;
        }
        int size = pool[head * NODE + SIZE];
        int[] lines = new int[size];
        int[] columns = new int[size];
        int n = 0;
        for (int node = head; node >= 0; node = pool[node * NODE + NEXT]) {
            lines[n] = pool[node * NODE + LINE];
            columns[n++] = pool[node * NODE + COLUMN];
        }
        return new Candidates(lines, columns, bestColumn);
    }

    /** Bytes held by the index's arrays (the table, the node pool and the dead-line bits). */
    long bytes() {
        return 4L * slots.length + 4L * pool.length + 8L * dead.length;
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

    private void add(int key, int line, int column) {
        int at = findOrCreate(key) * 2 + 1;
        int state = slots[at];
        if (state == COMMON) {
            return;
        }
        int head = state > 0 ? state - 1 : -1;
        int size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        if (size >= limit) {
            head = purge(at, head);
            size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        }
        if (size >= limit) {
            for (int node = head; node >= 0; ) {
                int next = pool[node * NODE + NEXT];
                release(node);
                node = next;
            }
            slots[at] = COMMON;
            return;
        }
        int node = take();
        pool[node * NODE + LINE] = line;
        pool[node * NODE + COLUMN] = column;
        pool[node * NODE + NEXT] = head;
        pool[node * NODE + SIZE] = size + 1;
        slots[at] = node + 1;
    }

    private boolean isDead(int line) {
        int word = line >>> 6;
        return word < dead.length && (dead[word] & 1L << line) != 0;
    }

    /** Unlinks the nodes of dead lines from a list; the size moves to the new first node. */
    private int purge(int at, int head) {
        int first = -1;
        int last = -1;
        int live = 0;
        for (int node = head; node >= 0; ) {
            int next = pool[node * NODE + NEXT];
            if (isDead(pool[node * NODE + LINE])) {
                release(node);
            } else {
                if (last < 0) {
                    first = node;
                } else {
                    pool[last * NODE + NEXT] = node;
                }
                last = node;
                live++;
            }
            node = next;
        }
        if (last >= 0) {
            pool[last * NODE + NEXT] = -1;
            pool[first * NODE + SIZE] = live;
        }
        if (first != head) {
            slots[at] = first >= 0 ? first + 1 : EMPTY;
        }
        return first;
    }

    private int take() {
        if (free >= 0) {
            int node = free;
            free = pool[node * NODE + NEXT];
            return node;
        }
        if ((nodes + 1) * NODE > pool.length) {
            pool = Arrays.copyOf(pool, Math.max(pool.length + pool.length / 2 / NODE * NODE, 16 * NODE));
        }
        return nodes++;
    }

    private void release(int node) {
        pool[node * NODE + NEXT] = free;
        free = node;
    }

    private int find(int key) {
        for (int slot = HashSpread.spread(key) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                return -1;
            }
            if (slots[slot * 2] == key) {
                return slot;
            }
        }
    }

    private int findOrCreate(int key) {
        for (int slot = HashSpread.spread(key) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                slots[slot * 2] = key;
                slots[slot * 2 + 1] = EMPTY;
                if (++used * 2 > mask + 1) {
                    grow();
                    return find(key);
                }
                return slot;
            }
            if (slots[slot * 2] == key) {
                return slot;
            }
        }
    }

    private void grow() {
        int[] old = slots;
        int capacity = (mask + 1) * 2;
        slots = new int[capacity * 2];
        mask = capacity - 1;
        for (int at = 0; at < old.length; at += 2) {
            if (old[at + 1] == UNUSED) {
                continue;
            }
            int slot = HashSpread.spread(old[at]) & mask;
            while (slots[slot * 2 + 1] != UNUSED) {
                slot = (slot + 1) & mask;
            }
            slots[slot * 2] = old[at];
            slots[slot * 2 + 1] = old[at + 1];
        }
    }
}
