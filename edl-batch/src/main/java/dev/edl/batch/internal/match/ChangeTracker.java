package dev.edl.batch.internal.match;

import dev.edl.text.LineChange;
import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * Applies located occurrences to a {@link TextMatcher}'s text while recording which whole-line
 * regions changed, so that the final unified diff (original → final) costs time in proportion to
 * the changed regions — never a whole-file diff, never a diff per edit.
 *
 * <p>Each applied occurrence yields a bounded snippet of its region ({@code @@ line N @@} with
 * {@code -} old and {@code +} new lines, no diff algorithm). Not thread-safe.
 */
public final class ChangeTracker {
    /** Lines shown per side in an edit snippet. */
    static final int SNIPPET_LINES = 8;

    private final String original;
    /** Changed regions, sorted and disjoint: {newStart, newEnd, oldStart, oldEnd}, 0-based, half-open. */
    private final List<int[]> regions = new ArrayList<>();

    /**
     * Starts tracking changes from an original text.
     *
     * @param original the text before any edit (the text the matcher started with)
     */
    public ChangeTracker(String original) {
        this.original = original;
    }

    /**
     * Replaces the occurrences in the matcher's text (last first) and records their regions.
     *
     * @param matcher the matcher whose text {@code located} was found in
     * @param located the occurrences to replace
     * @return a bounded snippet of the first occurrence's change
     */
    public String apply(TextMatcher matcher, Located located) {
        MatchText text = matcher.text();
        List<Occurrence> occurrences = located.occurrences();
        String snippet = "";
        for (int i = occurrences.size() - 1; i >= 0; i--) {
            Occurrence occurrence = occurrences.get(i);
            snippet = replace(text, occurrence);
        }
        if (occurrences.size() > 1) {
            snippet += "(and " + (occurrences.size() - 1) + " more replacements)\n";
        }
        return snippet;
    }

    private String replace(MatchText text, Occurrence occurrence) {
        int start = occurrence.start();
        int end = occurrence.end();
        int firstLine = text.lineOf(start);
        int lastLine = end > start ? text.lineOf(end - 1) : firstLine;
        boolean eatsBreak = end > start && text.chars().charAt(end - 1) == '\n';
        if (eatsBreak && end < text.length() && !occurrence.replacement().endsWith("\n")) {
            lastLine++;
        }
        int regionStart = text.lineStart(firstLine);
        int regionEnd = text.lineStart(lastLine + 1);
        if (regionEnd < end) {
            regionEnd = end;
        }
        String before = text.substring(regionStart, regionEnd);
        text.replace(start, end, occurrence.replacement());
        int delta = occurrence.replacement().length() - (end - start);
        String after = text.substring(regionStart, regionEnd + delta);
        record(firstLine - 1, lastLine, lineCount(after));
        return snippet(firstLine, before, after);
    }

    /**
     * Records that current lines [from, to) were replaced by {@code count} lines. Only overlapping
     * regions merge (adjacent ones stay apart, so that the final diff works on small regions).
     */
    private void record(int from, int to, int count) {
        // the first region ending after `from` (regions are sorted and disjoint: binary search)
        int low = 0;
        int high = regions.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (regions.get(mid)[1] <= from) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        int first = low;
        // lines after a region map to old lines at the same distance from its end
        int shiftBefore = 0;
        if (first > 0) {
            int[] before = regions.get(first - 1);
            shiftBefore = before[1] - before[3];
        }
        int last = first;
        while (last < regions.size() && regions.get(last)[0] < to) {
            last++;
        }
        int newStart = from;
        int oldStart = from - shiftBefore;
        int newEnd = to;
        int oldEnd = to - shiftBefore;
        if (last > first) {
            int[] head = regions.get(first);
            int[] tail = regions.get(last - 1);
            if (head[0] <= from) {
                newStart = head[0];
                oldStart = head[2];
            }
            if (tail[1] >= to) {
                newEnd = tail[1];
                oldEnd = tail[3];
            } else {
                oldEnd = tail[3] + (to - tail[1]);
            }
        }
        int delta = count - (to - from);
        regions.subList(first, last).clear();
        regions.add(first, new int[] {newStart, newEnd + delta, oldStart, oldEnd});
        for (int i = first + 1; i < regions.size(); i++) {
            int[] region = regions.get(i);
            region[0] += delta;
            region[1] += delta;
        }
    }

