package dev.edl.examples.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * A minimal MCP client over Streamable HTTP made of the JDK's HTTP client alone: one session, one
 * kept-alive connection, JSON-RPC requests posted as text and answers read whole (the server answers
 * a call with a one-event SSE stream). {@link McpHttpBenchmark} uses it to time the server without
 * the cost of a full client library; it checks only what the benchmark needs.
 */
final class RawMcpClient {
    private static final String PROTOCOL = "2025-06-18";

    private final HttpClient http =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI endpoint;
    private final String session;
    private int nextId = 1;

    /**
     * Opens a session: {@code initialize}, then {@code notifications/initialized}.
     *
     * @param endpoint the server's MCP endpoint, e.g. {@code http://127.0.0.1:8080/mcp}
     */
    RawMcpClient(URI endpoint) throws IOException, InterruptedException {
        this.endpoint = endpoint;
        HttpResponse<String> answer = post(
                null,
                "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"" + PROTOCOL
                        + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"bench\",\"version\":\"1\"}}}");
        this.session = answer.headers()
                .firstValue("Mcp-Session-Id")
                .orElseThrow(() -> new IOException("no session id in the answer to initialize: " + answer.body()));
        post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
    }

    /**
     * Calls a tool and returns the answer's text (the SSE event with the JSON-RPC result).
     *
     * @param tool the tool's name
     * @param argumentsJson the arguments as a JSON object
     * @throws IOException if the call fails or the answer is an error
     */
    String callTool(String tool, String argumentsJson) throws IOException, InterruptedException {
        int id = nextId++;
        String answer = post(
                        session,
                        "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\""
                                + tool + "\",\"arguments\":" + argumentsJson + "}}")
                .body();
        if (!answer.contains("\"id\":" + id) || answer.contains("\"isError\":true") || answer.contains("\"error\":")) {
            throw new IOException("call " + id + " of " + tool + " failed: " + answer);
        }
        return answer;
    }

    private HttpResponse<String> post(@Nullable String session, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", PROTOCOL)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        HttpResponse<String> response =
                http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() / 100 != 2) {
            throw new IOException("HTTP " + response.statusCode() + ": " + response.body());
        }
        return response;
    }
}
