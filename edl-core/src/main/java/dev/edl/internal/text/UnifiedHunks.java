package dev.edl.internal.text;

import java.util.ArrayList;
import java.util.List;

/**
 * The one writer of unified-diff text ({@code diff -u}): the {@code ---}/{@code +++} header, then
 * hunks of {@link LineDiff#CONTEXT_LINES} context lines around the given changes, with {@code \ No
 * newline at end of file} after a last line that has no line break. Changes closer than twice the
 * context share a hunk.
 *
 * <p>The lines come from two {@link Side}s, so a caller whose text is not a list of strings (a text
 * under edit, an original with its line starts) writes its lines without copying them first.
 */
public final class UnifiedHunks {
    /** What follows a last line that has no line break. */
    public static final String NO_NEWLINE = "\n\\ No newline at end of file\n";

    private UnifiedHunks() {}

    /** The lines of one side of a diff. */
    public interface Side {
        /**
         * The number of lines.
         *
         * @return the line count (a last line without a line break counts)
         */
        int lineCount();

        /**
         * Appends a line with its line break, if it has one.
         *
         * @param out where to append
         * @param line the line (0-based)
         */
        void appendLine(StringBuilder out, int line);

        /**
         * Appends the lines {@code [from, to)} as a diff shows them: each after {@code marker},
         * with its line break if it has one, else followed by {@code \ No newline at end of file}.
         * A side whose lines sit in one string overrides it to append a run of them in one pass.
         *
         * @param out where to append
         * @param marker the diff's marker of these lines ({@code ' '}, {@code '-'} or {@code '+'})
         * @param from the first line (0-based)
         * @param to the line after the last
         */
        default void appendLines(StringBuilder out, char marker, int from, int to) {
            for (int line = from; line < to; line++) {
                out.append(marker);
                appendLine(out, line);
                // the marker is never a line break, so an empty last line gets its note too
                if (out.charAt(out.length() - 1) != '\n') {
                    out.append(NO_NEWLINE);
                }
            }
        }
    }

    /**
     * Appends the header and the hunks of a diff.
     *
     * @param out where to append
     * @param path the path shown in the {@code ---}/{@code +++} header (after {@code a/} and {@code
     *     b/})
     * @param before the old lines
     * @param after the new lines
     * @param changes the changes, in order, none overlapping; not empty
     */
    public static void write(StringBuilder out, String path, Side before, Side after, List<LineChange> changes) {
        Writer writer = new Writer(out, path, before, after);
        for (LineChange change : changes) {
            writer.add(change);
        }
        writer.finish();
    }

    /**
     * Writes a diff as its changes arrive in order: each hunk as soon as the next change is too far
     * to share it. A caller that works out the changes region by region (edl-batch's change
     * tracker) so writes each region's lines right after reading them, while they are still in the
     * cache, instead of reading every region once to find the changes and again to write them.
     */
    public static final class Writer {
        private final StringBuilder out;
        private final String path;
        private final Side before;
        private final Side after;
        private final List<LineChange> pending = new ArrayList<>();
        private boolean started;

        /**
         * A writer that appends to {@code out}; nothing is appended before the first change.
         *
         * @param out where to append
         * @param path the path shown in the {@code ---}/{@code +++} header
         * @param before the old lines
         * @param after the new lines
         */
        public Writer(StringBuilder out, String path, Side before, Side after) {
            this.out = out;
            this.path = path;
            this.before = before;
            this.after = after;
        }

        /**
         * Adds the next change: after every change added before, not overlapping them.
         *
         * @param change the change (0-based lines)
         */
        public void add(LineChange change) {
            if (!started) {
                out.append("--- a/").append(path).append('\n');
                out.append("+++ b/").append(path).append('\n');
                started = true;
            }
            if (!pending.isEmpty()
                    && change.oldStart() - pending.get(pending.size() - 1).oldEnd() > 2 * LineDiff.CONTEXT_LINES) {
                hunk(out, before, after, pending);
                pending.clear();
            }
            pending.add(change);
        }

        /**
         * Writes the last hunk.
         *
         * @return whether any change was added (else nothing was written)
         */
        public boolean finish() {
            if (!pending.isEmpty()) {
                hunk(out, before, after, pending);
                pending.clear();
            }
            return started;
        }
    }

    private static void hunk(StringBuilder out, Side before, Side after, List<LineChange> changes) {
        int context = LineDiff.CONTEXT_LINES;
        LineChange first = changes.get(0);
        LineChange last = changes.get(changes.size() - 1);
        int oldFrom = Math.max(0, first.oldStart() - context);
        int newFrom = first.newStart() - (first.oldStart() - oldFrom);
        int oldTo = Math.min(before.lineCount(), last.oldEnd() + context);
        int newTo = last.newEnd() + (oldTo - last.oldEnd());
        out.append("@@ -");
        range(out, oldFrom, oldTo - oldFrom);
        out.append(" +");
        range(out, newFrom, newTo - newFrom);
        out.append(" @@\n");
        int oldAt = oldFrom;
        for (LineChange change : changes) {
            before.appendLines(out, ' ', oldAt, change.oldStart());
            before.appendLines(out, '-', change.oldStart(), change.oldEnd());
            after.appendLines(out, '+', change.newStart(), change.newEnd());
            oldAt = change.oldEnd();
        }
        before.appendLines(out, ' ', oldAt, oldTo);
    }

    /** Appends a hunk header's range: the 1-based first line (the line before, for none), then {@code ,count} unless 1. */
    private static void range(StringBuilder out, int from, int count) {
        out.append(count == 0 ? from : from + 1);
        if (count != 1) {
            out.append(',').append(count);
        }
    }
}
