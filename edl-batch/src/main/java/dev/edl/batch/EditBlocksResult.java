package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The result of {@link EditBlocks#applyAll}: one {@link EditOutcome} per edit and the text with
 * every edit that applied. A failed edit is skipped (the text is left as it was for it) and the
 * edits after it still apply, so the result shows everything that is wrong at once.
 */
public final class EditBlocksResult {
    private final FileEdit file;
    private final List<EditOutcome> edits;
    private final int failed;

    EditBlocksResult(FileEdit file, List<EditOutcome> edits) {
        this.file = file;
        this.edits = List.copyOf(edits);
        int failedCount = 0;
        for (EditOutcome edit : this.edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failedCount++;
            }
        }
        this.failed = failedCount;
    }

    /**
     * Whether every edit applied.
     *
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return failed == 0;
    }

    /**
     * What went wrong: an {@link EditError.Kind#EDIT} error naming how many edits failed (the
     * outcomes say which and why).
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        if (failed == 0) {
            return Optional.empty();
        }
        String message = failed + " of " + edits.size() + " edits failed; first: "
                + failures().get(0).message().lines().findFirst().orElse("");
        String path = file.path();
        return Optional.of(
                path == null
                        ? EditError.of(EditError.Kind.EDIT, message)
                        : EditError.inFile(EditError.Kind.EDIT, path, message));
    }

    /**
     * The text before and after: {@link FileEdit#before()} is the text the edits were applied to,
     * {@link FileEdit#after()} the text with every edit that applied (the original when none did).
     * Nothing is written.
     *
     * @return the edit; its path is the edits' file when they all name the same one, else null
     */
    public FileEdit file() {
        return file;
    }

    /**
     * The unified diff before → after, labelled with the edits' file when they all name the same
     * one ({@code file().diff()}).
     *
     * @return the diff, empty when nothing changed
     */
    public String diff() {
        return file.diff();
    }

    /**
     * One outcome per edit, in the order given, numbered by {@link BlockEdit#index()}.
     *
     * @return the outcomes
     */
    public List<EditOutcome> edits() {
        return edits;
    }

    /**
     * The outcomes of the edits that failed.
     *
     * @return the failed outcomes, in order
     */
    public List<EditOutcome> failures() {
        List<EditOutcome> failures = new ArrayList<>(failed);
        for (EditOutcome edit : edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failures.add(edit);
            }
        }
        return failures;
    }

    /**
     * How many edits applied.
     *
     * @return the count
     */
    public int applied() {
        return edits.size() - failed;
    }

    /**
     * How many edits failed.
     *
     * @return the count
     */
    public int failed() {
        return failed;
    }

    /**
     * A report for an LLM or a terminal: one line per edit ({@code ✓ 1 src/main.rs: applied at line
     * 3 (exact)}, {@code ✗ 2 src/main.rs: not found …} with the message's detail lines), a summary
     * line, then the diff.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        StringBuilder out = new StringBuilder();
        for (EditOutcome edit : edits) {
            OutcomeLines.appendBlock(out, edit);
        }
        out.append(isSuccess() ? "OK: " : "INCOMPLETE: ")
                .append(applied())
                .append(" of ")
                .append(edits.size())
                .append(" edits applied, ")
                .append(failed)
                .append(" failed\n");
        String diff = diff();
        if (!diff.isEmpty()) {
            out.append('\n').append(BatchReport.bounded(diff));
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return "EditBlocksResult[" + applied() + " of " + edits.size() + " edits applied]";
    }
}
