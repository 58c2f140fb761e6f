package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.internal.json.JsonReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EdlToolsTest {
    @TempDir
    Path dir;

    private Path root;
    private Map<String, EdlTool> tools;

    @BeforeEach
    void setUp() throws Exception {
        root = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        Files.writeString(dir.resolve("outside.txt"), "secret\n");
        tools = new java.util.LinkedHashMap<>();
        for (EdlTool tool : EdlTools.of(root, RegisterStore.inMemory()).tools()) {
            tools.put(tool.name(), tool);
        }
    }

    /** The five editing tools' descriptions go with every request: together at most 12,000 characters. */
    @Test
    void theFiveEditingToolDescriptionsStayWithinTheirBudget() {
        int total = 0;
        for (String name : List.of("edl", "batch_edit_blocks", "write_from_line", "apply_edit_blocks", "read_lines")) {
            total += java.util.Objects.requireNonNull(tools.get(name), name)
                    .description()
                    .length();
        }
        // Before: 14,194 characters.
        assertTrue(total <= 12_000, "the five descriptions total " + total + " characters");
    }

    @Test
    void sevenToolsWithObjectSchemasAndDescriptions() throws Exception {
        assertEquals(
                List.of(
                        "edl",
                        "batch_edit_blocks",
                        "write_from_line",
                        "apply_edit_blocks",
                        "read_lines",
                        "find_files",
                        "search_text"),
                List.copyOf(tools.keySet()));
        for (EdlTool tool : tools.values()) {
            Map<?, ?> schema = (Map<?, ?>) JsonReader.read(tool.inputSchema());
            assertEquals("object", schema.get("type"), tool.name());
            List<?> required = (List<?>) java.util.Objects.requireNonNull(schema.get("required"));
            assertTrue(required.size() > 0, tool.name());
            for (Object name : required) {
                assertTrue(
                        ((Map<?, ?>) java.util.Objects.requireNonNull(schema.get("properties"))).containsKey(name),
                        tool.name() + " " + name);
            }
            assertTrue(tool.description().length() > 200, tool.name());
        }
    }

    @Test
    void edlToolRunsScriptsAndReportsFailuresAsErrors() throws Exception {
        EdlTool edl = tool("edl");
        ToolResult ok = edl.call(Map.of("script", "file a.txt\nselect /two/\nreplace \"2\"\n"));
        assertFalse(ok.isError(), ok::text);
        assertEquals("one\n2\nthree\n", read("a.txt"));
        ToolResult dry = edl.call(Map.of("script", "file a.txt\nselect /one/\nreplace \"1\"\n", "dryRun", true));
        assertFalse(dry.isError(), dry::text);
        assertEquals("one\n2\nthree\n", read("a.txt"));
        ToolResult failed = edl.call(Map.of("script", "file a.txt\nselect /four/\nreplace \"4\"\n"));
        assertTrue(failed.isError());
        assertTrue(failed.text().contains("_saved_1"), failed::text);
        ToolResult badType = edl.call(Map.of("script", 42));
        assertTrue(badType.isError());
        assertEquals(
                "Invalid arguments: Argument \"script\" must be a string; got the number 42. Nothing was run.",
                badType.text());
    }

    @Test
    void batchToolAppliesEditsAndFailsOnAStaleOne() throws Exception {
        EdlTool batch = tool("batch_edit_blocks");
        ToolResult ok = batch.call(Map.of(
                "path",
                "a.txt",
                "edits",
                List.of(
                        Map.of("search", "one\n", "replace", "ONE\n"),
                        Map.of("search", "three", "replace", "THREE", "label", "third"))));
        assertFalse(ok.isError(), ok::text);
        assertEquals("ONE\ntwo\nTHREE\n", read("a.txt"));
        ToolResult failed = batch.call(Map.of(
                "path",
                "a.txt",
                "edits",
                List.of(Map.of("search", "two", "replace", "2"), Map.of("search", "four", "replace", "4"))));
        assertTrue(failed.isError(), failed::text);
        assertEquals("ONE\n2\nTHREE\n", read("a.txt"), "completed work is kept");
        ToolResult unknownField =
                batch.call(Map.of("path", "a.txt", "edits", List.of(Map.of("find", "x", "replace", "y"))));
        assertTrue(unknownField.isError());
        assertTrue(unknownField.text().contains("edits[0]"), unknownField::text);
    }

    @Test
    void writeFromLineReplacesLinesAndRefusesBadRanges() throws Exception {
        EdlTool lines = tool("write_from_line");
        ToolResult ok = lines.call(Map.of("path", "a.txt", "startLine", 2, "endLine", 2, "content", "TWO\n"));
        assertFalse(ok.isError(), ok::text);
        assertEquals("one\nTWO\nthree\n", read("a.txt"));
        ToolResult bad = lines.call(Map.of("path", "a.txt", "startLine", 0, "content", "x"));
        assertTrue(bad.isError());
        assertTrue(bad.text().contains("\"startLine\" must be at least 1; it is 0"), bad::text);
        ToolResult noContent = lines.call(Map.of("path", "a.txt", "startLine", 2));
        assertTrue(noContent.isError(), noContent::text);
        assertTrue(noContent.text().contains("Missing required argument \"content\""), noContent::text);
        assertEquals("one\nTWO\nthree\n", read("a.txt"));
        ToolResult stale = lines.call(
                Map.of("path", "a.txt", "startLine", 1, "endLine", 1, "content", "x", "expectCurrent", "uno"));
        assertTrue(stale.isError(), stale::text);
        assertEquals("one\nTWO\nthree\n", read("a.txt"));
    }

    @Test
    void applyEditBlocksIsAllOrNothingAndConfined() throws Exception {
        EdlTool blocks = tool("apply_edit_blocks");
        String good = "FILE: a.txt\nFIND:\ntwo\nREPLACE:\nzwei\nEND\n";
        ToolResult preview = blocks.call(Map.of("blocks", good, "dryRun", true));
        assertFalse(preview.isError(), preview::text);
        assertEquals("one\ntwo\nthree\n", read("a.txt"));
        ToolResult ok = blocks.call(Map.of("blocks", good));
        assertFalse(ok.isError(), ok::text);
        assertEquals("one\nzwei\nthree\n", read("a.txt"));

        String oneBad = "FILE: a.txt\nFIND:\none\nREPLACE:\neins\nEND\nFIND:\nfour\nREPLACE:\nvier\nEND\n";
        ToolResult failed = blocks.call(Map.of("blocks", oneBad));
        assertTrue(failed.isError(), failed::text);
        assertEquals("one\nzwei\nthree\n", read("a.txt"), "nothing written");

        ToolResult outside =
                blocks.call(Map.of("blocks", "FILE: ../outside.txt\nFIND:\nsecret\nREPLACE:\nowned\nEND\n"));
        assertTrue(outside.isError(), outside::text);
        assertEquals("secret\n", Files.readString(dir.resolve("outside.txt")));

        ToolResult none = blocks.call(Map.of("blocks", "no blocks here"));
        assertTrue(none.isError());
        assertTrue(none.text().startsWith("No edit blocks found"), none::text);
    }

    @Test
    void theBuilderChoosesToolsAndBoundsReports() throws Exception {
        EdlTools only = EdlTools.builder(root)
                .only("read_lines", "edl")
                .maxOutputChars(1_000)
                .build();
        assertEquals(
                List.of("edl", "read_lines"),
                only.tools().stream().map(EdlTool::name).toList());
        assertTrue(only.tool("write_from_line").isEmpty());
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> EdlTools.builder(root).only("rm_rf"));
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> EdlTools.builder(root).maxOutputChars(10));

        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            big.append("row ").append(i).append('\n');
        }
        Files.writeString(root.resolve("big.txt"), big.toString());
        ToolResult rewrite = only.tool("edl")
                .orElseThrow()
                // a long trace (the final selection of 200 ranges shows only its first and last)
                .call(Map.of("script", "file big.txt\n" + "select_multiple /row/\n".repeat(40) + "replace \"ROW\"\n"));
        assertFalse(rewrite.isError(), rewrite::text);
        assertTrue(
                rewrite.text().length() <= 1_000 + 200,
                () -> "length " + rewrite.text().length());
        assertTrue(rewrite.text().contains("[Report cut: "), rewrite::text);
        assertTrue(read("big.txt").startsWith("ROW 0\nROW 1\n"), "the edit itself is complete");
    }

    @Test
    void confinementAndFileSizeComeFromTheWorkspace() throws Exception {
        EdlTools small = EdlTools.builder(dev.edl.files.Workspace.builder()
                        .root(root)
                        .maxFileSize(4)
                        .build())
                .build();
        ToolResult tooLarge = small.tool("read_lines").orElseThrow().call(Map.of("path", "a.txt"));
        assertTrue(tooLarge.isError(), tooLarge::text);
        assertTrue(tooLarge.text().contains("too large"), tooLarge::text);
        ToolResult outside = tool("read_lines").call(Map.of("path", "../outside.txt"));
        assertTrue(outside.isError(), outside::text);
        assertFalse(outside.text().contains("secret"), outside::text);
    }

    private EdlTool tool(String name) {
        return java.util.Objects.requireNonNull(tools.get(name), name);
    }

    private String read(String path) throws Exception {
        return Files.readString(root.resolve(path), StandardCharsets.UTF_8);
    }

    @Test
    void confinedToAreasServesOnlyPathsInsideThem() throws Exception {
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/b.txt"), "bee\n");
        EdlTools narrowed = EdlTools.of(root, RegisterStore.inMemory()).confinedTo(List.of(root.resolve("src")));
        assertEquals(
                EdlTools.NAMES, narrowed.tools().stream().map(EdlTool::name).toList());
        assertEquals(List.of(root.resolve("src")), narrowed.workspace().allowedAreas());

        ToolResult inside = narrowed.tool("edl")
                .orElseThrow()
                .call(Map.of("script", "file src/b.txt\nselect /bee/\nreplace \"BEE\"\n"));
        assertFalse(inside.isError(), inside::text);
        assertEquals("BEE\n", read("src/b.txt"));

        ToolResult script = narrowed.tool("edl")
                .orElseThrow()
                .call(Map.of("script", "file a.txt\nselect /one/\nreplace \"owned\"\n"));
        assertTrue(script.isError(), script::text);
        assertTrue(
                script.text().contains("outside the allowed areas of the workspace: a.txt (allowed: src)"),
                script::text);
        ToolResult blocks = narrowed.tool("apply_edit_blocks")
                .orElseThrow()
                .call(Map.of("blocks", "FILE: a.txt\nFIND:\none\nREPLACE:\nowned\nEND\n"));
        assertTrue(blocks.isError(), blocks::text);
        assertEquals("one\ntwo\nthree\n", read("a.txt"));

        ToolResult found = narrowed.tool("find_files").orElseThrow().call(Map.of("patterns", List.of("*.txt")));
        assertFalse(found.isError(), found::text);
        assertTrue(found.text().contains("src/b.txt"), found::text);
        assertFalse(found.text().lines().anyMatch(line -> line.equals("a.txt")), found::text);
        ToolResult searched = narrowed.tool("search_text").orElseThrow().call(Map.of("pattern", "[eE]", "regex", true));
        assertFalse(searched.text().contains("a.txt:"), searched::text);
        assertTrue(searched.text().contains("src/b.txt:1:"), searched::text);
    }
}
