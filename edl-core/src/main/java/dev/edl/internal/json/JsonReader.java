package dev.edl.internal.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 JSON reader. Values become {@code Map<String, Object>} (insertion ordered,
 * duplicate names refused), {@code List<Object>}, {@code String}, {@code BigDecimal}, {@code
 * Boolean} or {@link JsonNull#INSTANCE}. Exactly one value makes up the text (content after it is
 * refused); nesting, document length and number length are limited so that hostile input cannot
 * overflow the stack or cost quadratic time. The only exception thrown for any input is {@link
 * JsonSyntaxException}, with a 1-based line and column.
 */
public final class JsonReader {
    /** Deeper nesting is refused, so a hostile file cannot overflow the stack. */
    public static final int MAX_DEPTH = 256;

    /** The longest document read, in UTF-16 code units (256 Mi). */
    public static final int MAX_CHARS = 256 * 1024 * 1024;

    /** The longest number read, in characters (longer ones would cost quadratic time to convert). */
    public static final int MAX_NUMBER_CHARS = 1_000;

    /**
     * What a reader accepts beyond the JSON grammar.
     *
     * @param maxChars the longest document, in UTF-16 code units
     * @param maxDepth the deepest nesting of arrays and objects
     * @param loneSurrogates whether a string may hold an unpaired surrogate (written as a {@code \\u}
     *     escape); the register file needs them to keep any Java string exactly, tool arguments refuse
     *     them because such a string cannot be written to a UTF-8 file
     */
    public record Limits(int maxChars, int maxDepth, boolean loneSurrogates) {
        /** The register file: large, deep enough, any Java string. */
        public static final Limits REGISTER_FILE = new Limits(MAX_CHARS, MAX_DEPTH, true);

        /** A tool call's arguments: 64 Mi characters, 64 levels, only well-formed Unicode. */
        public static final Limits TOOL_ARGUMENTS = new Limits(64 * 1024 * 1024, 64, false);

        /** Checks the limits. */
        public Limits {
            if (maxChars < 0 || maxDepth < 1) {
                throw new IllegalArgumentException("maxChars must be >= 0 and maxDepth >= 1");
            }
        }
    }

    private final String text;
    private final Limits limits;
    private int pos;

    private JsonReader(String text, Limits limits) {
        this.text = text;
        this.limits = limits;
    }

    /**
     * Reads one JSON value that makes up the whole text (surrounding whitespace allowed).
     *
     * @param text the JSON text
     * @return the value
     * @throws JsonSyntaxException if the text is not exactly one valid JSON value
     */
    public static Object read(String text) throws JsonSyntaxException {
        return read(text, Limits.REGISTER_FILE);
    }

    /**
     * Reads one JSON value that makes up the whole text, refusing longer texts.
     *
     * @param text the JSON text
     * @param maxChars the longest text accepted, in UTF-16 code units
     * @return the value
     * @throws JsonSyntaxException if the text is longer or is not exactly one valid JSON value
     */
    public static Object read(String text, int maxChars) throws JsonSyntaxException {
        return read(text, new Limits(maxChars, MAX_DEPTH, true));
    }

    /**
     * Reads one JSON value that makes up the whole text, within the given limits.
     *
     * @param text the JSON text
     * @param limits what is accepted beyond the grammar
     * @return the value
     * @throws JsonSyntaxException if the text breaks a limit or is not exactly one valid JSON value
     */
    public static Object read(String text, Limits limits) throws JsonSyntaxException {
        if (text.length() > limits.maxChars()) {
            throw new JsonSyntaxException(
                    1,
                    1,
                    "document of " + text.length() + " characters is longer than the limit of " + limits.maxChars());
        }
        JsonReader reader = new JsonReader(text, limits);
        reader.skipWhitespace();
        Object value = reader.readValue(0);
        reader.skipWhitespace();
        if (reader.pos < text.length()) {
            throw reader.error("unexpected content after the JSON value");
        }
        return value;
    }

    private Object readValue(int depth) throws JsonSyntaxException {
        if (pos >= text.length()) {
            throw error("expected a JSON value, got end of file");
        }
        char c = text.charAt(pos);
        if (c == '{') {
            return readObject(depth + 1);
        } else if (c == '[') {
            return readArray(depth + 1);
        } else if (c == '"') {
            return readString();
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            return readNumber();
        } else if (text.startsWith("true", pos)) {
            pos += 4;
            return true;
        } else if (text.startsWith("false", pos)) {
            pos += 5;
            return false;
        } else if (text.startsWith("null", pos)) {
            pos += 4;
            return JsonNull.INSTANCE;
        }
        throw error("expected a JSON value, got " + describe(c));
    }