    /**
     * The unified diff original → the matcher's current text, computed region by region.
     *
     * @param path the path shown in the headers
     * @param current the edited text
     * @return the diff (as {@link UnifiedDiff#of} would format it), empty when nothing changed
     */
    public String diff(String path, MatchText current) {
        if (regions.isEmpty()) {
            return "";
        }
        int[] oldStarts = lineStarts(original);
        List<LineChange> changes = new ArrayList<>();
        List<String> inserted = new ArrayList<>();
        for (int[] region : regions) {
            // lines with their line breaks: a last line without one differs from the same text with one
            List<String> oldLines = new ArrayList<>(region[3] - region[2]);
            for (int i = region[2]; i < region[3]; i++) {
                oldLines.add(original.substring(oldStarts[i], oldStarts[i + 1]));
            }
            List<String> newLines = new ArrayList<>(region[1] - region[0]);
            int at = current.lineStart(region[0] + 1);
            for (int j = region[0]; j < region[1]; j++) {
                int next = current.lineStart(j + 2);
                newLines.add(current.substring(at, next));
                at = next;
            }
            for (LineChange change : UnifiedDiff.changes(oldLines, newLines)) {
                // adjacent regions' changes stay apart (each shows its own - and + lines)
                changes.add(new LineChange(
                        region[2] + change.oldStart(),
                        region[2] + change.oldEnd(),
                        region[0] + change.newStart(),
                        region[0] + change.newEnd()));
                inserted.addAll(newLines.subList(change.newStart(), change.newEnd()));
            }
        }
        if (changes.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- a/").append(path).append('\n');
        out.append("+++ b/").append(path).append('\n');
        Iterator<String> insertedLines = inserted.iterator();
        int index = 0;
        while (index < changes.size()) {
            int last = index;
            while (last + 1 < changes.size()
                    && changes.get(last + 1).oldStart() - changes.get(last).oldEnd() <= 2 * UnifiedDiff.CONTEXT_LINES) {
                last++;
            }
            hunk(out, oldStarts, changes.subList(index, last + 1), insertedLines);
            index = last + 1;
        }
        return out.toString();
    }

    /** The offsets where the text's lines start, then the text's length (line count + 1 entries). */
    private static int[] lineStarts(String text) {
        int[] starts = new int[64];
        int count = 0;
        int at = 0;
        while (at < text.length()) {
            if (count + 1 >= starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
            }
            starts[count++] = at;
            int newline = text.indexOf('\n', at);
            at = newline < 0 ? text.length() : newline + 1;
        }
        starts[count] = text.length();
        return Arrays.copyOf(starts, count + 1);
    }

    /** Appends one hunk: old lines read from the original, inserted lines taken in order. */
    private void hunk(StringBuilder out, int[] oldStarts, List<LineChange> changes, Iterator<String> inserted) {
        int context = UnifiedDiff.CONTEXT_LINES;
        LineChange first = changes.get(0);
        LineChange last = changes.get(changes.size() - 1);
        int oldFrom = Math.max(0, first.oldStart() - context);
        int newFrom = first.newStart() - (first.oldStart() - oldFrom);
        int oldTo = Math.min(oldStarts.length - 1, last.oldEnd() + context);
        int newTo = last.newEnd() + (oldTo - last.oldEnd());
        out.append("@@ -")
                .append(range(oldFrom, oldTo - oldFrom))
                .append(" +")
                .append(range(newFrom, newTo - newFrom))
                .append(" @@\n");
        int oldAt = oldFrom;
        for (LineChange change : changes) {
            for (; oldAt < change.oldStart(); oldAt++) {
                oldLine(out, ' ', oldStarts, oldAt);
            }
            for (int i = change.oldStart(); i < change.oldEnd(); i++) {
                oldLine(out, '-', oldStarts, i);
            }
            for (int i = change.newStart(); i < change.newEnd(); i++) {
                String line = inserted.next();
                out.append('+').append(line);
                endLine(out, line.endsWith("\n"));
            }
            oldAt = change.oldEnd();
        }
        for (; oldAt < oldTo; oldAt++) {
            oldLine(out, ' ', oldStarts, oldAt);
        }
    }

    private void oldLine(StringBuilder out, char marker, int[] oldStarts, int index) {
        int end = oldStarts[index + 1];
        out.append(marker).append(original, oldStarts[index], end);
        endLine(out, original.charAt(end - 1) == '\n');
    }

    /** Ends a diff line whose text (with its line break, if any) was appended. */
    private static void endLine(StringBuilder out, boolean hadBreak) {
        if (!hadBreak) {
            out.append("\n\\ No newline at end of file\n");
        }
    }

    private static String range(int from, int count) {
        int start = count == 0 ? from : from + 1;
        return count == 1 ? Integer.toString(start) : start + "," + count;
    }

    private static int lineCount(String text) {
        int count = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            count++;
        }
        return text.isEmpty() || text.endsWith("\n") ? count : count + 1;
    }

    /** A bounded {@code @@ line N @@} snippet: old region lines as {@code -}, new as {@code +}. */
    static String snippet(int line, String before, String after) {
        StringBuilder out = new StringBuilder("@@ line ").append(line).append(" @@\n");
        side(out, '-', before);
        side(out, '+', after);
        return out.toString();
    }

    private static void side(StringBuilder out, char marker, String text) {
        List<String> lines = UnifiedDiff.splitLines(text);
        int shown = Math.min(lines.size(), SNIPPET_LINES);
        for (int i = 0; i < shown; i++) {
            String content = lines.get(i);
            if (content.length() > 200) {
                content = content.substring(0, 200) + "…";
            }
            out.append(marker).append(content).append('\n');
        }
        if (lines.size() > shown) {
            out.append(marker).append("… (").append(lines.size() - shown).append(" more lines)\n");
        }
    }
}
