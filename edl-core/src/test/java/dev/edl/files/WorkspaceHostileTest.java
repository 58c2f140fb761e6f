package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults and hostile conditions in the file layer: texts UTF-8 cannot encode, files deleted or
 * replaced under a writer, a full disk, a read-only directory, a writer holding the lock, and the
 * lock and temporary files that killed writers leave behind.
 */
class WorkspaceHostileTest {
    @TempDir
    Path root;

    private Workspace workspace() {
        return Workspace.at(root);
    }

    private static @Nullable String message(WriteResult result) {
        return result.error().map(EditError::message).orElse(null);
    }

    private WriteResult writeOne(Workspace workspace, TextFile file, String text) {
        return workspace.write(List.of(new FileChange(file, text)), false).get(0);
    }

    @Test
    void loneSurrogatesAreRefusedNotWrittenAsQuestionMarks() throws Exception {
        Disk.write(root.resolve("a.txt"), "smile \uD83D\uDE00\n");
        for (String text : List.of("half \uD83D\n", "low \uDE00 first\n", "end \uD83D")) {
            TextFile file = workspace().open("a.txt");
            WriteResult result = writeOne(workspace(), file, text);
            assertFalse(result.written(), text);
            assertTrue(
                    String.valueOf(message(result))
                            .startsWith("Cannot write file: a.txt (the text holds a lone surrogate U+"),
                    message(result));
            assertEquals("smile \uD83D\uDE00\n", Disk.readString(root.resolve("a.txt")));
        }
        assertEquals(List.of("a.txt"), WorkspaceHelpers.names(root));
    }

