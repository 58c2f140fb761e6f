package dev.edl.batch.internal.match;

import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.MatchText;
import dev.edl.internal.text.UnifiedHunks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a {@link ChangeTracker} keeps of each edit for the final diff, copied while the edit has its
 * lines in the cache: the edit's <em>window</em> (the replaced lines with up to {@link
 * LineDiff#CONTEXT_LINES} unchanged lines on each side, as they were just before the edit) and the
 * lines that replaced them. The diff writes the hunk of an edit that no other edit came near from
 * these, without reading the text again.
 *
 * <p>Why: on a text larger than the processor's caches, the diff's first read of each changed
 * region's lines (in the original and in the edited text) was a trip to memory per region, so the
 * diff of 10,000 edits on a million lines cost 30 times that of 1,000 edits on 100,000 lines.
 *
 * <p>Layout: each edit's window, then its new lines, are copied on to one builder, sealed into a
 * string every {@link #CHUNK_CHARS} characters; an edit is a chunk and offsets into it. So the
 * diff reads the kept lines in the order the edits were made as a few long strings, one pass
 * through memory that the processor can fetch ahead. Two strings per edit (the layout until
 * 2026-11-27) lay wherever the edit's other allocations left them, each a trip to memory at the
 * diff: W8exactx10's diff took 4.5 ms of its batch where the same diff run again, its strings in
 * the cache, took 2.2 ms.
 *
 * <p>Memory: the kept characters (one byte each for Latin-1 text), nothing of an edit whose window
 * and new lines pass {@link #MAX_CHARS} characters, and eight ints per edit. Not thread-safe.
 */
final class EditWindows {
    /** The most characters (window and new lines together) kept of one edit. */
    static final int MAX_CHARS = 4096;

    /** The characters after which the builder of kept lines is sealed into a string. */
    static final int CHUNK_CHARS = 1 << 16;

    private static final int FIELDS = 8;
    /** The chunk holding the edit's window and new lines. */
    private static final int CHUNK = 0;
    /** Where the window starts in its chunk. */
    private static final int WINDOW_AT = 1;
    /** Where the new lines start in the chunk (right after the window), and where they end. */
    private static final int ADDED_AT = 2;

    private static final int ADDED_END = 3;
    private static final int BEFORE = 4;
    private static final int AFTER = 5;
    /** Where the replaced lines start in the window, and where the lines after them start. */
    private static final int REPLACED_FROM = 6;

    private static final int REPLACED_TO = 7;

    private final List<String> sealed = new ArrayList<>();
    private final StringBuilder open = new StringBuilder(CHUNK_CHARS + 2 * MAX_CHARS);
    private int[] fields = new int[16 * FIELDS];
    private int size;
    /** The last edit's window and new lines as strings of their own, for its snippet. */
    private String lastWindow = "";

    private String lastAdded = "";

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
        if (open.length() >= CHUNK_CHARS) {
            seal();
        }
        if (size * FIELDS == fields.length) {
            fields = Arrays.copyOf(fields, fields.length * 2);
        }
        int id = size++;
        int at = id * FIELDS;
        String window = text.substring(from, to);
        fields[at + CHUNK] = sealed.size();
        fields[at + WINDOW_AT] = open.length();
        open.append(window);
        fields[at + ADDED_AT] = open.length();
        fields[at + ADDED_END] = open.length();
        fields[at + BEFORE] = before;
        fields[at + AFTER] = after;
        fields[at + REPLACED_FROM] = replacedFrom - from;
        fields[at + REPLACED_TO] = replacedTo - from;
        lastWindow = window;
        lastAdded = "";
        return id;
    }

    /**
     * Keeps the lines that replace an edit's: its replaced lines with {@code [start, end)} of them
     * replaced (made from the window, so the edited text is not read again). Nothing else may be
     * kept between an edit's {@link #window} and this call.
     *
     * @param id the id {@link #window} gave
     * @param start where the replaced text starts, from the start of the replaced lines
     * @param end where it ends, from the same start
     * @param replacement the text that replaces it
     * @return the id, or -1 when the window and the new lines together are too long to keep
     */
    int added(int id, int start, int end, String replacement) {
        int at = id * FIELDS;
        int from = fields[at + REPLACED_FROM];
        int to = fields[at + REPLACED_TO];
        int length = to - from - (end - start) + replacement.length();
        if (lastWindow.length() + length > MAX_CHARS || fields[at + ADDED_AT] != open.length()) {
            return -1;
        }
        String lines = new StringBuilder(length)
                .append(lastWindow, from, from + start)
                .append(replacement)
                .append(lastWindow, from + end, to)
                .toString();
        open.append(lines);
        fields[at + ADDED_END] = open.length();
        lastAdded = lines;
        return id;
    }

    /**
     * The window the last {@link #window} call kept, as a string of its own (an edit's snippet is
     * written from it while the edit is made).
     */
    String lastWindow() {
        return lastWindow;
    }

    /** The new lines the last {@link #added} call kept, as a string of its own. */
    String lastAdded() {
        return lastAdded;
    }

    /** Where the replaced lines start in an edit's window. */
    int replacedFrom(int id) {
        return fields[id * FIELDS + REPLACED_FROM];
    }

    /** Where the replaced lines end in an edit's window (their last line break included). */
    int replacedTo(int id) {
        return fields[id * FIELDS + REPLACED_TO];
    }

    /** Seals the kept lines so far into a string: the diff reads strings (called before it). */
    void seal() {
        if (open.length() > 0) {
            sealed.add(open.toString());
            open.setLength(0);
        }
    }

    /** The strings the kept lines were sealed into so far (for tests). */
    int chunks() {
        return sealed.size();
    }

    /** The unchanged lines kept before an edit's replaced lines. */
    int before(int id) {
        return fields[id * FIELDS + BEFORE];
    }

    /** The unchanged lines kept after an edit's replaced lines. */
    int after(int id) {
        return fields[id * FIELDS + AFTER];
    }

    /**
     * Whether no replaced line equals a new line, their line breaks left out (as the diff's line
     * hashes leave them out): compares every pair, so the caller bounds the pairs (the lines are
     * its region's, which it knows). The kept lines must be sealed.
     */
    boolean sharesNoLine(int id) {
        int at = id * FIELDS;
        String chunk = sealed.get(fields[at + CHUNK]);
        int windowAt = fields[at + WINDOW_AT];
        int oldTo = windowAt + fields[at + REPLACED_TO];
        int newFrom = fields[at + ADDED_AT];
        int newTo = fields[at + ADDED_END];
        for (int oldAt = windowAt + fields[at + REPLACED_FROM]; oldAt < oldTo; ) {
            int oldEnd = contentEnd(chunk, oldAt, oldTo);
            for (int newAt = newFrom; newAt < newTo; ) {
                int newEnd = contentEnd(chunk, newAt, newTo);
                if (newEnd - newAt == oldEnd - oldAt && chunk.regionMatches(oldAt, chunk, newAt, newEnd - newAt)) {
                    return false;
                }
                newAt = lineAfter(newEnd, newTo);
            }
            oldAt = lineAfter(oldEnd, oldTo);
        }
        return true;
    }

    /** A reader of one kind of kept lines, fast for lines asked in increasing order; the kept lines must be sealed. */
    final class Reader {
        private final boolean ofWindows;
        private int id = -1;
        private int line;
        private int at;
        private int end;
        private String chunk = "";

        /**
         * @param ofWindows true to read windows' lines, false to read new lines
         */
        Reader(boolean ofWindows) {
            this.ofWindows = ofWindows;
        }

        /** Appends line {@code k} (0-based) of edit {@code id}'s window or new lines, with its line break. */
        void appendLine(StringBuilder out, int id, int k) {
            seek(id, k);
            int lineEnd = lineAfter(contentEnd(chunk, at, end), end);
            out.append(chunk, at, lineEnd);
        }

        /**
         * Appends lines {@code [from, to)} (0-based) of edit {@code id}'s window or new lines as a
         * diff shows them (see {@link UnifiedHunks.Side#appendLines}): one pass through the kept
         * string, a search for each line's break and one append of the line.
         */
        void appendLines(StringBuilder out, char marker, int id, int from, int to) {
            if (from >= to) {
                return;
            }
            seek(id, from);
            for (; line < to; line++) {
                int newline = chunk.indexOf('\n', at);
                out.append(marker);
                if (newline < 0 || newline >= end) {
                    // the text's last line, without a line break (it is the last kept line)
                    out.append(chunk, at, end).append(UnifiedHunks.NO_NEWLINE);
                    at = end;
                } else {
                    out.append(chunk, at, newline + 1);
                    at = newline + 1;
                }
            }
        }

        /** Moves to line {@code k} of edit {@code id}'s kept lines (forward from where it is, when it can). */
        private void seek(int id, int k) {
            if (id != this.id || k < line) {
                int fieldsAt = id * FIELDS;
                this.id = id;
                chunk = sealed.get(fields[fieldsAt + CHUNK]);
                at = fields[fieldsAt + (ofWindows ? WINDOW_AT : ADDED_AT)];
                end = fields[fieldsAt + (ofWindows ? ADDED_AT : ADDED_END)];
                line = 0;
            }
            for (; line < k; line++) {
                at = lineAfter(contentEnd(chunk, at, end), end);
            }
        }
    }

    /** Where the line starting at {@code at} ends (before {@code end}), its line break left out. */
    private static int contentEnd(String lines, int at, int end) {
        int newline = lines.indexOf('\n', at);
        return newline < 0 || newline >= end ? end : newline;
    }

    /** Where the next line starts, given where this one's content ends. */
    private static int lineAfter(int contentEnd, int end) {
        return contentEnd < end ? contentEnd + 1 : contentEnd;
    }
}
