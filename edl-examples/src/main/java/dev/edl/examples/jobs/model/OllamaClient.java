package dev.edl.examples.jobs.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A client of Ollama's {@code POST /api/chat}.
 *
 * <p>Request: {@code {"model", "messages": [{"role", "content"}], "stream"}}. Streaming answer:
 * NDJSON, one object per line, each with {@code message.content} (a piece of the answer) and {@code
 * done}; the last one has {@code done: true}, {@code done_reason}, {@code prompt_eval_count} and
 * {@code eval_count}. Non-streaming answer: one such object with the whole content. Errors are
 * {@code {"error": "…"}}, as the body of a non-2xx status or as a line of the stream.
 */
public final class OllamaClient implements ModelClient {
    /** The most characters of a non-streaming body. */
    private static final int MAX_BODY = 16 * 1024 * 1024;

    private final ModelSettings settings;
    private final HttpChat http;
    private final URI endpoint;

    /**
     * Creates the client.
     *
     * @param settings the server, model, timeouts and retries
     */
    public OllamaClient(ModelSettings settings) {
        this.settings = settings;
        this.http = new HttpChat(settings);
        this.endpoint = URI.create(settings.base() + "/api/chat");
    }

    @Override
    public ModelReply chat(List<ChatMessage> messages, ChatListener listener) throws ModelException {
        String body = WireJson.write(WireJson.chatRequest(settings, messages));
        return http.post(
                endpoint, body, listener, lines -> settings.stream() ? streamed(lines, listener) : whole(lines));
    }

    private ModelReply whole(BodyLines lines) throws ModelException {
        String text = lines.rest(MAX_BODY);
        if (text.isBlank()) {
            throw ModelException.of(ModelException.Kind.MALFORMED, "Empty response body from " + endpoint);
        }
        JsonNode node = WireJson.object(text, "the response of " + endpoint);
        String content = content(node, "the response");
        if (content == null) {
            throw ModelException.of(
                    ModelException.Kind.MALFORMED, "The response has no message.content: " + WireJson.snippet(text));
        }
        return new ModelReply(
                content,
                content.isEmpty() ? 0 : 1,
                WireJson.integer(node, "prompt_eval_count"),
                WireJson.integer(node, "eval_count"),
                WireJson.text(node, "done_reason", "the response"));
    }

    private ModelReply streamed(BodyLines lines, ChatListener listener) throws ModelException {
        StringBuilder content = new StringBuilder();
        int pieces = 0;
        int number = 0;
        String line;
        while ((line = lines.nextLine()) != null) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            String where = "streamed line " + number;
            JsonNode chunk = WireJson.object(line, where);
            String piece = content(chunk, where);
            if (piece != null && !piece.isEmpty()) {
                content.append(piece);
                pieces++;
                listener.piece(piece);
            }
            JsonNode done = chunk.get("done");
            if (done != null && !done.isBoolean()) {
                throw ModelException.of(ModelException.Kind.MALFORMED, "\"done\" is not a boolean in " + where);
            }
            if (done != null && done.asBoolean()) {
                return new ModelReply(
                        content.toString(),
                        pieces,
                        WireJson.integer(chunk, "prompt_eval_count"),
                        WireJson.integer(chunk, "eval_count"),
                        WireJson.text(chunk, "done_reason", where));
            }
        }
        throw ModelException.of(
                ModelException.Kind.MALFORMED,
                "The stream from " + endpoint + " ended after " + number + " lines without a \"done\": true line");
    }

    private static @Nullable String content(JsonNode node, String where) throws ModelException {
        JsonNode message = node.get("message");
        if (message == null || message.isNull()) {
            return null;
        }
        if (!message.isObject()) {
            throw ModelException.of(ModelException.Kind.MALFORMED, "\"message\" is not an object in " + where);
        }
        return WireJson.text(message, "content", where);
    }

    @Override
    public String describe() {
        return "ollama " + settings.model() + " at " + settings.base();
    }
}
