package dev.edl;

/**
 * What a selection command searches for. Positions are 1-based lines and 0-based columns, and
 * always refer to the file as it was first loaded in the run.
 */
public sealed interface Selector {

    /**
     * A Java regular expression with EDL flags.
     *
     * @param source the regex source between the slashes, escapes kept as written
     * @param flags the flag letters after the closing slash, a subset of {@code gimsu}
     */
    record Regex(String source, String flags) implements Selector {
        /**
         * Compiles the expression with {@code UNIX_LINES} and the flags' meaning.
         *
         * @return the compiled pattern
         * @throws java.util.regex.PatternSyntaxException if the source is not a valid Java regex
         */
        public java.util.regex.Pattern compile() {
            int bits = java.util.regex.Pattern.UNIX_LINES;
            boolean unicode = flags.indexOf('u') >= 0;
            if (flags.indexOf('i') >= 0) {
                bits |= java.util.regex.Pattern.CASE_INSENSITIVE;
                if (unicode) {
                    bits |= java.util.regex.Pattern.UNICODE_CASE;
                }
            }
            if (flags.indexOf('m') >= 0) {
                bits |= java.util.regex.Pattern.MULTILINE;
            }
            if (flags.indexOf('s') >= 0) {
                bits |= java.util.regex.Pattern.DOTALL;
            }
            if (unicode) {
                bits |= java.util.regex.Pattern.UNICODE_CHARACTER_CLASS;
            }
            return java.util.regex.Pattern.compile(source, bits);
        }

        @Override
        public String toString() {
            return "/" + source + "/" + flags;
        }
    }

    /**
     * A heredoc selector: whole lines, matched exactly.
     *
     * @param text the heredoc value (no line break added)
     */
    record Lines(String text) implements Selector {}

    /** A single position: {@code bof}, {@code eof}, a line or a line and column. */
    sealed interface Position extends Selector {}

    /** The empty range at the start of the file. */
    record Bof() implements Position {
        @Override
        public String toString() {
            return "bof";
        }
    }

    /** The empty range at the end of the file. */
    record Eof() implements Position {
        @Override
        public String toString() {
            return "eof";
        }
    }

    /**
     * A whole line from its start to its end, without its line break.
     *
     * @param line 1-based line number
     */
    record Line(int line) implements Position {
        @Override
        public String toString() {
            return Integer.toString(line);
        }
    }

    /**
     * An empty range at a column of a line.
     *
     * @param line 1-based line number
     * @param column 0-based column
     */
    record LineColumn(int line, int column) implements Position {
        @Override
        public String toString() {
            return line + ":" + column;
        }
    }

    /**
     * From the start of one position to the end of another.
     *
     * @param from where the range starts
     * @param to where the range ends
     */
    record Range(Position from, Position to) implements Selector {
        @Override
        public String toString() {
            return from + "-" + to;
        }
    }
}
