package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.FileError;
import dev.edl.SavedRegister;
import dev.edl.SelectedRange;
import dev.edl.SourcePosition;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What the commands of a run left for {@link Finishing}, which commits the registers, writes the
 * files and reports. Immutable.
 *
 * @param scriptError the error that ended the script, or null
 * @param kind the script error's kind (ignored when it is null)
 * @param position where in the script the script error was found, or null
 * @param scriptSaved the registers holding the texts of commands the script error kept from running
 * @param stopped whether the run ended early (a script error)
 * @param stoppedEarly whether a stop (registers, regex budget) ended the run before its last command
 * @param files every file the run loaded, in order of first use
 * @param fileErrors the files and paths that failed: failed paths first, then files in the order
 *     they failed
 * @param left the files whose {@link FileSummary#leftSelection()} the report shows, latest left last
 * @param warnings warnings, in order
 * @param trace the run's trace
 * @param last the file the run ended in, or null when it ended in none or that file failed
 * @param finalSelection the selection of {@code last} (empty when there is none)
 */
record RunSummary(
        @Nullable String scriptError,
        EditError.Kind kind,
        @Nullable SourcePosition position,
        List<SavedRegister> scriptSaved,
        boolean stopped,
        boolean stoppedEarly,
        List<FileSummary> files,
        List<FileError> fileErrors,
        List<FileSummary> left,
        List<String> warnings,
        List<String> trace,
        @Nullable FileSummary last,
        List<SelectedRange> finalSelection) {
    /** Copies the lists. */
    RunSummary {
        scriptSaved = List.copyOf(scriptSaved);
        files = List.copyOf(files);
        fileErrors = List.copyOf(fileErrors);
        left = List.copyOf(left);
        warnings = List.copyOf(warnings);
        trace = List.copyOf(trace);
        finalSelection = List.copyOf(finalSelection);
    }
}
