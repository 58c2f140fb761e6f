package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.EditLock;
import dev.edl.files.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs of one {@link Edl} in many threads on the same files (issue 26): they queue on the files'
 * edit locks instead of failing the stale check, multi-file scripts in opposite orders do not
 * deadlock, and a run that waits too long fails with its texts saved.
 */
class EdlEditLockTest {
    @TempDir
    Path root;

    private static List<EdlResult> runAll(int threads, java.util.function.IntFunction<EdlResult> run) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<EdlResult>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                start.await();
                return run.apply(thread);
            }));
        }
        start.countDown();
        List<EdlResult> results = new ArrayList<>();
        for (Future<EdlResult> future : futures) {
            results.add(future.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
        return results;
    }

    @Test
    void concurrentRunsOnOneFileAllSucceed() throws Exception {
        int threads = 30;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < threads; i++) {
            text.append("line ").append(i).append('\n');
        }
        Files.writeString(root.resolve("f.txt"), text, StandardCharsets.UTF_8);
        Edl edl = Edl.builder().workspace(root).build();
        List<EdlResult> results = runAll(
                threads, t -> edl.run("file f.txt\nselect /^line " + t + "$/m\nreplace \"line " + t + " done\"\n"));
        for (EdlResult result : results) {
            assertTrue(result.isSuccess(), result::formatted);
        }
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < threads; i++) {
            expected.append("line ").append(i).append(" done\n");
        }
        assertEquals(expected.toString(), Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void multiFileScriptsInOppositeOrdersNeitherDeadlockNorBounce() throws Exception {
        Files.writeString(root.resolve("a.txt"), "a\n", StandardCharsets.UTF_8);
        Files.writeString(root.resolve("b.txt"), "b\n", StandardCharsets.UTF_8);
        Edl edl = Edl.builder().workspace(root).build();
        int threads = 16;
        List<EdlResult> results = runAll(threads, t -> {
            String first = t % 2 == 0 ? "a.txt" : "b.txt";
            String second = t % 2 == 0 ? "b.txt" : "a.txt";
            return edl.run("file " + first + "\nselect /\\z/\ninsert_after \"" + t + "\\n\"\n" + "file " + second
                    + "\nselect /\\z/\ninsert_after \"" + t + "\\n\"\n");
        });
        for (EdlResult result : results) {
            assertTrue(result.isSuccess(), result::formatted);
        }
        for (String name : List.of("a.txt", "b.txt")) {
            List<String> lines = Files.readAllLines(root.resolve(name));
            assertEquals(threads + 1, lines.size(), name + ": " + lines);
            for (int t = 0; t < threads; t++) {
                assertTrue(lines.contains(Integer.toString(t)), name + " has " + t + ": " + lines);
            }
        }
    }

    @Test
    void aRunWaitingLongerThanTheTimeoutFailsWithItsTextsSaved() throws Exception {
        Files.writeString(root.resolve("a.txt"), "old\n", StandardCharsets.UTF_8);
        Workspace workspace = Workspace.builder()
                .root(root)
                .editLockTimeout(Duration.ofMillis(50))
                .build();
        RegisterStore store = RegisterStore.inMemory();
        Edl edl = Edl.builder().workspace(workspace).registers(store).build();
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService holder = Executors.newSingleThreadExecutor();
        Future<?> holding = holder.submit(() -> {
            try (EditLock lock = workspace.lockForEdit(List.of("a.txt"))) {
                held.countDown();
                release.await();
            }
            return null;
        });
        EdlResult result;
        try {
            assertTrue(held.await(30, TimeUnit.SECONDS));
            result = edl.run("file a.txt\nselect /old/\nreplace \"the caller's new text\"\n");
        } finally {
            release.countDown();
            holding.get(30, TimeUnit.SECONDS);
            holder.shutdown();
        }
        assertFalse(result.isSuccess());
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.FILE, error.kind());
        assertEquals(
                "Error: Cannot edit file: a.txt (another edit of it held it for more than 50 ms;"
                        + " nothing was written, try again)",
                error.message());
        assertEquals("old\n", Files.readString(root.resolve("a.txt"), StandardCharsets.UTF_8));
        assertEquals(1, result.savedRegisters().size(), result::formatted);
        assertEquals(
                "the caller's new text",
                store.get(result.savedRegisters().get(0).name()).orElseThrow());
        assertTrue(result.formatted().contains(result.savedRegisters().get(0).name()), result::formatted);
        // once the lock is free, the same run goes through
        assertTrue(edl.run("file a.txt\nselect /old/\nreplace \"new\"\n").isSuccess());
        assertEquals("new\n", Files.readString(root.resolve("a.txt"), StandardCharsets.UTF_8));
    }
}
