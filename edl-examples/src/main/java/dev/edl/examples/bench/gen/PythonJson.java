package dev.edl.examples.bench.gen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON exactly as CPython's {@code json.dumps} does for strings, integers, booleans, lists and
 * (insertion-ordered) maps: with an indent, items are separated by {@code ","} and a new line, keys
 * by {@code ": "}; without one, by {@code ", "} and {@code ": "}. Strings escape {@code "}, {@code
 * \}, the control characters ({@code \n}, {@code \r}, {@code \t}, {@code \b}, {@code \f} by name,
 * the others as {@code \}{@code u00xx}), and with {@code ensureAscii} every character outside
 * printable ASCII as lower-case {@code \}{@code uxxxx} (non-BMP characters as their surrogate pair).
 *
 * <p>Floating-point numbers are not supported (the workloads contain none).
 */
public final class PythonJson {
    /** Stands for JSON {@code null} inside maps and lists. */
    public static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final int indent;
    private final boolean ensureAscii;

    private PythonJson(int indent, boolean ensureAscii) {
        this.indent = indent;
        this.ensureAscii = ensureAscii;
    }

    /**
     * {@code json.dumps(value, ensure_ascii=...)}: everything on one line.
     *
     * @param value a string, Integer, Long, Boolean, {@link #NULL}, List or Map with String keys
     * @param ensureAscii whether to escape every character outside printable ASCII
     * @return the JSON text
     * @throws IllegalArgumentException for an unsupported value
     */
    public static String compact(Object value, boolean ensureAscii) {
        StringBuilder out = new StringBuilder();
        new PythonJson(-1, ensureAscii).write(out, value, 0);
        return out.toString();
    }

    /**
     * {@code json.dumps(value, indent=indent, ensure_ascii=...)}.
     *
     * @param value a string, Integer, Long, Boolean, {@link #NULL}, List or Map with String keys
     * @param indent spaces per nesting level, at least 0
     * @param ensureAscii whether to escape every character outside printable ASCII
     * @return the JSON text (no trailing new line)
     * @throws IllegalArgumentException for an unsupported value or a negative indent
     */
    public static String indented(Object value, int indent, boolean ensureAscii) {
        if (indent < 0) {
            throw new IllegalArgumentException("indent must be at least 0: " + indent);
        }
        StringBuilder out = new StringBuilder();
        new PythonJson(indent, ensureAscii).write(out, value, 0);
        return out.toString();
    }

    /**
     * An insertion-ordered JSON object (a Python dict literal).
     *
     * @param keysAndValues alternating String keys and values
     * @return a new mutable map in the given order
     * @throws IllegalArgumentException for an odd number of arguments or a non-String key
     */
    public static Map<String, Object> object(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values must alternate");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            if (!(keysAndValues[i] instanceof String key)) {
                throw new IllegalArgumentException("JSON object keys must be strings: " + keysAndValues[i]);
            }
            map.put(key, keysAndValues[i + 1]);
        }
        return map;
    }

    private void write(StringBuilder out, Object value, int level) {
        if (value instanceof String s) {
            string(out, s);
        } else if (value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Boolean b) {
            out.append(b ? "true" : "false");
        } else if (value == NULL) {
            out.append("null");
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append('[');
            boolean first = true;
            for (Object item : list) {
                separate(out, first, level + 1);
                first = false;
                write(out, item, level + 1);
            }
            close(out, level);
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (!(entry.getKey() instanceof String key)) {
                    throw new IllegalArgumentException("JSON object keys must be strings: " + entry.getKey());
                }
                separate(out, first, level + 1);
                first = false;
                string(out, key);
                out.append(": ");
                write(out, entry.getValue(), level + 1);
            }
            close(out, level);
            out.append('}');
        } else {
            throw new IllegalArgumentException(
                    "Unsupported JSON value: " + value.getClass().getName());
        }
    }

    /** What goes before an item: a new line and the indent, or {@code ", "} between items. */
    private void separate(StringBuilder out, boolean first, int level) {
        if (indent >= 0) {
            if (!first) {
                out.append(',');
            }
            newLine(out, level);
        } else if (!first) {
            out.append(", ");
        }
    }

    private void close(StringBuilder out, int level) {
        if (indent >= 0) {
            newLine(out, level);
        }
    }

    private void newLine(StringBuilder out, int level) {
        out.append('\n');
        out.append(" ".repeat(indent * level));
    }

    private void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || (ensureAscii && c > 0x7e)) {
                        out.append("\\u")
                                .append(HEX[(c >> 12) & 0xf])
                                .append(HEX[(c >> 8) & 0xf])
                                .append(HEX[(c >> 4) & 0xf])
                                .append(HEX[c & 0xf]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
