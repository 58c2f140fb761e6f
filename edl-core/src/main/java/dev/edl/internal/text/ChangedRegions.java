package dev.edl.internal.text;

import java.util.Arrays;

/**
 * The line regions a change tracker (edl-batch's {@code ChangeTracker}) saw change: sorted, disjoint, each with its range in the
 * current text and in the original (0-based lines, half-open). Only overlapping regions merge;
 * adjacent ones stay apart, so that the final diff works on small regions.
 *
 * <p>A region's current range moves whenever an edit before it adds or removes lines. The regions
 * sit in a gap array with the gap at the last edit, and the ones after the gap store their current
 * lines minus a shift that every edit at the gap updates once: an edit moves no region, and the
 * gap moves as far as the edits do. A batch made in file order, or in reverse (as agents often
 * order edits so that line numbers above stay valid), costs constant time per edit; shifting every
 * later region instead made a reversed 4,000-edit batch quadratic. Not thread-safe.
 */
public final class ChangedRegions {
    // region fields, at physical index * FIELDS + ...
    private static final int FIELDS = 5;
    private static final int NEW_START = 0;
    private static final int NEW_END = 1;
    private static final int OLD_START = 2;
    private static final int OLD_END = 3;
    private static final int TAG = 4;

    private int[] regions = new int[16 * FIELDS];
    /** Regions {@code [0, gapStart)} lie before the gap, at the same physical index. */
    private int gapStart;
    /** Regions {@code [gapStart, size)} lie after the gap, at physical index + (gapEnd - gapStart). */
    private int gapEnd = 16;
    /** Added to the current lines stored in the regions after the gap. */
    private int afterShift;

    /** The number of regions. */
    public int size() {
        return regions.length / FIELDS - (gapEnd - gapStart);
    }

    /** The first current line of region {@code i} (0-based, in order). */
    public int newStart(int i) {
        return current(i, NEW_START);
    }

    /** The current line after region {@code i}. */
    public int newEnd(int i) {
        return current(i, NEW_END);
    }

    /** The first original line of region {@code i}. */
    public int oldStart(int i) {
        return regions[physical(i) * FIELDS + OLD_START];
    }

    /** The original line after region {@code i}. */
    public int oldEnd(int i) {
        return regions[physical(i) * FIELDS + OLD_END];
    }

    /**
     * The tag region {@code i} was recorded with, or -1 once it merged with another region (or was
     * recorded without one).
     */
    public int tag(int i) {
        return regions[physical(i) * FIELDS + TAG];
    }

    /**
     * Records that current lines [from, to) were replaced by {@code count} lines.
     *
     * @param from the first replaced line (0-based)
     * @param to the line after the last replaced one
     * @param count how many lines replaced them
     */
    public void record(int from, int to, int count) {
        record(from, to, count, -1);
    }

    /**
     * {@link #record(int, int, int)} with a tag for the caller (an id of what it kept of the edit):
     * the region keeps it until it merges with another region, which makes it -1.
     *
     * @param from the first replaced line (0-based)
     * @param to the line after the last replaced one
     * @param count how many lines replaced them
     * @param tag a non-negative tag, or -1
     */
    public void record(int from, int to, int count, int tag) {
        int first = firstEndingAfter(from);
        moveGap(first);
        // lines after a region map to original lines at the same distance from its end
        int shiftBefore = first > 0 ? newEnd(first - 1) - oldEnd(first - 1) : 0;
        int last = first;
        int size = size();
        while (last < size && newStart(last) < to) {
            last++;
        }
        int newStart = from;
        int oldStart = from - shiftBefore;
        int newEnd = to;
        int oldEnd = to - shiftBefore;
        if (last > first) {
            if (newStart(first) <= from) {
                newStart = newStart(first);
                oldStart = oldStart(first);
            }
            if (newEnd(last - 1) >= to) {
                newEnd = newEnd(last - 1);
                oldEnd = oldEnd(last - 1);
            } else {
                oldEnd = oldEnd(last - 1) + (to - newEnd(last - 1));
            }
        }
        int delta = count - (to - from);
        // the merged regions are the first ones after the gap: the gap grows over them
        gapEnd += last - first;
        if (gapStart == gapEnd) {
            grow();
        }
        int at = gapStart * FIELDS;
        regions[at + NEW_START] = newStart;
        regions[at + NEW_END] = newEnd + delta;
        regions[at + OLD_START] = oldStart;
        regions[at + OLD_END] = oldEnd;
        regions[at + TAG] = last > first ? -1 : tag;
        gapStart++;
        // every region after the gap comes after this edit
        afterShift += delta;
    }

    /** The first region ending after current line {@code line}, or {@link #size()}. */
    private int firstEndingAfter(int line) {
        // edits made in order land next to the gap: look there before bisecting
        boolean afterLeft = gapStart == 0 || newEnd(gapStart - 1) <= line;
        int size = size();
        if (afterLeft && (gapStart == size || newEnd(gapStart) > line)) {
            return gapStart;
        }
        int low = afterLeft ? gapStart + 1 : 0;
        int high = afterLeft ? size : gapStart - 1;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (newEnd(mid) <= line) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    private int physical(int i) {
        return i < gapStart ? i : i + gapEnd - gapStart;
    }

    private int current(int i, int field) {
        return i < gapStart
                ? regions[i * FIELDS + field]
                : regions[(i + gapEnd - gapStart) * FIELDS + field] + afterShift;
    }

    /** Moves the gap so that region {@code target} is the first after it. */
    private void moveGap(int target) {
        while (gapStart > target) {
            // the last region before the gap goes after it, its current lines stored unshifted
            gapStart--;
            gapEnd--;
            move(gapStart, gapEnd, -afterShift);
        }
        while (gapStart < target) {
            move(gapEnd, gapStart, afterShift);
            gapStart++;
            gapEnd++;
        }
    }

    private void move(int from, int to, int shift) {
        int source = from * FIELDS;
        int target = to * FIELDS;
        regions[target + NEW_START] = regions[source + NEW_START] + shift;
        regions[target + NEW_END] = regions[source + NEW_END] + shift;
        regions[target + OLD_START] = regions[source + OLD_START];
        regions[target + OLD_END] = regions[source + OLD_END];
        regions[target + TAG] = regions[source + TAG];
    }

    private void grow() {
        int capacity = regions.length / FIELDS;
        int grown = capacity * 2;
        int tail = capacity - gapEnd;
        int[] copy = Arrays.copyOf(regions, grown * FIELDS);
        System.arraycopy(regions, gapEnd * FIELDS, copy, (grown - tail) * FIELDS, tail * FIELDS);
        regions = copy;
        gapEnd = grown - tail;
    }
}
