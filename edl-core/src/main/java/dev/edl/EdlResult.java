package dev.edl;

import dev.edl.text.UnifiedDiff;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a run did: the report for an LLM, errors as values, and every touched file's before and
 * after text. Immutable and thread-safe.
 */
public final class EdlResult {
    private final @Nullable String scriptError;
    private final List<SavedRegister> savedRegisters;
    private final List<FileError> fileErrors;
    private final List<FileResult> files;
    private final List<String> warnings;
    private final List<String> trace;
    private final String formatted;
    private @Nullable String unifiedDiff;

    EdlResult(
            @Nullable String scriptError,
            List<SavedRegister> savedRegisters,
            List<FileError> fileErrors,
            List<FileResult> files,
            List<String> warnings,
            List<String> trace,
            String formatted) {
        this.scriptError = scriptError;
        this.savedRegisters = List.copyOf(savedRegisters);
        this.fileErrors = List.copyOf(fileErrors);
        this.files = List.copyOf(files);
        this.warnings = List.copyOf(warnings);
        this.trace = List.copyOf(trace);
        this.formatted = formatted;
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
     * The script error: {@code "Parse error: <message> (line L, column C)"} when the script did not
     * parse (nothing ran), or {@code "Error: <message>"} for a failure outside any file.
     *
     * @return the error, or empty
     */
    public Optional<String> scriptError() {
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
     * One line per executed command: {@code <command> → <summary>}.
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
