package dev.edl;

/** A register store could not be read or written. */
public final class RegisterStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what went wrong, naming the store
     * @param cause the underlying failure, or null
     */
    public RegisterStoreException(String message, @org.jspecify.annotations.Nullable Throwable cause) {
        super(message, cause);
    }
}
