package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.batch.internal.blocks.BlockPaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The result of {@link EditSession#apply} or {@link EditSession#retry}: every target file with its
 * full edited content, every edit's outcome and every format problem. Nothing has been written.
 */
public final class EditAttempt {
    private final int number;
    private final List<EditedFile> files;
    private final List<EditOutcome> edits;
    private final List<BlockDiagnostic> diagnostics;

    EditAttempt(int number, List<EditedFile> files, List<EditOutcome> edits, List<BlockDiagnostic> diagnostics) {
        this.number = number;
        this.files = List.copyOf(files);
        this.edits = List.copyOf(edits);
        this.diagnostics = List.copyOf(diagnostics);
    }

    /**
     * The attempt's number in its session.
     *
     * @return 1 for the first attempt, 2 for the first retry, …
     */
    public int number() {
        return number;
    }

    /**
     * The target files, each with its edited content.
     *
     * @return the files, in session order
     */
    public List<EditedFile> files() {
        return files;
    }

    /**
     * The outcome of every parsed edit (edits for files that are not targets are failures here and
     * belong to no file).
     *
     * @return the outcomes, in response order, numbered from 1
     */
    public List<EditOutcome> edits() {
        return edits;
    }

    /**
     * The response's malformed blocks.
     *
     * @return the diagnostics, in response order
     */
    public List<BlockDiagnostic> diagnostics() {
        return diagnostics;
    }

    /**
     * Whether the response was fully usable: at least one edit, every edit applied, no malformed
     * block.
     *
     * @return true exactly when {@link #error()} is empty; then the attempt can be committed
     */
    public boolean isSuccess() {
        return !edits.isEmpty() && failed() == 0 && diagnostics.isEmpty();
    }

    /**
     * What was wrong with the response: an {@link EditError.Kind#EDIT} error counting the failed
     * edits and malformed blocks (or saying that there were no edits).
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        if (isSuccess()) {
            return Optional.empty();
        }
        String message = edits.isEmpty() && diagnostics.isEmpty()
                ? "no edit blocks found"
                : failed() + " of " + edits.size() + " edits failed, " + diagnostics.size() + " malformed block(s)";
        return Optional.of(EditError.of(EditError.Kind.EDIT, message));
    }

    /**
     * How many edits applied.
     *
     * @return the count
     */
    public int applied() {
        return edits.size() - failed();
    }

    /**
     * How many edits failed.
     *
     * @return the count
     */
    public int failed() {
        int failed = 0;
        for (EditOutcome edit : edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failed++;
            }
        }
        return failed;
    }

    /**
     * The outcomes of the edits that failed.
     *
     * @return the failed outcomes, in response order
     */
    public List<EditOutcome> failures() {
        List<EditOutcome> failures = new ArrayList<>();
        for (EditOutcome edit : edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failures.add(edit);
            }
        }
        return failures;
    }

    /**
     * One target file's result.
     *
     * @param path the path as given to the session or as shown in {@link EditedFile#path()}
     * @return the file, or empty when it is not a target
     */
    public Optional<EditedFile> file(String path) {
        String wanted = BlockPaths.clean(path);
        for (EditedFile file : files) {
            if (file.path().equals(wanted)) {
                return Optional.of(file);
            }
        }
        return Optional.empty();
    }

    /**
     * The files this attempt changed.
     *
     * @return the changed files, in session order
     */
    public List<EditedFile> changedFiles() {
        List<EditedFile> changed = new ArrayList<>();
        for (EditedFile file : files) {
            if (file.changed()) {
                changed.add(file);
            }
        }
        return changed;
    }

    /**
     * The unified diffs of all changed files, one after the other.
     *
     * @return the combined diff, empty when nothing changed
     */
    public String diff() {
        StringBuilder out = new StringBuilder();
        for (EditedFile file : files) {
            out.append(file.diff());
        }
        return out.toString();
    }

    /**
     * A report for an LLM or a terminal: one line per edit ({@code ✓ 1 src/main.rs: applied at line
     * 3 (exact)}, {@code ✗ 2 src/main.rs: not found …}), the malformed blocks ({@code Format
     * problems:} with their lines), then on failure the retry instructions ({@link
     * EditPrompt#retryFeedback}) and on success the diff of the changed files. Nothing is written.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        StringBuilder out = new StringBuilder();
        for (EditOutcome outcome : edits) {
            OutcomeLines.appendBlock(out, outcome);
        }
        if (!diagnostics.isEmpty()) {
            out.append("Format problems:\n");
            for (BlockDiagnostic diagnostic : diagnostics) {
                out.append("  line ")
                        .append(diagnostic.line())
                        .append(": ")
                        .append(diagnostic.reason())
                        .append('\n');
            }
        }
        if (!isSuccess()) {
            out.append('\n').append(EditPrompt.retryFeedback(this));
        } else {
            String diff = diff();
            if (!diff.isEmpty()) {
                out.append('\n').append(diff);
            }
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return "EditAttempt[" + number + ": " + applied() + " of " + edits.size() + " edits applied, "
                + diagnostics.size() + " malformed]";
    }
}
