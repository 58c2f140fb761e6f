package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Concurrent runs sharing one register store never hand out the same _saved_N nor lose a text. */
class EdlConcurrencyTest {
    private static final int THREADS = 4;
    private static final int RUNS = 15;

    @TempDir
    Path root;

    @Test
    void concurrentFailingRunsShareAnInMemoryStore() throws Exception {
        check(RegisterStore.inMemory());
    }

    @Test
    void concurrentFailingRunsShareAFileStore() throws Exception {
        check(RegisterStore.file(root.resolve("registers.json")));
    }

    private void check(RegisterStore store) throws IOException, InterruptedException, Exception {
        Files.writeString(root.resolve("a.txt"), "content\n");
        Edl edl = Edl.builder().workspace(root).registers(store).build();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<List<String[]>>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                start.await();
                List<String[]> saved = new ArrayList<>();
                for (int run = 0; run < RUNS; run++) {
                    String text = "text of thread " + thread + " run " + run;
                    EdlResult result = edl.run("file a.txt\nselect /missing/\nreplace \"" + text + "\"\n");
                    saved.add(new String[] {
                        result.fileErrors().get(0).savedRegisters().get(0).name(), text
                    });
                }
                return saved;
            }));
        }
        start.countDown();
        Set<String> names = new HashSet<>();
        for (Future<List<String[]>> future : futures) {
            for (String[] saved : future.get(60, TimeUnit.SECONDS)) {
                names.add(saved[0]);
                assertEquals(saved[1], store.get(saved[0]).orElseThrow(), "the text saved under " + saved[0]);
            }
        }
        pool.shutdown();
        assertEquals(THREADS * RUNS, names.size(), "every run got its own _saved_N");
    }
}
