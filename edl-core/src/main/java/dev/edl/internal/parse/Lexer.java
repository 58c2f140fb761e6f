package dev.edl.internal.parse;

import dev.edl.EdlParseException;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Splits a script into tokens. The parser pulls tokens one at a time, asking for
 * {@link #nextPath()} where the language is in path mode (after {@code file} and {@code newfile}).
 *
 * <p>Errors come in two strengths. A <em>fatal</em> error is thrown as {@link EdlParseException}
 * after the lexer has moved to a sensible place to continue (usually the next line), so a
 * recovering parser can keep going. A <em>recoverable</em> error (an invalid escape in a quoted
 * string, content after a heredoc marker) still yields a usable token and is handed to the error
 * consumer given at construction, which may throw to stop at once.
 *
 * <p>Every character is examined a bounded number of times, so lexing is linear in the script size.
 */
final class Lexer {
    private static final String REGEX_FLAGS = "gimsuy";

    private final String src;
    private final Consumer<EdlParseException> recoverableErrors;
    private int pos;
    private int line = 1;
    private int lineStart;
    private @Nullable LineStartsByContent linesByContent;

    /**
     * Creates a lexer over an already normalised script.
     *
     * @param normalizedScript the script with {@code \r\n} already turned into {@code \n} (see
     *     {@link #normalize(String)})
     * @param recoverableErrors receives errors after which the token is still usable; may throw
     */
    Lexer(String normalizedScript, Consumer<EdlParseException> recoverableErrors) {
        this.src = normalizedScript;
        this.recoverableErrors = recoverableErrors;
    }

    /** Turns every {@code \r\n} into {@code \n}, as the language requires before lexing. */
    static String normalize(String script) {
        return script.indexOf('\r') < 0 ? script : script.replace("\r\n", "\n");
    }

    /** Whether {@code c} separates tokens: any Unicode whitespace, line breaks included. */
    static boolean isWhitespace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085';
    }

    /**
     * Reads the next token in normal mode, skipping whitespace and comments.
     *
     * @return the token; {@link TokenKind#END} at the end of the script (repeatedly)
     * @throws EdlParseException for a fatal lexical error, after moving past it
     */
    Token next() {
        skipWhitespaceAndComments();
        if (pos >= src.length()) {
            return token(TokenKind.END, "", "", pos);
        }
        char c = src.charAt(pos);
        if (c == '/') {
            return regex();
        }
        if (c == '`') {
            return pathLiteral();
        }
        if (c == '"') {
            return quoted();
        }
        if (c == '<' && pos + 1 < src.length() && src.charAt(pos + 1) == '<') {
            return heredoc();
        }
        return word(TokenKind.WORD);
    }

    /**
     * Reads a file path (path mode): a backtick path literal, or else the next run of
     * non-whitespace characters verbatim. Comments are not recognised here.
     *
     * @return a {@link TokenKind#PATH} token
     * @throws EdlParseException when only whitespace is left, or for an unterminated literal
     */
    Token nextPath() {
        while (pos < src.length() && isWhitespace(src.charAt(pos))) {
            advance();
        }
        if (pos >= src.length()) {
            throw new EdlParseException("Expected file path, got end of input", line, column(pos));
        }
        if (src.charAt(pos) == '`') {
            return pathLiteral();
        }
        return word(TokenKind.PATH);
    }

    private void skipWhitespaceAndComments() {
        int length = src.length();
        while (pos < length) {
            char c = src.charAt(pos);
            if (isWhitespace(c)) {
                advance();
            } else if (c == '#') {
                while (pos < length && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else {
                return;
            }
        }
    }

    private static final int MAX_SHARED_WORD = 64;
    private static final int MAX_SHARED_WORDS = 10_000;
    private final java.util.Map<String, String> words = new java.util.HashMap<>();

    private Token word(TokenKind kind) {
        int start = pos;
        while (pos < src.length() && !isWhitespace(src.charAt(pos))) {
            pos++;
        }
        return token(kind, shared(start, pos), "", start);
    }

    /**
     * The word at {@code [start, end)}, one instance per distinct short word: a script of millions
     * of {@code cut r} lines holds one {@code "r"}, not millions (memory stays per script character).
     */
    private String shared(int start, int end) {
        String word = src.substring(start, end);
        if (end - start > MAX_SHARED_WORD || words.size() >= MAX_SHARED_WORDS) {
            return word;
        }
        return words.computeIfAbsent(word, w -> w);
    }

    private Token regex() {
        int start = pos;
        int startLine = line;
        int i = pos + 1;
        int length = src.length();
        while (true) {
            if (i >= length || src.charAt(i) == '\n') {
                throw fatal("Unterminated regex", startLine, column(start), i);
            }
            char c = src.charAt(i);
            if (c == '\\') {
                if (i + 1 >= length || src.charAt(i + 1) == '\n') {
                    throw fatal("Unterminated regex", startLine, column(start), i + 1);
                }
                i += 2;
            } else if (c == '/') {
                break;
            } else {
                i++;
            }
        }
        int flagsEnd = i + 1;
        while (flagsEnd < length && REGEX_FLAGS.indexOf(src.charAt(flagsEnd)) >= 0) {
            flagsEnd++;
        }
        Token token = token(TokenKind.REGEX, src.substring(start + 1, i), src.substring(i + 1, flagsEnd), start);
        pos = flagsEnd;
        return token;
    }

    private Token pathLiteral() {
        int start = pos;
        int startLine = line;
        int startColumn = column(start);
        int close = src.indexOf('`', start + 1);
        if (close < 0) {
            throw fatal("Unterminated path literal", startLine, startColumn, endOfLine(start));
        }
        String value = src.substring(start + 1, close);
        moveTo(close + 1);
        return new Token(TokenKind.PATH, value, "", startLine, startColumn);
    }

    private Token quoted() {
        int start = pos;
        int startLine = line;
        int startColumn = column(start);
        int length = src.length();
        StringBuilder value = new StringBuilder();
        @Nullable String invalidEscape = null;
        int i = start + 1;
        while (true) {
            if (i >= length) {
                throw fatal("Unterminated quoted string", startLine, startColumn, length);
            }
            char c = src.charAt(i);
            if (c == '"') {
                break;
            }
            if (c == '\n') {
                throw fatal("Unterminated quoted string (newline before closing quote)", startLine, startColumn, i);
            }
            if (c != '\\') {
                value.append(c);
                i++;
                continue;
            }
            if (i + 1 >= length) {
                throw fatal("Unterminated quoted string", startLine, startColumn, length);
            }
            char escaped = src.charAt(i + 1);
            if (escaped == '"' || escaped == '\\') {
                value.append(escaped);
            } else if (escaped == 'n') {
                value.append('\n');
            } else if (escaped == 't') {
                value.append('\t');
            } else if (escaped == '\n') {
                throw fatal("Unterminated quoted string (newline before closing quote)", startLine, startColumn, i + 1);
            } else {
                // Kept literally, so a recovering parser still saves the caller's text.
                int width = Character.charCount(src.codePointAt(i + 1));
                if (invalidEscape == null) {
                    invalidEscape = src.substring(i, i + 1 + width);
                }
                value.append(src, i, i + 1 + width);
                i += 1 + width;
                continue;
            }
            i += 2;
        }
        pos = i + 1;
        if (invalidEscape != null) {
            recoverableErrors.accept(new EdlParseException(
                    "Invalid escape sequence in quoted string: " + invalidEscape, startLine, startColumn));
        }
        return new Token(TokenKind.QUOTED, value.toString(), "", startLine, startColumn);
    }

    private Token heredoc() {
        int start = pos;
        int startLine = line;
        int startColumn = column(start);
        int length = src.length();
        int markerStart = start + 2;
        String delimiter;
        int afterMarker;
        if (markerStart < length && src.charAt(markerStart) == '\'') {
            int close = markerStart + 1;
            while (close < length && src.charAt(close) != '\'' && src.charAt(close) != '\n') {
                close++;
            }
            if (close >= length || src.charAt(close) == '\n') {
                throw fatal("Unterminated quoted heredoc marker", startLine, startColumn, close);
            }
            delimiter = src.substring(markerStart + 1, close);
            afterMarker = close + 1;
        } else {
            int end = markerStart;
            while (end < length && isDelimiterChar(src.charAt(end))) {
                end++;
            }
            delimiter = src.substring(markerStart, end);
            afterMarker = end;
        }
        if (delimiter.isEmpty()) {
            throw fatal("Invalid heredoc marker", startLine, startColumn, endOfLine(start));
        }
        int openerEnd = endOfLine(afterMarker);
        for (int i = afterMarker; i < openerEnd; i++) {
            if (!isWhitespace(src.charAt(i))) {
                recoverableErrors.accept(
                        new EdlParseException("Unexpected content after heredoc marker", startLine, column(i)));
                break;
            }
        }
        int bodyStart = openerEnd + 1;
        int terminatorStart = findLine(delimiter, bodyStart);
        if (terminatorStart < 0) {
            throw fatal("Unterminated heredoc, expected " + delimiter, startLine, startColumn, openerEnd);
        }
        String value = terminatorStart == bodyStart ? "" : src.substring(bodyStart, terminatorStart - 1);
        moveTo(terminatorStart + delimiter.length());
        return new Token(TokenKind.HEREDOC, value, "", startLine, startColumn);
    }

    /**
     * The start of the first line at or after {@code from} (a line start) that is exactly {@code
     * content}, or -1. Scans line by line; after the first failed search (only scripts with errors
     * get there) it switches to an index of all lines, so that a recovering lexer that re-reads the
     * body of an unterminated heredoc stays linear.
     */
    private int findLine(String content, int from) {
        if (linesByContent != null) {
            return linesByContent.firstAtOrAfter(content, from);
        }
        int length = src.length();
        for (int lineBegin = from; lineBegin <= length; ) {
            int lineEnd = endOfLine(lineBegin);
            if (lineEnd - lineBegin == content.length() && src.startsWith(content, lineBegin)) {
                return lineBegin;
            }
            lineBegin = lineEnd + 1;
        }
        linesByContent = new LineStartsByContent(src);
        return -1;
    }

    private static boolean isDelimiterChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
    }

    /** The index of the line break ending the line that contains {@code from}, or the length. */
    private int endOfLine(int from) {
        int end = src.indexOf('\n', from);
        return end < 0 ? src.length() : end;
    }

    private EdlParseException fatal(String detail, int errorLine, int errorColumn, int resumeAt) {
        moveTo(resumeAt);
        return new EdlParseException(detail, errorLine, errorColumn);
    }

    private Token token(TokenKind kind, String value, String flags, int start) {
        return new Token(kind, value, flags, line, column(start));
    }

    private int column(int offset) {
        return offset - lineStart;
    }

    private void advance() {
        if (src.charAt(pos) == '\n') {
            line++;
            lineStart = pos + 1;
        }
        pos++;
    }

    /** Moves forward to {@code target}, keeping line tracking right. */
    private void moveTo(int target) {
        int end = Math.min(target, src.length());
        while (pos < end) {
            advance();
        }
        pos = Math.max(pos, target);
    }
}
