package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Calls with JSON text, as a model writes them: strict reading, schema checks, and nothing run on a refusal. */
class EdlToolTest {
    @TempDir
    Path root;

    private EdlTools tools;

    @BeforeEach
    void setUp() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        tools = EdlTools.of(root, RegisterStore.inMemory());
    }

    private ToolResult call(String tool, String json) {
        return tools.tool(tool).orElseThrow().call(json);
    }

    @Test
    void malformedJsonTextIsRefusedAndNothingRuns() throws Exception {
        String edit = "{\"path\": \"a.txt\", \"startLine\": 1, \"endLine\": 1, \"content\": \"ONE\"}";
        for (String bad : List.of(
                edit + " {}", // trailing content
                edit.replace("\"content\": \"ONE\"", "\"content\": \"ONE\", \"content\": \"1\""), // duplicate
                "[" + edit + "]", // not an object
                edit.replace("\"ONE\"", "'ONE'"), // not JSON
                edit.replace("\"ONE\"", "\"\\ud800\""), // unpaired surrogate
                "{\"path\": " + "[".repeat(70) + "]".repeat(70) + "}")) {
            ToolResult result = call("write_from_line", bad);
            assertTrue(result.isError(), bad);
            assertTrue(result.text().startsWith("Invalid arguments: "), result::text);
            assertTrue(result.text().endsWith("Nothing was run."), result::text);
        }
        assertEquals("one\ntwo\nthree\n", Files.readString(root.resolve("a.txt")));
        ToolResult ok = call("write_from_line", edit);
        assertFalse(ok.isError(), ok::text);
        assertEquals("ONE\ntwo\nthree\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void schemaBreachesAreNamedWithTheFix() throws Exception {
        assertEquals(
                "Invalid arguments: Unknown argument \"startline\" (did you mean \"startLine\"?). Allowed: path,"
                        + " startLine, endLine. Nothing was run.",
                call("read_lines", "{\"path\": \"a.txt\", \"startline\": 2}").text());
        assertTrue(call("read_lines", "{\"path\": \"a.txt\", \"strtLine\": 2}")
                .text()
                .contains("(did you mean \"startLine\"?)"));
        assertFalse(call("read_lines", "{\"path\": \"a.txt\", \"colour\": 2}")
                .text()
                .contains("did you mean"));
        assertEquals(
                "Invalid arguments: Argument \"startLine\" must be an integer; got the number 1.5. Nothing was run.",
                call("read_lines", "{\"path\": \"a.txt\", \"startLine\": 1.5}").text());
        assertEquals(
                "Invalid arguments: Argument \"startLine\" is out of range: 100000000000000000000 (integers here lie"
                        + " between -2147483648 and 2147483647). Nothing was run.",
                call("read_lines", "{\"path\": \"a.txt\", \"startLine\": 1e20}").text());
        assertEquals(
                "Invalid arguments: Argument \"startLine\" must be at least 1; it is 0. Nothing was run.",
                call("read_lines", "{\"path\": \"a.txt\", \"startLine\": 0}").text());
        assertEquals(
                "Invalid arguments: Missing required argument \"path\" (a string). Nothing was run.",
                call("read_lines", "{\"path\": null}").text());
        ToolResult nullIsLeftOut = call("read_lines", "{\"path\": \"a.txt\", \"startLine\": null}");
        assertFalse(nullIsLeftOut.isError(), nullIsLeftOut::text);
        assertTrue(nullIsLeftOut.text().contains("    1 | one"), nullIsLeftOut::text);
    }

    @Test
    void parallelCallsOnOneFileLoseNoEdit() throws Exception {
        int count = 24;
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append("line ").append(i).append('\n');
        }
        Files.writeString(root.resolve("many.txt"), lines);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<ToolResult>> calls = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String json = "{\"path\": \"many.txt\", \"edits\": [{\"search\": \"line " + i
                        + "\\n\", \"replace\": \"LINE " + i + "\\n\"}]}";
                calls.add(pool.submit(() -> call("batch_edit_blocks", json)));
            }
            int applied = 0;
            for (Future<ToolResult> call : calls) {
                ToolResult result = call.get();
                if (!result.isError()) {
                    applied++;
                } else {
                    assertTrue(result.text().contains("changed"), result::text); // a refused stale write, not a loss
                }
            }
            String text = Files.readString(root.resolve("many.txt"));
            assertEquals(applied, text.split("LINE ", -1).length - 1, text);
        } finally {
            pool.shutdownNow();
        }
    }
}
