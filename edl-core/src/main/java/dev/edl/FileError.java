package dev.edl;

import java.util.List;

/**
 * A file whose commands failed in a run; the file was not written.
 *
 * @param path the workspace-relative path
 * @param message why it failed, e.g. {@code "select: no matches for pattern /x/"}
 * @param notApplied how many mutation commands for this file were not applied
 * @param trace the trace lines of this file's commands up to the failure
 * @param savedRegisters the registers that hold the texts of the commands not applied
 */
public record FileError(
        String path, String message, int notApplied, List<String> trace, List<SavedRegister> savedRegisters) {
    /** Copies the lists. */
    public FileError {
        trace = List.copyOf(trace);
        savedRegisters = List.copyOf(savedRegisters);
    }
}
