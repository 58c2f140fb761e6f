package dev.edl.internal.exec;

import dev.edl.EditError;

/** A command failed for the current file; the message is shown to the caller as is. */
final class CommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final String message;
    private final EditError.Kind kind;

    /** A failure of the edit itself ({@link EditError.Kind#EDIT}), or a regex timeout ({@code LIMIT}). */
    CommandFailure(String message) {
        // Regex timeouts are raised in the search code with this message shape; they are limits.
        this(
                message,
                message.startsWith("Regex ") && message.contains(" timed out")
                        ? EditError.Kind.LIMIT
                        : EditError.Kind.EDIT);
    }

    CommandFailure(String message, EditError.Kind kind) {
        super(message, null, false, false);
        this.message = message;
        this.kind = kind;
    }

    /** The message, never null. */
    String message() {
        return message;
    }

    /** What sort of failure this is. */
    EditError.Kind kind() {
        return kind;
    }
}
