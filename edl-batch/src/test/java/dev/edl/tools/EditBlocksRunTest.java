package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EditBlocksRunTest {
    @TempDir
    Path root;

    @Test
    void previewWritesNothingCommitWritesEverything() throws Exception {
        Files.writeString(root.resolve("x.txt"), "a\nb\n");
        Files.writeString(root.resolve("y.txt"), "c\n");
        String response = "FILE: x.txt\nFIND:\nb\nREPLACE:\nB\nEND\nFILE: y.txt\nFIND:\nc\nREPLACE:\nC\nEND\n";

        EditBlocksRun preview = EditBlocksRun.apply(root, response, false);
        assertTrue(preview.isSuccess(), preview.formatted());
        assertNull(preview.commit());
        assertTrue(preview.formatted().contains("Preview only"), preview.formatted());
        assertEquals("a\nb\n", Files.readString(root.resolve("x.txt")));

        EditBlocksRun commit = EditBlocksRun.apply(root, response, true);
        assertTrue(commit.isSuccess(), commit.formatted());
        assertNotNull(commit.commit());
        assertEquals("a\nB\n", Files.readString(root.resolve("x.txt")));
        assertEquals("C\n", Files.readString(root.resolve("y.txt")));
    }

    @Test
    void aFailedEditOrMissingTargetWritesNothing() throws Exception {
        Files.writeString(root.resolve("x.txt"), "a\nb\n");
        EditBlocksRun failed = EditBlocksRun.apply(
                root, "FILE: x.txt\nFIND:\na\nREPLACE:\nA\nEND\nFIND:\nz\nREPLACE:\nZ\nEND\n", true);
        assertFalse(failed.isSuccess());
        assertTrue(failed.formatted().contains("✗ 2 x.txt"), failed.formatted());
        assertEquals("a\nb\n", Files.readString(root.resolve("x.txt")));

        EditBlocksRun missing = EditBlocksRun.apply(root, "FILE: nope.txt\nFIND:\na\nREPLACE:\nA\nEND\n", true);
        assertFalse(missing.isSuccess());
        assertNull(missing.attempt());
        assertTrue(missing.formatted().contains("nope.txt"), missing.formatted());

        EditBlocksRun malformed = EditBlocksRun.apply(root, "FILE: x.txt\nFIND:\na\nREPLACE:\nA\n", true);
        assertFalse(malformed.isSuccess());
        assertTrue(malformed.formatted().contains("line "), malformed.formatted());
    }
}
