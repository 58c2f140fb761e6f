package dev.edl.files;

/**
 * A file could not be opened, read or written safely. The message is meant for the caller (and
 * an LLM) as is, e.g. {@code "Path is outside the workspace: ../x"}.
 *
 * <p>Unchecked: the file layer is used directly by programs, and the batch and EDL entry points
 * turn it into an {@link dev.edl.EditError} value in their results.
 */
public final class FileAccessException extends RuntimeException {
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