    private Map<String, Object> readObject(int depth) throws JsonSyntaxException {
        checkDepth(depth);
        pos++; // '{'
        Map<String, Object> members = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            return Collections.unmodifiableMap(members);
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("expected '\"' to start a member name, got " + describeNext());
            }
            int nameStart = pos;
            String name = readString();
            if (members.containsKey(name)) {
                pos = nameStart;
                throw error("duplicate member name " + JsonWriter.quote(name));
            }
            skipWhitespace();
            expect(':');
            skipWhitespace();
            members.put(name, readValue(depth));
            skipWhitespace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == '}') {
                pos++;
                return Collections.unmodifiableMap(members);
            } else {
                throw error("expected ',' or '}', got " + describeNext());
            }
        }
    }

    private List<Object> readArray(int depth) throws JsonSyntaxException {
        checkDepth(depth);
        pos++; // '['
        List<Object> items = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            return Collections.unmodifiableList(items);
        }
        while (true) {
            skipWhitespace();
            items.add(readValue(depth));
            skipWhitespace();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c == ']') {
                pos++;
                return Collections.unmodifiableList(items);
            } else {
                throw error("expected ',' or ']', got " + describeNext());
            }
        }
    }

    private String readString() throws JsonSyntaxException {
        int start = pos;
        pos++; // opening quote
        StringBuilder out = new StringBuilder();
        int runStart = pos;
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                out.append(text, runStart, pos);
                if (!limits.loneSurrogates()) {
                    checkSurrogates(out, start);
                }
                pos++;
                return out.toString();
            } else if (c == '\\') {
                out.append(text, runStart, pos);
                readEscape(out);
                runStart = pos;
            } else if (c < 0x20) {
                throw error("control character " + describe(c) + " must be escaped in a string");
            } else {
                pos++;
            }
        }
    }

    private void checkSurrogates(CharSequence value, int start) throws JsonSyntaxException {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c)
                    && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                pos = start;
                throw error("string holds an unpaired surrogate " + describe(c) + " (not valid Unicode)");
            }
        }
    }

    private void readEscape(StringBuilder out) throws JsonSyntaxException {
        pos++; // backslash
        if (pos >= text.length()) {
            throw error("unterminated string");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '"', '\\', '/' -> out.append(c);
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'n' -> out.append('\n');
            case 'r' -> out.append('\r');
            case 't' -> out.append('\t');
            case 'u' -> {
                out.append(readHex4());
                return; // readHex4 leaves pos after the digits
            }
            default -> {
                pos--;
                throw error("invalid escape sequence \\" + c);
            }
        }
        pos++;
    }

    private char readHex4() throws JsonSyntaxException {
        int value = 0;
        for (int i = 0; i < 4; i++) {
            pos++;
            int digit = pos < text.length() ? Character.digit(text.charAt(pos), 16) : -1;
            if (digit < 0) {
                throw error("expected 4 hexadecimal digits after \\u");
            }
            value = value * 16 + digit;
        }
        pos++;
        return (char) value;
    }

    private BigDecimal readNumber() throws JsonSyntaxException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            skipDigits();
        } else {
            throw error("expected a digit, got " + describeNext());
        }
        if (peek() == '.') {
            pos++;
            if (!isDigit(peek())) {
                throw error("expected a digit after '.', got " + describeNext());
            }
            skipDigits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw error("expected a digit in the exponent, got " + describeNext());
            }
            skipDigits();
        }
        if (pos - start > MAX_NUMBER_CHARS) {
            pos = start;
            throw error("number longer than " + MAX_NUMBER_CHARS + " characters");
        }
        try {
            return new BigDecimal(text.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("number out of range");
        }
    }

    private void skipDigits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void expect(char expected) throws JsonSyntaxException {
        if (peek() != expected) {
            throw error("expected '" + expected + "', got " + describeNext());
        }
        pos++;
    }

    private void checkDepth(int depth) throws JsonSyntaxException {
        if (depth > limits.maxDepth()) {
            throw error("nesting deeper than " + limits.maxDepth() + " levels");
        }
    }

    /** The next character, or U+0000 at end of input (never valid where it is tested). */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private String describeNext() {
        return pos < text.length() ? describe(text.charAt(pos)) : "end of file";
    }

    private static String describe(char c) {
        if (c < 0x20 || c == 0x7f || Character.isSurrogate(c)) {
            return String.format("U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    private JsonSyntaxException error(String reason) {
        int line = 1;
        int lineStart = 0;
        int end = Math.min(pos, text.length());
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new JsonSyntaxException(line, end - lineStart + 1, reason);
    }
}
