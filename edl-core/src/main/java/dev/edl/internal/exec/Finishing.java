package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.FileResult;
import dev.edl.SelectedRange;
import dev.edl.files.FileChange;
import dev.edl.files.WriteResult;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The end of a run: commit the registers, write the changed files, and build the result and its
 * report from the {@link RunSummary} the commands left. One instance finishes one run.
 */
final class Finishing {
    /** How a write reports that the file changed on disk after it was read. */
    private final RunOptions options;

    private final Registers registers;
    private final ResultFactory results;
    private final RunSummary summary;
    private final Set<String> warnings;
    /** Whether each changed file was written. */
    private final Map<FileSummary, Boolean> written = new IdentityHashMap<>();
    /** Files whose write failed, in the order written. */
    private final Map<FileSummary, FailedFile> writeFailures = new IdentityHashMap<>();

    private final List<FailedFile> writeFailureOrder = new ArrayList<>();
    private EditError.@Nullable Kind problemKind;

    private Finishing(RunOptions options, Registers registers, ResultFactory results, RunSummary summary) {
        this.options = options;
        this.registers = registers;
        this.results = results;
        this.summary = summary;
        this.warnings = new LinkedHashSet<>(summary.warnings());
    }

    /**
     * Commits the run's registers, writes every file that changed and did not fail (unless this is
     * a dry run or all-or-nothing forbids it), and reports.
     *
     * @param options the run's settings
     * @param registers the run's registers, committed here
     * @param results makes the public results
     * @param summary what the commands left
     * @return the run's result
     */
    static EdlResult finish(RunOptions options, Registers registers, ResultFactory results, RunSummary summary) {
        return new Finishing(options, registers, results, summary).finish();
    }

    /** Records the kind of the first problem of the commit-and-write phase. */
    private void problem(EditError.Kind kind) {
        if (problemKind == null) {
            problemKind = kind;
        }
    }

    /** Whether a file failed, in its commands or when it was written. */
    private boolean failed(FileSummary file) {
        return file.error() != null || writeFailures.containsKey(file);
    }

    /**
     * Commits the registers, then writes every file that changed and did not fail. Files are written
     * only once the registers are committed, so a cut text is in the store before it leaves the file.
     *
     * @return the errors of this phase, possibly empty
     */
    private List<String> commitAndWrite() {
        boolean stopped = summary.stopped();
        List<String> errors = new ArrayList<>();
        List<FileSummary> changed = new ArrayList<>();
        for (FileSummary file : summary.files()) {
            if (file.error() == null && file.document().changed()) {
                changed.add(file);
            }
        }
        if (!changed.isEmpty() && options.dryRun()) {
            warnings.add("Dry run: no file was written.");
            changed.clear();
        } else if (!changed.isEmpty()
                && options.allOrNothing()
                && (stopped || !summary.fileErrors().isEmpty())) {
            warnings.add("All-or-nothing: no file was written because "
                    + (stopped ? "the run stopped early." : "a file failed."));
            changed.clear();
        }
        try {
            registers.commit();
        } catch (RuntimeException e) {
            String message = "Error: registers could not be saved: " + FailureLedger.describe(e);
            if (!changed.isEmpty()) {
                message += " (so no file was written: every text this run cut or saved is still in its file or"
                        + " in the script)";
                changed.clear();
            }
            errors.add(message);
            problem(EditError.Kind.REGISTERS);
        }
        if (changed.isEmpty()) {
            return errors;
        }
        List<FileChange> changes = new ArrayList<>();
        for (FileSummary file : changed) {
            changes.add(new FileChange(file.document().file(), file.document().text()));
        }
        List<WriteResult> writes;
        try {
            writes = options.files().write(changes, options.allOrNothing());
        } catch (RuntimeException e) {
            errors.add("Error: unexpected failure while writing files: " + e
                    + " (some of the changed files may have been written; check them)");
            problem(EditError.Kind.FILE);
            return errors;
        }
        for (int i = 0; i < writes.size(); i++) {
            WriteResult write = writes.get(i);
            FileSummary file = changed.get(i);
            written.put(file, write.written());
            EditError error = write.error().orElse(null);
            if (error != null) {
                try {
                    failWrite(file, error);
                } catch (RuntimeException e) {
                    errors.add("Error: " + FailureLedger.textsNotSaved(e));
                    problem(EditError.Kind.REGISTERS);
                }
            } else if (write.heldBack()) {
                warnings.add("All-or-nothing: " + file.path() + " was not written because another file failed.");
            }
        }
        try {
            registers.commit();
        } catch (RuntimeException e) {
            // The files went through; only saving a failed write's texts did not.
            errors.add("Error: " + FailureLedger.textsNotSaved(e));
            problem(EditError.Kind.REGISTERS);
        }
        return errors;
    }

