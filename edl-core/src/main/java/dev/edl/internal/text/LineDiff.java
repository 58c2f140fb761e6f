package dev.edl.internal.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Minimal line diffs, cheap where old and new text share few lines.
 *
 * <p>Common leading and trailing lines are set aside first. Of the lines in between, a line that
 * occurs on one side only can never be part of a longest common subsequence, so only lines that
 * occur on both sides (as small int ids) go to the diff algorithm; its matches are mapped back to
 * the original positions. When no line is shared the middle is one change and no algorithm runs.
 * The result has as few deleted plus inserted lines as a diff of the full lists.
 */
public final class LineDiff {
    /** Lines of context around each change in a unified diff hunk. */
    public static final int CONTEXT_LINES = 3;

    /** Above this many shared lines on both sides, the middle is one replacement (not minimal). */
    static final int MAX_ALGORITHM_LINES = 20_000;

    private LineDiff() {}

    /**
     * The changes that turn one list of lines into another: a minimal line diff (the fewest deleted
     * plus inserted lines), as sorted changes with at least one unchanged line between two of them.
     * Lines are compared with {@link String#equals}. Only when more than 20,000 shared lines remain
     * on each side is the changed middle shown as one replacement, which is not minimal.
     *
     * @param oldLines the old lines
     * @param newLines the new lines
     * @return the changes (0-based, half-open line ranges into the two lists), empty when the lists
     *     are equal; a new list
     */
    public static List<LineChange> changes(List<String> oldLines, List<String> newLines) {
        int oldSize = oldLines.size();
        int newSize = newLines.size();
        int max = Math.min(oldSize, newSize);
        int prefix = 0;
        while (prefix < max && oldLines.get(prefix).equals(newLines.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < max - prefix && oldLines.get(oldSize - 1 - suffix).equals(newLines.get(newSize - 1 - suffix))) {
            suffix++;
        }
        List<LineChange> changes = new ArrayList<>();
        int oldEnd = oldSize - suffix;
        int newEnd = newSize - suffix;
        if (prefix == oldEnd && prefix == newEnd) {
            return changes;
        }
        if (prefix == oldEnd || prefix == newEnd) {
            changes.add(new LineChange(prefix, oldEnd, prefix, newEnd));
            return changes;
        }
        middle(oldLines.subList(prefix, oldEnd), newLines.subList(prefix, newEnd), prefix, changes);
        return changes;
    }

    /** Adds the changes of two non-empty middles that start at line {@code base} on both sides. */
    private static void middle(List<String> oldLines, List<String> newLines, int base, List<LineChange> changes) {
        int oldSize = oldLines.size();
        int newSize = newLines.size();
        Map<String, Integer> ids = new HashMap<>(oldSize * 2);
        int[] oldIds = new int[oldSize];
        for (int i = 0; i < oldSize; i++) {
            Integer known = ids.putIfAbsent(oldLines.get(i), ids.size());
            oldIds[i] = known == null ? ids.size() - 1 : known;
        }
        boolean[] shared = new boolean[ids.size()];
        int[] newKept = new int[newSize];
        int[] newKeptIds = new int[newSize];
        int newCount = 0;
        for (int j = 0; j < newSize; j++) {
            Integer id = ids.get(newLines.get(j));
            if (id != null) {
                shared[id] = true;
                newKept[newCount] = j;
                newKeptIds[newCount++] = id;
            }
        }
        if (newCount == 0) {
            changes.add(new LineChange(base, base + oldSize, base, base + newSize));
            return;
        }
        int[] oldKept = new int[oldSize];
        int[] oldKeptIds = new int[oldSize];
        int oldCount = 0;
        for (int i = 0; i < oldSize; i++) {
            if (shared[oldIds[i]]) {
                oldKept[oldCount] = i;
                oldKeptIds[oldCount++] = oldIds[i];
            }
        }
        if (oldCount > MAX_ALGORITHM_LINES && newCount > MAX_ALGORITHM_LINES) {
            changes.add(new LineChange(base, base + oldSize, base, base + newSize));
            return;
        }
        int[] matchOld = new int[Math.min(oldCount, newCount)];
        int[] matchNew = new int[matchOld.length];
        int matches = CommonSubsequence.find(oldKeptIds, oldCount, newKeptIds, newCount, matchOld, matchNew);
        // matched lines, mapped back; the gaps between them are the changes
        int oldAt = 0;
        int newAt = 0;
        for (int k = 0; k < matches; k++) {
            int oldLine = oldKept[matchOld[k]];
            int newLine = newKept[matchNew[k]];
            if (oldLine > oldAt || newLine > newAt) {
                changes.add(new LineChange(base + oldAt, base + oldLine, base + newAt, base + newLine));
            }
            oldAt = oldLine + 1;
            newAt = newLine + 1;
        }
        if (oldAt < oldSize || newAt < newSize) {
            changes.add(new LineChange(base + oldAt, base + oldSize, base + newAt, base + newSize));
        }
    }
}
