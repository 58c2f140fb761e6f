package dev.edl.internal.registers;

import dev.edl.internal.json.JsonReader;
import dev.edl.internal.json.JsonSyntaxException;
import dev.edl.internal.json.JsonWriter;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Encodes and decodes the register file, a JSON object:
 *
 * <pre>{@code
 * {
 *   "format": "edl-registers",
 *   "version": 1,
 *   "lastSavedId": 2,
 *   "registers": {
 *     "_saved_1": "text",
 *     "a": "more text"
 *   }
 * }
 * }</pre>
 *
 * <p>All four members are required and no other member is allowed, so a file written by a newer
 * version or by another program is refused rather than misread.
 */
final class RegisterFileFormat {
    static final String FORMAT = "edl-registers";
    static final int VERSION = 1;

    private static final Set<String> MEMBERS = Set.of("format", "version", "lastSavedId", "registers");

    private RegisterFileFormat() {}

    /**
     * Encodes a state as JSON text, one register per line, sorted by name, ending with a line break.
     *
     * @param state the state
     * @return the JSON text
     */
    static String encode(RegisterState state) {
        StringBuilder out = new StringBuilder(64);
        out.append("{\n  \"format\": ");
        JsonWriter.appendQuoted(out, FORMAT);
        out.append(",\n  \"version\": ").append(VERSION);
        out.append(",\n  \"lastSavedId\": ").append(state.lastSavedId());
        out.append(",\n  \"registers\": {");
        boolean first = true;
        for (Map.Entry<String, String> register : state.registers().entrySet()) {
            out.append(first ? "\n    " : ",\n    ");
            first = false;
            JsonWriter.appendQuoted(out, register.getKey());
            out.append(": ");
            JsonWriter.appendQuoted(out, register.getValue());
        }
        out.append(first ? "}\n}\n" : "\n  }\n}\n");
        return out.toString();
    }

    /**
     * Decodes JSON text into a state.
     *
     * @param json the file's text
     * @return the state
     * @throws JsonSyntaxException if the text is not valid JSON
     * @throws RegisterFileFormatException if it is JSON but not a register file of version 1
     */
    static RegisterState decode(String json) throws JsonSyntaxException, RegisterFileFormatException {
        Object root = JsonReader.read(json);
        if (!(root instanceof Map<?, ?> object)) {
            throw new RegisterFileFormatException("expected a JSON object at the top level");
        }
        for (Object name : object.keySet()) {
            if (!MEMBERS.contains(name)) {
                throw new RegisterFileFormatException("unexpected member " + JsonWriter.quote((String) name));
            }
        }
        Object format = object.get("format");
        if (!FORMAT.equals(format)) {
            throw new RegisterFileFormatException(
                    format == null ? "member \"format\" is missing" : "member \"format\" must be \"" + FORMAT + "\"");
        }
        Object version = object.get("version");
        if (version == null) {
            throw new RegisterFileFormatException("member \"version\" is missing");
        }
        if (!(version instanceof BigDecimal number)) {
            throw new RegisterFileFormatException("member \"version\" must be a number");
        }
        if (number.compareTo(BigDecimal.valueOf(VERSION)) != 0) {
            throw new RegisterFileFormatException("version " + number.toPlainString()
                    + " is not supported (this library reads version " + VERSION + ")");
        }
        int lastSavedId = decodeLastSavedId(object.get("lastSavedId"));
        Object registers = object.get("registers");
        if (!(registers instanceof Map<?, ?> registerMap)) {
            throw new RegisterFileFormatException("member \"registers\" must be an object");
        }
        TreeMap<String, String> texts = new TreeMap<>();
        for (Map.Entry<?, ?> entry : registerMap.entrySet()) {
            if (!(entry.getValue() instanceof String)) {
                throw new RegisterFileFormatException(
                        "register " + JsonWriter.quote((String) entry.getKey()) + " must be a string");
            }
            texts.put((String) entry.getKey(), (String) entry.getValue());
        }
        return new RegisterState(lastSavedId, texts);
    }

    private static int decodeLastSavedId(@Nullable Object value) throws RegisterFileFormatException {
        String problem = "member \"lastSavedId\" must be an integer from 0 to " + Integer.MAX_VALUE;
        if (value == null) {
            throw new RegisterFileFormatException("member \"lastSavedId\" is missing");
        }
        if (!(value instanceof BigDecimal decimal)) {
            throw new RegisterFileFormatException(problem);
        }
        BigDecimal number = decimal.stripTrailingZeros();
        // Checked before intValueExact, which would expand a huge exponent like 1e999999999.
        if (number.signum() < 0 || number.scale() > 0 || number.precision() - number.scale() > 10) {
            throw new RegisterFileFormatException(problem);
        }
        try {
            return number.intValueExact();
        } catch (ArithmeticException e) {
            throw new RegisterFileFormatException(problem);
        }
    }
}
