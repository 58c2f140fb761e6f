package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.files.WriteResult;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The result of {@link EditSession#commit()}. A refused or failed commit is reported here, never thrown. */
public final class SessionCommit {
    private final @Nullable EditError error;
    private final List<WriteResult> writes;
    private final String message;
    private final String diff;

    SessionCommit(@Nullable EditError error, List<WriteResult> writes, String message, String diff) {
        this.error = error;
        this.writes = List.copyOf(writes);
        this.message = message;
        this.diff = diff;
    }

    /**
     * Whether every changed file is on disk now (true also when nothing needed writing).
     *
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return error == null;
    }

    /**
     * What went wrong: {@link EditError.Kind#EDIT} when the last attempt was not a success (nothing
     * written), {@link EditError.Kind#FILE} or {@link EditError.Kind#STALE} when a write failed.
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        return Optional.ofNullable(error);
    }

    /**
     * What became of each changed file.
     *
     * @return the writes, in session order; empty when nothing was tried
     */
    public List<WriteResult> writes() {
        return writes;
    }

    /**
     * A one-line summary, e.g. {@code Wrote 2 files: src/main.rs, src/commands/run.rs}.
     *
     * @return the message
     */
    public String message() {
        return message;
    }

    /**
     * The unified diffs of the files written.
     *
     * @return the combined diff, empty when nothing was written
     */
    public String diff() {
        return diff;
    }

    /**
     * A report for an LLM or a terminal: the {@link #message()} line, then the diff of the files
     * written.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        return message + "\n" + (diff.isEmpty() ? "" : "\n" + diff);
    }

    @Override
    public String toString() {
        return "SessionCommit[" + message + "]";
    }
}
