package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of a {@link BatchEdit}: one {@link EditOutcome} per edit (numbered from 1) and the
 * {@link FileEdit} (the text before and after, whether it was written, the diff).
 *
 * <p>Failures are values here, never thrown: a failed edit is a {@link EditStatus#FAILED} outcome
 * and an {@link EditError.Kind#EDIT} error; a file that cannot be read or written is a {@link
 * EditError.Kind#FILE} (or {@link EditError.Kind#STALE}) error.
 */
public final class BatchResult {
    private final List<EditOutcome> edits;
    private final int applied;
    private final int failed;
    private final int skipped;
    private final int rolledBackCount;
    private final FileEdit file;
    private final boolean dryRun;
    private final @Nullable EditError fileError;
    private final List<String> warnings;

    BatchResult(
            List<EditOutcome> edits,
            FileEdit file,
            boolean dryRun,
            @Nullable EditError fileError,
            List<String> warnings) {
        this.edits = List.copyOf(edits);
        int appliedCount = 0;
        int failedCount = 0;
        int skippedCount = 0;
        int rolledBack = 0;
        for (EditOutcome edit : this.edits) {
            switch (edit.status()) {
                case APPLIED -> appliedCount++;
                case FAILED -> failedCount++;
                case SKIPPED -> skippedCount++;
                case ROLLED_BACK -> rolledBack++;
            }
        }
        this.applied = appliedCount;
        this.failed = failedCount;
        this.skipped = skippedCount;
        this.rolledBackCount = rolledBack;
        this.file = file;
        this.dryRun = dryRun;
        this.fileError = fileError;
        this.warnings = List.copyOf(warnings);
    }

    /**
     * Whether every edit applied and (file form, not a dry run) the file was written when it changed.
     *
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return fileError == null
                && failed == 0
                && skipped == 0
                && rolledBackCount == 0
                && (file.path() == null || dryRun || file.written() || applied == 0);
    }

    /**
     * What went wrong: the file error ({@link EditError.Kind#FILE}, or {@link EditError.Kind#STALE}
     * when the file changed on disk before the write), else {@link EditError.Kind#EDIT} naming how
     * many edits failed or were skipped.
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        if (fileError != null) {
            return Optional.of(fileError);
        }
        if (isSuccess()) {
            return Optional.empty();
        }
        String message = failed + " of " + edits.size() + " edits failed"
                + (skipped > 0 ? ", " + skipped + " skipped" : "")
                + (rolledBackCount > 0 ? "; all-or-nothing: nothing changed" : "");
        String path = file.path();
        return Optional.of(
                path == null
                        ? EditError.of(EditError.Kind.EDIT, message)
                        : EditError.inFile(EditError.Kind.EDIT, path, message));
    }

    /**
     * One outcome per edit, in the order given.
     *
     * @return the outcomes, numbered from 1
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
            if (edit.status() == EditStatus.FAILED) {
                failures.add(edit);
            }
        }
        return failures;
    }

    /**
     * The number of edits given.
     *
     * @return the count
     */
    public int totalEdits() {
        return edits.size();
    }

    /**
     * How many edits were applied and kept.
     *
     * @return the count of {@link EditStatus#APPLIED} outcomes
     */
    public int applied() {
        return applied;
    }

    /**
     * How many edits failed.
     *
     * @return the count of {@link EditStatus#FAILED} outcomes
     */
    public int failed() {
        return failed;
    }

    /**
     * How many edits were not tried (after a failure with {@code stopOnError}, or when the file could
     * not be read).
     *
     * @return the count of {@link EditStatus#SKIPPED} outcomes
     */
    public int skipped() {
        return skipped;
    }

    /**
     * Whether all-or-nothing mode discarded the matched edits because one failed.
     *
     * @return true when some outcome is {@link EditStatus#ROLLED_BACK}
     */
    public boolean rolledBack() {
        return rolledBackCount > 0;
    }

    /**
     * The text before and after the batch: {@link FileEdit#after()} is the final text (the original
     * when nothing applied or the batch was rolled back; for a file, the editing text: {@code \n}
     * line breaks for CRLF files, no BOM), {@link FileEdit#written()} whether the file on disk now
     * holds it (false in memory, on a dry run, and when nothing was written).
     *
     * @return the edit; its path is null for the in-memory form
     */
    public FileEdit file() {
        return file;
    }

    /**
     * The unified diff original → final text ({@code file().diff()}).
     *
     * @return the diff, empty when nothing changed or the batch was rolled back
     */
    public String diff() {
        return file.diff();
    }

    /**
     * Whether this was a dry run.
     *
     * @return true for a dry run
     */
    public boolean dryRun() {
        return dryRun;
    }

    /**
     * Notes such as the file layer's warnings.
     *
     * @return the warnings, possibly none
     */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * A report for an LLM: one line per edit ({@code ✓ 1 [Fireball] applied at line 2071
     * (whitespace-tolerant)}, {@code ✗ 2 [Fly] not found — closest: lines 2102–2110, 91% similar}
     * followed by a few indented detail lines), a summary line, and the final diff (long diffs are
     * cut with a note).
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        return BatchReport.format(this);
    }

    @Override
    public String toString() {
        return BatchReport.summary(this);
    }
}
