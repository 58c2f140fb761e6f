package dev.edl;

/**
 * A script that does not parse. Carries the bare message and its position in the script.
 *
 * <p>{@link #getMessage()} is {@code "<detail> (line L, column C)"}. It carries no stack trace: it
 * describes a place in the script, not in the code, and a hostile script may cause millions of them.
 */
public final class EdlParseException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String detail;
    private final int line;
    private final int column;

    /**
     * Creates a parse error.
     *
     * @param detail the message without position, e.g. {@code "Unterminated regex"}
     * @param line 1-based script line
     * @param column 0-based script column
     */
    public EdlParseException(String detail, int line, int column) {
        super(detail + " (line " + line + ", column " + column + ")", null, false, false);
        this.detail = detail;
        this.line = line;
        this.column = column;
    }

    /**
     * The message without its position.
     *
     * @return the bare message
     */
    public String detail() {
        return detail;
    }

    /**
     * The 1-based script line of the error.
     *
     * @return the line
     */
    public int line() {
        return line;
    }

    /**
     * The 0-based script column of the error.
     *
     * @return the column
     */
    public int column() {
        return column;
    }
}
