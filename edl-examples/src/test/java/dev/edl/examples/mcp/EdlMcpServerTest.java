package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.EdlCli;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starts {@code edl mcp} as a subprocess and drives it with the MCP Java SDK's client over stdio. */
class EdlMcpServerTest {
    static {
        // The SDK's client logs through SLF4J, which has no provider here; keep its warning quiet.
        System.setProperty("slf4j.internal.verbosity", "ERROR");
    }

    @TempDir
    Path dir;

    @Test
    void roundTripOverStdio() throws Exception {
        Path workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("a.txt"), "hello world\n");
        Files.writeString(workspace.resolve("b.txt"), "alpha\nbeta\ngamma\n");
        Files.writeString(dir.resolve("outside.txt"), "secret\n");
        Path registers = dir.resolve("registers.json");

        ServerParameters parameters = ServerParameters.builder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString())
                .args(
                        "-XX:TieredStopAtLevel=1",
                        "-cp",
                        System.getProperty("java.class.path"),
                        EdlCli.class.getName(),
                        "mcp",
                        "--root",
                        workspace.toString(),
                        "--registers",
                        registers.toString())
                .build();
        StdioClientTransport transport = new StdioClientTransport(parameters, McpJsonDefaults.getMapper());
        StringBuilder serverLog = new StringBuilder();
        transport.setStdErrorHandler(line -> {
            synchronized (serverLog) {
                serverLog.append(line).append('\n');
            }
        });
        try (McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build()) {
            client.initialize();

            List<McpSchema.Tool> tools = client.listTools().tools();
            Map<String, McpSchema.Tool> byName =
                    tools.stream().collect(Collectors.toMap(McpSchema.Tool::name, tool -> tool));
            assertEquals(
                    java.util.Set.of("edl", "batch_edit_blocks", "write_from_line", "apply_edit_blocks"),
                    byName.keySet());
            for (McpSchema.Tool tool : tools) {
                assertEquals("object", tool.inputSchema().type(), tool.name());
                assertFalse(tool.description().isBlank(), tool.name());
            }
            assertTrue(java.util.Objects.requireNonNull(byName.get("edl"))
                    .inputSchema()
                    .required()
                    .contains("script"));

            // edl: a failing script saves its text; the retry in a later call uses the register.
            CallToolResult failed =
                    call(client, "edl", Map.of("script", "file b.txt\nselect /delta/\nreplace \"DELTA\"\n"));
            assertEquals(Boolean.TRUE, failed.isError(), () -> text(failed));
            assertTrue(text(failed).contains("_saved_1"), () -> text(failed));
            assertEquals("alpha\nbeta\ngamma\n", read(workspace, "b.txt"));

            CallToolResult retried =
                    call(client, "edl", Map.of("script", "file b.txt\nselect /beta/\nreplace _saved_1\n"));
            assertEquals(Boolean.FALSE, retried.isError(), () -> text(retried));
            assertEquals("alpha\nDELTA\ngamma\n", read(workspace, "b.txt"));

            // The workspace root confines every path.
            CallToolResult outside =
                    call(client, "edl", Map.of("script", "file ../outside.txt\nselect /secret/\nreplace \"owned\"\n"));
            assertEquals(Boolean.TRUE, outside.isError(), () -> text(outside));
            assertTrue(text(outside).contains("outside the workspace"), () -> text(outside));
            assertEquals("secret\n", Files.readString(dir.resolve("outside.txt")));

            // batch_edit_blocks: completed work is kept, a failed edit makes the call an error.
            CallToolResult batchOk = call(
                    client,
                    "batch_edit_blocks",
                    Map.of("path", "a.txt", "edits", List.of(Map.of("search", "hello", "replace", "Hello"))));
            assertEquals(Boolean.FALSE, batchOk.isError(), () -> text(batchOk));
            assertEquals("Hello world\n", read(workspace, "a.txt"));
            CallToolResult batchFailed = call(
                    client,
                    "batch_edit_blocks",
                    Map.of(
                            "path",
                            "a.txt",
                            "edits",
                            List.of(
                                    Map.of("search", "world", "replace", "World"),
                                    Map.of("search", "planet", "replace", "x"))));
            assertEquals(Boolean.TRUE, batchFailed.isError(), () -> text(batchFailed));
            assertEquals("Hello World\n", read(workspace, "a.txt"));

            // write_from_line
            CallToolResult linesOk = call(
                    client, "write_from_line", Map.of("path", "b.txt", "startLine", 3, "content", "GAMMA\nDELTA\n"));
            assertEquals(Boolean.FALSE, linesOk.isError(), () -> text(linesOk));
            assertEquals("alpha\nDELTA\nGAMMA\nDELTA\n", read(workspace, "b.txt"));
            CallToolResult linesFailed =
                    call(client, "write_from_line", Map.of("path", "b.txt", "startLine", 9, "content", "x"));
            assertEquals(Boolean.TRUE, linesFailed.isError(), () -> text(linesFailed));
            assertTrue(text(linesFailed).contains("beyond file length"), () -> text(linesFailed));

            // apply_edit_blocks: all or nothing.
            CallToolResult blocksOk = call(
                    client, "apply_edit_blocks", Map.of("blocks", "FILE: b.txt\nFIND:\nalpha\nREPLACE:\nALPHA\nEND\n"));
            assertEquals(Boolean.FALSE, blocksOk.isError(), () -> text(blocksOk));
            assertEquals("ALPHA\nDELTA\nGAMMA\nDELTA\n", read(workspace, "b.txt"));
            CallToolResult blocksFailed = call(
                    client,
                    "apply_edit_blocks",
                    Map.of(
                            "blocks",
                            "FILE: b.txt\nFIND:\nGAMMA\nREPLACE:\ngamma\nEND\nFIND:\nomega\nREPLACE:\nx\nEND\n"));
            assertEquals(Boolean.TRUE, blocksFailed.isError(), () -> text(blocksFailed));
            assertEquals("ALPHA\nDELTA\nGAMMA\nDELTA\n", read(workspace, "b.txt"));

            // Bad arguments are tool errors too.
            CallToolResult missing = call(client, "edl", Map.of());
            assertEquals(Boolean.TRUE, missing.isError(), () -> text(missing));
            assertTrue(text(missing).contains("script"), () -> text(missing));
        } finally {
            synchronized (serverLog) {
                assertFalse(serverLog.toString().contains("Exception"), serverLog::toString);
                assertFalse(serverLog.toString().contains("SLF4J"), serverLog::toString);
                assertTrue(serverLog.toString().contains("edl mcp: serving workspace"), serverLog::toString);
            }
        }
    }

    private static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new CallToolRequest(tool, arguments));
    }

    private static String text(CallToolResult result) {
        StringBuilder text = new StringBuilder();
        for (McpSchema.Content content : result.content()) {
            if (content instanceof McpSchema.TextContent) {
                text.append(((McpSchema.TextContent) content).text());
            }
        }
        return text.toString();
    }

    private static String read(Path workspace, String path) throws java.io.IOException {
        return Files.readString(workspace.resolve(path), StandardCharsets.UTF_8);
    }
}
