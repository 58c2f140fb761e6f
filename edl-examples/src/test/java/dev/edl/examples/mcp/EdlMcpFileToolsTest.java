package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** find_files and search_text over MCP: listed read-only, called, and a guarded edit after a search. */
class EdlMcpFileToolsTest {
    @TempDir
    Path workspace;

    @Test
    void listsAndCallsTheFileToolsAndLogsNoLinePerInitialize() throws Exception {
        Files.createDirectories(workspace.resolve("src"));
        Files.writeString(workspace.resolve("src/app.py"), "def main():\n    print('hi')\n");
        Files.writeString(workspace.resolve(".gitignore"), "*.log\n");
        Files.writeString(workspace.resolve("debug.log"), "print('hi')\n");
        try (RawMcpProcess server = RawMcpProcess.start(workspace, List.of())) {
            server.initialize();
            JsonNode listed = server.await(
                    server.send("tools/list", new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode()));
            List<String> names = new ArrayList<>();
            for (JsonNode tool : listed.path("result").path("tools")) {
                names.add(tool.path("name").asText());
                if (tool.path("name").asText().endsWith("_files")
                        || tool.path("name").asText().startsWith("search")) {
                    assertTrue(tool.path("annotations").path("readOnlyHint").asBoolean(), tool::toString);
                }
            }
            assertEquals("find_files", names.get(5));
            assertEquals("search_text", names.get(6));

            JsonNode found = server.call("find_files", Map.of("patterns", List.of("*.py", "*.log")));
            assertFalse(RawMcpProcess.isError(found), found::toString);
            assertTrue(
                    RawMcpProcess.text(found).startsWith("1 file matches *.py, *.log:\nsrc/app.py\n"), found::toString);

            JsonNode hits = server.call("search_text", Map.of("pattern", "print("));
            String text = RawMcpProcess.text(hits);
            Matcher version =
                    Pattern.compile("src/app.py \\(version ([0-9a-f]{16})\\)\n").matcher(text);
            assertTrue(version.find(), text);
            assertTrue(text.contains("src/app.py:2:     print('hi')\n"), text);
            JsonNode edit = server.call(
                    "write_from_line",
                    Map.of(
                            "path",
                            "src/app.py",
                            "startLine",
                            2,
                            "content",
                            "    print('hello')\n",
                            "expectedVersion",
                            version.group(1)));
            assertFalse(RawMcpProcess.isError(edit), edit::toString);
            assertEquals("def main():\n    print('hello')\n", Files.readString(workspace.resolve("src/app.py")));

            server.closeInput();
            assertEquals(0, server.awaitExit());
            String log = server.log();
            assertTrue(log.contains("Input ended after"), log); // edl's own INFO lines still show
            assertFalse(log.contains("Client initialize request"), log);
        }
    }
}
