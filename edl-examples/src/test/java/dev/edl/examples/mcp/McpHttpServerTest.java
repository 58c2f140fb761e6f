package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.tools.EdlTools;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link McpHttpServer} on a real loopback port: the MCP Java SDK's Streamable HTTP client for the
 * protocol, plain {@link HttpClient} (and a raw socket, for the Host header) for the HTTP rules.
 */
class McpHttpServerTest {
    static {
        System.setProperty("slf4j.internal.verbosity", "ERROR");
    }

    private static final String TOKEN_A = "token-of-tenant-a-0123456789";
    private static final String TOKEN_B = "token-of-tenant-b-9876543210";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logBytes, true, StandardCharsets.UTF_8);
    private @Nullable McpHttpServer server;

    private McpHttpServer server() {
        return Objects.requireNonNull(server, "server");
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private Path workspace(String name, String file, String content) throws Exception {
        Path root = Files.createDirectories(dir.resolve(name));
        Files.writeString(root.resolve(file), content);
        return root;
    }

    private McpHttpServer twoTenants(Path rootA, Path rootB) throws Exception {
        Tenant a = new Tenant("acme", EdlTools.of(rootA, RegisterStore.inMemory()));
        Tenant b = new Tenant("bravo", EdlTools.of(rootB, RegisterStore.inMemory()));
        server = McpHttpServer.builder()
                .token(TOKEN_A, a)
                .token(TOKEN_B, b)
                .allowedOrigins(List.of("http://localhost:*"))
                .maxMessageBytes(64 * 1024)
                .log(log)
                .start();
        return server();
    }

    static McpSyncClient client(McpHttpServer server, String token) {
        URI endpoint = server.endpoint();
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://" + endpoint.getHost() + ":" + endpoint.getPort())
                .endpoint(McpHttpServer.MCP_PATH)
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build();
        client.initialize();
        return client;
    }

    static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new CallToolRequest(tool, arguments));
    }

    static String text(CallToolResult result) {
        return result.content().stream()
                .map(content -> ((McpSchema.TextContent) content).text())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void sdkClientInitializesListsAndEditsOverStreamableHttp() throws Exception {
        Path rootA = workspace("a", "notes.txt", "alpha\nbeta\n");
        twoTenants(rootA, workspace("b", "other.txt", "x\n"));
        try (McpSyncClient client = client(server(), TOKEN_A)) {
            assertEquals(
                    Set.copyOf(EdlTools.NAMES),
                    client.listTools().tools().stream()
                            .map(McpSchema.Tool::name)
                            .collect(Collectors.toSet()));
            CallToolResult edited =
                    call(client, "edl", Map.of("script", "file notes.txt\nselect /beta/\nreplace \"BETA\"\n"));
            assertEquals(Boolean.FALSE, edited.isError(), () -> text(edited));
            assertEquals("alpha\nBETA\n", Files.readString(rootA.resolve("notes.txt")));
            CallToolResult batch = call(
                    client,
                    "batch_edit_blocks",
                    Map.of("path", "notes.txt", "edits", List.of(Map.of("search", "alpha", "replace", "ALPHA"))));
            assertEquals(Boolean.FALSE, batch.isError(), () -> text(batch));
            assertEquals("ALPHA\nBETA\n", Files.readString(rootA.resolve("notes.txt")));
        }
        String lines = logBytes.toString(StandardCharsets.UTF_8);
        assertTrue(lines.contains("edl mcp: call tenant=acme tool=edl ms="), lines);
        assertTrue(lines.contains("tenant=acme tool=batch_edit_blocks ms="), lines);
        assertTrue(lines.contains("outcome=ok"), lines);
        assertFalse(lines.contains(TOKEN_A), "the token must never be logged");
    }

    @Test
    void newestProtocolVersionIsNegotiated() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        URI endpoint = server().endpoint();
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://" + endpoint.getHost() + ":" + endpoint.getPort())
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + TOKEN_B))
                .build();
        try (McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build()) {
            assertEquals("2025-11-25", client.initialize().protocolVersion());
        }
    }

    @Test
    void healthAnswers200WithoutToken() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        HttpResponse<String> health = HTTP.send(
                HttpRequest.newBuilder(server().endpoint().resolve(McpHttpServer.HEALTH_PATH))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, health.statusCode());
        assertEquals("ok", health.body().strip());
    }

    private static String initializeBody() {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";
    }

    private HttpResponse<String> post(String body, String... headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server().endpoint())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void missingOrUnknownTokenIs401() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        HttpResponse<String> none = post(initializeBody());
        assertEquals(401, none.statusCode(), none::body);
        assertEquals(
                "Bearer realm=\"edl\"",
                none.headers().firstValue("WWW-Authenticate").orElse(""));
        HttpResponse<String> unknown = post(initializeBody(), "Authorization", "Bearer not-a-known-token-000000");
        assertEquals(401, unknown.statusCode(), unknown::body);
        HttpResponse<String> prefix = post(initializeBody(), "Authorization", "Bearer " + TOKEN_A.substring(0, 20));
        assertEquals(401, prefix.statusCode(), prefix::body);
        HttpResponse<String> basic = post(initializeBody(), "Authorization", "Basic " + TOKEN_A);
        assertEquals(401, basic.statusCode(), basic::body);
        HttpResponse<String> good = post(initializeBody(), "Authorization", "Bearer " + TOKEN_A);
        assertEquals(200, good.statusCode(), good::body);
        assertTrue(good.headers().firstValue("Mcp-Session-Id").isPresent());
        assertFalse(logBytes.toString(StandardCharsets.UTF_8).contains("not-a-known-token"));
    }

    @Test
    void foreignOriginIs403AndAllowedOriginPasses() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        HttpResponse<String> evil =
                post(initializeBody(), "Authorization", "Bearer " + TOKEN_A, "Origin", "http://evil.example");
        assertEquals(403, evil.statusCode(), evil::body);
        HttpResponse<String> local =
                post(initializeBody(), "Authorization", "Bearer " + TOKEN_A, "Origin", "http://localhost:6274");
        assertEquals(200, local.statusCode(), local::body);
    }

    @Test
    void foreignHostIs421() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        assertEquals(421, rawStatus("evil.example:" + server().port()));
        assertEquals(200, rawStatus("localhost:" + server().port()));
    }

    /** HttpClient will not set Host; a socket will (as a DNS-rebinding page's browser would). */
    private int rawStatus(String host) throws Exception {
        byte[] body = initializeBody().getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("127.0.0.1", server().port())) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /mcp HTTP/1.1\r\nHost: " + host + "\r\nAuthorization: Bearer " + TOKEN_A
                            + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                            + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            String status = new String(socket.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
            return Integer.parseInt(status.substring(9, 12));
        }
    }

    @Test
    void bodyOverTheLimitIs413AndNothingRuns() throws Exception {
        Path rootA = workspace("a", "f.txt", "x\n");
        twoTenants(rootA, workspace("b", "g.txt", "y\n"));
        String big = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"write_from_line\","
                + "\"arguments\":{\"path\":\"f.txt\",\"start_line\":1,\"content\":\"" + "y".repeat(70 * 1024)
                + "\"}}}";
        HttpResponse<String> declared = post(big, "Authorization", "Bearer " + TOKEN_A);
        assertEquals(413, declared.statusCode(), declared::body);
        // Without Content-Length (chunked), the SDK's reader stops at the limit.
        HttpRequest chunked = HttpRequest.newBuilder(server().endpoint())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("Authorization", "Bearer " + TOKEN_A)
                .POST(HttpRequest.BodyPublishers.ofInputStream(
                        () -> (InputStream) new ByteArrayInputStream(big.getBytes(StandardCharsets.UTF_8))))
                .build();
        HttpResponse<String> streamed = HTTP.send(chunked, HttpResponse.BodyHandlers.ofString());
        assertEquals(413, streamed.statusCode(), streamed::body);
        assertEquals("x\n", Files.readString(rootA.resolve("f.txt")));
    }

    @Test
    void tenantBCannotReadAFilesNorUseARegisters() throws Exception {
        Path rootA = workspace("a", "secret.txt", "alpha secret\n");
        Path rootB = workspace("b", "mine.txt", "one\ntwo\n");
        twoTenants(rootA, rootB);
        try (McpSyncClient a = client(server(), TOKEN_A);
                McpSyncClient b = client(server(), TOKEN_B)) {
            // A fails an edit: its text is saved in A's registers as _saved_1.
            CallToolResult failed =
                    call(a, "edl", Map.of("script", "file secret.txt\nselect /missing/\nreplace \"A-TEXT\"\n"));
            assertEquals(Boolean.TRUE, failed.isError(), () -> text(failed));
            assertTrue(text(failed).contains("_saved_1"), () -> text(failed));

            // B cannot reach A's file, by absolute path or by climbing out of its root.
            CallToolResult absolute = call(
                    b, "read_lines", Map.of("path", rootA.resolve("secret.txt").toString()));
            assertEquals(Boolean.TRUE, absolute.isError(), () -> text(absolute));
            assertFalse(text(absolute).contains("alpha secret"), () -> text(absolute));
            CallToolResult relative = call(b, "read_lines", Map.of("path", "../a/secret.txt"));
            assertEquals(Boolean.TRUE, relative.isError(), () -> text(relative));
            assertFalse(text(relative).contains("alpha secret"), () -> text(relative));

            // B cannot use A's register.
            CallToolResult stolen = call(b, "edl", Map.of("script", "file mine.txt\nselect /two/\nreplace _saved_1\n"));
            assertEquals(Boolean.TRUE, stolen.isError(), () -> text(stolen));
            assertEquals("one\ntwo\n", Files.readString(rootB.resolve("mine.txt")));

            // A can.
            CallToolResult retried =
                    call(a, "edl", Map.of("script", "file secret.txt\nselect /secret/\nreplace _saved_1\n"));
            assertEquals(Boolean.FALSE, retried.isError(), () -> text(retried));
            assertEquals("alpha A-TEXT\n", Files.readString(rootA.resolve("secret.txt")));
        }
    }

    @Test
    void aSessionBelongsToTheTenantThatOpenedIt() throws Exception {
        twoTenants(workspace("a", "f.txt", "x\n"), workspace("b", "g.txt", "y\n"));
        HttpResponse<String> opened = post(initializeBody(), "Authorization", "Bearer " + TOKEN_A);
        String session = opened.headers().firstValue("Mcp-Session-Id").orElseThrow();
        String list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
        HttpResponse<String> hijack = post(list, "Authorization", "Bearer " + TOKEN_B, "Mcp-Session-Id", session);
        assertEquals(404, hijack.statusCode(), hijack::body);
    }

    @Test
    void openServerRefusesANonLoopbackAddress() throws Exception {
        Tenant only = new Tenant("local", EdlTools.of(workspace("a", "f.txt", "x\n"), RegisterStore.inMemory()));
        IllegalStateException refused = assertThrows(
                IllegalStateException.class,
                () -> McpHttpServer.builder()
                        .host("0.0.0.0")
                        .openTo(only)
                        .log(log)
                        .start());
        assertTrue(String.valueOf(refused.getMessage()).contains("without tokens"), refused.getMessage());
    }

    @Test
    void openServerOnLoopbackServesWithoutToken() throws Exception {
        Path root = workspace("a", "f.txt", "x\n");
        server = McpHttpServer.builder()
                .openTo(new Tenant("local", EdlTools.of(root, RegisterStore.inMemory())))
                .log(log)
                .start();
        HttpResponse<String> opened = post(initializeBody());
        assertEquals(200, opened.statusCode(), opened::body);
    }
}
