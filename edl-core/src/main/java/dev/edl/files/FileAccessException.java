package dev.edl.files;

import dev.edl.EditError;
import java.util.Objects;

/**
 * A file could not be opened, read or written safely. The message is meant for the caller (and
 * an LLM) as is, e.g. {@code "Path is outside the workspace: ../x"}.
 *
 * <p>Unchecked: the file layer is used directly by programs, and the batch and EDL entry points
 * turn it into an {@link dev.edl.EditError} value in their results.
 */
public final class FileAccessException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final EditError.Kind kind;

    /**
     * Creates the exception, of kind {@link EditError.Kind#FILE}.
     *
     * @param message the complete message
     */
    public FileAccessException(String message) {
        this(EditError.Kind.FILE, message);
    }

    /**
     * Creates the exception with a cause, of kind {@link EditError.Kind#FILE}.
     *
     * @param message the complete message
     * @param cause the underlying failure
     */
    public FileAccessException(String message, Throwable cause) {
        super(message, cause);
        this.kind = EditError.Kind.FILE;
    }

    /**
     * Creates the exception with a kind.
     *
     * @param kind {@link EditError.Kind#STALE} when the file changed on disk after it was read,
     *     else {@link EditError.Kind#FILE}
     * @param message the complete message
     */
    public FileAccessException(EditError.Kind kind, String message) {
        super(message);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /**
     * What sort of failure this is, as the results report it.
     *
     * @return {@link EditError.Kind#STALE} when the file changed on disk after it was read (or is
     *     not at an expected version), else {@link EditError.Kind#FILE}
     */
    public EditError.Kind kind() {
        return kind;
    }

    /**
     * This failure as an error value concerning a file.
     *
     * @param path the workspace-relative path
     * @return the error, of {@link #kind()}, with this exception's message
     */
    public EditError toError(String path) {
        return EditError.inFile(kind, path, String.valueOf(getMessage()));
    }
}