    /**
     * Fails a changed file whose write failed, saving the literal texts of its edits.
     *
     * @throws RuntimeException when the texts could not be saved (the failure is recorded anyway)
     */
    private void failWrite(FileSummary file, EditError error) {
        FailedFile failed = new FailedFile(file.path(), error.message(), error.kind(), file.trace());
        failed.notApplied = file.document().mutationCommands();
        writeFailures.put(file, failed);
        writeFailureOrder.add(failed);
        registers.appendAll(failed.saved, registers.saveAll(file.document().literalTexts()));
    }

    private EdlResult finish() {
        String scriptError = summary.scriptError();
        String error = scriptError;
        EditError.Kind errorKind = summary.kind();
        problemKind = null;
        for (String problem : commitAndWrite()) {
            if (error == null) {
                errorKind = problemKind == null ? EditError.Kind.REGISTERS : problemKind;
            }
            error = error == null ? problem : error + "\n" + problem;
        }
        if (summary.stoppedEarly() && error != null && !options.dryRun()) {
            List<String> paths = new ArrayList<>();
            for (FileSummary file : summary.files()) {
                if (written.getOrDefault(file, false)) {
                    paths.add(file.path());
                }
            }
            error += paths.isEmpty()
                    ? "\nNo file was written."
                    : "\nFiles completed before the stop were written: " + String.join(", ", paths) + ".";
        }
        List<FileError> fileErrors = new ArrayList<>(summary.fileErrors());
        for (FailedFile failed : writeFailureOrder) {
            fileErrors.add(failed.toFileError(results));
        }
        List<FileResult> files = new ArrayList<>(summary.files().size());
        for (FileSummary file : summary.files()) {
            Document document = file.document();
            boolean wasWritten = written.getOrDefault(file, false);
            String after = failed(file) && !wasWritten ? document.original() : document.text();
            files.add(results.fileResult(
                    document.path(),
                    document.original(),
                    after,
                    document.isNew(),
                    wasWritten,
                    document.selectedInOriginal(results)));
        }
        FileSummary last = summary.last();
        List<SelectedRange> selection = last == null || failed(last) ? List.of() : summary.finalSelection();
        List<String> warningList = List.copyOf(warnings);
        Report report = new Report(
                error,
                summary.scriptSaved(),
                fileErrors,
                warningList,
                summary.trace(),
                mutationLines(),
                leftSelections(),
                selection);
        return results.result(
                error == null
                        ? null
                        : new EditError(errorKind, error, null, scriptError == null ? null : summary.position()),
                summary.scriptSaved(),
                fileErrors,
                files,
                warningList,
                summary.trace(),
                selection,
                report.format());
    }

    private List<String> mutationLines() {
        List<String> lines = new ArrayList<>();
        for (FileSummary file : summary.files()) {
            if (failed(file) || !file.document().changed()) {
                continue;
            }
            lines.add(Report.mutationLine(file.document()));
        }
        return lines;
    }

    /** Where the selection was left in the files other than the last, those that did not fail. */
    private List<String> leftSelections() {
        List<String> lines = new ArrayList<>();
        for (FileSummary file : summary.left()) {
            if (!failed(file)) {
                lines.add(file.path() + ": " + file.leftSelection());
            }
        }
        return lines;
    }
}
