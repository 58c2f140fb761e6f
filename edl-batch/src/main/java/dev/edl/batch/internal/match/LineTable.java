package dev.edl.batch.internal.match;

import dev.edl.internal.text.MatchText;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The whitespace-normalised lines of one version of a text, as the whitespace and fuzzy tiers read
 * them: hashes and lengths come from the text, which keeps them per line, so a table costs nothing
 * to make; normalised strings are made per line on first use; length prefix sums and coarse
 * character-bucket prefix counts (for scans of every window) are built on first use.
 *
 * <p>A table for a later version is {@linkplain #catchUp derived} from the previous one: it keeps
 * the last bucket counts built, so that building its own counts reuses them for every line that
 * has not changed since (the text's line ids tell which). A table reads the text on demand, so it
 * may be used only while the text is at its version (checked).
 */
final class LineTable {
    final int version;

    private final MatchText text;
    private final int size;
    /** The normalised lines made so far, by 0-based line. */
    private final Map<Integer, String> made = new HashMap<>();
    /** The lines found equal to a normalised line so far (a version's answers do not change). */
    private final Map<String, int[]> equalLines = new HashMap<>();
    /** {@code prefix[i]} = total normalised length of lines {@code 0..i-1}; built on first use. */
    private int @Nullable [] prefix;

    /** Coarse character buckets for cheap bag-distance bounds over windows of lines. */
    static final int COARSE_BUCKETS = 16;

    /**
     * {@code coarse[i * COARSE_BUCKETS + b]} = how many characters of bucket {@code b} lines {@code
     * 0..i-1} hold (normalised, without line breaks); built on first use.
     */
    private int @Nullable [] coarse;

    /** The line ids of this table's version, taken when {@link #coarse} is built. */
    private long @Nullable [] coarseIds;

    /** The last counts built by an earlier table of the same text, and that table's line ids. */
    private int @Nullable [] baseCoarse;

    private long @Nullable [] baseIds;

    LineTable(MatchText text) {
        text.trackNormalizedLines();
        this.text = text;
        this.version = text.version();
        this.size = text.lineCount();
    }

    private LineTable(MatchText text, LineTable previous) {
        this(text);
        if (previous.coarse != null) {
            this.baseCoarse = previous.coarse;
            this.baseIds = previous.coarseIds;
        } else {
            this.baseCoarse = previous.baseCoarse;
            this.baseIds = previous.baseIds;
        }
    }

    /**
     * A table for the text's current version.
     *
     * @param previous a table of an earlier version of the same text, or null
     * @param text the text
     * @return {@code previous} when still current, else a new table (derived from {@code previous})
     */
    static LineTable catchUp(@Nullable LineTable previous, MatchText text) {
        if (previous != null && previous.version == text.version()) {
            return previous;
        }
        if (previous == null) {
            return new LineTable(text);
        }
        return new LineTable(text, previous);
    }

    static int coarseBucket(char c) {
        return (c * 0x9E3779B1) >>> 28;
    }

    /** The coarse bucket prefix counts (see {@link #coarse}). */
    int[] coarse() {
        int[] counts = coarse;
        if (counts != null) {
            return counts;
        }
        checkCurrent();
        long[] ids = new long[size];
        text.lineIds(ids);
        counts = new int[(size + 1) * COARSE_BUCKETS];
        int[] old = baseCoarse;
        int[] from = old == null ? null : previousLines(ids, Objects.requireNonNull(baseIds));
        int[] delta = new int[COARSE_BUCKETS];
        int i = 0;
        while (i < size) {
            int base = i * COARSE_BUCKETS;
            if (old != null && from != null && from[i] >= 0) {
                // a run of unchanged lines: the earlier counts shifted by a constant per bucket
                int end = i + 1;
                while (end < size && from[end] == from[i] + (end - i)) {
                    end++;
                }
                int oldBase = from[i] * COARSE_BUCKETS;
                for (int b = 0; b < COARSE_BUCKETS; b++) {
                    delta[b] = counts[base + b] - old[oldBase + b];
                }
                int span = (end - i) * COARSE_BUCKETS;
                for (int k = COARSE_BUCKETS; k < span + COARSE_BUCKETS; k++) {
                    counts[base + k] = old[oldBase + k] + delta[k & (COARSE_BUCKETS - 1)];
                }
                i = end;
                continue;
            }
            System.arraycopy(counts, base, counts, base + COARSE_BUCKETS, COARSE_BUCKETS);
            String line = line(i);
            for (int j = 0; j < line.length(); j++) {
                counts[base + COARSE_BUCKETS + coarseBucket(line.charAt(j))]++;
            }
            i++;
        }
        coarse = counts;
        coarseIds = ids;
        baseCoarse = null;
        baseIds = null;
        return counts;
    }

    /** For each current line, the index it had in the earlier table with line ids {@code earlier}, or -1. */
    private static int[] previousLines(long[] current, long[] earlier) {
        // an open-addressing map from id to index: ids are sparse (a block's serial in the high half)
        int capacity = Integer.highestOneBit(Math.max(16, earlier.length * 2)) * 2;
        long[] keys = new long[capacity];
        int[] values = new int[capacity];
        Arrays.fill(values, -1);
        int mask = capacity - 1;
        for (int k = 0; k < earlier.length; k++) {
            int slot = spread(earlier[k]) & mask;
            while (values[slot] >= 0 && keys[slot] != earlier[k]) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = earlier[k];
            values[slot] = k;
        }
        int[] from = new int[current.length];
        for (int i = 0; i < current.length; i++) {
            int slot = spread(current[i]) & mask;
            while (values[slot] >= 0 && keys[slot] != current[i]) {
                slot = (slot + 1) & mask;
            }
            from[i] = values[slot];
        }
        return from;
    }

    private static int spread(long id) {
        long mixed = id * 0x9E3779B97F4A7C15L;
        return (int) (mixed >>> 32);
    }

    private void checkCurrent() {
        if (text.version() != version) {
            throw new IllegalStateException("line table of version " + version + " read at " + text.version());
        }
    }

    int size() {
        return size;
    }

    /**
     * A normalised line (made now if not yet).
     *
     * @param i a 0-based line
     * @throws IllegalStateException if the text has changed since this table was made
     */
    String line(int i) {
        String line = made.get(i);
        if (line == null) {
            checkCurrent();
            line = text.normalizedLine(i + 1);
            made.put(i, line);
        }
        return line;
    }

    /**
     * The hash code of a normalised line.
     *
     * @param i a 0-based line
     */
    int hash(int i) {
        checkCurrent();
        return text.normalizedHash(i + 1);
    }

    /**
     * The normalised length of lines {@code start..start+count-1} joined with one character
     * between each two: from the prefix sums once built, else line by line.
     */
    int windowLength(int start, int count) {
        int[] sums = prefix;
        if (sums != null) {
            return sums[start + count] - sums[start] + count - 1;
        }
        checkCurrent();
        return text.normalizedLengths(start + 1, count) + count - 1;
    }

    /** The length prefix sums (see {@link #prefix}), building them now if not yet. */
    int[] prefix() {
        int[] sums = prefix;
        if (sums == null) {
            checkCurrent();
            sums = new int[size + 1];
            for (int i = 0; i < size; i++) {
                sums[i + 1] = sums[i] + text.normalizedLength(i + 1);
            }
            prefix = sums;
        }
        return sums;
    }

    /** Every normalised line (made now where not yet), for tests. */
    String[] lines() {
        String[] all = new String[size];
        for (int i = 0; i < all.length; i++) {
            all[i] = line(i);
        }
        return all;
    }

    /** The 0-based lines whose normalised form equals {@code normal}, in order. */
    int[] linesEqualTo(String normal) {
        return Objects.requireNonNull(linesEqualToEach(new String[] {normal}, true)[0]);
    }

    /**
     * For each of {@code normals}, the 0-based lines whose normalised form equals it, in order.
     * They come from the text's indexes, at a cost that grows with the lines found; a line too
     * common to be indexed is listed only when {@code complete} (then one pass over the text's line
     * keys lists all such lines at once), and is null otherwise.
     *
     * @param normals normalised lines
     * @param complete whether lines too common to be indexed must be listed too
     * @return per line, the lines equal to it (null: too common, and not {@code complete})
     */
    int[] @Nullable [] linesEqualToEach(String[] normals, boolean complete) {
        checkCurrent();
        int[] @Nullable [] found = new int[normals.length][];
        int[] missing = new int[normals.length];
        int count = 0;
        for (int k = 0; k < normals.length; k++) {
            found[k] = equalLines.get(normals[k]);
            if (found[k] == null) {
                missing[count++] = k;
            }
        }
        if (count == 0) {
            return found;
        }
        int[] wanted = new int[count];
        for (int w = 0; w < count; w++) {
            wanted[w] = normals[missing[w]].hashCode();
        }
        int[] @Nullable [] indexed = text.indexedLinesWithNormalizedHashes(wanted);
        int unlisted = 0;
        for (int w = 0; w < count; w++) {
            int[] candidates = indexed[w];
            if (candidates == null) {
                missing[unlisted++] = missing[w];
            } else {
                found[missing[w]] = remember(normals[missing[w]], candidates);
            }
        }
        if (complete && unlisted > 0) {
            int[] common = new int[unlisted];
            for (int u = 0; u < unlisted; u++) {
                common[u] = normals[missing[u]].hashCode();
            }
            int[][] scanned = text.linesWithNormalizedHashes(common);
            for (int u = 0; u < unlisted; u++) {
                found[missing[u]] = remember(normals[missing[u]], scanned[u]);
            }
        }
        return found;
    }

    /** Keeps the candidates (lines with the same normalised hash) that equal {@code normal}. */
    private int[] remember(String normal, int[] candidates) {
        int count = 0;
        int[] equal = new int[candidates.length];
        for (int line : candidates) {
            if (line(line).equals(normal)) {
                equal[count++] = line;
            }
        }
        int[] result = count == equal.length ? equal : Arrays.copyOf(equal, count);
        equalLines.put(normal, result);
        return result;
    }
}
