package dev.edl.files;

/**
 * A file could not be opened, read or written safely. The message is meant for the caller (and
 * an LLM) as is, e.g. {@code "Path is outside the workspace: ../x"}.
 */
public final class FileAccessException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message the complete message
     */
    public FileAccessException(String message) {
        super(message);
    }

    /**
     * Creates the exception with a cause.
     *
     * @param message the complete message
     * @param cause the underlying failure
     */
    public FileAccessException(String message, Throwable cause) {
        super(message, cause);
    }
}
