package dev.edl.batch.internal.match;

import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
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
        MatchText before = MatchText.of(original);
        List<int[]> changes = new ArrayList<>();
        for (int[] region : regions) {
            String oldText = before.substring(before.lineStart(region[2] + 1), before.lineStart(region[3] + 1));
            String newText = current.substring(current.lineStart(region[0] + 1), current.lineStart(region[1] + 1));
            addChanges(changes, UnifiedDiff.of("region", oldText, newText), region[2], region[0]);
        }
        if (changes.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- a/").append(path).append('\n');
        out.append("+++ b/").append(path).append('\n');
        boolean oldOpen = !original.isEmpty() && !original.endsWith("\n");
        boolean newOpen = current.length() > 0 && current.chars().charAt(current.length() - 1) != '\n';
        int index = 0;
        while (index < changes.size()) {
            int last = index;
            while (last + 1 < changes.size()
                    && changes.get(last + 1)[0] - changes.get(last)[1] <= 2 * UnifiedDiff.CONTEXT_LINES) {
                last++;
            }
            hunk(out, before, current, changes.subList(index, last + 1), oldOpen, newOpen);
            index = last + 1;
        }
        return out.toString();
    }

    /** Reads the changes of a region's diff as absolute {oldStart, oldEnd, newStart, newEnd}. */
    private static void addChanges(List<int[]> changes, String regionDiff, int oldBase, int newBase) {
        int oldAt = 0;
        int newAt = 0;
        int[] open = null;
        for (String line : UnifiedDiff.splitLines(regionDiff)) {
            if (line.startsWith("--- ") || line.startsWith("+++ ") || line.startsWith("\\")) {
                continue;
            }
            if (line.startsWith("@@")) {
                open = null;
                int minus = line.indexOf('-');
                int space = line.indexOf(' ', minus);
                String[] oldRange = line.substring(minus + 1, space).split(",");
                int plus = line.indexOf('+', space);
                String[] newRange =
                        line.substring(plus + 1, line.indexOf(' ', plus)).split(",");
                oldAt = rangeStart(oldRange);
                newAt = rangeStart(newRange);
                continue;
            }
            char marker = line.isEmpty() ? ' ' : line.charAt(0);
            if (marker == ' ') {
                open = null;
                oldAt++;
                newAt++;
                continue;
            }
            if (open == null) {
                open = new int[] {oldBase + oldAt, oldBase + oldAt, newBase + newAt, newBase + newAt};
                changes.add(open);
            }
            if (marker == '-') {
                oldAt++;
                open[1]++;
            } else {
                newAt++;
                open[3]++;
            }
        }
    }

    /** The 0-based first line of a hunk range ({@code a,b}: a is 1-based unless b is 0). */
    private static int rangeStart(String[] range) {
        int start = Integer.parseInt(range[0]);
        int count = range.length > 1 ? Integer.parseInt(range[1]) : 1;
        return count == 0 ? start : start - 1;
    }

    private static void hunk(
            StringBuilder out,
            MatchText before,
            MatchText after,
            List<int[]> changes,
            boolean oldOpen,
            boolean newOpen) {
        int context = UnifiedDiff.CONTEXT_LINES;
        int[] first = changes.get(0);
        int[] last = changes.get(changes.size() - 1);
        int oldFrom = Math.max(0, first[0] - context);
        int newFrom = first[2] - (first[0] - oldFrom);
        int oldTo = Math.min(before.lineCount(), last[1] + context);
        int newTo = last[3] + (oldTo - last[1]);
        out.append("@@ -")
                .append(range(oldFrom, oldTo - oldFrom))
                .append(" +")
                .append(range(newFrom, newTo - newFrom))
                .append(" @@\n");
        int oldAt = oldFrom;
        for (int[] change : changes) {
            for (; oldAt < change[0]; oldAt++) {
                line(out, ' ', before, oldAt, oldOpen);
            }
            for (int i = change[0]; i < change[1]; i++) {
                line(out, '-', before, i, oldOpen);
            }
            for (int i = change[2]; i < change[3]; i++) {
                line(out, '+', after, i, newOpen);
            }
            oldAt = change[1];
        }
        for (; oldAt < oldTo; oldAt++) {
            line(out, ' ', before, oldAt, oldOpen);
        }
    }

    private static void line(StringBuilder out, char marker, MatchText text, int index, boolean open) {
        out.append(marker)
                .append(text.chars(), text.lineStart(index + 1), text.lineEnd(index + 1))
                .append('\n');
        if (open && index == text.lineCount() - 1) {
            out.append("\\ No newline at end of file\n");
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
