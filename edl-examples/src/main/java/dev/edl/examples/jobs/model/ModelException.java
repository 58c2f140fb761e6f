package dev.edl.examples.jobs.model;

import org.jspecify.annotations.Nullable;

/** Why a {@link ModelClient} could not deliver an answer; the message says what to do about it. */
public final class ModelException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What kind of failure. */
    public enum Kind {
        /** The server could not be reached (connection refused, unknown host). */
        CONNECT,
        /** The connect, request or stalled-stream timeout elapsed. */
        TIMEOUT,
        /** The server answered with a non-2xx status (after the retries for 429 and 5xx). */
        STATUS,
        /** The server reported an error inside a 2xx body (for example mid-stream). */
        SERVER_ERROR,
        /** The body or a streamed chunk was not in the expected format. */
        MALFORMED,
        /** Reading or writing the connection failed. */
        IO,
        /** The calling thread was interrupted. */
        INTERRUPTED
    }

    private final Kind kind;
    private final @Nullable Integer status;

    /**
     * Creates the exception.
     *
     * @param kind what kind of failure
     * @param status the HTTP status, or null when none applies
     * @param message what happened
     * @param cause the underlying exception, or null
     */
    public ModelException(Kind kind, @Nullable Integer status, String message, @Nullable Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.status = status;
    }

    static ModelException of(Kind kind, String message) {
        return new ModelException(kind, null, message, null);
    }

    /**
     * What kind of failure.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The HTTP status of a {@link Kind#STATUS} failure.
     *
     * @return the status, or null
     */
    public @Nullable Integer status() {
        return status;
    }
}
