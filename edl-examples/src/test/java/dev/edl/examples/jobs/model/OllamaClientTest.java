package dev.edl.examples.jobs.model;

import static dev.edl.examples.jobs.model.ModelServer.chunks;
import static dev.edl.examples.jobs.model.ModelServer.ollamaChunk;
import static dev.edl.examples.jobs.model.ModelServer.ollamaStream;
import static dev.edl.examples.jobs.model.ModelServer.ollamaWhole;
import static dev.edl.examples.jobs.model.ModelServer.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link OllamaClient} against a loopback server speaking Ollama's /api/chat. */
class OllamaClientTest {
    private static final String ANSWER = "FILE: a.txt\nFIND:\nold\nREPLACE:\nnew\nEND\n";
    private static final List<ChatMessage> CONVERSATION =
            List.of(ChatMessage.system("be careful"), ChatMessage.user("edit a.txt"));

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

    private OllamaClient client(boolean stream) {
        return new OllamaClient(settings(server.baseUrl(), stream).build());
    }

    private ModelSettings.Builder settings(URI base, boolean stream) {
        return ModelSettings.builder(base, "qwen2.5-coder:7b").stream(stream)
                .idleTimeout(Duration.ofSeconds(20))
                .sleeper(slept::add);
    }

    @Test
    void streamedAnswerIsJoinedFromTheNdjsonLinesWithTheCountsOfTheDoneLine() throws Exception {
        server.then(ollamaStream(ANSWER));
        List<String> heard = new ArrayList<>();
        ModelReply reply = client(true).chat(CONVERSATION, new ChatListener() {
            @Override
            public void piece(String piece) {
                heard.add(piece);
            }
        });
        assertEquals(ANSWER, reply.content());
        assertEquals(ModelServer.pieces(ANSWER), heard);
        assertEquals(heard.size(), reply.streamedPieces());
        assertEquals(321, reply.promptTokens());
        assertEquals(heard.size(), reply.completionTokens());
        assertEquals("stop", reply.finishReason());

        ModelServer.Request request = server.requests().get(0);
        assertEquals("POST", request.method());
        assertEquals("/api/chat", request.path());
        assertTrue(request.header("Content-Type").startsWith("application/json"));
        JsonNode body = request.json();
        assertEquals("qwen2.5-coder:7b", body.get("model").asText());
        assertTrue(body.get("stream").asBoolean());
        assertEquals("system", request.role(0));
        assertEquals("be careful", request.message(0));
        assertEquals("user", request.role(1));
        assertEquals("edit a.txt", request.message(1));
        assertEquals("", request.header("Authorization"));
    }

