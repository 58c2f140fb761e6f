package dev.edl.internal.text;

import java.util.Arrays;
import java.util.Objects;

/**
 * From the first whitespace-tolerant or fuzzy lookup on: per line of a {@link MatchText}, the
 * hash and length of its whitespace-normalised form (two {@link LineColumns} columns, 8 bytes
 * per line), and an index of the lines that are not their own normalised form. With the raw
 * line-hash index (where a normal line's raw hash is its normalised hash) that index finds the
 * lines with a given normalised form without a pass over every line. Prose has few such lines,
 * so the index costs little; indented code has many. Starting costs a pass over the text; after
 * that, each replacement works out its new lines' keys, mostly in the pass that hashes them
 * anyway. Not thread-safe.
 */
final class NormalizedLines {
    private static final int[] NONE = new int[0];

    private final CharGapBuffer chars;
    private final LineColumns columns;
    private final LineKeys keys;

    /** The lines that are not their own normalised form, by the hash of that form. */
    private final LineHashIndex unusual;

    /** Starts tracking: a pass over every line. */
    NormalizedLines(CharGapBuffer chars, LineColumns columns, LineKeys keys, int postingLimit) {
        this.chars = chars;
        this.columns = columns;
        this.keys = keys;
        this.unusual = new LineHashIndex(16, postingLimit);
        // every normal line's normalised hash is its hash: fill them all at once
        columns.hashes();
        columns.trackNormalized();
        for (int j = 0; j < columns.entries(); j++) {
            int start = columns.entry(j);
            int end = columns.end(j);
            // most lines are normal already: then their hash is the one kept for the raw line
            store(columns.physical(j), start, end, chars.isNormal(start, end));
        }
    }

    /** Stores the normalised hash and length of the line at {@code [start, end)} in a slot. */
    void store(int slot, int start, int end, boolean normal) {
        int[] normals = Objects.requireNonNull(columns.normalHashes());
        int[] lengths = Objects.requireNonNull(columns.normalLengths());
        if (normal) {
            normals[slot] = columns.hashAt(slot);
            lengths[slot] = end - start;
        } else {
            String line = chars.normalized(start, end);
            normals[slot] = line.hashCode();
            lengths[slot] = line.length();
            unusual.add(normals[slot], columns.idAt(slot));
        }
    }

    /** Forgets a line that a replacement removed. */
    void remove(int id) {
        unusual.remove(id);
    }

    /** The hash code of line entry {@code j}'s normalised form. */
    int hash(int j) {
        return Objects.requireNonNull(columns.normalHashes())[columns.physical(j)];
    }

    /** The length of line entry {@code j}'s normalised form. */
    int length(int j) {
        return Objects.requireNonNull(columns.normalLengths())[columns.physical(j)];
    }

    /** The total normalised length of line entries {@code from..from+count-1}. */
    int lengths(int from, int count) {
        int[] lengths = Objects.requireNonNull(columns.normalLengths());
        int total = 0;
        for (int j = from; j < from + count; j++) {
            total += lengths[columns.physical(j)];
        }
        return total;
    }

    /**
     * For each of {@code wanted} (hash codes of normalised lines), the 0-based lines whose
     * normalised form has that hash, in order: one pass over the lines' keys, whatever the number
     * of hashes.
     */
    int[][] linesWith(int[] wanted) {
        // open addressing: hash -> index of its list; a 16-bit filter rejects most lines first
        int capacity = Integer.highestOneBit(Math.max(4, wanted.length * 4) - 1) << 1;
        int[] slotHash = new int[capacity];
        int[] slotList = new int[capacity];
        Arrays.fill(slotList, -1);
        long[] present = new long[1 << 10];
        int[] listOf = new int[wanted.length];
        int lists = 0;
        for (int k = 0; k < wanted.length; k++) {
            int h = wanted[k];
            int slot = HashSpread.spread(h) & (capacity - 1);
            while (slotList[slot] >= 0 && slotHash[slot] != h) {
                slot = (slot + 1) & (capacity - 1);
            }
            if (slotList[slot] < 0) {
                slotHash[slot] = h;
                slotList[slot] = lists++;
                present[(h & 0xFFFF) >>> 6] |= 1L << h;
            }
            listOf[k] = slotList[slot];
        }
        int[][] found = new int[lists][];
        int[] counts = new int[lists];
        Arrays.fill(found, NONE);
        int[] normals = Objects.requireNonNull(columns.normalHashes());
        int count = columns.lineCount();
        for (int j = 0; j < count; j++) {
            int h = normals[columns.physical(j)];
            if ((present[(h & 0xFFFF) >>> 6] & (1L << h)) == 0) {
                continue;
            }
            int slot = HashSpread.spread(h) & (capacity - 1);
            while (slotList[slot] >= 0) {
                if (slotHash[slot] == h) {
                    int list = slotList[slot];
                    if (counts[list] == found[list].length) {
                        found[list] = Arrays.copyOf(found[list], Math.max(4, counts[list] * 2));
                    }
                    found[list][counts[list]++] = j;
                    break;
                }
                slot = (slot + 1) & (capacity - 1);
            }
        }
        int[][] result = new int[wanted.length][];
        for (int k = 0; k < wanted.length; k++) {
            int list = listOf[k];
            result[k] = counts[list] == found[list].length ? found[list] : Arrays.copyOf(found[list], counts[list]);
        }
        return result;
    }

    /**
     * Like {@link #linesWith}, but from the indexes, so that the cost grows with the lines found
     * rather than with the text: normal lines under their raw hash in {@code raw}, the others in
     * the index of unusual lines. A hash too common for either index is not listed (null).
     */
    int[] @org.jspecify.annotations.Nullable [] indexedLinesWith(int[] wanted, LineHashIndex raw) {
        int[] normals = Objects.requireNonNull(columns.normalHashes());
        int lineCount = columns.lineCount();
        int[] @org.jspecify.annotations.Nullable [] result = new int[wanted.length][];
        for (int k = 0; k < wanted.length; k++) {
            int h = wanted[k];
            int rawSlot = raw.find(h);
            int unusualSlot = unusual.find(h);
            if ((rawSlot >= 0 && raw.count(rawSlot) < 0) || (unusualSlot >= 0 && unusual.count(unusualSlot) < 0)) {
                result[k] = null;
                continue;
            }
            int[] byRaw = rawSlot < 0 ? NONE : raw.keys(rawSlot);
            int[] byNormal = unusualSlot < 0 ? NONE : unusual.keys(unusualSlot);
            int[] lines = new int[byRaw.length + byNormal.length];
            int count = 0;
            for (int[] ids : new int[][] {byRaw, byNormal}) {
                for (int id : ids) {
                    int slot = keys.slotOf(id);
                    int line = columns.logical(slot);
                    // a raw hash match that is not normal has another normalised hash; the entry
                    // after a final line break is indexed but is no line
                    if (normals[slot] == h && line < lineCount) {
                        lines[count++] = line;
                    }
                }
            }
            Arrays.sort(lines, 0, count);
            // a line can be in both indexes (a new line that reached past the gap when it was stored
            // is taken as not normal without checking)
            int distinct = 0;
            for (int i = 0; i < count; i++) {
                if (distinct == 0 || lines[distinct - 1] != lines[i]) {
                    lines[distinct++] = lines[i];
                }
            }
            result[k] = distinct == lines.length ? lines : Arrays.copyOf(lines, distinct);
        }
        return result;
    }
}
