package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28 ("Exact for the model") through the tools, as a model calls them: JSON in, the report
 * text out, the file on disk checked.
 */
class EditToolMessagesTest {
    private static final String A_JAVA =
            "class A {\n    void f() {\n        if (x) {\n            // note one\n        }\n    }\n}\n";

    @TempDir
    Path root;

    private EdlTools tools;

    @BeforeEach
    void setUp() throws Exception {
        Files.writeString(root.resolve("A.java"), A_JAVA);
        tools = EdlTools.of(root, RegisterStore.inMemory());
    }

    private ToolResult call(String tool, String json) {
        return tools.tool(tool).orElseThrow().call(json);
    }

    private String line4() throws Exception {
        return Files.readAllLines(root.resolve("A.java")).get(3);
    }

    @Test
    void editBlocksWithTooLittleIndentationAreNotCalledExact() throws Exception {
        ToolResult result = call(
                "apply_edit_blocks",
                "{\"blocks\": \"FILE: A.java\\nFIND:\\n        // note one\\nREPLACE:\\n            // note two\\nEND\\n\"}");
        // Before: "✓ 1 A.java: applied at line 4 (exact)", and the line got 16 spaces.
        assertFalse(result.isError(), result.text());
        assertTrue(
                result.text()
                        .startsWith("✓ 1 A.java: applied at line 4 (whitespace-tolerant; line 4 is indented with 12"
                                + " spaces, your search with 8 spaces; the replacement kept its 12 spaces)\n"),
                result.text());
        assertFalse(result.text().contains("(exact)"), result.text());
        assertEquals("            // note two", line4());
    }

    @Test
    void batchWithTooLittleIndentationSaysWhatTheIndentationBecame() throws Exception {
        ToolResult result = call(
                "batch_edit_blocks",
                "{\"path\": \"A.java\", \"edits\": [{\"search\": \"        // note one\\n\","
                        + " \"replace\": \"            // note two\\n\"}]}");
        assertFalse(result.isError(), result.text());
        assertTrue(
                result.text()
                        .contains("✓ 1 applied at line 4 (whitespace-tolerant; line 4 is indented with 12 spaces, your"
                                + " search with 8 spaces; the replacement kept its 12 spaces)"),
                result.text());
        assertEquals("            // note two", line4());
    }

    @Test
    void aFailedAllOrNothingCallSaysTheFilesAreAsTheyWere() throws Exception {
        ToolResult result = call(
                "apply_edit_blocks",
                "{\"blocks\": \"FILE: A.java\\nFIND:\\n    void f() {\\nREPLACE:\\n    void g() {\\nEND\\n"
                        + "FILE: A.java\\nFIND:\\nno such line at all, really\\nREPLACE:\\nx\\nEND\\n\"}");
        assertTrue(result.isError(), result.text());
        assertTrue(
                result.text().contains("regenerate them from the files as they are now (this call changed nothing)"),
                result.text());
        assertFalse(result.text().contains("ORIGINAL"), result.text());
        assertEquals(A_JAVA, Files.readString(root.resolve("A.java")));
    }

    @Test
    void aOneLetterTypoInHalfALongLineIsFoundAndFuzzyCanApplyIt() throws Exception {
        String line = "        String message = \"The quick brown fox jumps over the lazy dog near the riverbank"
                + " today\"; int count = computeTheTotalNumberOfItemsInTheCollection(items, filter, limit, offset);";
        Files.writeString(root.resolve("L.java"), "class L {\n" + line + "\n}\n");
        String search = line.substring(0, 84).replace("quick", "quack").replace("\"", "\\\"");
        String edits = "[{\"search\": \"" + search + "\", \"replace\": \"        String message = \\\"Hi\\\"\"}]";
        ToolResult failed = call("batch_edit_blocks", "{\"path\": \"L.java\", \"edits\": " + edits + "}");
        assertTrue(failed.isError(), failed.text());
        assertTrue(
                failed.text()
                        .contains(
                                "✗ 1 not found — closest: line 2, columns 0–84 (0-based columns), 98%" + " similar\n"),
                failed.text());
        assertTrue(failed.text().contains("(- your search, + file)"), failed.text());
        ToolResult applied =
                call("batch_edit_blocks", "{\"path\": \"L.java\", \"fuzzy\": true, \"edits\": " + edits + "}");
        assertFalse(applied.isError(), applied.text());
        assertTrue(applied.text().contains("✓ 1 applied at line 2 (fuzzy, 98% similar)"), applied.text());
        assertEquals(
                "        String message = \"Hi\"" + line.substring(84),
                Files.readAllLines(root.resolve("L.java")).get(1));
    }
}
