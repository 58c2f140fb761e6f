package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.SourcePosition;
import dev.edl.files.FileChange;
import dev.edl.files.WriteResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The end of a run: commit the registers, write the changed files, and assemble the outcome and its report. */
final class Finishing {
    private EditError.@Nullable Kind problemKind;
    private final RunState state;
    private final FailureLedger ledger;
    /** Whether each changed document was written. */
    private final Map<Document, Boolean> written = new LinkedHashMap<>();

    Finishing(RunState state, FailureLedger ledger) {
        this.state = state;
        this.ledger = ledger;
    }

    /**
     * Commits the run's registers, then writes every file that changed and did not fail, unless
     * this is a dry run or all-or-nothing forbids it. Files are written only once the registers are
     * committed, so a cut text is in the store before it leaves the file.
     *
     * @param stopped whether the run ended early (a script error)
     * @return the errors of this phase, possibly empty
     */
    /** Records the kind of the first problem of the commit-and-write phase. */
    private void problem(EditError.Kind kind) {
        if (problemKind == null) {
            problemKind = kind;
        }
    }

    private List<String> commitAndWrite(boolean stopped) {
        List<String> errors = new ArrayList<>();
        List<Document> changed = new ArrayList<>();
        for (Document document : state.documents.values()) {
            if (!ledger.hasFailed(document) && document.changed()) {
                changed.add(document);
            }
        }
        if (!changed.isEmpty() && state.options.dryRun()) {
            state.warnings.add("Dry run: no file was written.");
            changed.clear();
        } else if (!changed.isEmpty() && state.options.allOrNothing() && (stopped || ledger.any())) {
            state.warnings.add("All-or-nothing: no file was written because "
                    + (stopped ? "the run stopped early." : "a file failed."));
            changed.clear();
        }
        try {
            state.registers.commit();
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
        for (Document document : changed) {
            changes.add(new FileChange(document.file(), document.text()));
        }
        List<WriteResult> results;
        try {
            results = state.options.files().write(changes, state.options.allOrNothing());
        } catch (RuntimeException e) {
            errors.add("Error: unexpected failure while writing files: " + e
                    + " (some of the changed files may have been written; check them)");
            problem(EditError.Kind.FILE);
            return errors;
        }
        for (int i = 0; i < results.size(); i++) {
            WriteResult result = results.get(i);
            Document document = changed.get(i);
            written.put(document, result.written());
            String error = result.error().map(EditError::message).orElse(null);
            if (error != null) {
                try {
                    ledger.failWrite(document, error);
                } catch (RuntimeException e) {
                    errors.add("Error: " + FailureLedger.textsNotSaved(e));
                    problem(EditError.Kind.REGISTERS);
                }
            } else if (result.heldBack()) {
                state.warnings.add(
                        "All-or-nothing: " + document.path() + " was not written because another file failed.");
            }
        }
        try {
            state.registers.commit();
        } catch (RuntimeException e) {
            // The files went through; only saving a failed write's texts did not.
            errors.add("Error: " + FailureLedger.textsNotSaved(e));
            problem(EditError.Kind.REGISTERS);
        }
        return errors;
    }

    /**
     * Commits, writes and reports.
     *
     * @param scriptError the error that ended the script, or null
     * @param kind the script error's kind (ignored when it is null)
     * @param position where in the script the script error was found, or null
     * @param scriptSaved the registers holding the texts of commands the script error kept from running
     * @param stopped whether the run ended early (a script error)
     * @param stoppedEarly whether a stop ended the run before its last command
     * @return the run's outcome
     */
    RunOutcome finish(
            @Nullable String scriptError,
            EditError.Kind kind,
            @Nullable SourcePosition position,
            List<SavedText> scriptSaved,
            boolean stopped,
            boolean stoppedEarly) {
        String error = scriptError;
        EditError.Kind errorKind = kind;
        problemKind = null;
        for (String problem : commitAndWrite(stopped)) {
            if (error == null) {
                errorKind = problemKind == null ? EditError.Kind.REGISTERS : problemKind;
            }
            error = error == null ? problem : error + "\n" + problem;
        }
        if (stoppedEarly && error != null && !state.options.dryRun()) {
            List<String> paths = new ArrayList<>();
            written.forEach((document, done) -> {
                if (done) {
                    paths.add(document.path());
                }
            });
            error += paths.isEmpty()
                    ? "\nNo file was written."
                    : "\nFiles completed before the stop were written: " + String.join(", ", paths) + ".";
        }
        List<FileFailure> fileErrors = ledger.fileErrors();
        List<TouchedFile> files = new ArrayList<>();
        for (Document document : state.documents.values()) {
            boolean failed = ledger.hasFailed(document);
            String after = failed && !written.getOrDefault(document, false) ? document.original() : document.text();
            files.add(new TouchedFile(
                    document.path(),
                    document.original(),
                    after,
                    document.isNew(),
                    written.getOrDefault(document, false),
                    document.selectedInOriginal()));
        }
        List<SelectedText> selection = finalSelection();
        Report report = new Report(
                error,
                scriptSaved,
                fileErrors,
                List.copyOf(state.warnings),
                state.trace,
                mutationLines(),
                leftSelections(),
                selection);
        return new RunOutcome(
                error == null ? null : new EditError(errorKind, error, null, scriptError == null ? null : position),
                List.copyOf(scriptSaved),
                List.copyOf(fileErrors),
                List.copyOf(files),
                List.copyOf(state.warnings),
                List.copyOf(state.trace),
                List.copyOf(selection),
                report.format());
    }

    private List<String> mutationLines() {
        List<String> lines = new ArrayList<>();
        for (Document document : state.documents.values()) {
            if (ledger.hasFailed(document) || !document.changed()) {
                continue;
            }
            lines.add(Report.mutationLine(document));
        }
        return lines;
    }

    /** Where the selection was left in the files other than the last, those that did not fail. */
    private List<String> leftSelections() {
        List<String> lines = new ArrayList<>();
        Document last = state.current;
        for (Map.Entry<String, String> left : state.leftSelections.entrySet()) {
            boolean failed = false;
            for (Document document : state.documents.values()) {
                if (document.path().equals(left.getKey())) {
                    failed = ledger.hasFailed(document) || document == last;
                }
            }
            if (!failed) {
                lines.add(left.getKey() + ": " + left.getValue());
            }
        }
        return lines;
    }

    private List<SelectedText> finalSelection() {
        Document document = state.current;
        if (document == null || ledger.hasFailed(document)) {
            return List.of();
        }
        String text = document.text();
        LineOffsets lines = LineOffsets.of(text);
        List<SelectedText> ranges = new ArrayList<>();
        for (TextRange range : state.selection) {
            ranges.add(new SelectedText(
                    lines.lineOf(range.start()),
                    lines.columnOf(range.start()),
                    lines.lineOf(range.end()),
                    lines.columnOf(range.end()),
                    text.substring(range.start(), range.end())));
        }
        return ranges;
    }
}
