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
            // Before: the server always answered 2024-11-05. Now the newest version both sides speak.
            assertEquals("2025-11-25", client.initialize().protocolVersion());

            List<McpSchema.Tool> tools = client.listTools().tools();
            Map<String, McpSchema.Tool> byName =
                    tools.stream().collect(Collectors.toMap(McpSchema.Tool::name, tool -> tool));
            assertEquals(
                    java.util.Set.of(
                            "edl",
                            "batch_edit_blocks",
                            "write_from_line",
                            "apply_edit_blocks",
                            "read_lines",
                            "find_files",
                            "search_text"),
                    byName.keySet());
            assertSameAsDescribe(tools);
            for (McpSchema.Tool tool : tools) {
                assertEquals("object", tool.inputSchema().get("type"), tool.name());
                assertFalse(tool.description().isBlank(), tool.name());
            }
            assertEquals(
                    List.of("script"),
                    java.util.Objects.requireNonNull(byName.get("edl"))
                            .inputSchema()
                            .get("required"));
            // Annotations: clients may run read_lines without asking; the editing tools are destructive.
            McpSchema.ToolAnnotations read =
                    java.util.Objects.requireNonNull(byName.get("read_lines")).annotations();
            assertEquals(Boolean.TRUE, read.readOnlyHint());
            assertEquals(Boolean.FALSE, read.destructiveHint());
            assertEquals(Boolean.TRUE, read.idempotentHint());
            for (String editing : List.of("edl", "batch_edit_blocks", "write_from_line", "apply_edit_blocks")) {
                McpSchema.ToolAnnotations hints =
                        java.util.Objects.requireNonNull(byName.get(editing)).annotations();
                assertEquals(Boolean.FALSE, hints.readOnlyHint(), editing);
                assertEquals(Boolean.TRUE, hints.destructiveHint(), editing);
                assertEquals(Boolean.FALSE, hints.openWorldHint(), editing);
            }

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

            // read_lines: numbered lines and a version token; a stale token refuses the edit.
            CallToolResult lines = call(client, "read_lines", Map.of("path", "b.txt", "startLine", 2, "endLine", 3));
            assertEquals(Boolean.FALSE, lines.isError(), () -> text(lines));
            assertTrue(text(lines).contains("    2 | DELTA\n    3 | GAMMA\n"), () -> text(lines));
            java.util.regex.Matcher version =
                    java.util.regex.Pattern.compile("version: ([0-9a-f]{16})").matcher(text(lines));
            assertTrue(version.find(), () -> text(lines));
            // The structured copy of the facts, checked by the SDK against read_lines' output schema.
            assertEquals(
                    Map.of("path", "b.txt", "lineCount", 4, "version", version.group(1), "startLine", 2, "endLine", 3),
                    lines.structuredContent());
            assertTrue(
                    java.util.Objects.requireNonNull(byName.get("read_lines")).outputSchema() != null);
            CallToolResult stale = call(
                    client,
                    "write_from_line",
                    Map.of("path", "b.txt", "startLine", 2, "content", "x\n", "expectedVersion", "0000000000000000"));
            assertEquals(Boolean.TRUE, stale.isError(), () -> text(stale));
            assertTrue(
                    text(stale).contains("File changed on disk since it was read: b.txt (expected version"),
                    () -> text(stale));
            assertEquals("ALPHA\nDELTA\nGAMMA\nDELTA\n", read(workspace, "b.txt"));
            CallToolResult current = call(
                    client,
                    "write_from_line",
                    Map.of(
                            "path",
                            "b.txt",
                            "startLine",
                            4,
                            "endLine",
                            4,
                            "content",
                            "delta\n",
                            "expectedVersion",
                            version.group(1)));
            assertEquals(Boolean.FALSE, current.isError(), () -> text(current));
            assertEquals("ALPHA\nDELTA\nGAMMA\ndelta\n", read(workspace, "b.txt"));

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

    /** {@code edl describe --json} and the server's tools/list come from the same tools: same names, texts, schemas. */
    private static void assertSameAsDescribe(List<McpSchema.Tool> listed) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int code = EdlCli.execute(
                new String[] {"describe", "--json"},
                new java.io.ByteArrayInputStream(new byte[0]),
                new java.io.PrintStream(out, true, StandardCharsets.UTF_8),
                new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, () -> err.toString(StandardCharsets.UTF_8));
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.JsonNode described = json.readTree(out.toString(StandardCharsets.UTF_8));
        assertEquals(listed.size(), described.size());
        for (int i = 0; i < listed.size(); i++) {
            McpSchema.Tool tool = listed.get(i);
            com.fasterxml.jackson.databind.JsonNode expected = described.get(i);
            assertEquals(expected.get("name").asText(), tool.name());
            assertEquals(expected.get("description").asText(), tool.description(), tool.name());
            com.fasterxml.jackson.databind.JsonNode schema = expected.get("inputSchema");
            assertEquals(json.convertValue(schema, Map.class), tool.inputSchema(), tool.name());
            assertEquals(
                    schema.get("additionalProperties").asBoolean(),
                    tool.inputSchema().get("additionalProperties"),
                    tool.name());
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
