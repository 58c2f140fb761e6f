package dev.edl.batch;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What became of one edit block in an {@link EditSession} attempt.
 *
 * @param edit the edit
 * @param applied whether it was applied
 * @param matchKind how its FIND text was matched, or null when it was not applied
 * @param line the 1-based line (in the file as it was when the edit ran) where it applied, or 0
 * @param message a one-line summary ({@code applied at line 12}, or why it failed and how to fix
 *     it, possibly followed by detail lines)
 * @param closest the place most similar to the FIND text when it was not found, else null
 */
public record BlockOutcome(
        BlockEdit edit,
        boolean applied,
        @Nullable MatchKind matchKind,
        int line,
        String message,
        @Nullable BlockCandidate closest) {

    /** Checks the arguments. */
    public BlockOutcome {
        Objects.requireNonNull(edit, "edit");
        Objects.requireNonNull(message, "message");
    }

    /**
     * Whether the edit was applied.
     *
     * @return {@link #applied()}
     */
    public boolean isSuccess() {
        return applied;
    }
}
