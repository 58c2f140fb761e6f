package dev.edl.tools;

import dev.edl.internal.json.JsonNull;
import dev.edl.internal.json.JsonReader;
import dev.edl.internal.json.JsonSyntaxException;
import java.math.BigDecimal;
import java.util.ArrayList;
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
    private static final BigDecimal INT_MIN = BigDecimal.valueOf(Integer.MIN_VALUE);
    private static final BigDecimal INT_MAX = BigDecimal.valueOf(Integer.MAX_VALUE);

    private final Map<String, ?> schema;

    private ArgumentSchema(Map<String, ?> schema) {
        this.schema = schema;
    }

    /**
     * Reads a schema.
     *
     * @param json the schema as JSON text
     * @return the schema
     * @throws IllegalArgumentException if the text is not a JSON object
     */
    static ArgumentSchema parse(String json) {
        try {
            return new ArgumentSchema(object(JsonReader.read(json)));
        } catch (JsonSyntaxException e) {
            throw new IllegalArgumentException("invalid tool schema: " + e.getMessage(), e);
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

    private void checkValue(String path, Map<String, ?> schema, @Nullable Object value) {
        String type = text(schema.get("type"));
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
                BigDecimal minItems = decimal(schema.get("minItems"));
                if (minItems != null && list.size() < minItems.intValue()) {
                    throw new ToolArgumentException("Argument \"" + path + "\" needs at least " + minItems
                            + " item(s); it has " + list.size() + ".");
                }
                Object items = schema.get("items");
                if (items instanceof Map<?, ?>) {
                    for (int i = 0; i < list.size(); i++) {
                        checkValue(path + "[" + i + "]", object(items), list.get(i));
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
                if (number.compareTo(INT_MIN) < 0 || number.compareTo(INT_MAX) > 0) {
                    throw new ToolArgumentException("Argument \"" + path + "\" is out of range: "
                            + number.toPlainString() + " (integers here lie between " + Integer.MIN_VALUE + " and "
                            + Integer.MAX_VALUE + ").");
                }
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

    private void checkObject(String prefix, Map<String, ?> schema, Map<?, ?> object) {
        Map<String, ?> properties =
                schema.get("properties") instanceof Map<?, ?> map ? object(map) : Map.<String, Object>of();
        List<String> allowed = List.copyOf(properties.keySet());
        boolean closed = Boolean.FALSE.equals(schema.get("additionalProperties"));
        for (Object key : object.keySet()) {
            String name = String.valueOf(key);
            if (closed && !properties.containsKey(name)) {
                String suggestion = ArgumentNames.closest(name, allowed);
                throw new ToolArgumentException("Unknown argument \"" + prefix + name + "\""
                        + (suggestion == null ? "" : " (did you mean \"" + prefix + suggestion + "\"?)")
                        + ". Allowed" + (prefix.isEmpty() ? "" : " in " + prefix.substring(0, prefix.length() - 1))
                        + ": " + String.join(", ", allowed) + ".");
            }
        }
        List<String> required = new ArrayList<>();
        if (schema.get("required") instanceof List<?> names) {
            names.forEach(name -> required.add(String.valueOf(name)));
        }
        for (String name : required) {
            if (present(object.get(name)) == null) {
                throw new ToolArgumentException("Missing required argument \"" + prefix + name + "\""
                        + describeType(property(properties, name)) + ".");
            }
        }
        for (String name : allowed) {
            Object value = present(object.get(name));
            if (value != null) {
                checkValue(prefix + name, property(properties, name), value);
            }
        }
    }

    /** JSON null counts as left out. */
    private static @Nullable Object present(@Nullable Object value) {
        return value == JsonNull.INSTANCE ? null : value;
    }

    private static Map<String, ?> property(Map<String, ?> properties, String name) {
        Object property = properties.get(name);
        return property instanceof Map<?, ?> map ? object(map) : Map.of();
    }

    private static String describeType(Map<String, ?> property) {
        return switch (text(property.get("type"))) {
            case "string" -> " (a string)";
            case "integer" -> " (an integer)";
            case "number" -> " (a number)";
            case "boolean" -> " (true or false)";
            case "array" -> " (an array)";
            case "object" -> " (an object)";
            default -> "";
        };
    }

    private static void checkRange(String path, Map<String, ?> schema, BigDecimal number) {
        BigDecimal minimum = decimal(schema.get("minimum"));
        if (minimum != null && number.compareTo(minimum) < 0) {
            throw new ToolArgumentException("Argument \"" + path + "\" must be at least " + minimum.toPlainString()
                    + "; it is " + number.toPlainString() + ".");
        }
        BigDecimal maximum = decimal(schema.get("maximum"));
        if (maximum != null && number.compareTo(maximum) > 0) {
            throw new ToolArgumentException("Argument \"" + path + "\" must be at most " + maximum.toPlainString()
                    + "; it is " + number.toPlainString() + ".");
        }
    }

    private static @Nullable BigDecimal decimal(@Nullable Object value) {
        return value instanceof BigDecimal decimal ? decimal : null;
    }

    /** A decoded number of any kind (JSON text gives BigDecimal; Java callers give Integer, Double…). */
    static @Nullable BigDecimal number(@Nullable Object value) {
        if (value instanceof BigDecimal decimal) {
            return decimal;
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isFinite(d) ? BigDecimal.valueOf(d) : null;
        }
        if (value instanceof Number n) {
            try {
                return new BigDecimal(n.toString());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    private static ToolArgumentException wrongType(String path, String expected, @Nullable Object value) {
        return new ToolArgumentException(
                "Argument \"" + path + "\" must be " + expected + "; got " + kind(value) + ".");
    }

    private static String kind(@Nullable Object value) {
        if (value == null || value == JsonNull.INSTANCE) {
            return "null";
        } else if (value instanceof String) {
            return "a string";
        } else if (value instanceof Boolean) {
            return "a boolean";
        } else if (value instanceof Number) {
            BigDecimal number = number(value);
            return "the number " + (number == null ? value : number.toPlainString());
        } else if (value instanceof List) {
            return "an array";
        } else if (value instanceof Map) {
            return "an object";
        }
        return value.getClass().getSimpleName();
    }

    private static String text(@Nullable Object value) {
        return value instanceof String s ? s : "";
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ?> object(@Nullable Object value) {
        if (!(value instanceof Map<?, ?>)) {
            throw new IllegalArgumentException("invalid tool schema: not a JSON object");
        }
        return (Map<String, ?>) value;
    }

    /** Lower-case letters and digits only: {@code dry_run} and {@code DryRun} both become {@code dryrun}. */
    static String normalise(String name) {
        return name.replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
    }
}
