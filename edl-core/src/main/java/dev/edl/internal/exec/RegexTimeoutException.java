package dev.edl.internal.exec;

/** A regex search ran past its command's time budget. */
final class RegexTimeoutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RegexTimeoutException() {
        super("regex time budget exceeded", null, false, false);
    }
}