    @Test
    void aCharacterSplitAcrossTwoWritesArrivesWhole() throws Exception {
        byte[] line = (ollamaChunk("naïve ✓") + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int cut = new String(line, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf('\u00e2') + 1;
        server.then(exchange -> {
            exchange.sendResponseHeaders(200, 0);
            exchange.getResponseBody().write(line, 0, cut);
            exchange.getResponseBody().flush();
            exchange.getResponseBody().write(line, cut, line.length - cut);
            exchange.getResponseBody().write("{\"done\":true}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        });
        assertEquals(
                "naïve ✓", client(true).chat(CONVERSATION, ChatListener.NONE).content());
    }

    @Test
    void nonStreamingAnswerIsOneBody() throws Exception {
        server.then(ollamaWhole(ANSWER));
        ModelReply reply = client(false).chat(CONVERSATION, ChatListener.NONE);
        assertEquals(ANSWER, reply.content());
        assertEquals(100, reply.promptTokens());
        assertEquals(42, reply.completionTokens());
        assertFalse(server.requests().get(0).json().get("stream").asBoolean());
    }

    @Test
    void aMalformedLineInTheStreamIsReportedWithItsLineNumber() {
        server.then(chunks("application/x-ndjson", List.of(ollamaChunk("FILE") + "\n", "{\"model\": \"x\", \"mess\n")));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("streamed line 2"), e.getMessage());
    }

    @Test
    void aStreamThatEndsWithoutDoneIsMalformed() {
        server.then(chunks("application/x-ndjson", List.of(ollamaChunk("FILE") + "\n")));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("without a \"done\": true line"), e.getMessage());
    }

    @Test
    void anErrorLineInTheStreamIsTheServersError() {
        server.then(chunks(
                "application/x-ndjson",
                List.of(
                        ollamaChunk("FI") + "\n",
                        "{\"error\":\"an error was encountered while running the model\"}\n")));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.SERVER_ERROR, e.kind());
        assertTrue(
                String.valueOf(e.getMessage()).contains("an error was encountered while running the model"),
                e.getMessage());
    }

    @Test
    void aBodyThatIsNotJsonIsMalformed() {
        server.then(status(200, "<html>proxy error</html>"));
        ModelException e =
                assertThrows(ModelException.class, () -> client(false).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.MALFORMED, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("<html>proxy error</html>"), e.getMessage());
    }

    @Test
    void aMissingModelIsABadStatusWithTheServersMessageAndIsNotRetried() {
        server.then(status(404, "{\"error\":\"model \\\"qwen2.5-coder:7b\\\" not found, try pulling it first\"}"));
        ModelException e = assertThrows(ModelException.class, () -> client(true).chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.STATUS, e.kind());
        assertEquals(404, e.status());
        assertTrue(String.valueOf(e.getMessage()).contains("HTTP 404"), e.getMessage());
        assertTrue(String.valueOf(e.getMessage()).contains("not found, try pulling it first"), e.getMessage());
        assertEquals(1, server.requests().size());
        assertTrue(slept.isEmpty());
    }

    @Test
    void a500IsRetriedAfterTheBackoffThenTheAnswerIsRead() throws Exception {
        server.then(status(500, "{\"error\":\"server busy\"}"), ollamaStream(ANSWER));
        List<String> retries = new ArrayList<>();
        ModelReply reply = client(true).chat(CONVERSATION, new ChatListener() {
            @Override
            public void retrying(String message) {
                retries.add(message);
            }
        });
        assertEquals(ANSWER, reply.content());
        assertEquals(2, server.requests().size());
        assertEquals(server.requests().get(0).body(), server.requests().get(1).body());
        assertEquals(List.of(Duration.ofSeconds(1)), slept);
        assertEquals(1, retries.size());
        assertTrue(retries.get(0).contains("HTTP 500 (server busy); retry 1 of 3"), retries.get(0));
    }

    @Test
    void a429WaitsForRetryAfter() throws Exception {
        server.then(status(429, "{\"error\":\"too many requests\"}", "Retry-After", "7"), ollamaWhole(ANSWER));
        ModelReply reply = client(false).chat(CONVERSATION, ChatListener.NONE);
        assertEquals(ANSWER, reply.content());
        assertEquals(List.of(Duration.ofSeconds(7)), slept);
    }

    @Test
    void retriesAreBoundedAndTheLastStatusIsReported() {
        server.then(
                status(503, "{\"error\":\"a\"}"), status(503, "{\"error\":\"b\"}"), status(503, "{\"error\":\"c\"}"));
        OllamaClient client =
                new OllamaClient(settings(server.baseUrl(), true).maxRetries(2).build());
        ModelException e = assertThrows(ModelException.class, () -> client.chat(CONVERSATION, ChatListener.NONE));
        assertEquals(503, e.status());
        assertTrue(String.valueOf(e.getMessage()).contains(": c (after 2 retries)"), e.getMessage());
        assertEquals(3, server.requests().size());
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2)), slept);
    }

    @Test
    void aStalledStreamHitsTheIdleTimeout() {
        server.then(server.stall("application/x-ndjson", List.of(ollamaChunk("FILE: a.txt\n") + "\n")));
        OllamaClient client = new OllamaClient(settings(server.baseUrl(), true)
                .idleTimeout(Duration.ofMillis(300))
                .build());
        List<String> heard = new ArrayList<>();
        ModelException e = assertThrows(
                ModelException.class,
                () -> client.chat(CONVERSATION, new ChatListener() {
                    @Override
                    public void piece(String piece) {
                        heard.add(piece);
                    }
                }));
        assertEquals(ModelException.Kind.TIMEOUT, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("stalled"), e.getMessage());
        assertEquals(List.of("FILE: a.txt\n"), heard);
    }

    @Test
    void connectionRefusedSaysSo() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        OllamaClient client = new OllamaClient(
                settings(URI.create("http://127.0.0.1:" + port), true).build());
        ModelException e = assertThrows(ModelException.class, () -> client.chat(CONVERSATION, ChatListener.NONE));
        assertEquals(ModelException.Kind.CONNECT, e.kind());
        assertTrue(String.valueOf(e.getMessage()).contains("connection refused"), e.getMessage());
        assertTrue(String.valueOf(e.getMessage()).contains("127.0.0.1:" + port), e.getMessage());
    }

    @Test
    void describeNamesTheModelAndServer() {
        assertEquals(
                "ollama qwen2.5-coder:7b at " + server.baseUrl(), client(true).describe());
    }
}
