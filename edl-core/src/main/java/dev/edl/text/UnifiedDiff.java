package dev.edl.text;

import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.Lines;
import java.util.List;

/**
 * Unified diffs between two texts, in the format of {@code diff -u}, with {@code a/} and {@code b/}
 * path prefixes and {@code \ No newline at end of file} markers.
 *
 * <p>Lines are split on {@code \n} only; a {@code \r} before it stays part of the line. The diff is
 * minimal (the fewest deleted plus inserted lines); common leading and trailing lines and lines found on one side
 * only are set aside before the diff algorithm runs, so the cost grows with the changed region, not
 * the file.
 */
public final class UnifiedDiff {
    private static final int CONTEXT_LINES = LineDiff.CONTEXT_LINES;

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
        List<LineChange> changes = LineDiff.changes(oldLines, newLines);
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

    private static void appendHunk(
            StringBuilder out, List<String> oldLines, List<LineChange> changes, List<String> newLines) {
        LineChange first = changes.get(0);
        LineChange last = changes.get(changes.size() - 1);
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
        for (LineChange change : changes) {
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
        List<String> lines = Lines.split(text);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            int last = lines.size() - 1;
            lines.set(last, lines.get(last) + NO_FINAL_NEWLINE);
        }
        return lines;
    }
}
