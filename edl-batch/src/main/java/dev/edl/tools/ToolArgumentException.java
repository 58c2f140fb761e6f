package dev.edl.tools;

/** A tool was called with missing or mistyped arguments. */
final class ToolArgumentException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ToolArgumentException(String message) {
        super(message);
    }
}
