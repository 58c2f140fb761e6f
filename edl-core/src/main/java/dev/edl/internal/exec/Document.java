package dev.edl.internal.exec;

import dev.edl.SelectedRange;
import dev.edl.files.TextFile;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One file's state during a run: its text as first loaded, its current text, and every splice in
 * between (for line-number mapping and the report's mutation counts).
 */
final class Document {
    /** One splice of the current text: {@code [start, end)} becomes {@code insert}. */
    record Edit(int start, int end, String insert) {}

    private final TextFile file;
    private final String original;
    private final LineOffsets originalLines;
    private final SpliceLog splices = new SpliceLog();
    private final List<CallerText> literalTexts = new ArrayList<>();
    /** Every range a selection command selected: {start, end} of the then-current text, splices so far. */
    private final List<int[]> selected = new ArrayList<>();
    /** The current text, edited without copying the whole file where it can be. */
    private SplicedText content;
    /** {@link #text()} of the current content, until the next mutation. */
    private @org.jspecify.annotations.Nullable String textCopy;

    private int mutationCommands;
    private int replacements;
    private int insertions;
    private int deletions;
    private int linesAdded;
    private int inlineInsertions;
    private int linesRemoved;

    Document(TextFile file) {
        this.file = file;
        this.original = file.text();
        this.originalLines = LineOffsets.of(original);
        this.content = new SplicedText(original);
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
            copy = content.flat().toString();
            textCopy = copy;
        }
        return copy;
    }

    /**
     * The live current text as one buffer; valid until the next mutation. Never modify it directly.
     * It applies the pending splices: prefer {@link #charAt}, {@link #substring} and {@link #findLines}.
     */
    StringBuilder content() {
        return content.flat();
    }

    char charAt(int offset) {
        return content.charAt(offset);
    }

    String substring(int start, int end) {
        return content.substring(start, end);
    }

    /** See {@link SplicedText#findLines}; null when the caller should scan {@link #content()}. */
    @org.jspecify.annotations.Nullable
    List<TextRange> findLines(String lines, int scopeStart, int scopeEnd, PatternSearch.Want want) {
        return content.findLines(lines, scopeStart, scopeEnd, want);
    }

    int length() {
        return content.length();
    }

    boolean changed() {
        return isNew() || !original.contentEquals(content.flat());
    }

    LineOffsets originalLines() {
        return originalLines;
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
            for (int[] range : noted) {
                int start = splices.unmap(range[0], true, range[2]);
                int end = splices.unmap(range[1], false, range[2]);
                out.add(results.selectedRange(
                        originalLines.lineOf(start),
                        originalLines.columnOf(start),
                        originalLines.lineOf(end),
                        originalLines.columnOf(end),
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

    void countMutationCommand(String command, @org.jspecify.annotations.Nullable String literal) {
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
     * Applies sorted, non-overlapping edits in one pass over the text.
     *
     * @return for each edit, the offset in the new text where its inserted text starts
     */
    int[] apply(List<Edit> edits, Kind kind) {
        textCopy = null;
        int[] newStarts = new int[edits.size()];
        int growth = 0;
        int inline = 0;
        for (Edit edit : edits) {
            growth += edit.insert().length() - (edit.end() - edit.start());
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
        if (edits.size() == 1) {
            // One range: edit in place, which moves only the text after it.
            Edit edit = edits.get(0);
            content.replace(edit.start(), edit.end(), edit.insert());
            newStarts[0] = edit.start();
            splices.record(
                    edit.start(), edit.end(), edit.start() + edit.insert().length());
        } else {
            // Several ranges: one pass into a new buffer, never one pass per range.
            StringBuilder flat = content.flat();
            StringBuilder out = new StringBuilder(Math.max(0, flat.length() + growth));
            int copied = 0;
            int delta = 0;
            for (int i = 0; i < edits.size(); i++) {
                Edit edit = edits.get(i);
                out.append(flat, copied, edit.start());
                newStarts[i] = edit.start() + delta;
                out.append(edit.insert());
                copied = edit.end();
                splices.record(
                        newStarts[i],
                        edit.end() + delta,
                        newStarts[i] + edit.insert().length());
                delta += edit.insert().length() - (edit.end() - edit.start());
            }
            out.append(flat, copied, flat.length());
            content = new SplicedText(out);
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
