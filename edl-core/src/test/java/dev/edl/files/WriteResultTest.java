package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WriteResultTest {
    @TempDir
    Path root;

    @Test
    void formattedSaysWhatBecameOfTheFileInOneLine() {
        assertEquals("Wrote a.txt", WriteResult.written("a.txt").formatted());
        assertEquals(
                "Kept a.txt in memory (not written)",
                WriteResult.inMemory("a.txt").formatted());
        assertEquals(
                "Held back a.txt (not written: another file failed, all or nothing)",
                WriteResult.heldBack("a.txt").formatted());
        assertEquals(
                "Error: File changed on disk since it was read: a.txt",
                WriteResult.failed("a.txt", EditError.Kind.STALE, "File changed on disk since it was read: a.txt")
                        .formatted());
    }

    @Test
    void factoriesSayWhatBecameOfTheFile() {
        WriteResult written = WriteResult.written("a.txt");
        assertTrue(written.written());
        assertFalse(written.heldBack());
        assertEquals(Optional.empty(), written.error());

        WriteResult heldBack = WriteResult.heldBack("a.txt");
        assertFalse(heldBack.written());
        assertTrue(heldBack.heldBack());
        assertEquals(Optional.empty(), heldBack.error());

        WriteResult inMemory = WriteResult.inMemory("a.txt");
        assertFalse(inMemory.written());
        assertFalse(inMemory.heldBack());
        assertEquals(Optional.empty(), inMemory.error());

        WriteResult failed = WriteResult.failed("a.txt", EditError.Kind.FILE, "boom");
        assertFalse(failed.written());
        assertEquals(Optional.of(EditError.inFile(EditError.Kind.FILE, "a.txt", "boom")), failed.error());
        assertNotEquals(failed, WriteResult.failed("a.txt", EditError.Kind.STALE, "boom"));
        assertEquals(failed, WriteResult.failed("a.txt", EditError.Kind.FILE, "boom"));
        assertEquals(
                failed.hashCode(),
                WriteResult.failed("a.txt", EditError.Kind.FILE, "boom").hashCode());
        assertEquals("WriteResult[a.txt, FILE: boom]", failed.toString());
    }

    @Test
    void aFileChangedOnDiskIsStaleAsTheFileLayerSaysNotByItsWording() throws Exception {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Workspace workspace = Workspace.at(root);
        TextFile read = workspace.open("a.txt");
        Files.writeString(root.resolve("a.txt"), "changed elsewhere\n");
        WriteResult result =
                workspace.write(List.of(new FileChange(read, "mine\n")), false).get(0);
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.STALE, error.kind());
        assertEquals("a.txt", error.path());
        assertEquals("File changed on disk since it was read: a.txt", error.message());
    }

    @Test
    void aFileDeletedSinceItWasReadIsStale() throws Exception {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Workspace workspace = Workspace.at(root);
        TextFile read = workspace.open("a.txt");
        Files.delete(root.resolve("a.txt"));
        WriteResult result =
                workspace.write(List.of(new FileChange(read, "mine\n")), true).get(0);
        assertEquals(EditError.Kind.STALE, result.error().orElseThrow().kind());
    }

    @Test
    void aFileOutsideTheWorkspaceIsAFileError() throws Exception {
        Path outside = Files.createTempDirectory(root, "out");
        Files.writeString(outside.resolve("x.txt"), "x\n");
        Workspace wide = Workspace.at(root);
        TextFile read = wide.open(root.relativize(outside.resolve("x.txt")).toString());
        Workspace narrow = Workspace.at(Files.createDirectory(root.resolve("inner")));
        WriteResult result =
                narrow.write(List.of(new FileChange(read, "y\n")), false).get(0);
        assertEquals(EditError.Kind.FILE, result.error().orElseThrow().kind());
        assertTrue(
                result.error().orElseThrow().message().startsWith("Path is outside the workspace: "),
                result.toString());
    }

    @Test
    void theStaleKindComesFromTheException() {
        assertEquals(EditError.Kind.FILE, new FileAccessException("x").kind());
        assertEquals(EditError.Kind.STALE, new FileAccessException(EditError.Kind.STALE, "x").kind());
        assertEquals(
                EditError.inFile(EditError.Kind.STALE, "p", "x"),
                new FileAccessException(EditError.Kind.STALE, "x").toError("p"));
    }
}
