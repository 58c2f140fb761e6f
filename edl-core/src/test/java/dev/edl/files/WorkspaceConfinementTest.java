package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.edl.EditError;
import dev.edl.Edl;
import dev.edl.EdlResult;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Paths that leave the workspace, by every route, are refused; links that stay inside are fine. */
class WorkspaceConfinementTest {
    @TempDir
    Path temp;

    private Path root;
    private Path outside;

    @BeforeEach
    void layout() throws Exception {
        root = Files.createDirectories(temp.resolve("ws"));
        outside = Files.createDirectories(temp.resolve("outside"));
        Disk.write(outside.resolve("secret.txt"), "secret\n");
        Disk.write(root.resolve("inside.txt"), "inside\n");
        Disk.write(root.resolve("sub/deep.txt"), "deep\n");
    }

    private Workspace workspace() {
        return Workspace.at(root);
    }

    /** Asserts that opening, creating and resolving are all refused and nothing on disk changes. */
    private void assertRefused(String path) {
        Map<String, String> before = Disk.snapshot(temp);
        String expected = "Path is outside the workspace: " + path;
        assertEquals(
                expected,
                assertThrows(FileAccessException.class, () -> workspace().open(path))
                        .getMessage());
        assertEquals(
                expected,
                assertThrows(FileAccessException.class, () -> workspace().create(path))
                        .getMessage());
        assertEquals(
                expected,
                assertThrows(FileAccessException.class, () -> workspace().resolve(path))
                        .getMessage());
        assertEquals(before, Disk.snapshot(temp));
    }

    @Test
    void dotDotEscapes() {
        assertRefused("../outside/secret.txt");
        assertRefused("../x");
        assertRefused("a/../../x");
        assertRefused("sub/../../outside/secret.txt");
        assertRefused("..");
    }

    @Test
    void absolutePathsElsewhere() {
        assertRefused("/etc/passwd");
        assertRefused(outside.resolve("secret.txt").toString());
        assertRefused(temp.toString());
    }

    @Test
    void aBackslashPathIsOneFileNameInsideTheRootAndIsReportedAsItIs() throws Exception {
        assumeTrue(File.separatorChar == '/', "a backslash is a separator on this system");
        String name = "..\\..\\x.txt";
        EdlResult result = Edl.builder().workspace(root).build().run("newfile " + name + "\ninsert_after \"hi\\n\"\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("hi\n", Files.readString(root.resolve(name)));
        assertFalse(Files.exists(root.resolve("../../x.txt").normalize()));
        assertEquals(name, result.files().get(0).path());
        assertTrue(result.formatted().contains("created " + name), result.formatted());
        assertTrue(result.formatted().contains(name + ": 1 insertion"), result.formatted());
        assertFalse(result.formatted().contains("../../x.txt"), result.formatted());
        assertEquals(name, workspace().displayPath(root.resolve(name)));
    }

    @Test
    void dotDotThatStaysInsideIsAllowed() throws Exception {
        assertEquals("deep\n", workspace().open("sub/../sub/deep.txt").text());
        assertEquals("inside\n", workspace().open("../ws/inside.txt").text());
    }

    @Test
    void symlinkFilePointingOutside() throws Exception {
        Files.createSymbolicLink(root.resolve("link.txt"), outside.resolve("secret.txt"));
        assertRefused("link.txt");
    }

    @Test
    void relativeSymlinkFilePointingOutside() throws Exception {
        Files.createSymbolicLink(root.resolve("sub/rel.txt"), Path.of("../../outside/secret.txt"));
        assertRefused("sub/rel.txt");
    }

    @Test
    void symlinkedDirectoryPointingOutside() throws Exception {
        Files.createSymbolicLink(root.resolve("out"), outside);
        assertRefused("out/secret.txt");
        assertRefused("out/new-file.txt");
        assertRefused("out/new/dir/file.txt");
        assertRefused("out");
    }

    @Test
    void danglingSymlinkPointingOutside() throws Exception {
        Files.createSymbolicLink(root.resolve("dangling.txt"), outside.resolve("not-yet.txt"));
        Files.createSymbolicLink(root.resolve("dangling-dir"), outside.resolve("missing-dir"));
        assertRefused("dangling.txt");
        assertRefused("dangling-dir/x.txt");
        assertTrue(Files.notExists(outside.resolve("not-yet.txt")));
    }

    @Test
    void symlinkInsidePointingInsideIsAllowedAndKeptOnWrite() throws Exception {
        Files.createSymbolicLink(root.resolve("alias.txt"), Path.of("sub/deep.txt"));
        Files.createSymbolicLink(root.resolve("alias-dir"), root.resolve("sub"));
        TextFile viaLink = workspace().open("alias.txt");
        assertEquals("deep\n", viaLink.text());
        assertEquals("alias.txt", viaLink.path());
        assertEquals("deep\n", workspace().open("alias-dir/deep.txt").text());
        assertEquals(
                List.of(WriteResult.written("alias.txt")),
                workspace().write(List.of(new FileChange(viaLink, "DEEP\n")), false));
        assertTrue(Files.isSymbolicLink(root.resolve("alias.txt")), "the link stays a link");
        assertEquals("DEEP\n", Disk.readString(root.resolve("sub/deep.txt")));
        TextFile created = workspace().create("alias-dir/new.txt");
        assertEquals(
                List.of(WriteResult.written("alias-dir/new.txt")),
                workspace().write(List.of(new FileChange(created, "n\n")), false));
        assertEquals("n\n", Disk.readString(root.resolve("sub/new.txt")));
    }

    @Test
    void symlinkLoopIsAClearError() throws Exception {
        Files.createSymbolicLink(root.resolve("loop"), Path.of("loop"));
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().open("loop/x.txt"));
        assertEquals("Cannot access path: loop/x.txt (too many levels of symbolic links)", e.getMessage());
    }

