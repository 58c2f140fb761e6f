package dev.edl.batch.internal.match;

import dev.edl.internal.text.ChangedRegions;
import dev.edl.internal.text.HashSpread;
import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.MatchText;
import dev.edl.internal.text.UnifiedHunks;
import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

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

    /** Room for one hunk's {@code @@ -a,b +c,d @@} line with line numbers of up to 7 digits. */
    private static final int HUNK_HEADER_ROOM = 40;

    private final String original;
    /**
     * The original's line starts (then its length), taken from the matcher before its first edit
     * (null until then, or when the first edit came through another path: then the diff works them
     * out from the original). The diff hashes the original lines of changed regions only.
     */
    private int @Nullable [] oldStarts;

    /**
     * The original's line hashes, when the matcher had computed them all before its first edit (an
     * index needed them); else null and the diff hashes the original lines of changed regions.
     */
    private int @Nullable [] oldHashes;

    private final ChangedRegions regions = new ChangedRegions();

    /**
     * Whether a snippet so far held a character above U+00FF: later builders then start with two
     * bytes per character (see {@link MatchText#stringBuilder}). Asking the text instead would scan all of it.
     */
    private boolean wideSeen;

    /**
     * Starts tracking changes from an original text.
     *
     * @param original the matcher's text before this tracker's first edit
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
        if (oldStarts == null && text.version() == 0) {
            // the text is still the original: its line data is ready, no need to scan it again
            oldStarts = text.lineStarts();
            oldHashes = text.lineHashesIfComputed();
        }
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
        StringBuilder snippet = MatchText.stringBuilder(expected, wideSeen)
                .append("@@ line ")
                .append(firstLine)
                .append(" @@\n");
        side(snippet, wideSeen, '-', text, firstLine, regionStart, regionEnd);
        text.replace(start, end, occurrence.replacement());
        int delta = occurrence.replacement().length() - (end - start);
        int lines = side(snippet, wideSeen, '+', text, firstLine, regionStart, regionEnd + delta);
        regions.record(firstLine - 1, lastLine, lines);
        String made = snippet.toString();
        wideSeen = wideSeen || wide(made);
        return made;
    }

    private static boolean wide(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0xFF) {
                return true;
            }
        }
        return false;
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
        if (regions.size() == 0 || current.contentEquals(original)) {
            return "";
        }
        int[] starts = oldStarts != null ? oldStarts : lineStarts(original);
        StringBuilder out = MatchText.stringBuilder(expectedLength(starts.length - 1, path), wideSeen);
        // each region's changes are written as soon as they are known, while its lines are still in
        // the cache (one pass over the regions, not one to find the changes and one to write them)
        UnifiedHunks.Writer writer = new UnifiedHunks.Writer(
                out, path, new OriginalLines(original, starts), new CurrentLines(current, wideSeen));
        for (int r = 0; r < regions.size(); r++) {
            int newStart = regions.newStart(r);
            int newEnd = regions.newEnd(r);
            int oldStart = regions.oldStart(r);
            int oldEnd = regions.oldEnd(r);
            if (sharesNoLine(original, starts, oldHashes, oldStart, oldEnd, current, newStart, newEnd)) {
                // then no line can match: the whole region is one change (the usual case)
                if (oldEnd > oldStart || newEnd > newStart) {
                    writer.add(new LineChange(oldStart, oldEnd, newStart, newEnd));
                }
                continue;
            }
            // lines with their line breaks: a last line without one differs from the same text with one
            List<String> oldLines = new ArrayList<>(oldEnd - oldStart);
            for (int i = oldStart; i < oldEnd; i++) {
                oldLines.add(original.substring(starts[i], starts[i + 1]));
            }
            List<String> newLines = new ArrayList<>(newEnd - newStart);
            for (int i = newStart; i < newEnd; i++) {
                newLines.add(current.substring(current.lineStart(i + 1), current.lineStart(i + 2)));
            }
            for (LineChange change : LineDiff.changes(oldLines, newLines)) {
                // adjacent regions' changes stay apart (each shows its own - and + lines)
                writer.add(new LineChange(
                        oldStart + change.oldStart(),
                        oldStart + change.oldEnd(),
                        newStart + change.newStart(),
                        newStart + change.newEnd()));
            }
        }
        return writer.finish() ? out.toString() : "";
    }

    /**
     * About the length of the diff, so that its builder rarely grows: the regions' lines, a
     * hunk's context lines around each, at the original's mean line length, and a header each.
     * Worked out from the regions alone: reading each region's real line starts here would cost a
     * trip to memory per region on a large text, before the diff reads them again.
     */
    private int expectedLength(int originalLines, String path) {
        long meanLine = original.length() / Math.max(1, originalLines) + 2;
        long expected = 256 + 2L * path.length();
        for (int r = 0; r < regions.size(); r++) {
            long lines = regions.oldEnd(r) - regions.oldStart(r) + regions.newEnd(r) - regions.newStart(r);
            expected += (lines + 2L * LineDiff.CONTEXT_LINES) * meanLine + HUNK_HEADER_ROOM;
        }
        return (int) Math.min(1 << 30, expected);
    }

    /**
     * Whether no original line [from, to) occurs among the current lines [newFrom, newTo), decided
     * on line hashes (a false hit only sends the region to the full diff): the original's from
     * {@code originalHashes} when known, else computed for these lines.
     */
    private static boolean sharesNoLine(
            String original,
            int[] starts,
            int @Nullable [] originalHashes,
            int from,
            int to,
            MatchText current,
            int newFrom,
            int newTo) {
        if (from == to || newFrom == newTo) {
            return true;
        }
        int capacity = Integer.highestOneBit((to - from) * 2 + 1) << 1;
        int mask = capacity - 1;
        int[] hashes = new int[capacity];
        boolean[] used = new boolean[capacity];
        for (int i = from; i < to; i++) {
            int hash = originalHashes != null ? originalHashes[i] : lineHash(original, starts, i);
            int slot = HashSpread.spread(hash) & mask;
            while (used[slot] && hashes[slot] != hash) {
                slot = (slot + 1) & mask;
            }
            used[slot] = true;
            hashes[slot] = hash;
        }
        for (int j = newFrom; j < newTo; j++) {
            int hash = current.lineHash(j + 1);
            for (int slot = HashSpread.spread(hash) & mask; used[slot]; slot = (slot + 1) & mask) {
                if (hashes[slot] == hash) {
                    return false;
                }
            }
        }
        return true;
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

    /**
     * The hash of a text's 0-based line {@code i} (its line break excluded), given its {@link
     * #lineStarts}: computed for the lines of changed regions only, as {@link MatchText#lineHash}
     * computes the current ones.
     */
    private static int lineHash(String text, int[] starts, int i) {
        int end = starts[i + 1];
        if (end > starts[i] && text.charAt(end - 1) == '\n') {
            end--;
        }
        int hash = 0;
        for (int at = starts[i]; at < end; at++) {
            hash = 31 * hash + text.charAt(at);
        }
        return hash;
    }

    /** The original's lines, read through its line starts. */
    private record OriginalLines(String text, int[] starts) implements UnifiedHunks.Side {
        @Override
        public int lineCount() {
            return starts.length - 1;
        }

        @Override
        public void appendLine(StringBuilder out, int line) {
            out.append(text, starts[line], starts[line + 1]);
        }
    }

    /**
     * The edited text's lines (0-based here, 1-based in the text), appended to a builder made wide
     * when {@code wide}.
     */
    private record CurrentLines(MatchText text, boolean wide) implements UnifiedHunks.Side {
        @Override
        public int lineCount() {
            return text.lineCount();
        }

        @Override
        public void appendLine(StringBuilder out, int line) {
            text.appendTo(out, text.lineStart(line + 1), text.lineStart(line + 2), wide);
        }
    }

    /**
     * Appends one side of a snippet: the first {@link #SNIPPET_LINES} lines of {@code [from, to)}
     * (which starts at line {@code first}), each prefixed by {@code marker} and cut at 200
     * characters, then a {@code … (n more lines)} note, into a builder made wide when {@code
     * wide}.
     *
     * @return the number of lines in {@code [from, to)} (a last line without a line break counts)
     */
    private static int side(StringBuilder out, boolean wide, char marker, MatchText text, int first, int from, int to) {
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
                text.appendTo(out, start, start + 200, wide);
                out.append('…');
            } else {
                text.appendTo(out, start, end, wide);
            }
            out.append('\n');
        }
        if (count > shown) {
            out.append(marker).append("… (").append(count - shown).append(" more lines)\n");
        }
        return count;
    }
}
