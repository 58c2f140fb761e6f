package dev.edl.examples.jobs.model;

import java.util.Objects;

/**
 * One message of a chat conversation.
 *
 * @param role who wrote it
 * @param content its text
 */
public record ChatMessage(Role role, String content) {
    /** Checks the arguments. */
    public ChatMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    /** Who wrote a message; {@link #wireName()} is the {@code role} both wire formats use. */
    public enum Role {
        /** Instructions that frame the conversation. */
        SYSTEM("system"),
        /** The caller. */
        USER("user"),
        /** The model. */
        ASSISTANT("assistant");

        private final String wireName;

        Role(String wireName) {
            this.wireName = wireName;
        }

        /**
         * The role as written in requests.
         *
         * @return {@code system}, {@code user} or {@code assistant}
         */
        public String wireName() {
            return wireName;
        }
    }

    /**
     * A user message.
     *
     * @param content the text
     * @return the message
     */
    public static ChatMessage user(String content) {
        return new ChatMessage(Role.USER, content);
    }

    /**
     * An assistant message.
     *
     * @param content the text
     * @return the message
     */
    public static ChatMessage assistant(String content) {
        return new ChatMessage(Role.ASSISTANT, content);
    }

    /**
     * A system message.
     *
     * @param content the text
     * @return the message
     */
    public static ChatMessage system(String content) {
        return new ChatMessage(Role.SYSTEM, content);
    }
}
