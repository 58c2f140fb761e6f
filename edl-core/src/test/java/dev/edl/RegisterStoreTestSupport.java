package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Concurrency drills shared by the register store tests. */
public final class RegisterStoreTestSupport {
    private RegisterStoreTestSupport() {}

    /**
     * Runs {@code rounds} allocate-then-put rounds on each store, one thread per store, all started
     * together by a latch; returns every id handed out.
     */
    public static List<Integer> hammer(List<RegisterStore> stores, int rounds) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(stores.size());
        try {
            CountDownLatch ready = new CountDownLatch(stores.size());
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<Integer>>> results = new ArrayList<>();
            for (int t = 0; t < stores.size(); t++) {
                RegisterStore store = stores.get(t);
                String thread = "t" + t;
                results.add(pool.submit(() -> {
                    ready.countDown();
                    start.await();
                    List<Integer> mine = new ArrayList<>();
                    for (int i = 0; i < rounds; i++) {
                        int id = store.allocateSavedId();
                        store.putAll(Map.of("_saved_" + id, "saved " + id, thread + "_" + i, thread + " " + i));
                        mine.add(id);
                    }
                    return mine;
                }));
            }
            ready.await();
            start.countDown();
            List<Integer> ids = new ArrayList<>();
            for (Future<List<Integer>> result : results) {
                ids.addAll(result.get(60, TimeUnit.SECONDS));
            }
            return ids;
        } finally {
            pool.shutdownNow();
        }
    }

    public static void assertAllIdsDistinctWithoutGaps(List<Integer> ids, int expectedCount) {
        assertEquals(expectedCount, ids.size());
        TreeSet<Integer> distinct = new TreeSet<>(ids);
        assertEquals(expectedCount, distinct.size(), "an id was handed out twice");
        assertEquals(1, distinct.first());
        assertEquals(expectedCount, distinct.last());
    }

    /** Every {@code _saved_<id>} register of {@link #hammer} and every per-thread register exists. */
    public static void assertEveryPutKept(RegisterStore store, List<Integer> ids) {
        Map<String, Integer> sizes = store.sizes();
        for (int id : ids) {
            assertEquals(Optional.of("saved " + id), store.get("_saved_" + id));
        }
        long perThread = sizes.keySet().stream().filter(n -> n.startsWith("t")).count();
        assertEquals(ids.size(), perThread, "a put was lost");
        assertEquals(2L * ids.size(), sizes.size());
    }
}
