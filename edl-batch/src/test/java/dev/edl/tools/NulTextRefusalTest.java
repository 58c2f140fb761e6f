package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.LineEdit;
import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import dev.edl.batch.SearchReplace;
import dev.edl.files.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A text holding NUL is refused at the call, through every entry, since edl reads a file holding
 * NUL as binary and would refuse to read it back: nothing is written and the file stays readable.
 */
class NulTextRefusalTest {
    private static final String NUL_TEXT = "b\u0000c";

    @TempDir
    Path root;

    private Path file;

    @BeforeEach
    void file() throws Exception {
        file = root.resolve("a.txt");
        Files.writeString(file, "one\ntwo\n");
    }

    private void assertUnchangedAndReadable() throws Exception {
        assertEquals("one\ntwo\n", Files.readString(file));
        assertEquals("one\ntwo\n", Workspace.at(root).open("a.txt").text());
    }

    @Test
    void edlRefusesTheWriteAndSavesTheText() throws Exception {
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = Edl.builder()
                .workspace(root)
                .registers(store)
                .build()
                .run("file a.txt\nselect /one/\nreplace \"" + NUL_TEXT + "\"\n");
        assertFalse(result.isSuccess(), result.formatted());
        assertTrue(result.formatted().contains("NUL character (U+0000) at character 1"), result.formatted());
        String saved = result.fileErrors().get(0).savedRegisters().get(0).name();
        assertEquals(NUL_TEXT, store.get(saved).orElseThrow());
        assertUnchangedAndReadable();
        EdlResult inMemory = Edl.builder()
                .build()
                .runInMemory("file a.txt\nselect /one/\nreplace \"" + NUL_TEXT + "\"\n", Map.of("a.txt", "one\n"));
        // In memory nothing is read back from a disk, so texts are kept exactly as given.
        assertTrue(inMemory.isSuccess(), inMemory.formatted());
        assertEquals(NUL_TEXT + "\n", inMemory.files().get(0).after());
    }

    @Test
    void batchEditAndLineReplaceRefuseTheWrite() throws Exception {
        Workspace workspace = Workspace.at(root);
        BatchResult batch =
                BatchEdit.withDefaults().applyToFile(workspace, "a.txt", List.of(SearchReplace.of("one", NUL_TEXT)));
        assertFalse(batch.file().written(), batch.formatted());
        assertTrue(batch.formatted().contains("NUL character"), batch.formatted());
        assertUnchangedAndReadable();
        LineReplaceResult lines =
                LineReplace.withDefaults().applyToFile(workspace, "a.txt", LineEdit.of(1, 1, NUL_TEXT + "\n"));
        assertFalse(lines.file().written(), lines.toString());
        assertUnchangedAndReadable();
    }

    @Test
    void everyWritingToolRefusesTheWrite() throws Exception {
        EdlTools tools = EdlTools.of(root, RegisterStore.inMemory());
        Map<String, Map<String, Object>> calls = Map.of(
                "edl", Map.of("script", "file a.txt\nselect /one/\nreplace \"" + NUL_TEXT + "\"\n"),
                "batch_edit_blocks",
                        Map.of("path", "a.txt", "edits", List.of(Map.of("search", "one", "replace", NUL_TEXT))),
                "write_from_line", Map.of("path", "a.txt", "startLine", 1, "endLine", 1, "content", NUL_TEXT + "\n"),
                "apply_edit_blocks", Map.of("blocks", "FILE: a.txt\nFIND:\none\nREPLACE:\n" + NUL_TEXT + "\nEND\n"));
        int called = 0;
        for (EdlTool tool : tools.tools()) {
            Map<String, Object> arguments = calls.get(tool.name());
            if (arguments == null) {
                continue;
            }
            called++;
            ToolResult result = tool.call(arguments);
            assertTrue(result.isError(), () -> tool.name() + ": " + result.text());
            assertTrue(result.text().contains("NUL"), () -> tool.name() + ": " + result.text());
            assertUnchangedAndReadable();
        }
        assertEquals(calls.size(), called);
    }
}
