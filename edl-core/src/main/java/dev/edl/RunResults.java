package dev.edl;

import dev.edl.internal.exec.ResultFactory;
import java.util.List;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The one place the executor's results are made: the executor builds {@link EdlResult}, {@link
 * FileError}, {@link FileResult}, {@link SavedRegister} and {@link SelectedRange} through this
 * factory ({@link EdlResult} installs it when first initialised), so their constructors stay
 * package-private.
 */
final class RunResults implements ResultFactory {
    @Override
    public SavedRegister savedRegister(
            String name, int size, String command, int count, int firstEntry, boolean shared) {
        return new SavedRegister(name, size, command, count, firstEntry, shared);
    }

    @Override
    public SelectedRange selectedRange(int startLine, int startColumn, int endLine, int endColumn, String text) {
        return new SelectedRange(startLine, startColumn, endLine, endColumn, text);
    }

    @Override
    public FileError fileError(
            EditError error, int notApplied, List<String> trace, List<SavedRegister> savedRegisters) {
        return new FileError(error, notApplied, trace, savedRegisters);
    }

    @Override
    public FileResult fileResult(
            String path,
            String before,
            String after,
            boolean created,
            boolean written,
            Supplier<List<SelectedRange>> selected) {
        // mapped back to the original text only when read: see LazyList
        return new FileResult(path, before, after, created, written, new LazyList<>(selected));
    }

    @Override
    public EdlResult result(
            @Nullable EditError scriptError,
            List<SavedRegister> savedRegisters,
            List<FileError> fileErrors,
            List<FileResult> files,
            List<String> warnings,
            List<String> trace,
            List<SelectedRange> finalSelection,
            String formatted) {
        return new EdlResult(
                scriptError, savedRegisters, fileErrors, files, warnings, trace, finalSelection, formatted);
    }
}
