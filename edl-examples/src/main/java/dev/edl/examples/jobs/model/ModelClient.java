package dev.edl.examples.jobs.model;

import java.util.List;

/**
 * A chat model: a conversation in, the assistant's next message out. {@link OllamaClient} and
 * {@link OpenAiClient} speak to servers; any other implementation plugs into the job runner the same
 * way. Implementations must be safe to call from one thread at a time.
 */
public interface ModelClient {
    /**
     * Asks for the assistant's next message.
     *
     * @param messages the conversation so far, oldest first, not empty
     * @param listener hears streamed pieces and retries
     * @return the complete answer
     * @throws ModelException when no answer could be had: connection refused, a timeout, a bad
     *     status after the retries, a malformed body
     */
    ModelReply chat(List<ChatMessage> messages, ChatListener listener) throws ModelException;

    /**
     * A short description for progress lines, e.g. {@code ollama qwen2.5-coder:7b at
     * http://127.0.0.1:11434}.
     *
     * @return the description
     */
    String describe();
}
