package dev.edl.internal.text;

/** A regex search ran past its command's time budget. */
public final class RegexTimeoutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The budget is used up. */
    public RegexTimeoutException() {
        super("regex time budget exceeded", null, false, false);
    }
}
