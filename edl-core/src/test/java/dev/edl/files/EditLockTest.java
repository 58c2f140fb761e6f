package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The per-file edit lock of one process: {@link Workspace#lockForEdit} and {@link EditLock}. */
class EditLockTest {
    @TempDir
    Path root;

    /** Holds the edit lock of some paths in its own thread until {@link #release()}. */
    private static final class Holder implements AutoCloseable {
        private final CountDownLatch held = new CountDownLatch(1);
        private final CountDownLatch release = new CountDownLatch(1);
        private final ExecutorService thread = Executors.newSingleThreadExecutor();
        private final Future<?> done;

        Holder(Workspace workspace, List<String> paths) throws InterruptedException {
            done = thread.submit(() -> {
                try (EditLock lock = workspace.lockForEdit(paths)) {
                    held.countDown();
                    release.await();
                }
                return null;
            });
            assertTrue(held.await(30, TimeUnit.SECONDS), "the holder took the lock");
        }

        void release() throws Exception {
            release.countDown();
            done.get(30, TimeUnit.SECONDS);
        }

        @Override
        public void close() throws Exception {
            release();
            thread.shutdown();
        }
    }

    @Test
    void aLockHeldByAnotherThreadTimesOutWithAClearMessage() throws Exception {
        Files.writeString(root.resolve("a.txt"), "x\n");
        Workspace workspace = Workspace.builder()
                .root(root)
                .editLockTimeout(Duration.ofMillis(50))
                .build();
        try (Holder holder = new Holder(workspace, List.of("a.txt"))) {
            FileAccessException busy =
                    assertThrows(FileAccessException.class, () -> workspace.lockForEdit(List.of("b.txt", "a.txt")));
            assertEquals(
                    "Cannot edit file: a.txt (another edit of it held it for more than 50 ms;"
                            + " nothing was written, try again)",
                    busy.getMessage());
            // b.txt was taken first (sorted order) and given back when a.txt was not free
            Workspace other = Workspace.builder()
                    .root(root)
                    .editLockTimeout(Duration.ZERO)
                    .build();
            try (Holder b = new Holder(other, List.of("b.txt"))) {
                b.release();
            }
        }
        try (EditLock lock = workspace.lockForEdit(List.of("a.txt"))) {
            assertTrue(EditLock.isHeldByCurrentThread(
                    root.resolve("a.txt").toRealPath().toString()));
        }
        assertFalse(EditLock.isHeldByCurrentThread(
                root.resolve("a.txt").toRealPath().toString()));
    }

    @Test
    void theLockIsKeyedByTheRealPathSoAnAliasWaitsToo() throws Exception {
        Files.createDirectories(root.resolve("real"));
        Files.writeString(root.resolve("real/a.txt"), "x\n");
        Files.createSymbolicLink(root.resolve("alias"), root.resolve("real"));
        Workspace workspace = Workspace.builder()
                .root(root)
                .editLockTimeout(Duration.ofMillis(20))
                .build();
        try (Holder holder = new Holder(workspace, List.of("real/a.txt"))) {
            FileAccessException busy =
                    assertThrows(FileAccessException.class, () -> workspace.lockForEdit(List.of("alias/a.txt")));
            assertTrue(
                    String.valueOf(busy.getMessage()).startsWith("Cannot edit file: alias/a.txt (another edit"),
                    busy::getMessage);
        }
    }

    @Test
    void isReentrantAndClosingTwiceDoesNothing() throws Exception {
        Workspace workspace =
                Workspace.builder().root(root).editLockTimeout(Duration.ZERO).build();
        EditLock outer = workspace.lockForEdit(List.of("a.txt"));
        try (EditLock inner = workspace.lockForEdit(List.of("a.txt", "a.txt", "./a.txt"))) {
            assertTrue(EditLock.isHeldByCurrentThread(
                    root.toRealPath().resolve("a.txt").toString()));
        }
        assertTrue(EditLock.isHeldByCurrentThread(
                root.toRealPath().resolve("a.txt").toString()));
        outer.close();
        outer.close();
        assertFalse(EditLock.isHeldByCurrentThread(
                root.toRealPath().resolve("a.txt").toString()));
    }

    @Test
    void onlyTheOwnerMayClose() throws Exception {
        Workspace workspace = Workspace.at(root);
        EditLock lock = workspace.lockForEdit(List.of("a.txt"));
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            Future<?> closing = other.submit(() -> {
                assertThrows(IllegalStateException.class, lock::close);
                return null;
            });
            closing.get(30, TimeUnit.SECONDS);
        } finally {
            other.shutdown();
            lock.close();
        }
    }

    @Test
    void pathsThatCannotBeResolvedAreLeftOut() {
        Workspace workspace = Workspace.at(root);
        try (EditLock lock = workspace.lockForEdit(List.of("../outside.txt", "a\0b"))) {
            assertFalse(EditLock.isHeldByCurrentThread(
                    root.resolveSibling("outside.txt").toString()));
        }
    }

    @Test
    void callsLockingFilesInOppositeOrdersDoNotDeadlock() throws Exception {
        Workspace workspace = Workspace.at(root);
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> runs = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            List<String> order = t % 2 == 0 ? List.of("a.txt", "b.txt", "c.txt") : List.of("c.txt", "b.txt", "a.txt");
            runs.add(pool.submit(() -> {
                start.await();
                int taken = 0;
                for (int i = 0; i < 500; i++) {
                    try (EditLock lock = workspace.lockForEdit(order)) {
                        taken++;
                    }
                }
                return taken;
            }));
        }
        start.countDown();
        for (Future<Integer> run : runs) {
            assertEquals(500, run.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
    }

    @Test
    void theTimeoutIsAWorkspaceSetting() {
        assertEquals(Duration.ofSeconds(30), Workspace.DEFAULT_EDIT_LOCK_TIMEOUT);
        assertEquals(Workspace.DEFAULT_EDIT_LOCK_TIMEOUT, Workspace.at(root).editLockTimeout());
        assertEquals(
                Duration.ofSeconds(3),
                Workspace.builder()
                        .editLockTimeout(Duration.ofSeconds(3))
                        .build()
                        .editLockTimeout());
        assertThrows(IllegalArgumentException.class, () -> Workspace.builder().editLockTimeout(Duration.ofMillis(-1)));
    }
}
