package dev.edl.tools;

import dev.edl.internal.json.JsonNull;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Turns the JSON reader's values into tool arguments: JSON {@code null} becomes a left-out (Java null) value. */
final class DecodedJson {
    private DecodedJson() {}

    static Map<String, @Nullable Object> arguments(Map<?, ?> object) {
        Map<String, @Nullable Object> result = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : object.entrySet()) {
            result.put(String.valueOf(entry.getKey()), value(entry.getValue()));
        }
        return Collections.unmodifiableMap(result);
    }

    private static @Nullable Object value(@Nullable Object value) {
        if (value == JsonNull.INSTANCE) {
            return null;
        }
        if (value instanceof Map<?, ?> map) {
            return arguments(map);
        }
        if (value instanceof List<?> list) {
            List<@Nullable Object> items = new ArrayList<>(list.size());
            for (Object item : list) {
                items.add(value(item));
            }
            return Collections.unmodifiableList(items);
        }
        return value;
    }
}
