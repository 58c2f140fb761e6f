package dev.edl.internal.json;

/**
 * Writes JSON string literals. Output is pure ASCII-safe JSON apart from valid characters outside
 * the escaped set, which are written as they are (the caller encodes the text as UTF-8).
 */
public final class JsonWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonWriter() {}

    /**
     * Returns the JSON string literal for a text, quotes included.
     *
     * @param text any Java string, including unpaired surrogates and control characters
     * @return the literal, which {@link JsonReader} reads back to exactly {@code text}
     */
    public static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        appendQuoted(out, text);
        return out.toString();
    }

    /**
     * Appends the JSON string literal for a text, quotes included.
     *
     * @param out where to append
     * @param text any Java string
     */
    public static void appendQuoted(StringBuilder out, String text) {
        out.append('"');
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '"') {
                out.append("\\\"");
            } else if (c == '\\') {
                out.append("\\\\");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\b') {
                out.append("\\b");
            } else if (c == '\f') {
                out.append("\\f");
            } else if (c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029') {
                appendUnicodeEscape(out, c);
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(i + 1));
                i++;
            } else if (Character.isSurrogate(c)) {
                // An unpaired surrogate cannot be encoded in UTF-8; the escape keeps it exactly.
                appendUnicodeEscape(out, c);
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    private static void appendUnicodeEscape(StringBuilder out, char c) {
        out.append("\\u")
                .append(HEX[(c >> 12) & 0xf])
                .append(HEX[(c >> 8) & 0xf])
                .append(HEX[(c >> 4) & 0xf])
                .append(HEX[c & 0xf]);
    }
}
