package dev.edl;

import dev.edl.internal.parse.ScriptPrinter;
import java.util.Objects;

/**
 * What a selection command searches for: the argument of {@code select}, {@code narrow} and the
 * other {@link Command.Search} commands. Positions are 1-based lines and 0-based columns, and
 * always refer to the file as it was first loaded in the run.
 *
 * <p>The static factories check at the call that the selector can be written as EDL (the records'
 * constructors do not; {@link EdlScript} checks them when a command is added):
 *
 * <pre>{@code
 * Selector.lines("    int count = 0;")   // whole lines, exactly
 * Selector.text("a.b(c)")                // a literal text anywhere, escaped as a regex for you
 * Selector.regex("count\\b", "i")        // a Java regex with EDL flags
 * Selector.line(12)                      // line 12 without its line break
 * Selector.lines(3, 7)                   // lines 3 to 7, without the last line break
 * }</pre>
 */
public sealed interface Selector {

    /**
     * Whole lines, matched exactly (indentation included); the match includes the line break after
     * the last line. Written as a heredoc.
     *
     * @param lines one or more whole lines; one final line break is allowed and ignored, as in
     *     texts that replace whole lines
     * @return a {@link Lines} selector
     * @throws IllegalArgumentException if {@code lines} is empty (or only a line break), contains
     *     {@code \r\n} or ends with {@code \r}
     */
    static Selector lines(String lines) {
        Objects.requireNonNull(lines, "lines");
        String body = lines.endsWith("\n") ? lines.substring(0, lines.length() - 1) : lines;
        if (body.isEmpty()) {
            throw new IllegalArgumentException("lines to select must not be empty");
        }
        return ScriptPrinter.checkSelector(new Lines(body));
    }

    /**
     * A literal text anywhere (any characters, not restricted to whole lines), written as a regex
     * with every character that is not a letter, digit or space escaped.
     *
     * @param text the exact text to find
     * @return a {@link Regex} selector matching exactly {@code text}
     * @throws IllegalArgumentException if the text is empty
     */
    static Selector text(String text) {
        Objects.requireNonNull(text, "text");
        if (text.isEmpty()) {
            throw new IllegalArgumentException("text to find must not be empty");
        }
        return ScriptPrinter.checkSelector(new Regex(ScriptPrinter.literalRegex(text), ""));
    }

    /**
     * A Java regular expression with EDL flags.
     *
     * @param regex the regex source; a {@code /} must be escaped as {@code \/}
     * @param flags flag letters from {@code gimsu}, e.g. {@code "i"}, or {@code ""}
     * @return a {@link Regex} selector
     * @throws IllegalArgumentException if the regex is invalid, contains a line break or an
     *     unescaped {@code /}, or a flag is not one of {@code gimsu}
     */
    static Selector regex(String regex, String flags) {
        return ScriptPrinter.checkSelector(
                new Regex(Objects.requireNonNull(regex, "regex"), Objects.requireNonNull(flags, "flags")));
    }

    /**
     * One whole line, without its line break.
     *
     * @param line 1-based line number in the file as first loaded
     * @return a {@link Line} selector
     * @throws IllegalArgumentException if {@code line < 1}
     */
    static Selector line(int line) {
        return ScriptPrinter.checkSelector(new Line(line));
    }

    /**
     * Whole lines {@code from} to {@code to}: from the start of the first to the end of the last,
     * without its line break.
     *
     * @param from 1-based first line
     * @param to 1-based last line, at least {@code from}
     * @return a {@link Range} of two {@link Line}s
     * @throws IllegalArgumentException if {@code from < 1} or {@code to < from}
     */
    static Selector lines(int from, int to) {
        return ScriptPrinter.checkSelector(new Range(new Line(from), new Line(to)));
    }

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
