package dev.edl.internal.exec;

/**
 * Something that ends the whole run, not just the current file: the run's regex time budget is used
 * up. The message is shown to the caller as is.
 */
final class RunStopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RunStopped(String message) {
        super(message, null, false, false);
    }
}
