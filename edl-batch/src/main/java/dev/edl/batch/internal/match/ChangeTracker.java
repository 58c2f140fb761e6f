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
 * <p>On a text of {@link #KEEP_EDIT_LINES_FROM} characters or more, each edit's lines (and a few
 * unchanged ones around them) are copied while the edit has them in the cache ({@link
 * EditWindows}), and the diff writes the hunk of an edit that no other edit came near from that
 * copy: on such a text, reading the lines again at the end would cost a trip to memory per edit.
 *
 * <p>Each applied occurrence yields a bounded snippet of its region ({@code @@ line N @@} with
 * {@code -} old and {@code +} new lines, no diff algorithm). Not thread-safe.
 */
public final class ChangeTracker {
    /** Lines shown per side in an edit snippet. */
    static final int SNIPPET_LINES = 8;

    /** Room for one hunk's {@code @@ -a,b +c,d @@} line with line numbers of up to 7 digits. */
    private static final int HUNK_HEADER_ROOM = 40;

    /**
     * The length from which a tracker keeps each edit's lines for the diff ({@link EditWindows}):
     * a text of 4 Mi characters takes 8 MiB in its blocks, and with the original and the indexes
     * outgrows a processor's last-level cache, so the diff's reads of the texts would go to memory.
     * A smaller text stays in the cache, and copying the lines would only add work (W4: 9 %).
     */
    static final int KEEP_EDIT_LINES_FROM = 1 << 22;

    /** The most pairs of lines compared to tell whether an edit's old and new lines share one. */
    private static final int MAX_PAIRS = 64;

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

    /** Each edit's lines, kept for the diff; null when the diff reads every region from the texts. */
    private final @Nullable EditWindows windows;

    /** Edits whose lines were kept; regions the last diff wrote from kept lines (for tests). */
    private int keptEdits;

    private int regionsFromKeptLines;

