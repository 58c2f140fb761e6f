package dev.edl.batch.internal.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The whitespace-normalised lines of one version of a text: their hashes and length prefix sums
 * (taken from the text, which keeps them per line, so building a table normalises nothing), the
 * normalised strings themselves (made on first use, per line) and, built on first use, coarse
 * character-bucket prefix counts. Shared by the whitespace and fuzzy tiers.
 *
 * <p>A table for a later version is {@linkplain #catchUp derived} from the previous one through the
 * text's change log: unchanged lines keep the strings and bucket counts already made. A table
 * reads its lines from the text on demand, so it may be used only while the text is at its
 * version (checked).
 */
final class LineTable {
    private static final int[] NONE = new int[0];

    final int version;
    /** Where the text's change log stood when this table was built. */
    private final int logPosition;

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

    /** The previous table's coarse counts and, per line, the previous line it equals (-1: new). */
    private int @Nullable [] previousCoarse;

    private int @Nullable [] origin;

    LineTable(MatchText text) {
        this(text, text.lineCount());
    }

    private LineTable(MatchText text, int count) {
        text.trackNormalizedLines();
        this.text = text;
        this.version = text.version();
        this.logPosition = text.logSize();
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
        this(text, text.lineCount());
        // runs of line entries: {length, previous entry or -1 for changed}
        List<int[]> runs = new ArrayList<>();
        int previousEntries = previous.normalized.length + 1;
        runs.add(new int[] {previousEntries, 0});
        for (int change = previous.logPosition; change < logPosition; change++) {
            splice(runs, text.logAt(change, 0), text.logAt(change, 1), text.logAt(change, 2));
        }
        int count = normalized.length;
        int[] from = new int[count];
        int line = 0;
        for (int[] run : runs) {
            for (int i = 0; i < run[0] && line < count; i++, line++) {
                int old = run[1] < 0 ? -1 : run[1] + i;
                if (old >= 0 && old < previous.normalized.length) {
                    normalized[line] = previous.normalized[old];
                    from[line] = old;
                } else {
                    from[line] = -1;
                }
            }
        }
        int[] previousCounts = previous.coarse;
        if (previousCounts != null) {
            this.previousCoarse = previousCounts;
            this.origin = from;
        }
    }

    /**
     * A table for the text's current version.
     *
     * @param previous a table of an earlier version of the same text, built after {@link
     *     MatchText#startLog}, or null
     * @param text the text
     * @return {@code previous} when still current, else a derived or new table
     */
    static LineTable catchUp(@Nullable LineTable previous, MatchText text) {
        if (previous != null && previous.version == text.version()) {
            return previous;
        }
        text.startLog();
        if (previous == null) {
            return new LineTable(text);
        }
        return new LineTable(text, previous);
    }

    /** Replaces entries {@code first..first+removed-1} of the runs with {@code added} new ones. */
    private static void splice(List<int[]> runs, int first, int removed, int added) {
        int at = 0;
        int index = 0;
        // split so that a run starts at `first`
        while (index < runs.size() && at + runs.get(index)[0] <= first) {
            at += runs.get(index)[0];
            index++;
        }
        if (index < runs.size() && at < first) {
            int[] run = runs.get(index);
            int head = first - at;
            runs.add(index + 1, new int[] {run[0] - head, run[1] < 0 ? -1 : run[1] + head});
            run[0] = head;
            index++;
        }
        int left = removed;
        while (left > 0 && index < runs.size()) {
            int[] run = runs.get(index);
            if (run[0] <= left) {
                left -= run[0];
                runs.remove(index);
            } else {
                run[0] -= left;
                if (run[1] >= 0) {
                    run[1] += left;
                }
                left = 0;
            }
        }
        if (added > 0) {
            runs.add(index, new int[] {added, -1});
        }
    }

    static int coarseBucket(char c) {
        return (c * 0x9E3779B1) >>> 28;
    }

    /** The coarse bucket prefix counts (see {@link #coarse}). */
    int[] coarse() {
        int[] counts = coarse;
        if (counts == null) {
            counts = new int[(normalized.length + 1) * COARSE_BUCKETS];
            int[] old = previousCoarse;
            int[] from = origin;
            int[] delta = new int[COARSE_BUCKETS];
            int i = 0;
            while (i < normalized.length) {
                int base = i * COARSE_BUCKETS;
                if (old != null && from != null && from[i] >= 0) {
                    // a run of unchanged lines: the previous counts shifted by a constant per bucket
                    int end = i + 1;
                    while (end < normalized.length && from[end] == from[i] + (end - i)) {
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
            previousCoarse = null;
            origin = null;
        }
        return counts;
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
            if (text.version() != version) {
                throw new IllegalStateException("line table of version " + version + " read at " + text.version());
            }
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
