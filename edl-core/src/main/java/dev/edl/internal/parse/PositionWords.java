package dev.edl.internal.parse;

import dev.edl.EdlParseException;
import dev.edl.Pattern;

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
     * @return a {@link Pattern.Position} or {@link Pattern.Range}
     * @throws EdlParseException for a word that is no position, a line number below 1, a number too
     *     large, or a numeric range that ends before it starts
     */
    static Pattern parse(String word, int line, int column) {
        if (!looksLikePosition(word)) {
            throw new EdlParseException("Invalid pattern: " + word, line, column);
        }
        int dash = word.indexOf('-');
        if (dash < 0) {
            return position(word, word, line, column);
        }
        Pattern.Position from = position(word.substring(0, dash), word, line, column);
        Pattern.Position to = position(word.substring(dash + 1), word, line, column);
        if (endsBeforeStart(from, to)) {
            throw new EdlParseException("Invalid range " + word + ": it ends before it starts", line, column);
        }
        return new Pattern.Range(from, to);
    }

    /**
     * Whether a range of two numeric positions ends before it starts. Ranges involving {@code bof}
     * or {@code eof} depend on the file and are checked when the script runs.
     */
    static boolean endsBeforeStart(Pattern.Position from, Pattern.Position to) {
        int fromLine;
        int fromColumn;
        if (from instanceof Pattern.Line l) {
            fromLine = l.line();
            fromColumn = 0;
        } else if (from instanceof Pattern.LineColumn lc) {
            fromLine = lc.line();
            fromColumn = lc.column();
        } else {
            return false;
        }
        if (to instanceof Pattern.Line l) {
            // The range ends at the end of that line, which is never before a column of the same line
            // that exists; a column beyond the line end is reported when the script runs.
            return l.line() < fromLine;
        }
        if (to instanceof Pattern.LineColumn lc) {
            return lc.line() < fromLine || (lc.line() == fromLine && lc.column() < fromColumn);
        }
        return false;
    }

    private static Pattern.Position position(String part, String word, int line, int column) {
        if (part.equals("bof")) {
            return new Pattern.Bof();
        }
        if (part.equals("eof")) {
            return new Pattern.Eof();
        }
        int colon = part.indexOf(':');
        String lineText = colon < 0 ? part : part.substring(0, colon);
        int lineNumber = number(lineText, word, line, column);
        if (lineNumber < 1) {
            throw new EdlParseException("Invalid pattern: " + word + " (line numbers start at 1)", line, column);
        }
        if (colon < 0 || colon == part.length() - 1) {
            return new Pattern.Line(lineNumber);
        }
        return new Pattern.LineColumn(lineNumber, number(part.substring(colon + 1), word, line, column));
    }

    private static int number(String digits, String word, int line, int column) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            throw new EdlParseException("Invalid pattern: " + word + " (number too large)", line, column);
        }
    }
}
