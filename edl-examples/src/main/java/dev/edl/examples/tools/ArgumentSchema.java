package dev.edl.examples.tools;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Checks a tool call's arguments against the tool's published JSON schema before anything runs,
 * so that a misspelt option ({@code dry_run} for {@code dryRun}) is an error instead of being
 * ignored. Covers the schema keywords the edl tools use: {@code type} (object, array, string,
 * integer, number, boolean), {@code properties}, {@code required}, {@code additionalProperties:
 * false}, {@code items}, {@code minItems}, {@code minimum} and {@code maximum}. A JSON {@code null}
 * given for an optional argument counts as leaving it out.
 */
final class ArgumentSchema {
    private static final ObjectMapper JSON = StrictJson.mapper();

    private final JsonNode schema;

    private ArgumentSchema(JsonNode schema) {
        this.schema = schema;
    }

    /**
     * Reads a schema.
     *
     * @param json the schema as JSON text
     * @return the schema
     * @throws IllegalArgumentException if the text is not JSON
     */
    static ArgumentSchema parse(String json) {
        try {
            return new ArgumentSchema(JSON.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("invalid tool schema: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * Checks arguments.
     *
     * @param arguments the decoded arguments
     * @throws ToolArgumentException naming the first argument that breaks the schema and what is allowed
     */
    void check(Map<String, ?> arguments) {
        checkObject("", schema, arguments);
    }

    private void checkValue(String path, JsonNode schema, @Nullable Object value) {
        String type = schema.path("type").asText("");
        switch (type) {
            case "object" -> {
                if (!(value instanceof Map<?, ?> map)) {
                    throw wrongType(path, "an object", value);
                }
                checkObject(path + ".", schema, map);
            }
            case "array" -> {
                if (!(value instanceof List<?> list)) {
                    throw wrongType(path, "an array", value);
                }
                int minItems = schema.path("minItems").asInt(0);
                if (list.size() < minItems) {
                    throw new ToolArgumentException("Argument \"" + path + "\" needs at least " + minItems
                            + " item(s); it has " + list.size() + ".");
                }
                JsonNode items = schema.get("items");
                if (items != null) {
                    for (int i = 0; i < list.size(); i++) {
                        checkValue(path + "[" + i + "]", items, list.get(i));
                    }
                }
            }
            case "string" -> {
                if (!(value instanceof String)) {
                    throw wrongType(path, "a string", value);
                }
            }
            case "boolean" -> {
                if (!(value instanceof Boolean)) {
                    throw wrongType(path, "true or false", value);
                }
            }
            case "integer" -> {
                BigDecimal number = number(value);
                if (number == null || number.stripTrailingZeros().scale() > 0) {
                    throw wrongType(path, "an integer", value);
                }
                checkRange(path, schema, number);
            }
            case "number" -> {
                BigDecimal number = number(value);
                if (number == null) {
                    throw wrongType(path, "a number", value);
                }
                checkRange(path, schema, number);
            }
            default -> {
                // no type constraint
            }
        }
    }

    private void checkObject(String prefix, JsonNode schema, Map<?, ?> object) {
        JsonNode properties = schema.path("properties");
        List<String> allowed = new ArrayList<>();
        properties.fieldNames().forEachRemaining(allowed::add);
        boolean closed = schema.path("additionalProperties").isBoolean()
                && !schema.path("additionalProperties").asBoolean();
        for (Object key : object.keySet()) {
            String name = String.valueOf(key);
            if (closed && !properties.has(name)) {
                String suggestion = closest(name, allowed);
                throw new ToolArgumentException("Unknown argument \"" + prefix + name + "\""
                        + (suggestion == null ? "" : " (did you mean \"" + prefix + suggestion + "\"?)")
                        + ". Allowed" + (prefix.isEmpty() ? "" : " in " + prefix.substring(0, prefix.length() - 1))
                        + ": " + String.join(", ", allowed) + ".");
            }
        }
        List<String> required = new ArrayList<>();
        for (Iterator<JsonNode> it = schema.path("required").elements(); it.hasNext(); ) {
            required.add(it.next().asText());
        }
        for (String name : required) {
            if (object.get(name) == null) {
                JsonNode property = properties.path(name);
                throw new ToolArgumentException(
                        "Missing required argument \"" + prefix + name + "\"" + describeType(property) + ".");
            }
        }
        for (String name : allowed) {
            Object value = object.get(name);
            if (value != null) {
                checkValue(prefix + name, properties.path(name), value);
            }
        }
    }

    private static String describeType(JsonNode property) {
        String type = property.path("type").asText("");
        return switch (type) {
            case "string" -> " (a string)";
            case "integer" -> " (an integer)";
            case "number" -> " (a number)";
            case "boolean" -> " (true or false)";
            case "array" -> " (an array)";
            case "object" -> " (an object)";
            default -> "";
        };
    }

    private static void checkRange(String path, JsonNode schema, BigDecimal number) {
        JsonNode minimum = schema.get("minimum");
        if (minimum != null && number.compareTo(minimum.decimalValue()) < 0) {
            throw new ToolArgumentException(
                    "Argument \"" + path + "\" must be at least " + minimum.asText() + "; it is " + number + ".");
        }
        JsonNode maximum = schema.get("maximum");
        if (maximum != null && number.compareTo(maximum.decimalValue()) > 0) {
            throw new ToolArgumentException(
                    "Argument \"" + path + "\" must be at most " + maximum.asText() + "; it is " + number + ".");
        }
    }

    private static @Nullable BigDecimal number(@Nullable Object value) {
        if (value instanceof BigDecimal decimal) {
            return decimal;
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isFinite(d) ? BigDecimal.valueOf(d) : null;
        }
        if (value instanceof Number n) {
            return new BigDecimal(n.toString());
        }
        return null;
    }

    private static ToolArgumentException wrongType(String path, String expected, @Nullable Object value) {
        return new ToolArgumentException(
                "Argument \"" + path + "\" must be " + expected + "; got " + kind(value) + ".");
    }

    private static String kind(@Nullable Object value) {
        if (value == null) {
            return "null";
        } else if (value instanceof String) {
            return "a string";
        } else if (value instanceof Boolean) {
            return "a boolean";
        } else if (value instanceof Number) {
            return "the number " + value;
        } else if (value instanceof List) {
            return "an array";
        } else if (value instanceof Map) {
            return "an object";
        }
        return value.getClass().getSimpleName();
    }

    /** The allowed name the given one most likely meant (same letters ignoring case and separators). */
    private static @Nullable String closest(String name, List<String> allowed) {
        String key = normalise(name);
        for (String candidate : allowed) {
            if (normalise(candidate).equals(key)) {
                return candidate;
            }
        }
        return null;
    }

    private static String normalise(String name) {
        return name.replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
    }
}