    private int linesFromKeptLines;

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
        this(original, original.length() >= KEEP_EDIT_LINES_FROM);
    }

    /**
     * A tracker that keeps each edit's lines for the diff, or not (for tests: the diff must be the
     * same either way).
     */
    ChangeTracker(String original, boolean keepsEditWindows) {
        this.original = original;
        this.windows = keepsEditWindows ? new EditWindows() : null;
    }

    /** Whether this tracker keeps each edit's lines for the diff. */
    boolean keepsEditLines() {
        return windows != null;
    }

    /** How many strings the kept lines were sealed into so far (0 when none are kept). */
    int keptChunks() {
        EditWindows kept = windows;
        return kept == null ? 0 : kept.chunks();
    }

    /** How many edits so far had their lines kept. */
    int keptEdits() {
        return keptEdits;
    }

    /** How many regions the last {@link #diff} wrote from kept lines. */
    int regionsFromKeptLines() {
        return regionsFromKeptLines;
    }

    /** How many lines (of both sides, context included) the last {@link #diff} wrote from kept lines. */
    int linesFromKeptLines() {
        return linesFromKeptLines;
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
        boolean wholeLines = regionEnd >= end;
        if (!wholeLines) {
            regionEnd = end;
        }
        // the lines around the edit, while they are in the cache (see EditWindows)
        EditWindows kept = windows;
        int window = kept != null && wholeLines ? kept.window(text, firstLine, lastLine, regionStart, regionEnd) : -1;
        // sized for both sides of a typical region, so that it rarely grows
        int expected = 64 + 2 * Math.min(regionEnd - regionStart, 2 * SNIPPET_LINES * 100);
        StringBuilder snippet = MatchText.stringBuilder(expected, wideSeen)
                .append("@@ line ")
                .append(firstLine)
                .append(" @@\n");
        String replacement = occurrence.replacement();
        // the snippet is read from the kept lines, or from the text's (no copy of the region) into a
        // two-byte builder: a string's range goes into one a character at a time, the text's at once
        boolean snippetFromKept = window >= 0 && !wideSeen;
        if (kept != null && snippetFromKept) {
            side(snippet, '-', kept.lastWindow(), kept.replacedFrom(window), kept.replacedTo(window));
        } else {
            side(snippet, wideSeen, '-', text, firstLine, regionStart, regionEnd);
        }
        text.replace(start, end, replacement);
        if (kept != null && window >= 0) {
            window = kept.added(window, start - regionStart, end - regionStart, replacement);
        }
        int lines;
        if (kept != null && window >= 0 && snippetFromKept) {
            String added = kept.lastAdded();
            lines = side(snippet, '+', added, 0, added.length());
        } else {
            int delta = replacement.length() - (end - start);
            lines = side(snippet, wideSeen, '+', text, firstLine, regionStart, regionEnd + delta);
        }
        if (window >= 0) {
            keptEdits++;
        }
        regions.record(firstLine - 1, lastLine, lines, window);
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
        regionsFromKeptLines = 0;
        linesFromKeptLines = 0;
        // edits that cancel out across regions (a line removed here, the same added there) leave
        // regions whose own diffs are not empty
        if (regions.size() == 0 || current.contentEquals(original)) {
            return "";
        }
        int[] starts = oldStarts != null ? oldStarts : lineStarts(original);
        StringBuilder out = MatchText.stringBuilder(expectedLength(starts.length - 1, path), wideSeen);
        int size = regions.size();
        // a region whose edit's lines were kept is written from them; the others are read from the
        // texts, each as soon as its changes are known, while its lines are still in the cache
        UnifiedHunks.Side before = new OriginalLines(original, starts);
        UnifiedHunks.Side after = new CurrentLines(current, wideSeen);
        EditWindows kept = windows;
        if (kept != null) {
            kept.seal();
        }
        int[] usable = kept == null ? new int[0] : usableWindows(kept);
        KeptOrRead keptBefore = null;
        KeptOrRead keptAfter = null;
        if (kept != null) {
            keptBefore = new KeptOrRead(before, kept, true, usable, regions);
            keptAfter = new KeptOrRead(after, kept, false, usable, regions);
            before = keptBefore;
            after = keptAfter;
        }
        UnifiedHunks.Writer writer = new UnifiedHunks.Writer(out, path, before, after);
        for (int r = 0; r < size; r++) {
            int newStart = regions.newStart(r);
            int newEnd = regions.newEnd(r);
            int oldStart = regions.oldStart(r);
            int oldEnd = regions.oldEnd(r);
            int window = kept == null ? -1 : usable[r];
            // a usable region is its edit's alone: its lines are the kept ones
            boolean fewPairs = (long) (oldEnd - oldStart) * (newEnd - newStart) <= MAX_PAIRS;
            boolean sharesNoLine = kept != null && window >= 0 && fewPairs
                    ? kept.sharesNoLine(window)
                    : sharesNoLine(original, starts, oldHashes, oldStart, oldEnd, current, newStart, newEnd);
            if (sharesNoLine) {
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
        boolean changed = writer.finish();
        if (keptBefore != null && keptAfter != null) {
            linesFromKeptLines = keptBefore.fromKept + keptAfter.fromKept;
        }
        return changed ? out.toString() : "";
    }

    /**
     * For each region, the id of its edit's kept lines when the diff may write the region from
     * them, else -1: the region is one edit's (it never merged with another), and no other region
     * lies among the unchanged lines kept around it (those lines are then the same in the original
     * and in the edited text, and no later edit changed them).
     */
    private int[] usableWindows(EditWindows kept) {
        int size = regions.size();
        int[] usable = new int[size];
        for (int r = 0; r < size; r++) {
            int window = regions.tag(r);
            if (window >= 0) {
                boolean clearBefore = r == 0 || regions.newEnd(r - 1) <= regions.newStart(r) - kept.before(window);
                boolean clearAfter = r == size - 1 || regions.newStart(r + 1) >= regions.newEnd(r) + kept.after(window);
                usable[r] = clearBefore && clearAfter ? window : -1;
            } else {
                usable[r] = -1;
            }
            regionsFromKeptLines += usable[r] >= 0 ? 1 : 0;
        }
        return usable;
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

    /**
     * One side of the diff, read from the edits' kept lines where a region's are usable, else from
     * the text. The diff asks for lines in increasing order: a cursor follows the regions.
     */
    private static final class KeptOrRead implements UnifiedHunks.Side {
        private final UnifiedHunks.Side text;
        private final EditWindows windows;
        private final EditWindows.Reader reader;
        /** The original's side (windows: replaced lines and unchanged ones around), or the edited text's (new lines). */
        private final boolean old;

        private final int[] usable;
        private final ChangedRegions regions;
        private int cursor;

        /** Lines appended from kept lines so far. */
        int fromKept;

        KeptOrRead(UnifiedHunks.Side text, EditWindows windows, boolean old, int[] usable, ChangedRegions regions) {
            this.text = text;
            this.windows = windows;
            this.reader = windows.new Reader(old);
            this.old = old;
            this.usable = usable;
            this.regions = regions;
        }

        @Override
        public int lineCount() {
            return text.lineCount();
        }

        @Override
        public void appendLine(StringBuilder out, int line) {
            int start = keptStart(line);
            if (start >= 0 && start <= line) {
                reader.appendLine(out, usable[cursor], line - start);
                fromKept++;
                return;
            }
            text.appendLine(out, line);
        }

        /** A run of lines inside one region's kept lines is appended from them in one pass. */
        @Override
        public void appendLines(StringBuilder out, char marker, int from, int to) {
            if (from >= to) {
                return;
            }
            int start = keptStart(from);
            if (start >= 0 && start <= from && to <= end(cursor)) {
                reader.appendLines(out, marker, usable[cursor], from - start, to - start);
                fromKept += to - from;
                return;
            }
            UnifiedHunks.Side.super.appendLines(out, marker, from, to);
        }

        /**
         * Moves the cursor to the first region whose kept lines end after {@code line} (lines are
         * asked in increasing order); the first line of its kept lines, or -1 when it has none.
         */
        private int keptStart(int line) {
            while (cursor < usable.length && end(cursor) <= line) {
                cursor++;
            }
            return cursor < usable.length && usable[cursor] >= 0 ? start(cursor) : -1;
        }

        /** The first line of region {@code r}'s kept lines on this side (its own first line when none are kept). */
        private int start(int r) {
            if (!old) {
                return regions.newStart(r);
            }
            int window = usable[r];
            return window >= 0 ? regions.oldStart(r) - windows.before(window) : regions.oldStart(r);
        }

        /** The line after region {@code r}'s kept lines on this side (after the region when none are kept). */
        private int end(int r) {
            if (!old) {
                return regions.newEnd(r);
            }
            int window = usable[r];
            return window >= 0 ? regions.oldEnd(r) + windows.after(window) : regions.oldEnd(r);
        }
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
     * {@link #side(StringBuilder, boolean, char, MatchText, int, int, int)} for the whole lines
     * {@code [from, to)} of a string.
     *
     * @return the number of lines in {@code [from, to)} (a last line without a line break counts)
     */
    private static int side(StringBuilder out, char marker, String lines, int from, int to) {
        int count = 0;
        for (int at = from; at < to; count++) {
            int newline = lines.indexOf('\n', at);
            int end = newline < 0 || newline >= to ? to : newline;
            if (count < SNIPPET_LINES) {
                out.append(marker);
                if (end - at > 200) {
                    out.append(lines, at, at + 200).append('…');
                } else {
                    out.append(lines, at, end);
                }
                out.append('\n');
            }
            at = end < to ? end + 1 : to;
        }
        if (count > SNIPPET_LINES) {
            out.append(marker).append("… (").append(count - SNIPPET_LINES).append(" more lines)\n");
        }
        return count;
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
