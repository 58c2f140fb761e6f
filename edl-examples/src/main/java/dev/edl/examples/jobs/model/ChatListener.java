package dev.edl.examples.jobs.model;

/** Hears what a {@link ModelClient} does while it waits for an answer. Called on the caller's thread. */
public interface ChatListener {
    /** A listener that ignores everything. */
    ChatListener NONE = new ChatListener() {};

    /**
     * A piece of the answer arrived (streaming only; never called with an empty piece).
     *
     * @param piece the text
     */
    default void piece(String piece) {}

    /**
     * The request is sent again after a retryable failure (HTTP 429 or 5xx).
     *
     * @param message what happened and how long the client waits, e.g. {@code HTTP 503 (busy);
     *     retry 1 of 3 in 2000 ms}
     */
    default void retrying(String message) {}
}
