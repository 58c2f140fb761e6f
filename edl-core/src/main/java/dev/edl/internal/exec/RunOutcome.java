package dev.edl.internal.exec;

import dev.edl.EditError;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Everything a run produced, from which the public {@code EdlResult} is made.
 *
 * @param scriptError the script error, its message e.g. {@code "Parse error: …"} or {@code "Error: …"}, or null
 * @param savedRegisters registers that saved texts because of the script error
 * @param fileErrors files that failed
 * @param files every file the run touched, in order of first use
 * @param warnings warnings, in order
 * @param trace one line per executed command
 * @param selection the final selection (empty when the last file failed or none was loaded)
 * @param formatted the report for an LLM
 */
public record RunOutcome(
        @Nullable EditError scriptError,
        List<SavedText> savedRegisters,
        List<FileFailure> fileErrors,
        List<TouchedFile> files,
        List<String> warnings,
        List<String> trace,
        List<SelectedText> selection,
        String formatted) {}
