package dev.edl.tools;

import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Typed access to a tool call's JSON arguments, with messages a model can act on. */
final class ToolArguments {
    private final Map<String, ?> values;

    ToolArguments(Map<String, ?> values) {
        this.values = values;
    }

    String requiredString(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new ToolArgumentException("Missing required argument \"" + name + "\" (a string).");
        }
        if (!(value instanceof String)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be a string.");
        }
        return (String) value;
    }

    @Nullable
    String optionalString(String name) {
        Object value = values.get(name);
        if (value == null) {
            return null;
        }
        if (!(value instanceof String)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be a string.");
        }
        return (String) value;
    }

    boolean flag(String name, boolean fallback) {
        Object value = values.get(name);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof Boolean)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be true or false.");
        }
        return (Boolean) value;
    }

    int requiredInt(String name) {
        Integer value = optionalInt(name);
        if (value == null) {
            throw new ToolArgumentException("Missing required argument \"" + name + "\" (an integer).");
        }
        return value;
    }

    @Nullable
    Integer optionalInt(String name) {
        return integer(name, values.get(name));
    }

    double number(String name, double fallback) {
        Object value = values.get(name);
        if (value == null) {
            return fallback;
        }
        if (!(value instanceof Number)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be a number.");
        }
        return ((Number) value).doubleValue();
    }

    List<?> requiredList(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new ToolArgumentException("Missing required argument \"" + name + "\" (an array).");
        }
        if (!(value instanceof List)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be an array.");
        }
        return (List<?>) value;
    }

    /** An optional JSON object; empty when left out. */
    Map<?, ?> optionalObject(String name) {
        Object value = values.get(name);
        if (value == null) {
            return Map.of();
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new ToolArgumentException("Argument \"" + name + "\" must be an object.");
        }
        return map;
    }

    static @Nullable Integer integer(String name, @Nullable Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Number) {
            Number number = (Number) value;
            if (number.doubleValue() == Math.rint(number.doubleValue())
                    && Math.abs(number.doubleValue()) <= Integer.MAX_VALUE) {
                return number.intValue();
            }
        }
        throw new ToolArgumentException("Argument \"" + name + "\" must be an integer.");
    }
}
