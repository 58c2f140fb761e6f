package dev.edl.internal.json;

/** A JSON text is malformed; carries the 1-based line and 1-based column where reading stopped. */
public final class JsonSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final String reason;

    /**
     * Creates the exception.
     *
     * @param line 1-based line of the problem
     * @param column 1-based column (in UTF-16 code units, as text editors count) of the problem
     * @param reason what is wrong, e.g. {@code expected ':'}
     */
    JsonSyntaxException(int line, int column, String reason) {
        super("line " + line + ", column " + column + ": " + reason);
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /** The 1-based line of the problem. */
    public int line() {
        return line;
    }

    /** The 1-based column of the problem. */
    public int column() {
        return column;
    }

    /** What is wrong, without the position. */
    public String reason() {
        return reason;
    }
}
