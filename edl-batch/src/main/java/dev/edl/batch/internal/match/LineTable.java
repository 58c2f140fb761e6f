package dev.edl.batch.internal.match;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The whitespace-normalised lines of one version of a text: their hashes and length prefix sums
 * (taken from the text, which keeps them per line, so building a table normalises nothing), the
 * normalised strings themselves (made on first use, per line) and, built on first use, coarse
 * character-bucket prefix counts. Shared by the whitespace and fuzzy tiers.
 *
 * <p>A table for a later version is {@linkplain #catchUp derived} from the previous one: it keeps
 * the last bucket counts built, so that building its own counts reuses them for every line that
 * has not changed since (the text's line ids tell which). A table reads its lines from the text on
 * demand, so it may be used only while the text is at its version (checked).
 */
final class LineTable {
    private static final int[] NONE = new int[0];

    final int version;

    private final MatchText text;
    /** The normalised lines made so far (null: not yet). */
    private final @Nullable String[] normalized;
    /** {@code prefix[i]} = total normalised length of lines {@code 0..i-1}. */
    final int[] prefix;
    /** The hash code of each normalised line. */
    private final int[] hashes;

    /** Coarse character buckets for cheap bag-distance bounds over windows of lines. */
    static final int COARSE_BUCKETS = 16;

    /**
     * {@code coarse[i * COARSE_BUCKETS + b]} = how many characters of bucket {@code b} lines {@code
     * 0..i-1} hold (normalised, without line breaks); built on first use.
     */
    private int @Nullable [] coarse;

    /** The line ids of this table's version, taken when {@link #coarse} is built. */
    private int @Nullable [] coarseIds;

    /** The last counts built by an earlier table of the same text, and that table's line ids. */
    private int @Nullable [] baseCoarse;

    private int @Nullable [] baseIds;

    LineTable(MatchText text) {
        text.trackNormalizedLines();
        this.text = text;
        this.version = text.version();
        int count = text.lineCount();
        this.normalized = new String[count];
        this.hashes = new int[count];
        this.prefix = new int[count + 1];
        int[] lengths = new int[count];
        text.normalizedLines(hashes, lengths);
        for (int i = 0; i < count; i++) {
            prefix[i + 1] = prefix[i] + lengths[i];
        }
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
        int size = normalized.length;
        int[] ids = new int[size];
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
    private int[] previousLines(int[] current, int[] earlier) {
        int[] indexOfId = new int[text.idLimit()];
        Arrays.fill(indexOfId, -1);
        for (int k = 0; k < earlier.length; k++) {
            indexOfId[earlier[k]] = k;
        }
        int[] from = new int[current.length];
        for (int i = 0; i < current.length; i++) {
            from[i] = indexOfId[current[i]];
        }
        return from;
    }

    private void checkCurrent() {
        if (text.version() != version) {
            throw new IllegalStateException("line table of version " + version + " read at " + text.version());
        }
    }

    int size() {
        return normalized.length;
    }

    /**
     * A normalised line (made now if not yet).
     *
     * @param i a 0-based line
     * @throws IllegalStateException if the text has changed since this table was built
     */
    String line(int i) {
        String line = normalized[i];
        if (line == null) {
            checkCurrent();
            line = text.normalizedLine(i + 1);
            normalized[i] = line;
        }
        return line;
    }

    /**
     * The hash code of a normalised line.
     *
     * @param i a 0-based line
     */
    int hash(int i) {
        return hashes[i];
    }

    /** Every normalised line (made now where not yet), for tests. */
    String[] lines() {
        String[] all = new String[normalized.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = line(i);
        }
        return all;
    }

    /**
     * The 0-based lines whose normalised form equals {@code normal}, in order: a pass over the
     * line hashes (cheaper than keeping a map current while the text changes).
     */
    int[] linesEqualTo(String normal) {
        int[] lineHashes = hashes;
        int hash = normal.hashCode();
        int[] found = NONE;
        int count = 0;
        for (int i = 0; i < lineHashes.length; i++) {
            if (lineHashes[i] == hash && line(i).equals(normal)) {
                if (count == found.length) {
                    found = Arrays.copyOf(found, Math.max(4, count * 2));
                }
                found[count++] = i;
            }
        }
        return count == found.length ? found : Arrays.copyOf(found, count);
    }

    /**
     * For each of {@code normals}, the 0-based lines whose normalised form equals it, in order
     * (as {@link #linesEqualTo}, but one pass over the line hashes for all of them).
     */
    int[][] linesEqualToEach(String[] normals) {
        int[] lineHashes = hashes;
        // open addressing: hash -> index of the first of normals with that string
        int capacity = Integer.highestOneBit(Math.max(4, normals.length * 4) - 1) << 1;
        int[] slotHash = new int[capacity];
        int[] slotIndex = new int[capacity];
        Arrays.fill(slotIndex, -1);
        int[] firstEqual = new int[normals.length];
        for (int k = 0; k < normals.length; k++) {
            firstEqual[k] = k;
            int h = normals[k].hashCode();
            int slot = mix(h) & (capacity - 1);
            while (slotIndex[slot] >= 0 && !(slotHash[slot] == h && normals[slotIndex[slot]].equals(normals[k]))) {
                slot = (slot + 1) & (capacity - 1);
            }
            if (slotIndex[slot] >= 0) {
                firstEqual[k] = slotIndex[slot];
            } else {
                slotHash[slot] = h;
                slotIndex[slot] = k;
            }
        }
        int[][] found = new int[normals.length][];
        int[] counts = new int[normals.length];
        for (int k = 0; k < normals.length; k++) {
            found[k] = NONE;
        }
        // a bit per hash value (mod 2^16) of the normals: most lines fail this one load
        long[] present = new long[1 << 10];
        for (String normal : normals) {
            int h = normal.hashCode() & 0xFFFF;
            present[h >>> 6] |= 1L << h;
        }
        for (int i = 0; i < lineHashes.length; i++) {
            int h = lineHashes[i];
            if ((present[(h & 0xFFFF) >>> 6] & (1L << h)) == 0) {
                continue;
            }
            int slot = mix(h) & (capacity - 1);
            while (slotIndex[slot] >= 0) {
                int k = slotIndex[slot];
                if (slotHash[slot] == h && normals[k].equals(line(i))) {
                    if (counts[k] == found[k].length) {
                        found[k] = Arrays.copyOf(found[k], Math.max(4, counts[k] * 2));
                    }
                    found[k][counts[k]++] = i;
                    break;
                }
                slot = (slot + 1) & (capacity - 1);
            }
        }
        int[][] result = new int[normals.length][];
        for (int k = 0; k < normals.length; k++) {
            int first = firstEqual[k];
            result[k] =
                    counts[first] == found[first].length ? found[first] : Arrays.copyOf(found[first], counts[first]);
        }
        return result;
    }

    private static int mix(int hash) {
        return hash * 0x9E3779B1 >>> 7 ^ hash;
    }
}
