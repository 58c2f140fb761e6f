package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32 items 1 and 2 over MCP: five guarded calls from one read, sent at once over one
 * connection, each editing another place of one file, all apply — through batch_edit_blocks, edl and
 * apply_edit_blocks — and a call over a changed line is refused with the lines named.
 */
class EdlMcpGuardedComposeTest {
    private static final Pattern VERSION = Pattern.compile("version:? ([0-9a-f]{16})");

    @TempDir
    Path workspace;

    private static String version(RawMcpProcess server) throws Exception {
        String text = RawMcpProcess.text(server.call("read_lines", Map.of("path", "f.txt", "endLine", 1)));
        Matcher version = VERSION.matcher(text);
        assertTrue(version.find(), text);
        return version.group(1);
    }

    private static Map<String, ?> arguments(String tool, String version, int line, String replacement) {
        return switch (tool) {
            case "batch_edit_blocks" ->
                Map.of(
                        "path",
                        "f.txt",
                        "expectedVersion",
                        version,
                        "edits",
                        List.of(Map.of("search", "line " + line + "\n", "replace", replacement + "\n")));
            case "edl" ->
                Map.of(
                        "script",
                        "file f.txt\nselect /^line " + line + "$/m\nreplace \"" + replacement + "\"\n",
                        "expectedVersions",
                        Map.of("f.txt", version));
            default ->
                Map.of(
                        "blocks",
                        "FILE: f.txt\nFIND:\nline " + line + "\nREPLACE:\n" + replacement + "\nEND\n",
                        "expectedVersions",
                        Map.of("f.txt", version));
        };
    }

    @Test
    void fiveGuardedCallsSentAtOnceAllApplyThroughEachEditingTool() throws Exception {
        StringBuilder lines = new StringBuilder();
        for (int i = 1; i <= 160; i++) {
            lines.append("line ").append(i).append('\n');
        }
        Files.writeString(workspace.resolve("f.txt"), lines, StandardCharsets.UTF_8);
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            int base = 0;
            for (String tool : List.of("batch_edit_blocks", "edl", "apply_edit_blocks")) {
                String version = version(server);
                List<Integer> ids = new ArrayList<>();
                for (int i = 1; i <= 5; i++) {
                    ids.add(server.sendCall(
                            tool, arguments(tool, version, base + i * 10, "EDITED " + (base + i * 10))));
                }
                int over = 0;
                for (int id : ids) {
                    JsonNode answer = server.await(id);
                    assertFalse(RawMcpProcess.isError(answer), answer::toString);
                    if (RawMcpProcess.text(answer).contains("pplied over changes at line")) {
                        over++;
                    }
                }
                assertEquals(4, over, tool);
                String text = Files.readString(workspace.resolve("f.txt"), StandardCharsets.UTF_8);
                for (int i = 1; i <= 5; i++) {
                    assertTrue(text.contains("\nEDITED " + (base + i * 10) + "\n"), text);
                }
                assertEquals(160, text.lines().count());
                base += 50;
            }

            String version = version(server);
            assertFalse(RawMcpProcess.isError(server.call("edl", arguments("edl", version, 155, "x"))));
            String before = Files.readString(workspace.resolve("f.txt"), StandardCharsets.UTF_8);
            JsonNode refused = server.call("apply_edit_blocks", arguments("apply_edit_blocks", version, 156, "y"));
            assertTrue(RawMcpProcess.isError(refused), refused::toString);
            assertTrue(
                    RawMcpProcess.text(refused).contains("Changed since your version: line 155 (now line 155)"),
                    refused::toString);
            assertEquals(before, Files.readString(workspace.resolve("f.txt"), StandardCharsets.UTF_8));
            server.closeInput();
            assertEquals(0, server.awaitExit());
        }
    }
}
