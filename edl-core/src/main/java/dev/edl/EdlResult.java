package dev.edl;

import dev.edl.internal.exec.Executor;
import dev.edl.text.UnifiedDiff;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a run did: the report for an LLM, errors as values, and every touched file's before and
 * after text. Immutable and thread-safe.
 */
public final class EdlResult {
    static {
        // the executor builds every result through this one factory (see RunResults)
        Executor.installResults(new RunResults());
    }

    private final @Nullable EditError scriptError;
    private final List<SavedRegister> savedRegisters;
    private final List<FileError> fileErrors;
    private final List<FileResult> files;
    private final List<String> warnings;
    private final List<String> trace;
    private final List<SelectedRange> finalSelection;
    private final String formatted;
    private @Nullable String unifiedDiff;

    EdlResult(
            @Nullable EditError scriptError,
            List<SavedRegister> savedRegisters,
            List<FileError> fileErrors,
            List<FileResult> files,
            List<String> warnings,
            List<String> trace,
            List<SelectedRange> finalSelection,
            String formatted) {
        this.scriptError = scriptError;
        this.savedRegisters = List.copyOf(savedRegisters);
        this.fileErrors = List.copyOf(fileErrors);
        this.files = List.copyOf(files);
        this.warnings = List.copyOf(warnings);
        this.trace = List.copyOf(trace);
        this.finalSelection = List.copyOf(finalSelection);
        this.formatted = formatted;
    }

    /**
     * The selection when the run ended, in full: the report lists up to 5 ranges, or the first and
     * the last of more, and says how many it left out.
     *
     * @return the ranges in document order; empty when the last file failed or no file was used
     */
    public List<SelectedRange> finalSelection() {
        return finalSelection;
    }

    /**
     * The report written for an LLM: warnings, trace, mutations, final selection, file errors and
     * any script error, with the registers that saved the caller's texts.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        return formatted;
    }

    /**
     * Whether the run had neither a script error nor a file error.
     *
     * @return true on full success
     */
    public boolean isSuccess() {
        return scriptError == null && fileErrors.isEmpty();
    }

    /**
     * What went wrong, as a value; empty exactly when {@link #isSuccess()}. The run-level error
     * when there is one, else the first failed file's {@link FileError#error()}:
     *
     * <ul>
     *   <li>{@link EditError.Kind#SCRIPT}: the script did not parse (nothing ran; {@link
     *       EditError#position()} is the first error's 1-based line and 0-based column), or a
     *       command needed a current file ({@code position()} is that command's);
     *   <li>{@link EditError.Kind#LIMIT}: the script was too large, or the run's regex budget ran
     *       out;
     *   <li>{@link EditError.Kind#REGISTERS}: the register store failed;
     *   <li>{@link EditError.Kind#FILE}: writing files failed unexpectedly;
     *   <li>a file's kind ({@code EDIT}, {@code FILE}, {@code STALE}, {@code LIMIT}) with its path.
     * </ul>
     *
     * @return the error, or empty on success
     */
    public Optional<EditError> error() {
        if (scriptError != null) {
            return Optional.of(scriptError);
        }
        return fileErrors.isEmpty()
                ? Optional.empty()
                : Optional.of(fileErrors.get(0).error());
    }

    /**
     * The run-level error, the one that concerns no single file: its message is {@code "Parse
     * error: <message> (line L, column C)"} when the script did not parse (nothing ran), or {@code
     * "Error: <message>"} for a failure outside any file. When present it is also {@link #error()}.
     *
     * @return the run-level error, or empty (on success, or when only files failed)
     */
    public Optional<EditError> scriptError() {
        return Optional.ofNullable(scriptError);
    }

    /**
     * Registers that hold the caller's texts because of the script error (file errors carry their
     * own).
     *
     * @return the saved registers, possibly empty
     */
    public List<SavedRegister> savedRegisters() {
        return savedRegisters;
    }

    /**
     * The files that failed, in the order they failed; none of them was written.
     *
     * @return the file errors, possibly empty
     */
    public List<FileError> fileErrors() {
        return fileErrors;
    }

    /**
     * Every file the run touched, in order of first use.
     *
     * @return the files
     */
    public List<FileResult> files() {
        return files;
    }

    /**
     * Warnings (line-number use, mixed line endings, files held back), in order.
     *
     * @return the warnings
     */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * One line per executed command: {@code <command> → <summary>}. Bounded: past 1,200 commands
     * it keeps the first 1,000 lines and the last 200, with one line in between counting the lines
     * not kept ({@code … N more trace lines not kept …}).
     *
     * @return the trace
     */
    public List<String> trace() {
        return trace;
    }

    /**
     * The unified diff of every changed file (before → after, {@code a/} and {@code b/} prefixes,
     * workspace-relative paths); in a dry run, what would have been written.
     *
     * <p>Computed on first use (diffing is not free on large files), then kept.
     *
     * @return the diff, empty when nothing changed
     */
    public String diff() {
        return unifiedDiff();
    }

    /**
     * The same as {@link #diff()}.
     *
     * @return the diff, empty when nothing changed
     */
    public synchronized String unifiedDiff() {
        String diff = unifiedDiff;
        if (diff == null) {
            StringBuilder out = new StringBuilder();
            for (FileResult file : files) {
                out.append(UnifiedDiff.of(file.path(), file.before(), file.after()));
            }
            diff = out.toString();
            unifiedDiff = diff;
        }
        return diff;
    }

    @Override
    public String toString() {
        return formatted;
    }
}
