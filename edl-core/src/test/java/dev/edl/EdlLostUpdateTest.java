package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Many writers of one file in one JVM: every edit reported applied is on disk, and a writer that
 * loses a race gets the stale-file error with its text saved to a register.
 */
class EdlLostUpdateTest {
    private static final int THREADS = 20;
    private static final int MAX_ATTEMPTS = 400;

    @TempDir
    Path root;

    @Test
    void twentyThreadsEditingOneFileLoseNoAppliedEdit() throws Exception {
        Path file = root.resolve("f.txt");
        Files.writeString(file, "start\n", StandardCharsets.UTF_8);
        RegisterStore store = RegisterStore.inMemory();
        Edl edl = Edl.builder().workspace(root).registers(store).build();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<Attempts>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            String line = "thread " + t;
            futures.add(pool.submit(() -> {
                start.await();
                return editUntilApplied(edl, store, line);
            }));
        }
        start.countDown();
        List<Attempts> all = new ArrayList<>();
        for (Future<Attempts> future : futures) {
            all.add(future.get(120, TimeUnit.SECONDS));
        }
        pool.shutdown();
        String content = Files.readString(file, StandardCharsets.UTF_8);
        for (Attempts attempts : all) {
            assertTrue(attempts.applied, attempts.line + " was never applied in " + MAX_ATTEMPTS + " attempts");
            assertEquals(
                    1,
                    content.lines().filter(attempts.line::equals).count(),
                    "an edit reported applied is on disk exactly once: " + attempts.line + " in\n" + content);
        }
        assertEquals(THREADS + 1, content.lines().count(), content);
    }

    private static final class Attempts {
        final String line;
        boolean applied;

        Attempts(String line) {
            this.line = line;
        }
    }

    private static Attempts editUntilApplied(Edl edl, RegisterStore store, String line) {
        Attempts attempts = new Attempts(line);
        for (int i = 0; i < MAX_ATTEMPTS && !attempts.applied; i++) {
            EdlResult result = edl.run("file f.txt\nselect /start\\n/\ninsert_after \"" + line + "\\n\"\n");
            if (result.fileErrors().isEmpty()) {
                assertTrue(result.files().get(0).written(), result.formatted());
                attempts.applied = true;
            } else {
                FileError error = result.fileErrors().get(0);
                assertTrue(error.message().contains("changed on disk since it was read"), result.formatted());
                assertFalse(error.savedRegisters().isEmpty(), result.formatted());
                String saved = error.savedRegisters().get(0).name();
                assertEquals(line + "\n", store.get(saved).orElseThrow(), "the loser's text is in " + saved);
            }
        }
        return attempts;
    }
}