    @Test
    void danglingSymlinkInsideCountsAsExistingForCreate() throws Exception {
        Files.createSymbolicLink(root.resolve("later.txt"), Path.of("sub/later-target.txt"));
        FileAccessException e =
                assertThrows(FileAccessException.class, () -> workspace().create("later.txt"));
        assertEquals("newfile: file already exists: later.txt", e.getMessage());
        e = assertThrows(FileAccessException.class, () -> workspace().open("later.txt"));
        assertEquals("File not found: later.txt", e.getMessage());
    }

    @Test
    void rootItselfMayBeASymlink() throws Exception {
        Path linkRoot = Files.createSymbolicLink(temp.resolve("ws-link"), root);
        Workspace viaLink = Workspace.at(linkRoot);
        TextFile file = viaLink.open("inside.txt");
        assertEquals("inside\n", file.text());
        assertEquals("inside.txt", file.path());
        assertEquals(
                "inside.txt",
                viaLink.open(root.resolve("inside.txt").toString()).path());
        assertEquals(
                linkRoot.resolve("inside.txt"),
                viaLink.resolve(root.resolve("inside.txt").toString()));
        TextFile created = viaLink.create("made/here.txt");
        assertEquals(
                List.of(WriteResult.written("made/here.txt")),
                viaLink.write(List.of(new FileChange(created, "h")), false));
        assertEquals("h", Disk.readString(root.resolve("made/here.txt")));
        FileAccessException e = assertThrows(FileAccessException.class, () -> viaLink.open("../outside/secret.txt"));
        assertEquals("Path is outside the workspace: ../outside/secret.txt", e.getMessage());
    }

    @Test
    void symlinkSwappedBetweenReadAndWriteIsCaught() throws Exception {
        Disk.write(root.resolve("swap.txt"), "secret\n");
        TextFile file = workspace().open("swap.txt");
        Files.delete(root.resolve("swap.txt"));
        Files.createSymbolicLink(root.resolve("swap.txt"), outside.resolve("secret.txt"));
        List<WriteResult> results = workspace().write(List.of(new FileChange(file, "pwned\n")), false);
        assertEquals(
                List.of(WriteResult.failed("swap.txt", EditError.Kind.FILE, "Path is outside the workspace: swap.txt")),
                results);
        assertEquals("secret\n", Disk.readString(outside.resolve("secret.txt")));
    }

    @Test
    void unconfinedAllowsAnyPath() throws Exception {
        Workspace open = Workspace.builder().root(root).unconfined(true).build();
        TextFile file = open.open("../outside/secret.txt");
        assertEquals("secret\n", file.text());
        assertEquals(outside.resolve("secret.txt").toString(), file.path());
        Files.createSymbolicLink(root.resolve("out"), outside);
        assertEquals("secret\n", open.open("out/secret.txt").text());
        assertEquals(
                List.of(WriteResult.written(file.path())),
                open.write(List.of(new FileChange(file, "changed\n")), false));
        assertEquals("changed\n", Disk.readString(outside.resolve("secret.txt")));
    }
}
