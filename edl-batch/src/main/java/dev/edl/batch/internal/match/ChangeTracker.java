package dev.edl.batch.internal.match;

import dev.edl.text.LineChange;
import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Applies located occurrences to a {@link TextMatcher}'s text while recording which whole-line
 * regions changed, so that the final unified diff (original → final) costs time in proportion to
 * the changed regions (plus one scan for the original's line starts) — never a whole-file diff,
 * never a diff per edit. A region whose old and new lines share no line is one change; only
 * regions that share lines go through {@link UnifiedDiff#changes}. Adjacent regions keep their own
 * changes, so each edit's removed and added lines show together.
 *
 * <p>Each applied occurrence yields a bounded snippet of its region ({@code @@ line N @@} with
 * {@code -} old and {@code +} new lines, no diff algorithm). Not thread-safe.
 */
public final class ChangeTracker {
    /** Lines shown per side in an edit snippet. */
    static final int SNIPPET_LINES = 8;

    /** Characters at each end of a line that its {@link #lineKey} reads. */
    private static final int KEY_CHARS = 12;

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
        // the snippet is read from the text's lines (no copy of the region)
        // sized for both sides of a typical region, so that it rarely grows
        int expected = 64 + 2 * Math.min(regionEnd - regionStart, 2 * SNIPPET_LINES * 100);
        StringBuilder snippet =
                new StringBuilder(expected).append("@@ line ").append(firstLine).append(" @@\n");
        side(snippet, '-', text, firstLine, regionStart, regionEnd);
        text.replace(start, end, occurrence.replacement());
        int delta = occurrence.replacement().length() - (end - start);
        int lines = side(snippet, '+', text, firstLine, regionStart, regionEnd + delta);
        record(firstLine - 1, lastLine, lines);
        return snippet.toString();
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
        // edits that cancel out across regions (a line removed here, the same added there) leave
        // regions whose own diffs are not empty
        if (regions.isEmpty() || current.contentEquals(original)) {
            return "";
        }
        int[] oldStarts = lineStarts(original);
        List<LineChange> changes = new ArrayList<>();
        // per change, the new text of its region (read once from the matcher)
        List<RegionText> added = new ArrayList<>();
        long regionChars = 0;
        for (int[] region : regions) {
            String newText = current.substring(current.lineStart(region[0] + 1), current.lineStart(region[1] + 1));
            RegionText regionText = new RegionText(newText, region[0]);
            // with markers and line breaks
            regionChars += oldStarts[region[3]]
                    - oldStarts[region[2]]
                    + newText.length()
                    + 2L * (region[3] - region[2])
                    + 2L * (region[1] - region[0]);
            if (sharesNoLine(oldStarts, region[2], region[3], regionText)) {
                // then no line can match: the whole region is one change (the usual case)
                if (region[3] > region[2] || region[1] > region[0]) {
                    changes.add(new LineChange(region[2], region[3], region[0], region[1]));
                    added.add(regionText);
                }
                continue;
            }
            // lines with their line breaks: a last line without one differs from the same text with one
            List<String> oldLines = new ArrayList<>(region[3] - region[2]);
            for (int i = region[2]; i < region[3]; i++) {
                oldLines.add(original.substring(oldStarts[i], oldStarts[i + 1]));
            }
            for (LineChange change : UnifiedDiff.changes(oldLines, regionText.lines())) {
                // adjacent regions' changes stay apart (each shows its own - and + lines)
                changes.add(new LineChange(
                        region[2] + change.oldStart(),
                        region[2] + change.oldEnd(),
                        region[0] + change.newStart(),
                        region[0] + change.newEnd()));
                added.add(regionText);
            }
        }
        if (changes.isEmpty()) {
            return "";
        }
        // room for the regions and some context, so that the builder rarely grows
        StringBuilder out = new StringBuilder((int) Math.min(1 << 30, regionChars + regionChars / 8 + 256));
        out.append("--- a/").append(path).append('\n');
        out.append("+++ b/").append(path).append('\n');
        int index = 0;
        while (index < changes.size()) {
            int last = index;
            while (last + 1 < changes.size()
                    && changes.get(last + 1).oldStart() - changes.get(last).oldEnd() <= 2 * UnifiedDiff.CONTEXT_LINES) {
                last++;
            }
            hunk(out, oldStarts, changes.subList(index, last + 1), added.subList(index, last + 1));
            index = last + 1;
        }
        return out.toString();
    }

    /** The new text of a region and where its lines start. */
    private static final class RegionText {
        final String text;
        /** The region's first line in the new text (0-based). */
        final int firstLine;
        /** Offsets of the lines in {@link #text}, then its length. */
        final int[] starts;

        RegionText(String text, int firstLine) {
            this.text = text;
            this.firstLine = firstLine;
            this.starts = lineStarts(text);
        }

        int lineCount() {
            return starts.length - 1;
        }

        /** The lines, each with its line break (the text's last line may have none). */
        List<String> lines() {
            List<String> lines = new ArrayList<>(lineCount());
            for (int i = 0; i < lineCount(); i++) {
                lines.add(text.substring(starts[i], starts[i + 1]));
            }
            return lines;
        }
    }

    /**
     * Whether no line of the original's lines [from, to) occurs among a region's new lines,
     * decided on {@link #lineKey line keys} (a false hit only sends the region to the full diff).
     */
    private boolean sharesNoLine(int[] oldStarts, int from, int to, RegionText added) {
        if (from == to || added.lineCount() == 0) {
            return true;
        }
        int capacity = Integer.highestOneBit((to - from) * 2 + 1) << 1;
        int mask = capacity - 1;
        int[] hashes = new int[capacity];
        boolean[] used = new boolean[capacity];
        for (int i = from; i < to; i++) {
            int hash = lineKey(original, oldStarts[i], oldStarts[i + 1]);
            int slot = spread(hash) & mask;
            while (used[slot] && hashes[slot] != hash) {
                slot = (slot + 1) & mask;
            }
            used[slot] = true;
            hashes[slot] = hash;
        }
        for (int j = 0; j < added.lineCount(); j++) {
            int hash = lineKey(added.text, added.starts[j], added.starts[j + 1]);
            for (int slot = spread(hash) & mask; used[slot]; slot = (slot + 1) & mask) {
                if (hashes[slot] == hash) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A hash of a line's length and its first and last {@link #KEY_CHARS} characters: equal lines
     * have equal keys, and it costs the same for long lines as for short ones.
     */
    private static int lineKey(String text, int from, int to) {
        int hash = to - from;
        int headEnd = Math.min(to, from + KEY_CHARS);
        for (int i = from; i < headEnd; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        for (int i = Math.max(headEnd, to - KEY_CHARS); i < to; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }

    private static int spread(int hash) {
        int mixed = hash * 0x9E3779B9;
        return mixed ^ (mixed >>> 16);
    }

    /** The offsets where a text's lines start, then the text's length (line count + 1 entries). */
    private static int[] lineStarts(String text) {
        int[] starts = new int[16];
        int count = 0;
        int at = 0;
        int length = text.length();
        while (at < length) {
            if (count + 1 >= starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
            }
            starts[count++] = at;
            int newline = text.indexOf('\n', at);
            at = newline < 0 ? length : newline + 1;
        }
        starts[count] = length;
        return count + 1 == starts.length ? starts : Arrays.copyOf(starts, count + 1);
    }

    /** Appends one hunk: old lines read from the original, added lines from their regions' texts. */
    private void hunk(StringBuilder out, int[] oldStarts, List<LineChange> changes, List<RegionText> added) {
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
        for (int k = 0; k < changes.size(); k++) {
            LineChange change = changes.get(k);
            for (; oldAt < change.oldStart(); oldAt++) {
                line(out, ' ', original, oldStarts, oldAt);
            }
            for (int i = change.oldStart(); i < change.oldEnd(); i++) {
                line(out, '-', original, oldStarts, i);
            }
            RegionText region = added.get(k);
            for (int i = change.newStart(); i < change.newEnd(); i++) {
                line(out, '+', region.text, region.starts, i - region.firstLine);
            }
            oldAt = change.oldEnd();
        }
        for (; oldAt < oldTo; oldAt++) {
            line(out, ' ', original, oldStarts, oldAt);
        }
    }

    /** Appends line {@code index} of a text whose line starts are given, with its marker. */
    private static void line(StringBuilder out, char marker, String text, int[] starts, int index) {
        int end = starts[index + 1];
        out.append(marker).append(text, starts[index], end);
        if (text.charAt(end - 1) != '\n') {
            out.append("\n\\ No newline at end of file\n");
        }
    }

    private static String range(int from, int count) {
        int start = count == 0 ? from : from + 1;
        return count == 1 ? Integer.toString(start) : start + "," + count;
    }

    /**
     * Appends one side of a snippet: the first {@link #SNIPPET_LINES} lines of {@code [from, to)}
     * (which starts at line {@code first}), each prefixed by {@code marker} and cut at 200
     * characters, then a {@code … (n more lines)} note.
     *
     * @return the number of lines in {@code [from, to)} (a last line without a line break counts)
     */
    private static int side(StringBuilder out, char marker, MatchText text, int first, int from, int to) {
        if (to <= from) {
            return 0;
        }
        int count = text.lineOf(to - 1) - first + 1;
        int shown = Math.min(count, SNIPPET_LINES);
        for (int line = first; line < first + shown; line++) {
            int start = text.lineStart(line);
            int end = Math.min(text.lineEnd(line), to);
            out.append(marker);
            if (end - start > 200) {
                text.appendTo(out, start, start + 200);
                out.append('…');
            } else {
                text.appendTo(out, start, end);
            }
            out.append('\n');
        }
        if (count > shown) {
            out.append(marker).append("… (").append(count - shown).append(" more lines)\n");
        }
        return count;
    }
}