    @Test
    void aLoneSurrogateFailsAllOrNothingBeforeAnyFileIsWritten() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        List<WriteResult> results = workspace()
                .write(
                        List.of(
                                new FileChange(workspace().open("a.txt"), "A\n"),
                                new FileChange(workspace().open("b.txt"), "B \uDBFF\n")),
                        true);
        assertTrue(results.get(0).heldBack());
        assertFalse(results.get(1).written());
        assertEquals(Map.of("", "<dir>", "a.txt", "YQo=", "b.txt", "Ygo="), Disk.snapshot(root));
    }

    @Test
    void aFileDeletedAfterTheCheckIsReportedAsChangedNotReadOnly() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Workspace deleting = Workspace.builder()
                .root(root)
                .fileOperations(FailingOperations.deletingAfterCheck())
                .build();
        WriteResult result = writeOne(deleting, deleting.open("a.txt"), "A\n");
        assertEquals("File changed on disk since it was read: a.txt (it was deleted or moved away)", message(result));
        assertEquals(EditError.Kind.STALE, result.error().orElseThrow().kind());
        assertEquals(List.of(), WorkspaceHelpers.names(root));
    }

    @Test
    void aFileReplacedBetweenReadAndWriteIsStaleAndKeepsTheNewContent() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        TextFile file = workspace().open("a.txt");
        Disk.write(root.resolve("b.txt"), "someone else's\n");
        Files.move(root.resolve("b.txt"), root.resolve("a.txt"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        WriteResult result = writeOne(workspace(), file, "A\n");
        assertEquals("File changed on disk since it was read: a.txt", message(result));
        assertEquals("someone else's\n", Disk.readString(root.resolve("a.txt")));
    }

    @Test
    void aFullDiskLeavesTheFileAndNoTemporaryFile() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Workspace full = Workspace.builder()
                .root(root)
                .fileOperations(FailingOperations.fullDisk())
                .build();
        WriteResult result = writeOne(full, full.open("a.txt"), "A much longer text\n");
        assertEquals("Cannot write file: a.txt (No space left on device)", message(result));
        WriteResult created = full.write(List.of(new FileChange(full.create("new/b.txt"), "b\n")), false)
                .get(0);
        assertEquals("Cannot write file: new/b.txt (No space left on device)", message(created));
        assertEquals(Map.of("", "<dir>", "a.txt", "YQo="), Disk.snapshot(root));
    }

    @Test
    void aReadOnlyDirectoryRefusesTheTemporaryFile() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Workspace denied = Workspace.builder()
                .root(root)
                .fileOperations(FailingOperations.readOnlyDirectory())
                .build();
        WriteResult result = writeOne(denied, denied.open("a.txt"), "A\n");
        assertEquals("Cannot write file: a.txt (permission denied)", message(result));
        assertEquals(EditError.Kind.FILE, result.error().orElseThrow().kind());
        assertEquals(Map.of("", "<dir>", "a.txt", "YQo="), Disk.snapshot(root));
    }

    @Test
    void aWriterHoldingTheLockMakesOthersWaitThenGiveUpClearly() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Workspace impatient = Workspace.builder()
                .root(root)
                .lockTimeout(Duration.ofMillis(200))
                .build();
        TextFile file = impatient.open("a.txt");
        try (FileChannel channel = FileChannel.open(
                        root.resolve(".a.txt.edl-lock"),
                        StandardOpenOption.CREATE,
                        StandardOpenOption.READ,
                        StandardOpenOption.WRITE);
                FileLock held = channel.lock()) {
            assertTrue(held.isValid());
            WriteResult result = writeOne(impatient, file, "A\n");
            assertEquals(
                    "Cannot write file: a.txt (another edl writer held its lock .a.txt.edl-lock for more than 200 ms;"
                            + " try again)",
                    message(result));
        }
        assertEquals("a\n", Disk.readString(root.resolve("a.txt")));
        WriteResult later = writeOne(impatient, file, "A\n");
        assertTrue(later.written(), message(later));
        assertEquals(List.of("a.txt"), WorkspaceHelpers.names(root), "the lock file is removed after use");
    }

    @Test
    void leftoversOfKilledWritersAreRemovedByTheNextWriteAndNothingElse() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        List<String> leftovers = List.of(
                ".a.txt.edl-lock", ".a.txt.edl-tmp-0123456789abcdef", ".b.txt.edl-tmp-fedcba9876543210", ".c.edl-lock");
        List<String> foreign = List.of(
                ".a.txt.edl-tmp-123",
                ".a.txt.swp",
                "a.txt.edl-tmp-0123456789abcdef",
                ".x.tmp",
                "notes.edl-lock",
                ".notes.txt.edl-lock");
        for (String name : leftovers) {
            Disk.write(root.resolve(name), name.endsWith("lock") ? "1234 0123abcd\n" : "left by a killed writer\n");
        }
        Disk.write(root.resolve(".d.edl-lock"), ""); // killed between creating and writing its lock file
        for (String name : foreign) {
            Disk.write(root.resolve(name), "not edl's\n");
        }
        WriteResult result = writeOne(workspace(), workspace().open("a.txt"), "A\n");
        assertTrue(result.written(), message(result));
        List<String> expected = new java.util.ArrayList<>(foreign);
        expected.addAll(List.of("a.txt", "b.txt"));
        assertEquals(expected.stream().sorted().toList(), WorkspaceHelpers.names(root));
    }

    @Test
    void aTemporaryFileOfAWriterStillHoldingItsLockIsKept() throws Exception {
        Disk.write(root.resolve("a.txt"), "a\n");
        Disk.write(root.resolve("b.txt"), "b\n");
        Disk.write(root.resolve(".b.txt.edl-tmp-0123456789abcdef"), "in flight\n");
        try (FileChannel channel = FileChannel.open(
                        root.resolve(".b.txt.edl-lock"),
                        StandardOpenOption.CREATE,
                        StandardOpenOption.READ,
                        StandardOpenOption.WRITE);
                FileLock held = channel.lock()) {
            assertTrue(held.isValid());
            WriteResult result = writeOne(workspace(), workspace().open("a.txt"), "A\n");
            assertTrue(result.written(), message(result));
            assertEquals(
                    List.of(".b.txt.edl-lock", ".b.txt.edl-tmp-0123456789abcdef", "a.txt", "b.txt"),
                    WorkspaceHelpers.names(root));
        }
    }

    @Test
    void theFallbackWithoutDirectoryHandlesWritesChecksAndCleansUpAlike() throws Exception {
        Disk.write(root.resolve("d/a.txt"), "a\n");
        Disk.write(root.resolve("d/.a.txt.edl-tmp-0123456789abcdef"), "left\n");
        Workspace fallback =
                Workspace.builder().root(root).directoryHandles(false).build();
        TextFile file = fallback.open("d/a.txt");
        assertTrue(writeOne(fallback, file, "A\n").written());
        assertEquals("File changed on disk since it was read: d/a.txt", message(writeOne(fallback, file, "B\n")));
        assertTrue(fallback.write(List.of(new FileChange(fallback.create("d/e/new.txt"), "n\n")), true)
                .get(0)
                .written());
        assertEquals(
                Map.of("", "<dir>", "d", "<dir>", "d/a.txt", "QQo=", "d/e", "<dir>", "d/e/new.txt", "bgo="),
                Disk.snapshot(root));
    }

    /** The file-size limit of every entry (Edl takes it from its workspace): 0 bytes is a programming error. */
    @Test
    void aNonPositiveMaxFileSizeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Workspace.builder().maxFileSize(0));
        assertThrows(IllegalArgumentException.class, () -> Workspace.builder().maxFileSize(-1));
        assertEquals(1, Workspace.builder().maxFileSize(1).build().maxFileSize());
    }

    @Test
    void aNegativeLockTimeoutIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Workspace.builder().lockTimeout(Duration.ofMillis(-1)));
        assertEquals(Workspace.DEFAULT_LOCK_TIMEOUT, workspace().lockTimeout());
    }

    @Test
    void allOrNothingWritersTakingTwoFilesInOppositeOrdersNeitherDeadlockNorLoseAnEdit() throws Exception {
        Disk.write(root.resolve("a.txt"), "");
        Disk.write(root.resolve("b.txt"), "");
        int threads = 6;
        int rounds = 10;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        List<java.util.concurrent.Future<Integer>> futures = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            List<String> order = t % 2 == 0 ? List.of("a.txt", "b.txt") : List.of("b.txt", "a.txt");
            String mark = "t" + t + "\n";
            futures.add(pool.submit(() -> {
                int applied = 0;
                while (applied < rounds) {
                    List<FileChange> changes = new java.util.ArrayList<>();
                    for (String path : order) {
                        TextFile file = workspace().open(path);
                        changes.add(new FileChange(file, file.text() + mark));
                    }
                    List<WriteResult> results = workspace().write(changes, true);
                    if (results.stream().allMatch(WriteResult::written)) {
                        applied++;
                    } else {
                        assertTrue(results.stream().allMatch(r -> !r.written()), "all or nothing: " + results);
                    }
                }
                return applied;
            }));
        }
        for (java.util.concurrent.Future<Integer> future : futures) {
            assertEquals(rounds, future.get(120, java.util.concurrent.TimeUnit.SECONDS));
        }
        pool.shutdown();
        for (String path : List.of("a.txt", "b.txt")) {
            String text = Disk.readString(root.resolve(path));
            for (int t = 0; t < threads; t++) {
                String mark = "t" + t;
                assertEquals(rounds, text.lines().filter(mark::equals).count(), path + ":\n" + text);
            }
        }
        assertEquals(List.of("a.txt", "b.txt"), WorkspaceHelpers.names(root));
    }
}
