package dev.edl.internal.exec;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One file's part of a run: its document, its selection, its trace and, once a command failed in
 * it, its failure. The executor hands the current file's run to {@link Selections}, {@link
 * Mutations} and {@link FailureLedger}. A file keeps its selection while the run works in another
 * file (the report says where it was left); entering the file again selects it whole.
 */
final class FileRun {
    private final Document document;
    private final List<String> trace = new TraceLines();
    private List<TextRange> selection;
    private @Nullable FailedFile failure;
    /** Where the selection was when the run last left this file for another, in words. */
    private @Nullable String leftSelection;

    FileRun(Document document, List<TextRange> selection) {
        this.document = document;
        this.selection = selection;
    }

    Document document() {
        return document;
    }

    /** The selection: ranges of the current text, in order. */
    List<TextRange> selection() {
        return selection;
    }

    void select(List<TextRange> ranges) {
        selection = ranges;
    }

    /** The selection, for a command that needs at least one range. */
    List<TextRange> nonEmpty(String command) throws CommandFailure {
        if (selection.isEmpty()) {
            throw new CommandFailure(command + ": no selection");
        }
        return selection;
    }

    /** The one range of the selection, for a command that needs exactly one. */
    TextRange single(String command) throws CommandFailure {
        if (selection.size() != 1) {
            throw new CommandFailure(command + ": expected a single selection, got " + selection.size());
        }
        return selection.get(0);
    }

    /** The trace lines of this file's commands, bounded as the run's trace is. */
    List<String> trace() {
        return trace;
    }

    boolean failed() {
        return failure != null;
    }

    /** The failure being recorded for this file; null while it has not failed. */
    @Nullable
    FailedFile failure() {
        return failure;
    }

    /** Marks the file failed: it stays failed for the rest of the run, and none of its edits is written. */
    void fail(FailedFile failed) {
        this.failure = failed;
    }

    /** Notes where the selection was when the run left this file for another. */
    void noteLeft(String positions) {
        leftSelection = positions;
    }

    /** Where the selection was when the run last left this file, e.g. {@code "2 ranges on lines 3, 8"}; null if never. */
    @Nullable
    String leftSelection() {
        return leftSelection;
    }

    String path() {
        return document.path();
    }
}
