package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Atomic writes, stale checks, all-or-nothing and rollback after an injected failure. */
class WorkspaceWriteTest {
    @TempDir
    Path root;

    private Workspace workspace() {
        return Workspace.at(root);
    }

    private Workspace failing(FailingOperations operations) {
        return Workspace.builder().root(root).fileOperations(operations).build();
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private void assertNoTempFiles() throws Exception {
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> temps = walk.filter(p -> p.getFileName().toString().endsWith(".edl-tmp"))
                    .toList();
            assertEquals(List.of(), temps);
        }
    }

    private static WriteResult ok(String path) {
        return WriteResult.written(path);
    }

    private static WriteResult heldBack(String path) {
        return WriteResult.heldBack(path);
    }

    @Test
    void writesChangedAndNewFiles() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        TextFile a = workspace().open("a.txt");
        TextFile b = workspace().create("new/deeper/b.txt");
        List<WriteResult> results =
                workspace().write(List.of(new FileChange(a, "A\n"), new FileChange(b, "b\n")), false);
        assertEquals(List.of(ok("a.txt"), ok("new/deeper/b.txt")), results);
        assertEquals("A\n", Disk.readString(root.resolve("a.txt")));
        assertEquals("b\n", Disk.readString(root.resolve("new/deeper/b.txt")));
        assertNoTempFiles();
    }

    @Test
    void emptyNewFileIsCreated() throws Exception {
        TextFile file = workspace().create("empty.txt");
        assertEquals(List.of(ok("empty.txt")), workspace().write(List.of(new FileChange(file, "")), false));
        assertArrayEquals(new byte[0], Disk.read(root.resolve("empty.txt")));
    }

    @Test
    void crlfRoundTrip() throws Exception {
        byte[] original = utf8("one\r\ntwo\r\nthree\r\n");
        Disk.write(root.resolve("w.txt"), original);
        TextFile file = workspace().open("w.txt");
        workspace().write(List.of(new FileChange(file, file.text())), false);
        assertArrayEquals(original, Disk.read(root.resolve("w.txt")));
        TextFile again = workspace().open("w.txt");
        workspace().write(List.of(new FileChange(again, "one\nTWO\nthree\nfour\n")), false);
        assertArrayEquals(utf8("one\r\nTWO\r\nthree\r\nfour\r\n"), Disk.read(root.resolve("w.txt")));
    }

    @Test
    void bomRoundTrip() throws Exception {
        byte[] original = utf8("\uFEFFx = 1\r\ny = 2\r\n");
        Disk.write(root.resolve("b.txt"), original);
        TextFile file = workspace().open("b.txt");
        workspace().write(List.of(new FileChange(file, file.text())), false);
        assertArrayEquals(original, Disk.read(root.resolve("b.txt")));
        TextFile again = workspace().open("b.txt");
        workspace().write(List.of(new FileChange(again, "x = 3\ny = 2\n")), false);
        assertArrayEquals(utf8("\uFEFFx = 3\r\ny = 2\r\n"), Disk.read(root.resolve("b.txt")));
    }

    @Test
    void mixedEndingsAreWrittenAsEdited() throws Exception {
        Disk.write(root.resolve("m.txt"), "a\r\nb\nc\n");
        TextFile file = workspace().open("m.txt");
        workspace().write(List.of(new FileChange(file, "a\r\nB\nc\n")), false);
        assertArrayEquals(utf8("a\r\nB\nc\n"), Disk.read(root.resolve("m.txt")));
    }

    @Test
    void permissionsAreKept() throws Exception {
        Path script = Disk.write(root.resolve("run.sh"), "#!/bin/sh\necho a\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-x---"));
        TextFile file = workspace().open("run.sh");
        assertEquals(
                List.of(ok("run.sh")), workspace().write(List.of(new FileChange(file, "#!/bin/sh\necho b\n")), false));
        assertEquals("#!/bin/sh\necho b\n", Disk.readString(script));
        assertEquals(PosixFilePermissions.fromString("rwxr-x---"), Files.getPosixFilePermissions(script));
    }

    @Test
    void ownerIsKeptWhereTheProcessMayGiveFilesAway() throws Exception {
        Path file = Disk.write(root.resolve("owned.txt"), "o\n");
        java.nio.file.attribute.UserPrincipal me = Files.getOwner(file);
        java.nio.file.attribute.UserPrincipal nobody;
        try {
            nobody = root.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            Files.setOwner(file, nobody);
        } catch (java.io.IOException e) {
            nobody = me; // not privileged: the file stays ours, and so must the rewritten one
        }
        TextFile opened = workspace().open("owned.txt");
        assertEquals(List.of(ok("owned.txt")), workspace().write(List.of(new FileChange(opened, "O\n")), false));
        assertEquals("O\n", Disk.readString(file));
        assertEquals(nobody, Files.getOwner(file));
    }

    @Test
    void newFilesGetOrdinaryPermissionsNotPrivateTempOnes() throws Exception {
        Path probe = Files.createFile(root.resolve("probe"));
        TextFile file = workspace().create("fresh.txt");
        workspace().write(List.of(new FileChange(file, "x")), false);
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(root.resolve("fresh.txt")));
    }

    @Test
    void readOnlyFileIsNotReplaced() throws Exception {
        Path file = Disk.write(root.resolve("ro.txt"), "ro\n");
        TextFile opened = workspace().open("ro.txt");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        List<WriteResult> results = workspace().write(List.of(new FileChange(opened, "rw\n")), false);
        if (Files.isWritable(file)) { // running as root: permissions do not bind, the write goes through
            assertEquals(List.of(ok("ro.txt")), results);
            assertEquals(PosixFilePermissions.fromString("r--r--r--"), Files.getPosixFilePermissions(file));
        } else {
            assertEquals(
                    List.of(WriteResult.failed(
                            "ro.txt", EditError.Kind.FILE, "Cannot write file: ro.txt (the file is read-only)")),
                    results);
            assertEquals("ro\n", Disk.readString(file));
        }
    }

    @Test
    void unchangedBytesAreNotRewritten() throws Exception {
        Path path = Disk.write(root.resolve("same.txt"), "same\n");
        Files.setLastModifiedTime(path, java.nio.file.attribute.FileTime.fromMillis(1_000_000_000L));
        TextFile file = workspace().open("same.txt");
        assertEquals(List.of(ok("same.txt")), workspace().write(List.of(new FileChange(file, "same\n")), false));
        assertEquals(1_000_000_000L, Files.getLastModifiedTime(path).toMillis());
    }

    @Test
    void staleFileIsNotWrittenOthersAre() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        TextFile a = workspace().open("a.txt");
        TextFile b = workspace().open("b.txt");
        Disk.write(root.resolve("a.txt"), "a changed elsewhere\n");
        List<WriteResult> results =
                workspace().write(List.of(new FileChange(a, "A\n"), new FileChange(b, "B\n")), false);
        assertEquals(
                List.of(
                        WriteResult.failed(
                                "a.txt", EditError.Kind.STALE, "File changed on disk since it was read: a.txt"),
                        ok("b.txt")),
                results);
        assertEquals("a changed elsewhere\n", Disk.readString(root.resolve("a.txt")));
        assertEquals("B\n", Disk.readString(root.resolve("b.txt")));
    }

    @Test
    void sameSizeChangeIsCaughtByTheDigest() throws Exception {
        Disk.write(root.resolve("a.txt"), "aaaa\n");
        TextFile a = workspace().open("a.txt");
        Disk.write(root.resolve("a.txt"), "bbbb\n");
        assertEquals(
                List.of(WriteResult.failed(
                        "a.txt", EditError.Kind.STALE, "File changed on disk since it was read: a.txt")),
                workspace().write(List.of(new FileChange(a, "c\n")), false));
        assertEquals("bbbb\n", Disk.readString(root.resolve("a.txt")));
    }

    @Test
    void deletedOrReplacedByDirectoryIsStale() throws Exception {
        Disk.write(root.resolve("gone.txt"), "g\n");
        Disk.write(root.resolve("dir.txt"), "d\n");
        TextFile gone = workspace().open("gone.txt");
        TextFile dir = workspace().open("dir.txt");
        Files.delete(root.resolve("gone.txt"));
        Files.delete(root.resolve("dir.txt"));
        Files.createDirectory(root.resolve("dir.txt"));
        List<WriteResult> results =
                workspace().write(List.of(new FileChange(gone, "G\n"), new FileChange(dir, "D\n")), false);
        assertEquals(
                List.of(
                        WriteResult.failed(
                                "gone.txt",
                                EditError.Kind.STALE,
                                "File changed on disk since it was read: gone.txt (it was deleted or moved away)"),
                        WriteResult.failed(
                                "dir.txt", EditError.Kind.STALE, "File changed on disk since it was read: dir.txt")),
                results);
        assertFalse(Files.exists(root.resolve("gone.txt")));
        assertTrue(Files.isDirectory(root.resolve("dir.txt")));
    }

    @Test
    void newFileThatAppearedMeanwhileIsStale() throws Exception {
        TextFile file = workspace().create("n.txt");
        Disk.write(root.resolve("n.txt"), "someone else\n");
        assertEquals(
                List.of(WriteResult.failed(
                        "n.txt", EditError.Kind.STALE, "File changed on disk since it was read: n.txt")),
                workspace().write(List.of(new FileChange(file, "mine\n")), false));
        assertEquals("someone else\n", Disk.readString(root.resolve("n.txt")));
    }

    @Test
    void newFileBelowARegularFileFails() throws Exception {
        Disk.write(root.resolve("plain"), "p");
        TextFile file = workspace().create("plain/child.txt");
        List<WriteResult> results = workspace().write(List.of(new FileChange(file, "c")), false);
        assertEquals(
                List.of(WriteResult.failed(
                        "plain/child.txt",
                        EditError.Kind.FILE,
                        "Cannot write file: plain/child.txt (a parent path is not a directory)")),
                results);
        assertEquals("p", Disk.readString(root.resolve("plain")));
    }

    @Test
    void allOrNothingWithOneStaleFileWritesNothing() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        TextFile a = workspace().open("a.txt");
        TextFile b = workspace().open("b.txt");
        TextFile c = workspace().create("c/c.txt");
        Disk.write(root.resolve("b.txt"), "b2\n");
        Map<String, String> before = Disk.snapshot(root);
        List<WriteResult> results = workspace()
                .write(List.of(new FileChange(a, "A\n"), new FileChange(b, "B\n"), new FileChange(c, "C\n")), true);
        assertEquals(
                List.of(
                        heldBack("a.txt"),
                        WriteResult.failed(
                                "b.txt", EditError.Kind.STALE, "File changed on disk since it was read: b.txt"),
                        heldBack("c/c.txt")),
                results);
        assertEquals(before, Disk.snapshot(root));
    }

    @Test
    void allOrNothingSuccessWritesEverything() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        TextFile a = workspace().open("a.txt");
        TextFile c = workspace().create("c.txt");
        assertEquals(
                List.of(ok("a.txt"), ok("c.txt")),
                workspace().write(List.of(new FileChange(a, "A\n"), new FileChange(c, "C\n")), true));
        assertEquals("A\n", Disk.readString(root.resolve("a.txt")));
        assertEquals("C\n", Disk.readString(root.resolve("c.txt")));
    }

    /** Three existing files (one CRLF with BOM, one executable) and two new ones; the k-th disk step fails. */
    private void assertRollbackAfterFailure(FailingOperations operations, int failingFile) throws Exception {
        Disk.write(root.resolve("one.txt"), "\uFEFFone\r\n");
        Path two = Disk.write(root.resolve("two.sh"), "two\n");
        Files.setPosixFilePermissions(two, PosixFilePermissions.fromString("rwxr-xr-x"));
        Disk.write(root.resolve("three.txt"), "three");
        Workspace workspace = failing(operations);
        List<FileChange> changes = List.of(
                new FileChange(workspace.open("one.txt"), "ONE\n"),
                new FileChange(workspace.create("new/a.txt"), "new a\n"),
                new FileChange(workspace.open("two.sh"), "TWO\n"),
                new FileChange(workspace.create("b.txt"), "new b\n"),
                new FileChange(workspace.open("three.txt"), "THREE"));
        Map<String, String> before = Disk.snapshot(root);
        List<WriteResult> results = workspace.write(changes, true);
        assertEquals(before, Disk.snapshot(root), "every file restored byte-identical, new files removed");
        assertEquals(PosixFilePermissions.fromString("rwxr-xr-x"), Files.getPosixFilePermissions(two));
        assertNoTempFiles();
        for (int i = 0; i < changes.size(); i++) {
            WriteResult result = results.get(i);
            String path = changes.get(i).file().path();
            if (i == failingFile) {
                assertFalse(result.written());
                assertFalse(result.heldBack());
                assertTrue(
                        result.error().orElseThrow().message().startsWith("Cannot write file: " + path + " ("),
                        result.toString());
            } else {
                assertEquals(heldBack(path), result);
            }
        }
    }

    @Test
    void injectedTempWriteFailureRestoresEveryFile() throws Exception {
        assertRollbackAfterFailure(FailingOperations.failingWrite(5), 4);
    }

    @Test
    void injectedRenameFailureRestoresEveryFile() throws Exception {
        assertRollbackAfterFailure(FailingOperations.failingReplace(4), 3);
    }

    @Test
    void injectedUncheckedFailureAlsoRestoresEveryFile() throws Exception {
        assertRollbackAfterFailure(FailingOperations.failingReplace(3).unchecked(), 2);
    }

    @Test
    void doubleFaultReportsTheFileThatCouldNotBeRestored() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        // rename 1 writes a.txt, rename 2 (b.txt) fails, rename 3 (restoring a.txt) fails too
        Workspace workspace = failing(FailingOperations.failingReplaces(2, 3));
        TextFile a = workspace.open("a.txt");
        TextFile b = workspace.open("b.txt");
        List<WriteResult> results = workspace.write(List.of(new FileChange(a, "A\n"), new FileChange(b, "B\n")), true);
        assertEquals(
                List.of(
                        WriteResult.notRestored(
                                "a.txt",
                                "Written, but could not be restored after another file failed: a.txt (injected rename"
                                        + " failure)"),
                        WriteResult.failed(
                                "b.txt", EditError.Kind.FILE, "Cannot write file: b.txt (injected rename failure)")),
                results);
        assertEquals("A\n", Disk.readString(root.resolve("a.txt")), "the report says what is on disk");
        assertEquals("b\n", Disk.readString(root.resolve("b.txt")));
        assertNoTempFiles();
    }

    @Test
    void injectedFailureOnTheFirstFile() throws Exception {
        assertRollbackAfterFailure(FailingOperations.failingWrite(1), 0);
    }

    @Test
    void injectedFailureWithoutAllOrNothingOnlyFailsThatFile() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        Workspace workspace = failing(FailingOperations.failingReplace(1));
        TextFile a = workspace.open("a.txt");
        TextFile b = workspace.open("b.txt");
        TextFile c = workspace.create("c/new.txt");
        List<WriteResult> results = workspace.write(
                List.of(new FileChange(a, "A\n"), new FileChange(b, "B\n"), new FileChange(c, "C")), false);
        assertEquals(
                List.of(
                        WriteResult.failed(
                                "a.txt", EditError.Kind.FILE, "Cannot write file: a.txt (injected rename failure)"),
                        ok("b.txt"),
                        ok("c/new.txt")),
                results);
        assertEquals("a\n", Disk.readString(root.resolve("a.txt")));
        assertEquals("B\n", Disk.readString(root.resolve("b.txt")));
        assertEquals("C", Disk.readString(root.resolve("c/new.txt")));
        assertNoTempFiles();
    }

    @Test
    void failedNewFileLeavesNoDirectoriesBehind() throws Exception {
        Workspace workspace = failing(FailingOperations.failingWrite(1));
        TextFile file = workspace.create("x/y/z.txt");
        List<WriteResult> results = workspace.write(List.of(new FileChange(file, "z")), false);
        assertEquals(
                List.of(WriteResult.failed(
                        "x/y/z.txt", EditError.Kind.FILE, "Cannot write file: x/y/z.txt (injected write failure)")),
                results);
        assertEquals(Map.of("", "<dir>"), Disk.snapshot(root));
    }

    @Test
    void writeRechecksConfinement() throws Exception {
        Workspace other = Workspace.builder()
                .root(java.util.Objects.requireNonNull(root.getParent()))
                .build();
        TextFile outsideFile = other.create("escape-" + root.getFileName() + ".txt");
        List<WriteResult> results = workspace().write(List.of(new FileChange(outsideFile, "x")), false);
        assertFalse(results.get(0).written());
        assertTrue(results.get(0).error().orElseThrow().message().startsWith("Path is outside the workspace: "));
        assertFalse(Files.exists(outsideFile.location()));
    }
}
