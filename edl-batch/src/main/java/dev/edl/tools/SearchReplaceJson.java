package dev.edl.tools;

import dev.edl.batch.SearchReplace;
import dev.edl.files.TextFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Reads batch edits from decoded JSON: an array of objects {@code {"search", "replace", "label"?,
 * "expectedReplacements"?, "lineHint"?}}.
 */
public final class SearchReplaceJson {
    private SearchReplaceJson() {}

    /**
     * Converts decoded JSON to edits.
     *
     * @param edits the decoded array (a list of maps)
     * @return the edits, in order
     * @throws IllegalArgumentException naming the first malformed edit and what is wrong with it
     *     (a string holding a lone surrogate, which no file can hold, included)
     */
    public static List<SearchReplace> edits(List<?> edits) {
        List<SearchReplace> result = new ArrayList<>();
        for (int i = 0; i < edits.size(); i++) {
            Object item = edits.get(i);
            if (!(item instanceof Map)) {
                throw new IllegalArgumentException(
                        "edits[" + i + "] must be an object with \"search\" and \"replace\"");
            }
            try {
                result.add(edit(DecodedJson.arguments((Map<?, ?>) item)));
            } catch (ToolArgumentException | IllegalArgumentException e) {
                throw new IllegalArgumentException("edits[" + i + "]: " + e.getMessage(), e);
            }
        }
        return result;
    }

    private static SearchReplace edit(Map<?, ?> json) {
        for (Object key : json.keySet()) {
            if (!List.of("search", "replace", "label", "expectedReplacements", "lineHint")
                    .contains(String.valueOf(key))) {
                throw new IllegalArgumentException("unknown field \"" + key
                        + "\" (known: search, replace, label, expectedReplacements, lineHint)");
            }
        }
        String search = string(json, "search", true);
        String replace = string(json, "replace", true);
        SearchReplace edit = SearchReplace.of(search == null ? "" : search, replace == null ? "" : replace)
                .withLabel(string(json, "label", false));
        Integer expected = ToolArguments.integer("expectedReplacements", json.get("expectedReplacements"));
        if (expected != null) {
            edit = edit.withExpectedReplacements(expected);
        }
        return edit.withLineHint(ToolArguments.integer("lineHint", json.get("lineHint")));
    }

    private static @Nullable String string(Map<?, ?> json, String name, boolean required) {
        Object value = json.get(name);
        if (value == null) {
            if (required) {
                throw new IllegalArgumentException("missing \"" + name + "\" (a string)");
            }
            return null;
        }
        if (!(value instanceof String)) {
            throw new IllegalArgumentException("\"" + name + "\" must be a string");
        }
        String text = (String) value;
        int lone = TextFormat.loneSurrogate(text);
        if (lone >= 0) {
            throw new IllegalArgumentException(String.format(
                    "\"%s\" holds a lone surrogate U+%04X at character %d (an unpaired \\u escape), which UTF-8"
                            + " cannot encode; write the character itself or its full surrogate pair",
                    name, (int) text.charAt(lone), lone));
        }
        return text;
    }
}
