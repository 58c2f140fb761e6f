package dev.edl.text;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.List;

/**
 * Unified diffs between two texts, in the format of {@code diff -u}, with {@code a/} and {@code b/}
 * path prefixes and {@code \ No newline at end of file} markers.
 *
 * <p>Lines are split on {@code \n} only; a {@code \r} before it stays part of the line. Common
 * leading and trailing lines are set aside before the diff algorithm runs, so the cost grows with
 * the changed region, not the file.
 */
public final class UnifiedDiff {
    /** Lines of context around each change. */
    public static final int CONTEXT_LINES = 3;

    /** Above this many changed lines on both sides, a region is shown as one replacement. */
    private static final int MAX_ALGORITHM_LINES = 20_000;

    /** Appended to a last line that has no line break while diffing; never shown. */
    private static final String NO_FINAL_NEWLINE = "\u0000\uFFFF<no newline>";

    private UnifiedDiff() {}

    /**
     * The unified diff of a file's change.
     *
     * @param path the path shown in the {@code ---}/{@code +++} header
     * @param before the old text ({@code ""} for a new file)
     * @param after the new text
     * @return the diff, empty when the texts are equal; it ends with a line break
     */
    public static String of(String path, String before, String after) {
        if (before.equals(after)) {
            return "";
        }
        List<String> oldLines = linesForDiff(before);
        List<String> newLines = linesForDiff(after);
        List<Change> changes = changes(oldLines, newLines);
        StringBuilder out = new StringBuilder();
        out.append("--- a/").append(path).append('\n');
        out.append("+++ b/").append(path).append('\n');
        int index = 0;
        while (index < changes.size()) {
            int last = index;
            while (last + 1 < changes.size()
                    && changes.get(last + 1).oldStart() - changes.get(last).oldEnd() <= 2 * CONTEXT_LINES) {
                last++;
            }
            appendHunk(out, oldLines, changes.subList(index, last + 1), newLines);
            index = last + 1;
        }
        return out.toString();
    }

    /**
     * Splits a text into lines without their {@code \n}; a final line break does not start an extra
     * empty line.
     *
     * @param text any text
     * @return the lines ({@code ""} gives no lines)
     */
    public static List<String> splitLines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int length = text.length();
        while (start < length) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                lines.add(text.substring(start));
                break;
            }
            lines.add(text.substring(start, end));
            start = end + 1;
        }
        return lines;
    }

    /** One changed region: old lines [oldStart, oldEnd) became new lines [newStart, newEnd). */
    private record Change(int oldStart, int oldEnd, int newStart, int newEnd) {}

    private static List<Change> changes(List<String> oldLines, List<String> newLines) {
        int prefix = 0;
        int max = Math.min(oldLines.size(), newLines.size());
        while (prefix < max && oldLines.get(prefix).equals(newLines.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && oldLines.get(oldLines.size() - 1 - suffix).equals(newLines.get(newLines.size() - 1 - suffix))) {
            suffix++;
        }
        int oldEnd = oldLines.size() - suffix;
        int newEnd = newLines.size() - suffix;
        List<String> oldMiddle = oldLines.subList(prefix, oldEnd);
        List<String> newMiddle = newLines.subList(prefix, newEnd);
        List<Change> changes = new ArrayList<>();
        if (oldMiddle.size() > MAX_ALGORITHM_LINES && newMiddle.size() > MAX_ALGORITHM_LINES) {
            changes.add(new Change(prefix, oldEnd, prefix, newEnd));
            return changes;
        }
        Patch<String> patch = DiffUtils.diff(oldMiddle, newMiddle);
        for (AbstractDelta<String> delta : patch.getDeltas()) {
            int oldStart = prefix + delta.getSource().getPosition();
            int newStart = prefix + delta.getTarget().getPosition();
            changes.add(new Change(
                    oldStart,
                    oldStart + delta.getSource().size(),
                    newStart,
                    newStart + delta.getTarget().size()));
        }
        return changes;
    }

    private static void appendHunk(
            StringBuilder out, List<String> oldLines, List<Change> changes, List<String> newLines) {
        Change first = changes.get(0);
        Change last = changes.get(changes.size() - 1);
        int oldFrom = Math.max(0, first.oldStart() - CONTEXT_LINES);
        int newFrom = first.newStart() - (first.oldStart() - oldFrom);
        int oldTo = Math.min(oldLines.size(), last.oldEnd() + CONTEXT_LINES);
        int newTo = last.newEnd() + (oldTo - last.oldEnd());
        out.append("@@ -")
                .append(range(oldFrom, oldTo - oldFrom))
                .append(" +")
                .append(range(newFrom, newTo - newFrom))
                .append(" @@\n");
        int oldAt = oldFrom;
        for (Change change : changes) {
            for (; oldAt < change.oldStart(); oldAt++) {
                appendLine(out, ' ', oldLines.get(oldAt));
            }
            for (int i = change.oldStart(); i < change.oldEnd(); i++) {
                appendLine(out, '-', oldLines.get(i));
            }
            for (int i = change.newStart(); i < change.newEnd(); i++) {
                appendLine(out, '+', newLines.get(i));
            }
            oldAt = change.oldEnd();
        }
        for (; oldAt < oldTo; oldAt++) {
            appendLine(out, ' ', oldLines.get(oldAt));
        }
    }

    private static String range(int from, int count) {
        int start = count == 0 ? from : from + 1;
        return count == 1 ? Integer.toString(start) : start + "," + count;
    }

    private static void appendLine(StringBuilder out, char marker, String line) {
        if (line.endsWith(NO_FINAL_NEWLINE)) {
            out.append(marker)
                    .append(line, 0, line.length() - NO_FINAL_NEWLINE.length())
                    .append("\n\\ No newline at end of file\n");
        } else {
            out.append(marker).append(line).append('\n');
        }
    }

    /**
     * The lines of a text; a last line without a line break carries a marker, so that adding or
     * removing the final line break shows as a change of that line.
     */
    private static List<String> linesForDiff(String text) {
        List<String> lines = splitLines(text);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            int last = lines.size() - 1;
            lines.set(last, lines.get(last) + NO_FINAL_NEWLINE);
        }
        return lines;
    }
}
