package dev.edl;

/**
 * A position in an EDL script.
 *
 * @param line 1-based line number in the script (after {@code \r\n} was normalised to {@code \n})
 * @param column 0-based column (UTF-16 code units from the start of the line)
 */
public record SourcePosition(int line, int column) {
    /** A position used for commands built in code rather than parsed. */
    public static final SourcePosition NONE = new SourcePosition(0, 0);

    @Override
    public String toString() {
        return "line " + line + ", column " + column;
    }
}
