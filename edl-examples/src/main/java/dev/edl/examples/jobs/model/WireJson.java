package dev.edl.examples.jobs.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** JSON helpers shared by the two wire formats. */
final class WireJson {
    private WireJson() {}

    /** A request body with {@code model}, {@code messages} and {@code stream}. */
    static ObjectNode chatRequest(ModelSettings settings, List<ChatMessage> messages) {
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("A chat request needs at least one message");
        }
        ObjectNode body = HttpChat.JSON.createObjectNode();
        body.put("model", settings.model());
        ArrayNode array = body.putArray("messages");
        for (ChatMessage message : messages) {
            array.addObject().put("role", message.role().wireName()).put("content", message.content());
        }
        body.put("stream", settings.stream());
        return body;
    }

    static String write(JsonNode node) {
        try {
            return HttpChat.JSON.writeValueAsString(node);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot write a JSON request", e);
        }
    }

    /**
     * Parses one JSON object (a body or a streamed chunk).
     *
     * @param text the JSON text
     * @param where what it is, for the message, e.g. {@code streamed line 3}
     */
    static JsonNode object(String text, String where) throws ModelException {
        JsonNode node;
        try {
            node = HttpChat.JSON.readTree(text);
        } catch (IOException e) {
            throw new ModelException(
                    ModelException.Kind.MALFORMED,
                    null,
                    "Malformed JSON in " + where + ": " + snippet(text) + " (" + firstLine(e.getMessage()) + ")",
                    e);
        }
        if (node == null || !node.isObject()) {
            throw ModelException.of(
                    ModelException.Kind.MALFORMED, "Expected a JSON object in " + where + ": " + snippet(text));
        }
        String error = HttpChat.errorIn(node);
        if (error != null) {
            throw ModelException.of(
                    ModelException.Kind.SERVER_ERROR, "The server reported an error in " + where + ": " + error);
        }
        return node;
    }

    /** A text field, null when missing or JSON null; a non-text value is malformed. */
    static @Nullable String text(JsonNode node, String field, String where) throws ModelException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw ModelException.of(
                    ModelException.Kind.MALFORMED, "\"" + field + "\" is not a string in " + where + ": " + value);
        }
        return value.asText();
    }

    /** An integer field, null when missing or not an integer. */
    static @Nullable Integer integer(@Nullable JsonNode node, String field) {
        if (node == null) {
            return null;
        }
        JsonNode value = node.get(field);
        return value != null && value.canConvertToInt() && value.isIntegralNumber() ? value.asInt() : null;
    }

    static String snippet(String text) {
        String flat = text.strip();
        return flat.length() > 200 ? flat.substring(0, 200) + "…" : flat;
    }

    private static String firstLine(@Nullable String message) {
        if (message == null) {
            return "unreadable";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
