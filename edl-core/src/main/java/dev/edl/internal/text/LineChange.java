package dev.edl.internal.text;

/**
 * One changed region of a line diff: old lines {@code [oldStart, oldEnd)} became new lines {@code
 * [newStart, newEnd)}. Lines are 0-based indices into the old and new line lists, ranges are
 * half-open; either range may be empty (a pure insertion or deletion), never both.
 *
 * @param oldStart the first old line replaced (0-based)
 * @param oldEnd the old line after the last one replaced (0-based, exclusive)
 * @param newStart the first new line inserted (0-based)
 * @param newEnd the new line after the last one inserted (0-based, exclusive)
 */
public record LineChange(int oldStart, int oldEnd, int newStart, int newEnd) {
    /**
     * Checks the ranges.
     *
     * @throws IllegalArgumentException if a range is negative or reversed, or both are empty
     */
    public LineChange {
        if (oldStart < 0 || oldEnd < oldStart || newStart < 0 || newEnd < newStart) {
            throw new IllegalArgumentException(
                    "bad line ranges [" + oldStart + ", " + oldEnd + ") → [" + newStart + ", " + newEnd + ")");
        }
        if (oldStart == oldEnd && newStart == newEnd) {
            throw new IllegalArgumentException("empty change at old line " + oldStart + ", new line " + newStart);
        }
    }
}
