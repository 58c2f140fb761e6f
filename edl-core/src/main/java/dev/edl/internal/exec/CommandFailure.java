package dev.edl.internal.exec;

/** A command failed for the current file; the message is shown to the caller as is. */
final class CommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final String message;

    CommandFailure(String message) {
        super(message, null, false, false);
        this.message = message;
    }

    /** The message, never null. */
    String message() {
        return message;
    }
}
