package dev.edl.internal.parse;

import dev.edl.EdlParseException;
import dev.edl.Selector;

/**
 * Reads positional pattern words: {@code bof}, {@code eof}, {@code 12}, {@code
 * 12:}, {@code 12:4} and ranges of two of them joined by {@code -}.
 */
final class PositionWords {
    private static final String POSITION = "(?:bof|eof|[0-9]+(?::[0-9]*)?)";
    private static final java.util.regex.Pattern SHAPE =
            java.util.regex.Pattern.compile(POSITION + "(?:-" + POSITION + ")?");

    private PositionWords() {}

    /**
     * Whether a word has the shape of a position or range, whatever its numbers are.
     *
     * @param word a word token's text
     * @return true for words such as {@code bof}, {@code 0}, {@code 3:4} or {@code 7-3}
     */
    static boolean looksLikePosition(String word) {
        return SHAPE.matcher(word).matches();
    }

    /**
     * Parses a positional pattern word.
     *
     * @param word the word as written
     * @param line 1-based script line of the word, for errors
     * @param column 0-based script column of the word, for errors
     * @return a {@link Selector.Position} or {@link Selector.Range}
     * @throws EdlParseException for a word that is no position, a line number below 1, a number too
     *     large, or a numeric range that ends before it starts
     */
    static Selector parse(String word, int line, int column) {
        if (!looksLikePosition(word)) {
            throw new EdlParseException("Invalid pattern: " + word, line, column);
        }
        int dash = word.indexOf('-');
        if (dash < 0) {
            return position(word, word, line, column);
        }
        Selector.Position from = position(word.substring(0, dash), word, line, column);
        Selector.Position to = position(word.substring(dash + 1), word, line, column);
        if (endsBeforeStart(from, to)) {
            throw new EdlParseException("Invalid range " + word + ": it ends before it starts", line, column);
        }
        return new Selector.Range(from, to);
    }

    /**
     * Whether a range of two numeric positions ends before it starts. Ranges involving {@code bof}
     * or {@code eof} depend on the file and are checked when the script runs.
     */
    static boolean endsBeforeStart(Selector.Position from, Selector.Position to) {
        int fromLine;
        int fromColumn;
        if (from instanceof Selector.Line l) {
            fromLine = l.line();
            fromColumn = 0;
        } else if (from instanceof Selector.LineColumn lc) {
            fromLine = lc.line();
            fromColumn = lc.column();
        } else {
            return false;
        }
        if (to instanceof Selector.Line l) {
            // The range ends at the end of that line, which is never before a column of the same line
            // that exists; a column beyond the line end is reported when the script runs.
            return l.line() < fromLine;
        }
        if (to instanceof Selector.LineColumn lc) {
            return lc.line() < fromLine || (lc.line() == fromLine && lc.column() < fromColumn);
        }
        return false;
    }

    private static Selector.Position position(String part, String word, int line, int column) {
        if (part.equals("bof")) {
            return new Selector.Bof();
        }
        if (part.equals("eof")) {
            return new Selector.Eof();
        }
        int colon = part.indexOf(':');
        String lineText = colon < 0 ? part : part.substring(0, colon);
        int lineNumber = number(lineText, word, line, column);
        if (lineNumber < 1) {
            throw new EdlParseException("Invalid pattern: " + word + " (line numbers start at 1)", line, column);
        }
        if (colon < 0 || colon == part.length() - 1) {
            return new Selector.Line(lineNumber);
        }
        return new Selector.LineColumn(lineNumber, number(part.substring(colon + 1), word, line, column));
    }

    private static int number(String digits, String word, int line, int column) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new EdlParseException("Invalid pattern: " + word + " (number too large)", line, column);
        }
    }
}
