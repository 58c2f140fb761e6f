package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** write_from_line creates a file only when asked, and then never overwrites one. */
class WriteFromLineToolTest {
    @TempDir
    Path root;

    private ToolResult call(String json) {
        return EdlTools.of(root, RegisterStore.inMemory())
                .tool("write_from_line")
                .orElseThrow()
                .call(json);
    }

    @Test
    void aMissingFileIsAnErrorThatSaysHowToCreateIt() {
        ToolResult result = call("{\"path\": \"new.txt\", \"startLine\": 1, \"content\": \"hello\"}");
        assertTrue(result.isError(), result.text());
        assertTrue(
                result.text().contains("To create it, call again with create: true and startLine 1."), result.text());
        assertFalse(Files.exists(root.resolve("new.txt")));
    }

    @Test
    void createWritesANewFileWithAFinalLineBreak() throws Exception {
        ToolResult result =
                call("{\"path\": \"src/new.txt\", \"startLine\": 1, \"content\": \"a\\nb\", \"create\": true}");
        assertFalse(result.isError(), result.text());
        assertEquals(
                "Created src/new.txt (2 lines)\nversion now: "
                        + dev.edl.files.FileVersion.of("a\nb\n".getBytes(StandardCharsets.UTF_8)) + ", 2 lines\n",
                result.text());
        assertEquals("a\nb\n", Files.readString(root.resolve("src/new.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void createNeverOverwritesAnExistingFile() throws Exception {
        Files.writeString(root.resolve("a.txt"), "keep me\n");
        ToolResult result = call("{\"path\": \"a.txt\", \"startLine\": 1, \"content\": \"lost\", \"create\": true}");
        assertTrue(result.isError(), result.text());
        assertTrue(result.text().contains("already exists"), result.text());
        assertEquals("keep me\n", Files.readString(root.resolve("a.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void createStartsAtLineOneAndADryRunWritesNothing() {
        ToolResult wrongLine = call("{\"path\": \"n.txt\", \"startLine\": 3, \"content\": \"x\", \"create\": true}");
        assertTrue(wrongLine.isError(), wrongLine.text());
        ToolResult dry = call(
                "{\"path\": \"n.txt\", \"startLine\": 1, \"content\": \"x\\n\", \"create\": true, \"dryRun\": true}");
        assertEquals("DRY RUN: Would create n.txt (1 line)\n", dry.text());
        assertFalse(Files.exists(root.resolve("n.txt")));
    }

    @Test
    void theHintsSayItEdits() {
        EdlTool tool = EdlTools.of(root, RegisterStore.inMemory())
                .tool("write_from_line")
                .orElseThrow();
        assertFalse(tool.isReadOnly());
        assertTrue(tool.isDestructive());
        assertFalse(tool.isIdempotent());
        EdlTool read =
                EdlTools.of(root, RegisterStore.inMemory()).tool("read_lines").orElseThrow();
        assertTrue(read.isReadOnly() && !read.isDestructive() && read.isIdempotent());
    }
}
