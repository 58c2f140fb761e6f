package dev.edl.text;

import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.Lines;
import dev.edl.internal.text.UnifiedHunks;
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
        UnifiedHunks.write(out, path, new MarkedLines(oldLines), new MarkedLines(newLines), changes);
        return out.toString();
    }

    /** Lines from {@link #linesForDiff}: each written with a line break unless it carries the marker. */
    private record MarkedLines(List<String> lines) implements UnifiedHunks.Side {
        @Override
        public int lineCount() {
            return lines.size();
        }

        @Override
        public void appendLine(StringBuilder out, int line) {
            String text = lines.get(line);
            if (text.endsWith(NO_FINAL_NEWLINE)) {
                out.append(text, 0, text.length() - NO_FINAL_NEWLINE.length());
            } else {
                out.append(text).append('\n');
            }
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
