package dev.edl.internal.exec;

import dev.edl.files.TextFile;
import java.util.ArrayList;
import java.util.List;

/**
 * One file's state during a run: its text as first loaded, its current text, and every splice in
 * between (for line-number mapping and the report's mutation counts).
 */
final class Document {
    /** One splice of the current text: {@code [start, end)} becomes {@code insert}. */
    record Edit(int start, int end, String insert) {}

    private final TextFile file;
    private final String original;
    private final LineIndex originalLines;
    private final SpliceLog splices = new SpliceLog();
    private final List<String> trace = new ArrayList<>();
    private final List<String> literalTexts = new ArrayList<>();
    private String text;
    private int mutationCommands;
    private int replacements;
    private int insertions;
    private int deletions;
    private int linesAdded;
    private int linesRemoved;

    Document(TextFile file) {
        this.file = file;
        this.original = file.text();
        this.originalLines = LineIndex.of(original);
        this.text = original;
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

    String text() {
        return text;
    }

    boolean changed() {
        return isNew() || !text.equals(original);
    }

    LineIndex originalLines() {
        return originalLines;
    }

    /** Maps an offset of the original text to the current text; -1 if it was inside a changed region. */
    int mapOriginalOffset(int offset) {
        return splices.map(offset);
    }

    List<String> trace() {
        return trace;
    }

    /** Literal texts of the mutation commands applied to this document, in order. */
    List<String> literalTexts() {
        return literalTexts;
    }

    int mutationCommands() {
        return mutationCommands;
    }

    void countMutationCommand(@org.jspecify.annotations.Nullable String literal) {
        mutationCommands++;
        if (literal != null) {
            literalTexts.add(literal);
        }
    }

    int replacements() {
        return replacements;
    }

    int insertions() {
        return insertions;
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
        int[] newStarts = new int[edits.size()];
        int growth = 0;
        for (Edit edit : edits) {
            growth += edit.insert().length() - (edit.end() - edit.start());
        }
        StringBuilder out = new StringBuilder(Math.max(0, text.length() + growth));
        int copied = 0;
        int delta = 0;
        for (int i = 0; i < edits.size(); i++) {
            Edit edit = edits.get(i);
            out.append(text, copied, edit.start());
            newStarts[i] = edit.start() + delta;
            out.append(edit.insert());
            copied = edit.end();
            int newEnd = newStarts[i] + edit.insert().length();
            splices.record(newStarts[i], edit.end() + delta, newEnd);
            delta += edit.insert().length() - (edit.end() - edit.start());
            linesRemoved += Texts.lineCount(text.subSequence(edit.start(), edit.end()));
            linesAdded += Texts.lineCount(edit.insert());
        }
        out.append(text, copied, text.length());
        text = out.toString();
        switch (kind) {
            case REPLACEMENT -> replacements += edits.size();
            case INSERTION -> insertions += edits.size();
            case DELETION -> deletions += edits.size();
        }
        return newStarts;
    }
}
