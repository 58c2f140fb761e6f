package dev.edl.examples.jobs.model;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A model's complete answer.
 *
 * @param content the answer's text (streamed pieces joined)
 * @param streamedPieces how many non-empty content pieces arrived; 1 for a non-streaming answer
 *     with content, 0 without
 * @param promptTokens the prompt's token count as the server reported it, or null when it did not
 * @param completionTokens the answer's token count as the server reported it, or null when it did
 *     not
 * @param finishReason why the model stopped ({@code stop}, {@code length}, …), or null when not
 *     reported
 */
public record ModelReply(
        String content,
        int streamedPieces,
        @Nullable Integer promptTokens,
        @Nullable Integer completionTokens,
        @Nullable String finishReason) {
    /** Checks the arguments. */
    public ModelReply {
        Objects.requireNonNull(content, "content");
    }
}
