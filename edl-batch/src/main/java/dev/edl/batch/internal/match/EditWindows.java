package dev.edl.batch.internal.match;

import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.MatchText;
import java.util.Arrays;

/**
 * What a {@link ChangeTracker} keeps of each edit for the final diff, copied while the edit has its
 * lines in the cache: the edit's <em>window</em> (the replaced lines with up to {@link
 * LineDiff#CONTEXT_LINES} unchanged lines on each side, as they were just before the edit) and the
 * lines that replaced them. The diff writes the hunk of an edit that no other edit came near from
 * these two strings, without reading the text again.
 *
 * <p>Why: on a text larger than the processor's caches, the diff's first read of each changed
 * region's lines (in the original and in the edited text) was a trip to memory per region, so the
 * diff of 10,000 edits on a million lines cost 30 times that of 1,000 edits on 100,000 lines. The
 * copies cost one substring of the window before the edit and one of the new lines after it,
 * both in the cache then; the diff reads them in the order the edits were made (for edits in file
 * order, one pass through memory).
 *
 * <p>Memory: the two strings per edit (a few lines each; nothing is kept of an edit whose window
 * and new lines pass {@link #MAX_CHARS} characters). Not thread-safe.
 */
final class EditWindows {
    /** The most characters (window and new lines together) kept of one edit. */
    static final int MAX_CHARS = 4096;

    private static final int FIELDS = 4;
    private static final int BEFORE = 0;
    private static final int AFTER = 1;
    /** Where the replaced lines start in the window, and where the lines after them start. */
    private static final int REPLACED_FROM = 2;

    private static final int REPLACED_TO = 3;

    private String[] windows = new String[16];
    private String[] added = new String[16];
    private int[] counts = new int[16 * FIELDS];
    private int size;

    /**
     * Keeps the window of an edit of the whole lines {@code firstLine..lastLine}, before it is
     * made.
     *
     * @param text the text, not yet edited
     * @param firstLine the first replaced line (1-based)
     * @param lastLine the last replaced line (1-based, at least {@code firstLine})
     * @param replacedFrom the offset where line {@code firstLine} starts
     * @param replacedTo the offset after line {@code lastLine} (its line break included)
     * @return the edit's id (finish it with {@link #added}), or -1 when it is too long to keep
     */
    int window(MatchText text, int firstLine, int lastLine, int replacedFrom, int replacedTo) {
        int before = Math.min(LineDiff.CONTEXT_LINES, firstLine - 1);
        int after = Math.min(LineDiff.CONTEXT_LINES, text.lineCount() - lastLine);
        int from = before == 0 ? replacedFrom : text.lineStart(firstLine - before);
        int to = after == 0 ? replacedTo : text.lineStart(lastLine + after + 1);
        if (to - from > MAX_CHARS) {
            return -1;
        }
        if (size == windows.length) {
            windows = Arrays.copyOf(windows, size * 2);
            added = Arrays.copyOf(added, size * 2);
            counts = Arrays.copyOf(counts, size * 2 * FIELDS);
        }
        int id = size++;
        windows[id] = text.substring(from, to);
        added[id] = "";
        int at = id * FIELDS;
        counts[at + BEFORE] = before;
        counts[at + AFTER] = after;
        counts[at + REPLACED_FROM] = replacedFrom - from;
        counts[at + REPLACED_TO] = replacedTo - from;
        return id;
    }

    /**
     * Keeps the lines that replace an edit's: its replaced lines with {@code [start, end)} of them
     * replaced (made from the window, so the edited text is not read again).
     *
     * @param id the id {@link #window} gave
     * @param start where the replaced text starts, from the start of the replaced lines
     * @param end where it ends, from the same start
     * @param replacement the text that replaces it
     * @return the id, or -1 when the window and the new lines together are too long to keep
     */
    int added(int id, int start, int end, String replacement) {
        String window = windows[id];
        int from = counts[id * FIELDS + REPLACED_FROM];
        int to = counts[id * FIELDS + REPLACED_TO];
        int length = to - from - (end - start) + replacement.length();
        if (window.length() + length > MAX_CHARS) {
            return -1;
        }
        String lines = new StringBuilder(length)
                .append(window, from, from + start)
                .append(replacement)
                .append(window, from + end, to)
                .toString();
        added[id] = lines;
        return id;
    }

    /** The window of an edit: its replaced lines with up to {@link #before}/{@link #after} lines around. */
    String window(int id) {
        return windows[id];
    }

    /** Where the replaced lines start in {@link #window(int)}. */
    int replacedFrom(int id) {
        return counts[id * FIELDS + REPLACED_FROM];
    }

    /** Where the replaced lines end in {@link #window(int)} (their last line break included). */
    int replacedTo(int id) {
        return counts[id * FIELDS + REPLACED_TO];
    }

    /** The lines that replaced an edit's (each with its line break, but a last line may have none). */
    String added(int id) {
        return added[id];
    }

    /** The unchanged lines kept before an edit's replaced lines. */
    int before(int id) {
        return counts[id * FIELDS + BEFORE];
    }

    /** The unchanged lines kept after an edit's replaced lines. */
    int after(int id) {
        return counts[id * FIELDS + AFTER];
    }

    /**
     * Whether no replaced line equals a new line, their line breaks left out (as the diff's line
     * hashes leave them out): compares every pair, so the caller bounds the pairs (the lines are
     * its region's, which it knows).
     */
    boolean sharesNoLine(int id) {
        String window = windows[id];
        String next = added[id];
        int oldTo = replacedTo(id);
        for (int oldAt = replacedFrom(id); oldAt < oldTo; ) {
            int oldEnd = Math.min(contentEnd(window, oldAt), oldTo);
            for (int newAt = 0; newAt < next.length(); ) {
                int newEnd = contentEnd(next, newAt);
                if (newEnd - newAt == oldEnd - oldAt && window.regionMatches(oldAt, next, newAt, newEnd - newAt)) {
                    return false;
                }
                newAt = lineAfter(next, newEnd);
            }
            oldAt = lineAfter(window, oldEnd);
        }
        return true;
    }

    /** A reader of one kind of kept lines, fast for lines asked in increasing order. */
    final class Reader {
        private final boolean ofWindows;
        private int id = -1;
        private int line;
        private int at;

        /**
         * @param ofWindows true to read windows' lines, false to read new lines
         */
        Reader(boolean ofWindows) {
            this.ofWindows = ofWindows;
        }

        /** Appends line {@code k} (0-based) of edit {@code id}'s window or new lines, with its line break. */
        void appendLine(StringBuilder out, int id, int k) {
            String lines = ofWindows ? windows[id] : added[id];
            if (id != this.id || k < line) {
                this.id = id;
                line = 0;
                at = 0;
            }
            for (; line < k; line++) {
                at = lineAfter(lines, contentEnd(lines, at));
            }
            int end = lineAfter(lines, contentEnd(lines, at));
            out.append(lines, at, end);
        }
    }

    /** Where the line starting at {@code at} ends, its line break left out. */
    private static int contentEnd(String lines, int at) {
        int newline = lines.indexOf('\n', at);
        return newline < 0 ? lines.length() : newline;
    }

    /** Where the next line starts, given where this one's content ends. */
    private static int lineAfter(String lines, int contentEnd) {
        return contentEnd < lines.length() ? contentEnd + 1 : contentEnd;
    }
}
