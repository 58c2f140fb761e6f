package dev.edl;

import java.util.List;
import java.util.Objects;

/** A file whose commands failed in a run; the file was not written. Immutable; made only by runs. */
public final class FileError {
    private final EditError error;
    private final int notApplied;
    private final List<String> trace;
    private final List<SavedRegister> savedRegisters;

    FileError(EditError error, int notApplied, List<String> trace, List<SavedRegister> savedRegisters) {
        this.error = Objects.requireNonNull(error, "error");
        Objects.requireNonNull(error.path(), "error.path");
        this.notApplied = notApplied;
        this.trace = List.copyOf(trace);
        this.savedRegisters = List.copyOf(savedRegisters);
    }

    /**
     * The file's path.
     *
     * @return the workspace-relative path (as written in the script when it did not resolve)
     */
    public String path() {
        return Objects.requireNonNull(error.path());
    }

    /**
     * Why the file failed.
     *
     * @return e.g. {@code "select: no matches for pattern /x/"}
     */
    public String message() {
        return error.message();
    }

    /**
     * The failure as an error value: kind {@link EditError.Kind#EDIT} (a command did not apply),
     * {@link EditError.Kind#FILE} (missing, unreadable, or the write failed), {@link
     * EditError.Kind#STALE} (changed on disk after it was read), {@link EditError.Kind#LIMIT} (a
     * regex timed out) or {@link EditError.Kind#REGISTERS} (the run stopped because of the register
     * store); {@link EditError#path()} is {@link #path()}.
     *
     * @return the error
     */
    public EditError error() {
        return error;
    }

    /**
     * How many mutation commands for this file were not applied.
     *
     * @return the count, at least 0
     */
    public int notApplied() {
        return notApplied;
    }

    /**
     * The trace lines of this file's commands up to the failure, bounded as {@link
     * EdlResult#trace()} is.
     *
     * @return the trace, unmodifiable
     */
    public List<String> trace() {
        return trace;
    }

    /**
     * The registers that hold the texts of the commands not applied.
     *
     * @return the registers, unmodifiable, possibly empty
     */
    public List<SavedRegister> savedRegisters() {
        return savedRegisters;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FileError file
                && file.error.equals(error)
                && file.notApplied == notApplied
                && file.trace.equals(trace)
                && file.savedRegisters.equals(savedRegisters);
    }

    @Override
    public int hashCode() {
        return Objects.hash(error, notApplied, trace, savedRegisters);
    }

    @Override
    public String toString() {
        return "FileError[path=" + path() + ", message=" + message() + ", kind=" + error.kind() + ", notApplied="
                + notApplied + ", savedRegisters=" + savedRegisters + "]";
    }
}
