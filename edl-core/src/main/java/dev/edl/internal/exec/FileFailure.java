package dev.edl.internal.exec;

import dev.edl.EditError;
import java.util.List;

/**
 * A file that failed in a run, as the executor reports it; {@code dev.edl.Edl} turns it into a
 * {@code FileError}. Public only so that {@code Edl} can read it (the package is not exported).
 *
 * @param path the workspace-relative path
 * @param message why it failed
 * @param kind what sort of failure
 * @param notApplied how many mutation commands were not applied
 * @param trace the file's trace lines up to the failure
 * @param savedRegisters the registers holding the texts not applied
 */
public record FileFailure(
        String path,
        String message,
        EditError.Kind kind,
        int notApplied,
        List<String> trace,
        List<SavedText> savedRegisters) {
    /** Copies the lists. */
    public FileFailure {
        trace = List.copyOf(trace);
        savedRegisters = List.copyOf(savedRegisters);
    }
}
