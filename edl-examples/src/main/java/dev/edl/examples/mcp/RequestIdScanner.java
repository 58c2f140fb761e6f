package dev.edl.examples.mcp;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Finds the top-level {@code "id"} member of a JSON-RPC message fed in pieces, without keeping the
 * message: so that a message too large to read can still be answered with its own id. Only the
 * structure is tracked (nesting, strings, escapes); the message need not be valid JSON.
 */
final class RequestIdScanner {
    private static final int MAX_CAPTURE = 256;

    private int depth;
    private boolean inString;
    private boolean escaped;
    /** At depth 1, the next string is a member name. */
    private boolean expectName;

    private boolean capturingName;
    private final StringBuilder name = new StringBuilder();
    private boolean nameIsId;
    private boolean afterIdColon;

    private boolean capturingValue;
    private boolean valueIsString;
    private final StringBuilder value = new StringBuilder();
    private @Nullable Object requestId;
    private boolean done;

    void feed(byte[] bytes, int from, int count) {
        for (int i = from; i < from + count && !done; i++) {
            accept(bytes[i]);
        }
    }

    private void accept(byte b) {
        char c = (char) (b & 0xff);
        if (inString) {
            if (escaped) {
                escaped = false;
                capture(c);
            } else if (c == '\\') {
                escaped = true;
                capture(c);
            } else if (c == '"') {
                inString = false;
                endString();
            } else {
                capture(c);
            }
            return;
        }
        if (capturingValue && !valueIsString) {
            if (c == ',' || c == '}' || c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                endBareValue();
            } else {
                append(value, c);
                return;
            }
        }
        switch (c) {
            case '"' -> {
                inString = true;
                if (depth == 1 && expectName) {
                    capturingName = true;
                    name.setLength(0);
                } else if (depth == 1 && afterIdColon) {
                    capturingValue = true;
                    valueIsString = true;
                    value.setLength(0);
                    afterIdColon = false;
                }
            }
            case '{', '[' -> {
                depth++;
                expectName = depth == 1 && c == '{';
                afterIdColon = false;
            }
            case '}', ']' -> depth--;
            case ',' -> expectName = depth == 1;
            case ':' -> {
                if (depth == 1 && nameIsId) {
                    afterIdColon = true;
                }
                nameIsId = false;
            }
            case ' ', '\t', '\r', '\n' -> {}
            default -> {
                if (depth == 1 && afterIdColon) {
                    afterIdColon = false;
                    capturingValue = true;
                    valueIsString = false;
                    value.setLength(0);
                    append(value, c);
                }
            }
        }
    }

    private void capture(char c) {
        if (capturingName) {
            append(name, c);
        } else if (capturingValue) {
            append(value, c);
        }
    }

    private static void append(StringBuilder target, char c) {
        if (target.length() <= MAX_CAPTURE) {
            target.append(c);
        }
    }

    private void endString() {
        if (capturingName) {
            capturingName = false;
            expectName = false;
            nameIsId = name.toString().equals("id");
        } else if (capturingValue) {
            capturingValue = false;
            if (value.length() <= MAX_CAPTURE && value.indexOf("\\") < 0) {
                byte[] raw = new byte[value.length()];
                for (int i = 0; i < raw.length; i++) {
                    raw[i] = (byte) value.charAt(i);
                }
                requestId = new String(raw, StandardCharsets.UTF_8);
            }
            done = true;
        }
    }

    private void endBareValue() {
        capturingValue = false;
        done = true;
        BigDecimal number;
        try {
            number = new BigDecimal(value.toString());
        } catch (NumberFormatException e) {
            return; // null, true or garbage: no usable id
        }
        try {
            requestId = number.longValueExact();
        } catch (ArithmeticException e) {
            requestId = number;
        }
    }

    /**
     * The id found so far.
     *
     * @return a {@code Long}, a {@code BigDecimal} or a {@code String}, or null when none was found
     */
    @Nullable
    Object requestId() {
        if (capturingValue && !valueIsString) {
            endBareValue();
        }
        return requestId;
    }
}
