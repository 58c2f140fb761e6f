package dev.edl.examples.jobs.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A client of an OpenAI-compatible {@code POST /v1/chat/completions} (OpenAI, vLLM, llama.cpp's
 * server, LM Studio, Ollama's {@code /v1}).
 *
 * <p>Request: {@code {"model", "messages", "stream"}}, and when streaming {@code "stream_options":
 * {"include_usage": true}}. Non-streaming answer: {@code choices[0].message.content} and {@code
 * usage}. Streaming answer: server-sent events, each {@code data: {chunk}} with {@code
 * choices[0].delta.content}, a last chunk with empty {@code choices} and the {@code usage}, then
 * {@code data: [DONE]}. Errors are {@code {"error": {"message": "…"}}}.
 */
public final class OpenAiClient implements ModelClient {
    /** The most characters of a non-streaming body. */
    private static final int MAX_BODY = 16 * 1024 * 1024;

    private final ModelSettings settings;
    private final HttpChat http;
    private final URI endpoint;

    /**
     * Creates the client. The endpoint is the base URL plus {@code /chat/completions} when the base
     * ends with {@code /v1}, else plus {@code /v1/chat/completions}.
     *
     * @param settings the server, model, API key, timeouts and retries
     */
    public OpenAiClient(ModelSettings settings) {
        this.settings = settings;
        this.http = new HttpChat(settings);
        String base = settings.base();
        this.endpoint = URI.create(base.endsWith("/v1") ? base + "/chat/completions" : base + "/v1/chat/completions");
    }

    @Override
    public ModelReply chat(List<ChatMessage> messages, ChatListener listener) throws ModelException {
        ObjectNode request = WireJson.chatRequest(settings, messages);
        if (settings.stream()) {
            request.putObject("stream_options").put("include_usage", true);
        }
        return http.post(
                endpoint,
                WireJson.write(request),
                listener,
                lines -> settings.stream() ? streamed(lines, listener) : whole(lines));
    }

    private ModelReply whole(BodyLines lines) throws ModelException {
        String text = lines.rest(MAX_BODY);
        if (text.isBlank()) {
            throw ModelException.of(ModelException.Kind.MALFORMED, "Empty response body from " + endpoint);
        }
        String where = "the response of " + endpoint;
        JsonNode node = WireJson.object(text, where);
        JsonNode choice = firstChoice(node, where);
        JsonNode message = choice == null ? null : choice.get("message");
        String content = message == null || !message.isObject() ? null : WireJson.text(message, "content", where);
        if (choice == null || content == null) {
            throw ModelException.of(
                    ModelException.Kind.MALFORMED,
                    "The response has no choices[0].message.content: " + WireJson.snippet(text));
        }
        JsonNode usage = node.get("usage");
        return new ModelReply(
                content,
                content.isEmpty() ? 0 : 1,
                WireJson.integer(usage, "prompt_tokens"),
                WireJson.integer(usage, "completion_tokens"),
                WireJson.text(choice, "finish_reason", where));
    }

    private ModelReply streamed(BodyLines lines, ChatListener listener) throws ModelException {
        StringBuilder content = new StringBuilder();
        StringBuilder data = new StringBuilder();
        boolean hasData = false;
        int pieces = 0;
        int number = 0;
        int eventLine = 0;
        Integer promptTokens = null;
        Integer completionTokens = null;
        String finishReason = null;
        String line;
        while (true) {
            line = lines.nextLine();
            if (line != null) {
                number++;
            }
            if (line == null || line.isEmpty()) {
                if (hasData) {
                    String payload = data.toString();
                    String where = "the event at streamed line " + eventLine;
                    if (payload.strip().equals("[DONE]")) {
                        return new ModelReply(content.toString(), pieces, promptTokens, completionTokens, finishReason);
                    }
                    JsonNode chunk = WireJson.object(payload, where);
                    JsonNode choice = firstChoice(chunk, where);
                    if (choice != null) {
                        JsonNode delta = choice.get("delta");
                        if (delta != null && !delta.isNull() && !delta.isObject()) {
                            throw ModelException.of(
                                    ModelException.Kind.MALFORMED, "\"delta\" is not an object in " + where);
                        }
                        String piece = delta == null || delta.isNull() ? null : WireJson.text(delta, "content", where);
                        if (piece != null && !piece.isEmpty()) {
                            content.append(piece);
                            pieces++;
                            listener.piece(piece);
                        }
                        String reason = WireJson.text(choice, "finish_reason", where);
                        if (reason != null) {
                            finishReason = reason;
                        }
                    }
                    JsonNode usage = chunk.get("usage");
                    if (usage != null && usage.isObject()) {
                        promptTokens = WireJson.integer(usage, "prompt_tokens");
                        completionTokens = WireJson.integer(usage, "completion_tokens");
                    }
                    data.setLength(0);
                    hasData = false;
                }
                if (line == null) {
                    break;
                }
                continue;
            }
            if (line.startsWith(":")) {
                continue;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) {
                value = value.substring(1);
            }
            if (field.equals("data")) {
                if (hasData) {
                    data.append('\n');
                } else {
                    eventLine = number;
                }
                data.append(value);
                hasData = true;
            } else if (!field.equals("event") && !field.equals("id") && !field.equals("retry")) {
                throw ModelException.of(
                        ModelException.Kind.MALFORMED,
                        "Not a server-sent event line at streamed line " + number + ": " + WireJson.snippet(line));
            }
        }
        if (finishReason != null) {
            return new ModelReply(content.toString(), pieces, promptTokens, completionTokens, finishReason);
        }
        throw ModelException.of(
                ModelException.Kind.MALFORMED,
                "The stream from " + endpoint + " ended after " + number
                        + " lines without \"data: [DONE]\" or a finish_reason");
    }

    private static @Nullable JsonNode firstChoice(JsonNode node, String where) throws ModelException {
        JsonNode choices = node.get("choices");
        if (choices == null || choices.isNull()) {
            return null;
        }
        if (!choices.isArray()) {
            throw ModelException.of(ModelException.Kind.MALFORMED, "\"choices\" is not an array in " + where);
        }
        if (choices.isEmpty()) {
            return null;
        }
        JsonNode first = choices.get(0);
        if (!first.isObject()) {
            throw ModelException.of(ModelException.Kind.MALFORMED, "choices[0] is not an object in " + where);
        }
        return first;
    }

    @Override
    public String describe() {
        return "openai-compatible " + settings.model() + " at " + endpoint;
    }
}
