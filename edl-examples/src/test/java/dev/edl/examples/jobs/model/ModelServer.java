package dev.edl.examples.jobs.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * A loopback HTTP server (the JDK's, on 127.0.0.1 and a free port) that answers each request with
 * the next scripted reply, in Ollama's or OpenAI's wire format, and records every request.
 */
public final class ModelServer implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One scripted reply. */
    @FunctionalInterface
    public interface Reply {
        void send(HttpExchange exchange) throws IOException;
    }

    /** A request as received. */
    public record Request(String method, String path, Map<String, List<String>> headers, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }

        public String header(String name) {
            for (Map.Entry<String, List<String>> entry : headers.entrySet()) {
                if (entry.getKey().equalsIgnoreCase(name)) {
                    return entry.getValue().get(0);
                }
            }
            return "";
        }

        /** The content of message {@code index} of the chat request. */
        public String message(int index) {
            return json().get("messages").get(index).get("content").asText();
        }

        public String role(int index) {
            return json().get("messages").get(index).get("role").asText();
        }

        public int messageCount() {
            return json().get("messages").size();
        }
    }

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool();
    private final ConcurrentLinkedDeque<Reply> replies = new ConcurrentLinkedDeque<>();
    private final List<Request> requests = Collections.synchronizedList(new ArrayList<>());
    private final CountDownLatch release = new CountDownLatch(1);
    private volatile Runnable onRequest = () -> {};

    private ModelServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(executor);
        server.start();
    }

    public static ModelServer start() throws IOException {
        return new ModelServer();
    }

    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Queues replies, answered in order. */
    public ModelServer then(Reply... next) {
        replies.addAll(List.of(next));
        return this;
    }

    /** Runs an action when a request arrives, before it is answered (e.g. to look at the disk). */
    public void onRequest(Runnable action) {
        this.onRequest = action;
    }

    public List<Request> requests() {
        synchronized (requests) {
            return List.copyOf(requests);
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(new Request(
                exchange.getRequestMethod(),
                exchange.getRequestURI().getPath(),
                Map.copyOf(exchange.getRequestHeaders()),
                body));
        onRequest.run();
        Reply reply = replies.poll();
        try (exchange) {
            if (reply == null) {
                status(500, "{\"error\":\"the test server has no more replies\"}")
                        .send(exchange);
            } else {
                reply.send(exchange);
            }
        } catch (IOException e) {
            // the client went away (a timeout test)
        }
    }

    @Override
    public void close() {
        release.countDown();
        server.stop(0);
        executor.shutdownNow();
    }

    // ---- replies -------------------------------------------------------------------------

    /** A complete body with a status. */
    public static Reply status(int code, String body, String... headers) {
        return exchange -> {
            for (int i = 0; i + 1 < headers.length; i += 2) {
                exchange.getResponseHeaders().add(headers[i], headers[i + 1]);
            }
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(code, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
        };
    }

    /** A streamed 200 body written chunk by chunk, each flushed. */
    public static Reply chunks(String contentType, List<String> chunks) {
        return exchange -> {
            exchange.getResponseHeaders().add("Content-Type", contentType);
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            for (String chunk : chunks) {
                out.write(chunk.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        };
    }

    /** Writes the first chunks, then holds the connection open without a byte until the server closes. */
    public Reply stall(String contentType, List<String> first) {
        return exchange -> {
            exchange.getResponseHeaders().add("Content-Type", contentType);
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            for (String chunk : first) {
                out.write(chunk.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
            try {
                release.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    /** Splits an answer into pieces of a few characters, as a model streams tokens. */
    public static List<String> pieces(String text) {
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < text.length(); i += 7) {
            pieces.add(text.substring(i, Math.min(text.length(), i + 7)));
        }
        return pieces;
    }

    // ---- Ollama /api/chat ---------------------------------------------------------------------

    /** Ollama's NDJSON stream: one line per piece, then the done line with the counts. */
    public static Reply ollamaStream(String answer) {
        return chunks("application/x-ndjson", ollamaLines(answer));
    }

    public static List<String> ollamaLines(String answer) {
        List<String> lines = new ArrayList<>();
        for (String piece : pieces(answer)) {
            lines.add(ollamaChunk(piece) + "\n");
        }
        ObjectNode done = JSON.createObjectNode();
        done.put("model", "test-model");
        done.put("created_at", "2026-11-23T09:00:00.000000Z");
        done.putObject("message").put("role", "assistant").put("content", "");
        done.put("done_reason", "stop");
        done.put("done", true);
        done.put("total_duration", 123456789L);
        done.put("load_duration", 1234567L);
        done.put("prompt_eval_count", 321);
        done.put("prompt_eval_duration", 1000000L);
        done.put("eval_count", pieces(answer).size());
        done.put("eval_duration", 2000000L);
        lines.add(done + "\n");
        return lines;
    }

    public static String ollamaChunk(String piece) {
        ObjectNode chunk = JSON.createObjectNode();
        chunk.put("model", "test-model");
        chunk.put("created_at", "2026-11-23T09:00:00.000000Z");
        chunk.putObject("message").put("role", "assistant").put("content", piece);
        chunk.put("done", false);
        return chunk.toString();
    }

    /** Ollama's non-streaming answer. */
    public static Reply ollamaWhole(String answer) {
        ObjectNode body = JSON.createObjectNode();
        body.put("model", "test-model");
        body.put("created_at", "2026-11-23T09:00:00.000000Z");
        body.putObject("message").put("role", "assistant").put("content", answer);
        body.put("done_reason", "stop");
        body.put("done", true);
        body.put("prompt_eval_count", 100);
        body.put("eval_count", 42);
        return status(200, body.toString());
    }

    // ---- OpenAI /v1/chat/completions ----------------------------------------------------------

    /** OpenAI's SSE stream: a role chunk, a chunk per piece, a finish chunk, the usage chunk, [DONE]. */
    public static Reply openAiStream(String answer) {
        return chunks("text/event-stream", openAiEvents(answer));
    }

    public static List<String> openAiEvents(String answer) {
        List<String> events = new ArrayList<>();
        events.add(sse(openAiChunk("{\"role\":\"assistant\",\"content\":\"\"}", null)));
        for (String piece : pieces(answer)) {
            ObjectNode delta = JSON.createObjectNode().put("content", piece);
            events.add(sse(openAiChunk(delta.toString(), null)));
        }
        events.add(sse(openAiChunk("{}", "stop")));
        events.add(sse("{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1700000000,"
                + "\"model\":\"test-model\",\"choices\":[],\"usage\":{\"prompt_tokens\":321,\"completion_tokens\":"
                + pieces(answer).size() + ",\"total_tokens\":"
                + (321 + pieces(answer).size()) + "}}"));
        events.add("data: [DONE]\n\n");
        return events;
    }

    public static String openAiChunk(String delta, @Nullable String finishReason) {
        return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1700000000,"
                + "\"model\":\"test-model\",\"choices\":[{\"index\":0,\"delta\":" + delta + ",\"logprobs\":null,"
                + "\"finish_reason\":" + (finishReason == null ? "null" : "\"" + finishReason + "\"") + "}],"
                + "\"usage\":null}";
    }

    public static String sse(String data) {
        return "data: " + data + "\n\n";
    }

    /** OpenAI's non-streaming answer. */
    public static Reply openAiWhole(String answer) {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", "chatcmpl-2");
        body.put("object", "chat.completion");
        body.put("created", 1700000000);
        body.put("model", "test-model");
        ObjectNode choice = body.putArray("choices").addObject();
        choice.put("index", 0);
        choice.putObject("message").put("role", "assistant").put("content", answer);
        choice.put("finish_reason", "stop");
        body.putObject("usage")
                .put("prompt_tokens", 100)
                .put("completion_tokens", 42)
                .put("total_tokens", 142);
        return status(200, body.toString());
    }
}
