package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.cli.EdlCli;
import dev.edl.tools.EdlTools;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MCP roots: a client that offers roots (the SDK client, capability {@code roots}) is served only
 * paths inside both them and the server's root, over stdio (a real {@code edl mcp} process) and
 * over Streamable HTTP; a change of the client's roots takes effect.
 */
class McpClientRootsTest {
    static {
        System.setProperty("slf4j.internal.verbosity", "ERROR");
    }

    @TempDir
    Path dir;

    private Path workspace() throws Exception {
        Path root = Files.createDirectories(dir.resolve("ws"));
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/a.txt"), "alpha\n");
        Files.writeString(root.resolve("top.txt"), "top\n");
        Files.createDirectories(dir.resolve("elsewhere"));
        return root;
    }

    @Test
    void stdioServesOnlyTheClientsRootsWithinTheServerRoot() throws Exception {
        Path root = workspace();
        ServerParameters parameters = ServerParameters.builder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .args(
                        "-XX:TieredStopAtLevel=1",
                        "-cp",
                        System.getProperty("java.class.path"),
                        EdlCli.class.getName(),
                        "mcp",
                        "--root",
                        root.toString())
                .build();
        StdioClientTransport transport = new StdioClientTransport(parameters, McpJsonDefaults.getMapper());
        StringBuilder serverLog = new StringBuilder();
        transport.setStdErrorHandler(line -> {
            synchronized (serverLog) {
                serverLog.append(line).append('\n');
            }
        });
        checkRoots(transport, root);
        synchronized (serverLog) {
            assertTrue(serverLog.toString().contains("client root ignored (outside --root"), serverLog::toString);
        }
    }

    @Test
    void httpServesOnlyTheClientsRootsWithinTheServerRoot() throws Exception {
        Path root = workspace();
        ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(logBytes, true, StandardCharsets.UTF_8);
        try (McpHttpServer server = McpHttpServer.builder()
                .openTo(new Tenant("local", EdlTools.of(root, RegisterStore.inMemory())))
                .log(log)
                .start()) {
            URI endpoint = server.endpoint();
            HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                            "http://" + endpoint.getHost() + ":" + endpoint.getPort())
                    .endpoint(McpHttpServer.MCP_PATH)
                    .build();
            checkRoots(transport, root);
        }
        assertTrue(
                logBytes.toString(StandardCharsets.UTF_8).contains("client root ignored (outside --root"),
                () -> logBytes.toString(StandardCharsets.UTF_8));
    }

    private void checkRoots(McpClientTransport transport, Path root) throws Exception {
        try (McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .capabilities(McpSchema.ClientCapabilities.builder().roots(true).build())
                .roots(
                        new McpSchema.Root(root.resolve("src").toUri().toString(), "src"),
                        new McpSchema.Root(dir.resolve("elsewhere").toUri().toString(), "elsewhere"))
                .build()) {
            client.initialize();
            CallToolResult inside = call(client, "read_lines", Map.of("path", "src/a.txt"));
            assertFalse(Boolean.TRUE.equals(inside.isError()), () -> text(inside));
            assertTrue(text(inside).contains("alpha"), () -> text(inside));

            CallToolResult outside = call(client, "read_lines", Map.of("path", "top.txt"));
            assertEquals(Boolean.TRUE, outside.isError(), () -> text(outside));
            assertTrue(
                    text(outside)
                            .contains("Path is outside the allowed areas of the workspace: top.txt (allowed: src)"),
                    () -> text(outside));
            CallToolResult script =
                    call(client, "edl", Map.of("script", "file top.txt\nselect /top/\nreplace \"owned\"\n"));
            assertEquals(Boolean.TRUE, script.isError(), () -> text(script));
            assertEquals("top\n", Files.readString(root.resolve("top.txt")));
            CallToolResult listed = call(client, "find_files", Map.of("patterns", List.of("*.txt")));
            assertTrue(text(listed).contains("src/a.txt"), () -> text(listed));
            assertFalse(text(listed).lines().anyMatch(line -> line.startsWith("top.txt")), () -> text(listed));

            // The client offers the whole root too: the change takes effect at the next call.
            client.addRoot(new McpSchema.Root(root.toUri().toString(), "ws"));
            client.rootsListChangedNotification();
            CallToolResult now = call(client, "edl", Map.of("script", "file top.txt\nselect /top/\nreplace \"TOP\"\n"));
            assertFalse(Boolean.TRUE.equals(now.isError()), () -> text(now));
            assertEquals("TOP\n", Files.readString(root.resolve("top.txt")));

            // Only the other root again.
            client.removeRoot(root.toUri().toString());
            client.rootsListChangedNotification();
            CallToolResult again = call(client, "read_lines", Map.of("path", "top.txt"));
            assertEquals(Boolean.TRUE, again.isError(), () -> text(again));
        }
    }

    private static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new CallToolRequest(tool, arguments));
    }

    private static String text(CallToolResult result) {
        return result.content().stream()
                .map(content -> content instanceof McpSchema.TextContent text ? text.text() : content.toString())
                .collect(Collectors.joining("\n"));
    }
}
