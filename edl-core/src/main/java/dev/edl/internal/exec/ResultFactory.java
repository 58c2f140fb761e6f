package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.EdlResult;
import dev.edl.FileError;
import dev.edl.FileResult;
import dev.edl.SavedRegister;
import dev.edl.SelectedRange;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Makes the public results of a run. Their constructors are package-private in {@code dev.edl} (only
 * runs make results), so {@code dev.edl} implements this once and installs it with {@link
 * Executor#installResults}; the executor builds every result through it and keeps no copy of its
 * own. Public only for that installation (the package is not exported).
 */
public interface ResultFactory {
    /**
     * A register that holds texts the caller wrote.
     *
     * @param name the register name
     * @param size the length of the text (of all {@code count} texts), in UTF-16 code units
     * @param command the command the (first) text was written for
     * @param count how many texts, at least 1
     * @param firstEntry the 0-based entry of the first text in a shared register; 0 otherwise
     * @param shared whether the register holds several texts as length-prefixed entries
     * @return the register
     */
    SavedRegister savedRegister(String name, int size, String command, int count, int firstEntry, boolean shared);

    /**
     * A range of a text.
     *
     * @param startLine 1-based line of the start
     * @param startColumn 0-based column of the start
     * @param endLine 1-based line of the end
     * @param endColumn 0-based column of the end (exclusive)
     * @param text the text in the range
     * @return the range
     */
    SelectedRange selectedRange(int startLine, int startColumn, int endLine, int endColumn, String text);

    /**
     * A file that failed.
     *
     * @param error the failure, with the file's path
     * @param notApplied how many mutation commands were not applied
     * @param trace the file's trace up to the failure
     * @param savedRegisters the registers holding the texts not applied
     * @return the file error
     */
    FileError fileError(EditError error, int notApplied, List<String> trace, List<SavedRegister> savedRegisters);

    /**
     * A file the run touched.
     *
     * @param path the workspace-relative path
     * @param before the text when first loaded
     * @param after the text after the run
     * @param created whether {@code newfile} created it
     * @param written whether it was written
     * @param selected computes, when first read, every range a selection command selected, in lines
     *     and columns of {@code before}
     * @return the file result
     */
    FileResult fileResult(
            String path,
            String before,
            String after,
            boolean created,
            boolean written,
            Supplier<List<SelectedRange>> selected);

    /**
     * What a run did.
     *
     * @param scriptError the run-level error, or null
     * @param savedRegisters registers that saved texts because of the script error
     * @param fileErrors files that failed
     * @param files every file the run touched, in order of first use
     * @param warnings warnings, in order
     * @param trace one line per executed command
     * @param finalSelection the selection when the run ended
     * @param formatted the report for an LLM
     * @return the result
     */
    EdlResult result(
            @Nullable EditError scriptError,
            List<SavedRegister> savedRegisters,
            List<FileError> fileErrors,
            List<FileResult> files,
            List<String> warnings,
            List<String> trace,
            List<SelectedRange> finalSelection,
            String formatted);
}
