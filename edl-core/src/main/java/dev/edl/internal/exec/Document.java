package dev.edl.internal.exec;

import dev.edl.SelectedRange;
import dev.edl.files.TextFile;
import dev.edl.internal.text.MatchText;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One file's state during a run: its text as first loaded, its current text, and every splice in
 * between (for line-number mapping and the report's mutation counts).
 *
 * <p>Cost. The current text is a {@link MatchText}, the engine edl-batch uses too: its cost and
 * memory are argued there. Here, per command: a heredoc {@code select} asks it for the whole-line
 * occurrences of the pattern ({@link #findLines}), which each of its blocks answers from its
 * line-hash index through the pattern's least common line (blocks whose gram filter lacks the
 * pattern are not asked), or, when every line of the pattern is too common to be indexed (a
 * closing brace and the like), by walking the kept line hashes from the scope; so its cost grows
 * with the pattern, its candidates and the number of blocks, not with the file. A {@code replace}
 * of one range costs the replaced and inserted text plus at most one block's gap, in whatever
 * order the script edits. Regexes need the text as one run of characters ({@link #content()}):
 * the engine's flat copy, made once and kept current while regexes go on between edits (each edit
 * then also moves the copy's characters after it, what a {@code StringBuilder} edit costs), dropped
 * when they stop. Several ranges edited at once ({@code select_multiple} + {@code replace}) are
 * applied from the last to the first. Mapping a line number of the original text costs the splices
 * made so far ({@link SpliceLog}), and the original's line starts are kept (4 bytes per line) for
 * it.
 *
 * <p>Memory: the original string, the current text (2 bytes per character plus the engine's line
 * tables, about 20 bytes per line), and, once searches need them, the engine's indexes (at most 8
 * bytes per character, see {@link MatchText#indexBytes}).
 */
final class Document {
    /** One splice of the current text: {@code [start, end)} becomes {@code insert}. */
    record Edit(int start, int end, String insert) {}

    private final TextFile file;
    private final String original;
    /** The original's line starts, found on first use (only line-number selectors need them). */
    private @Nullable LineOffsets originalLines;

    private final SpliceLog splices = new SpliceLog();
    private final List<CallerText> literalTexts = new ArrayList<>();
    /** Every range a selection command selected: {start, end} of the then-current text, splices so far. */
    private final List<int[]> selected = new ArrayList<>();
    /** The current text, indexed for searches and edited in place. */
    private final MatchText content;
    /** {@link #text()} of the current content, until the next mutation. */
    private @Nullable String textCopy;

    private int mutationCommands;
    private int replacements;
    private int insertions;
    private int deletions;
    private int linesAdded;
    private int inlineInsertions;
    private int linesRemoved;

    /**
     * @param file the file as read
     * @param wholeLineSearchesAhead how many whole-line searches are coming: when some, each block of the
     *     text indexes its lines as soon as it is copied ({@link MatchText#forWholeLines(String,
     *     int)})
     */
    Document(TextFile file, int wholeLineSearchesAhead) {
        this.file = file;
        this.original = file.text();
        this.content = wholeLineSearchesAhead > 0
                ? MatchText.forWholeLines(original, wholeLineSearchesAhead)
                : MatchText.of(original);
    }

    TextFile file() {
        return file;
    }

    String path() {
        return file.path();
    }

    boolean isNew() {
        return file.isNew();
    }

    String original() {
        return original;
    }

    /** The current text as a string (a copy: use {@link #content()} for searching). */
    String text() {
        String copy = textCopy;
        if (copy == null) {
            copy = content.toString();
            textCopy = copy;
        }
        return copy;
    }

    /**
     * The live current text as one run of characters (for regexes); valid until the next mutation.
     * Prefer {@link #charAt}, {@link #substring}, {@link #occurrences} and {@link #findLines}.
     */
    CharSequence content() {
        return content.flat();
    }

    /**
     * A live view of the current text that reads the engine's blocks (no copy); valid until the
     * next mutation. Each read finds its block (the last one is remembered), so it suits readers
     * that touch a few places, not a scan of the whole text.
     */
    CharSequence view() {
        return content.chars();
    }

    /** The current text's line count: a final line break does not add one; {@code ""} has none. */
    int lineCount() {
        return content.lineCount();
    }

    char charAt(int offset) {
        return content.charAt(offset);
    }

    String substring(int start, int end) {
        return content.substring(start, end);
    }

    /** The first occurrence of a text at or after {@code from}, or -1: a scan of {@link #content()}. */
    int indexOf(String search, int from) {
        return content.indexOf(search, from);
    }

    /** See {@link MatchText#readAhead}. */
    int readAhead(String[] lines, @Nullable String[] written, int count) {
        return content.readAhead(lines, written, count);
    }

    /** Every occurrence of a non-empty text, overlapping ones included, in order (from the indexes). */
    int[] occurrences(String search) {
        return content.occurrences(search);
    }

    /**
     * The whole-line occurrences of {@code lines} (a heredoc pattern: it starts a line and ends one)
     * that start at or after {@code scopeStart} and end at or before {@code scopeEnd}, as many as
     * {@code want} asks for, in text order; a range takes the line break after it.
     */
    List<TextRange> findLines(String lines, int scopeStart, int scopeEnd, PatternSearch.Want want) {
        List<TextRange> found = new ArrayList<>(2);
        int length = content.length();
        if (lines.isEmpty()) {
            // an empty pattern is an empty line: no index lists those, the text is read
            CharSequence text = content.flat();
            boolean last = want == PatternSearch.Want.LAST;
            for (int i = scopeStart; i <= scopeEnd; i++) {
                int at = last ? scopeEnd + scopeStart - i : i;
                if ((at == 0 || text.charAt(at - 1) == '\n') && (at == length || text.charAt(at) == '\n')) {
                    if (collect(found, new TextRange(at, at < length ? at + 1 : at, true), want)) {
                        break;
                    }
                }
            }
            return found;
        }
        int[] hits = content.wholeLineOccurrences(lines);
        if (hits == null) {
            return walkLines(lines, scopeStart, scopeEnd, want);
        }
        int size = lines.length();
        for (int i = 0; i < hits.length; i++) {
            int at = hits[want == PatternSearch.Want.LAST ? hits.length - 1 - i : i];
            int end = at + size;
            if (at >= scopeStart
                    && end <= scopeEnd
                    && collect(found, new TextRange(at, end < length ? end + 1 : end, true), want)) {
                break;
            }
        }
        return found;
    }

    /**
     * {@link #findLines} for a pattern whose lines are all too common to be indexed (a closing
     * brace): walks the lines from the scope's start (from its end for {@code LAST}), comparing
     * the kept line hashes with the pattern's first line, and stops when {@code want} has all it
     * asks for; such a pattern is usually wanted near the selection ({@code extend_forward}).
     */
    private List<TextRange> walkLines(String lines, int scopeStart, int scopeEnd, PatternSearch.Want want) {
        List<TextRange> found = new ArrayList<>(2);
        int firstBreak = lines.indexOf('\n');
        int hash =
                lines.substring(0, firstBreak < 0 ? lines.length() : firstBreak).hashCode();
        int count = content.lineCount();
        boolean last = want == PatternSearch.Want.LAST;
        int line = content.lineOf(last ? scopeEnd : scopeStart);
        for (; line >= 1 && line <= count; line += last ? -1 : 1) {
            int at = content.lineStart(line);
            if (last ? at < scopeStart : at + lines.length() > scopeEnd) {
                break;
            }
            if (at >= scopeStart
                    && at + lines.length() <= scopeEnd
                    && content.lineHash(line) == hash
                    && wholeLineAt(lines, at)
                    && collect(found, range(at, lines.length()), want)) {
                break;
            }
        }
        return found;
    }

    /** Whether {@code lines} occurs at the line start {@code at} and ends a line. */
    private boolean wholeLineAt(String lines, int at) {
        int end = at + lines.length();
        int length = content.length();
        if (end > length || end < length && content.charAt(end) != '\n') {
            return false;
        }
        for (int i = 0; i < lines.length(); i++) {
            if (content.charAt(at + i) != lines.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private TextRange range(int at, int size) {
        int end = at + size;
        return new TextRange(at, end < content.length() ? end + 1 : end, true);
    }

    /** Adds a match; true when {@code want} has all it asks for. */
    private static boolean collect(List<TextRange> found, TextRange range, PatternSearch.Want want) {
        if (want == PatternSearch.Want.LAST) {
            found.clear();
            found.add(range);
            return true;
        }
        found.add(range);
        return want == PatternSearch.Want.FIRST || want == PatternSearch.Want.TWO && found.size() == 2;
    }

    int length() {
        return content.length();
    }

    boolean changed() {
        return isNew() || !content.contentEquals(original);
    }

    /**
     * The 1-based line of an offset in the current text, read from the engine's line table (no pass
     * over the text): an offset after a final line break is on the empty line after it, as {@link
     * LineOffsets#lineOf} has it.
     */
    int currentLineOf(int offset) {
        int length = content.length();
        if (length == 0) {
            return 1;
        }
        if (offset == length && content.charAt(length - 1) == '\n') {
            return content.lineCount() + 1;
        }
        return content.lineOf(offset);
    }

    /** The 0-based column of an offset in the current text (see {@link #currentLineOf}). */
    int currentColumnOf(int offset) {
        return offset - content.lineStart(currentLineOf(offset));
    }

    LineOffsets originalLines() {
        LineOffsets lines = originalLines;
        if (lines == null) {
            lines = LineOffsets.of(original);
            originalLines = lines;
        }
        return lines;
    }

    /** Maps an offset of the original text to the current text; -1 if it was inside a changed region. */
    int mapOriginalOffset(int offset) {
        return splices.map(offset);
    }

    /** Notes ranges of the current text a selection command selected (mapped back to the original). */
    void noteSelected(List<TextRange> ranges) {
        for (TextRange range : ranges) {
            selected.add(new int[] {range.start(), range.end(), splices.size()});
        }
    }

    /** What {@link #noteSelected} noted, in lines and columns of the original text. */
    Supplier<List<SelectedRange>> selectedInOriginal(ResultFactory results) {
        // Computed when asked: each range costs the splices before it, and most callers never ask.
        List<int[]> noted = List.copyOf(selected);
        return () -> {
            List<SelectedRange> out = new ArrayList<>(noted.size());
            LineOffsets lines = originalLines();
            for (int[] range : noted) {
                int start = splices.unmap(range[0], true, range[2]);
                int end = splices.unmap(range[1], false, range[2]);
                out.add(results.selectedRange(
                        lines.lineOf(start),
                        lines.columnOf(start),
                        lines.lineOf(end),
                        lines.columnOf(end),
                        original.substring(start, end)));
            }
            return out;
        };
    }

    /** Literal texts of the mutation commands applied to this document, in order. */
    List<CallerText> literalTexts() {
        return literalTexts;
    }

    int mutationCommands() {
        return mutationCommands;
    }

    void countMutationCommand(String command, @Nullable String literal) {
        mutationCommands++;
        if (literal != null) {
            literalTexts.add(new CallerText(command, literal));
        }
    }

    int replacements() {
        return replacements;
    }

    int insertions() {
        return insertions;
    }

    /** Insertions of text without a line break (inside a line). */
    int inlineInsertions() {
        return inlineInsertions;
    }

    int deletions() {
        return deletions;
    }

    int linesAdded() {
        return linesAdded;
    }

    int linesRemoved() {
        return linesRemoved;
    }

    /** Kinds of splice, for the report's counts. */
    enum Kind {
        REPLACEMENT,
        INSERTION,
        DELETION
    }

    /**
     * Applies sorted, non-overlapping edits, from the last to the first (the engine's gap crosses
     * the text once).
     *
     * @return for each edit, the offset in the new text where its inserted text starts
     */
    int[] apply(List<Edit> edits, Kind kind) {
        textCopy = null;
        int[] newStarts = new int[edits.size()];
        int inline = 0;
        int delta = 0;
        for (int i = 0; i < edits.size(); i++) {
            Edit edit = edits.get(i);
            newStarts[i] = edit.start() + delta;
            splices.record(
                    newStarts[i],
                    edit.end() + delta,
                    newStarts[i] + edit.insert().length());
            delta += edit.insert().length() - (edit.end() - edit.start());
            String removed = content.substring(edit.start(), edit.end());
            if (kind != Kind.REPLACEMENT && edit.insert().indexOf('\n') < 0 && removed.indexOf('\n') < 0) {
                // text put into or taken out of a line adds or removes no line (a replacement
                // counts the lines it rewrote)
                inline += kind == Kind.INSERTION ? 1 : 0;
                continue;
            }
            linesRemoved += Texts.lineCount(removed);
            linesAdded += Texts.lineCount(edit.insert());
        }
        for (int i = edits.size() - 1; i >= 0; i--) {
            Edit edit = edits.get(i);
            content.replace(edit.start(), edit.end(), edit.insert());
        }
        switch (kind) {
            case REPLACEMENT -> replacements += edits.size();
            case INSERTION -> {
                insertions += edits.size() - inline;
                inlineInsertions += inline;
            }
            case DELETION -> deletions += edits.size();
        }
        return newStarts;
    }
}
