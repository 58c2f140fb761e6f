package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link EditBlocksRun#apply(Workspace, String, boolean, Map)}: edit blocks only at the versions seen. */
class EditBlocksRunExpectedVersionTest {
    private static final String BLOCKS = "FILE: a.txt\nFIND:\none\nREPLACE:\nONE\nEND\n";

    @TempDir
    Path root;

    @Test
    void blocksAtTheExpectedVersionAreWritten() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\n", StandardCharsets.UTF_8);
        Workspace workspace = Workspace.at(root);
        String version = workspace.open("a.txt").version();
        EditBlocksRun run = EditBlocksRun.apply(workspace, BLOCKS, true, Map.of("a.txt", version));
        assertTrue(run.isSuccess(), run::formatted);
        assertEquals("ONE\n", Files.readString(root.resolve("a.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void blocksAtAnotherVersionWriteNothing() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\n", StandardCharsets.UTF_8);
        Workspace workspace = Workspace.at(root);
        String seen = workspace.open("a.txt").version();
        Files.writeString(root.resolve("a.txt"), "one\nmore\n", StandardCharsets.UTF_8);
        EditBlocksRun run = EditBlocksRun.apply(workspace, BLOCKS, true, Map.of("a.txt", seen));
        assertFalse(run.isSuccess());
        assertNull(run.attempt());
        assertEquals(
                "Nothing was written: File changed on disk since it was read: a.txt (expected version " + seen
                        + ", current version " + workspace.open("a.txt").version() + ")\n",
                run.formatted());
        assertEquals("one\nmore\n", Files.readString(root.resolve("a.txt"), StandardCharsets.UTF_8));
    }
}
