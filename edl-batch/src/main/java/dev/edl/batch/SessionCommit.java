package dev.edl.batch;

import dev.edl.files.WriteResult;
import java.util.List;
import java.util.Objects;

/**
 * The result of {@link EditSession#commit()}.
 *
 * @param success whether every changed file is on disk now (true also when nothing needed writing)
 * @param writes what became of each changed file, in session order; empty when nothing was tried
 * @param message a one-line summary, e.g. {@code Wrote 2 files: src/main.rs, src/commands/run.rs}
 */
public record SessionCommit(boolean success, List<WriteResult> writes, String message) {
    /** Copies the list. */
    public SessionCommit {
        writes = List.copyOf(writes);
        Objects.requireNonNull(message, "message");
    }

    /**
     * Whether the commit succeeded.
     *
     * @return {@link #success()}
     */
    public boolean isSuccess() {
        return success;
    }
}
