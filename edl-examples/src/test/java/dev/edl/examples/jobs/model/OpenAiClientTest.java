package dev.edl.examples.jobs.model;

import static dev.edl.examples.jobs.model.ModelServer.chunks;
import static dev.edl.examples.jobs.model.ModelServer.openAiChunk;
import static dev.edl.examples.jobs.model.ModelServer.openAiStream;
import static dev.edl.examples.jobs.model.ModelServer.openAiWhole;
import static dev.edl.examples.jobs.model.ModelServer.sse;
import static dev.edl.examples.jobs.model.ModelServer.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link OpenAiClient} against a loopback server speaking /v1/chat/completions. */
class OpenAiClientTest {
    private static final String ANSWER = "FILE: a.txt\nFIND:\n\"old\"\nREPLACE:\nnew ✓\nEND\n";
    private static final List<ChatMessage> CONVERSATION = List.of(ChatMessage.user("edit a.txt"));

    private ModelServer server;
    private final List<Duration> slept = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        server = ModelServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ModelSettings.Builder settings(String base, boolean stream) {
        return ModelSettings.builder(URI.create(base), "gpt-test").stream(stream)
                .apiKey("sk-test-123")
                .idleTimeout(Duration.ofSeconds(20))
                .sleeper(slept::add);
    }

    private OpenAiClient client(boolean stream) {
        return new OpenAiClient(settings(server.baseUrl().toString(), stream).build());
    }

    @Test
    void streamedDeltasAreJoinedUntilDoneWithTheUsageChunk() throws Exception {
        server.then(openAiStream(ANSWER));
        List<String> heard = new ArrayList<>();
        ModelReply reply = client(true).chat(CONVERSATION, new ChatListener() {
            @Override
            public void piece(String piece) {
                heard.add(piece);
            }
        });
        assertEquals(ANSWER, reply.content());
        assertEquals(ModelServer.pieces(ANSWER), heard);
        assertEquals(321, reply.promptTokens());
        assertEquals(heard.size(), reply.completionTokens());
        assertEquals("stop", reply.finishReason());

        ModelServer.Request request = server.requests().get(0);
        assertEquals("/v1/chat/completions", request.path());
        assertEquals("Bearer sk-test-123", request.header("Authorization"));
        JsonNode body = request.json();
        assertEquals("gpt-test", body.get("model").asText());
        assertTrue(body.get("stream").asBoolean());
        assertTrue(body.get("stream_options").get("include_usage").asBoolean());
        assertEquals("user", request.role(0));
        assertEquals("edit a.txt", request.message(0));
    }

    @Test
    void commentsEventLinesAndMultiLineDataAreServerSentEvents() throws Exception {
        server.then(chunks(
                "text/event-stream",
                List.of(
                        ": keep-alive\n\n",
                        "event: message\nid: 1\ndata: " + openAiChunk("{\"content\":\"FILE: a.txt\\n\"}", null)
                                + "\n\n",
                        "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\n"
                                + "data: \"delta\":{\"content\":\"END\"},\"finish_reason\":\"stop\"}]}\r\n\r\n",
                        "data: [DONE]\n\n")));
        ModelReply reply = client(true).chat(CONVERSATION, ChatListener.NONE);
        assertEquals("FILE: a.txt\nEND", reply.content());
        assertEquals(2, reply.streamedPieces());
        assertEquals("stop", reply.finishReason());
    }

    @Test
    void nonStreamingAnswerIsChoiceZerosMessage() throws Exception {
        server.then(openAiWhole(ANSWER));
        ModelReply reply = client(false).chat(CONVERSATION, ChatListener.NONE);
        assertEquals(ANSWER, reply.content());
        assertEquals(100, reply.promptTokens());
        assertEquals(42, reply.completionTokens());
        JsonNode body = server.requests().get(0).json();
        assertFalse(body.get("stream").asBoolean());
        assertFalse(body.has("stream_options"));
    }

    @Test
    void aBaseUrlEndingInV1GetsOnlyTheEndpointAdded() throws Exception {
        server.then(openAiWhole(ANSWER));
        new OpenAiClient(settings(server.baseUrl() + "/v1/", false).build()).chat(CONVERSATION, ChatListener.NONE);
        assertEquals("/v1/chat/completions", server.requests().get(0).path());
    }

    @Test
    void aMalformedDataChunkIsReportedWithItsLine() {
        server.then(chunks(
                "text/event-stream",
                List.of(sse(openAiChunk("{\"content\":\"FILE\"}", null)), "data: {\"choices\": [\n\n")));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("streamed line 3"), e.getMessage());
    }

    @Test
    void aLineThatIsNoEventFieldIsMalformed() {
        server.then(chunks("text/event-stream", List.of("{\"choices\":[]}\n\n")));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(
                String.valueOf(e.getMessage()).contains("Not a server-sent event line at streamed line 1"),
                e.getMessage());
    }

    @Test
    void aStreamCutBeforeDoneAndFinishIsMalformed() {
        server.then(chunks("text/event-stream", List.of(sse(openAiChunk("{\"content\":\"FILE\"}", null)))));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("without \"data: [DONE]\""), e.getMessage());
    }

    @Test
    void anErrorEventMidStreamIsTheServersError() {
        server.then(
                chunks(
                        "text/event-stream",
                        List.of(
                                sse(openAiChunk("{\"content\":\"FILE\"}", null)),
                                sse(
                                        "{\"error\":{\"message\":\"context length exceeded\",\"type\":\"invalid_request_error\"}}"))));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.SERVER_ERROR, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("context length exceeded"), e.getMessage());
    }

    @Test
    void aBadKeyIsA401WithTheErrorMessage() {
        server.then(status(
                401,
                "{\"error\":{\"message\":\"Incorrect API key provided\",\"type\":\"invalid_request_error\","
                        + "\"param\":null,\"code\":\"invalid_api_key\"}}"));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(401, e.status());
        assertTrue(String.valueOf(e.getMessage()).contains("HTTP 401"), e.getMessage());
        assertTrue(String.valueOf(e.getMessage()).contains("Incorrect API key provided"), e.getMessage());
        assertTrue(slept.isEmpty());
    }

    @Test
    void a429WithRetryAfterThenSuccess() throws Exception {
        server.then(
                status(429, "{\"error\":{\"message\":\"Rate limit reached\"}}", "Retry-After", "2"),
                status(502, "bad gateway"),
                openAiStream(ANSWER));
        ModelReply reply = client(true).chat(CONVERSATION, ChatListener.NONE);
        assertEquals(ANSWER, reply.content());
        assertEquals(3, server.requests().size());
        assertEquals(List.of(Duration.ofSeconds(2), Duration.ofSeconds(2)), slept);
    }

    @Test
    void aStalledStreamHitsTheIdleTimeout() {
        server.then(server.stall("text/event-stream", List.of(sse(openAiChunk("{\"content\":\"FILE\"}", null)))));
        OpenAiClient client = new OpenAiClient(settings(server.baseUrl().toString(), true)
                .idleTimeout(Duration.ofMillis(300))
                .build());
        ModelException e = assertThrows(ModelException.class, () -> client.chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.TIMEOUT, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("no data for 300 ms"), e.getMessage());
    }
}
