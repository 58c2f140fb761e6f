package dev.edl.examples.bench;

import java.util.Locale;

/**
 * A measurement, not a test: the W7/W8 rows in one process, each run a few times after one
 * checked run (the benchmarks' setups), printing the best of the runs in milliseconds. A quick
 * before/after look without the JMH suite; the suite's numbers are JMH's.
 *
 * <p>Run: {@code java -cp <test classpath> dev.edl.examples.bench.SingleLineMeasurement W8 W8x10
 * W8exact W8edl ...} (the row ids; {@code -Druns=N} sets the runs, 3 by default).
 */
public final class SingleLineMeasurement {
    private SingleLineMeasurement() {}

    /**
     * Runs the measurement.
     *
     * @param args the row ids
     */
    public static void main(String[] args) {
        int runs = Integer.getInteger("runs", 3);
        for (String id : args) {
            long best = Long.MAX_VALUE;
            long setup = System.nanoTime();
            Runnable run;
            if (id.contains("edl")) {
                SingleLineEdlBenchmark benchmark = new SingleLineEdlBenchmark();
                benchmark.workload = id;
                benchmark.setUp();
                run = benchmark::run;
            } else {
                SingleLineBatchBenchmark benchmark = new SingleLineBatchBenchmark();
                benchmark.workload = id;
                benchmark.setUp();
                run = benchmark::apply;
            }
            long checked = System.nanoTime() - setup;
            for (int r = 0; r < runs; r++) {
                long start = System.nanoTime();
                run.run();
                best = Math.min(best, System.nanoTime() - start);
            }
            System.out.printf(
                    Locale.ROOT,
                    "%-12s setup+check %8.0f ms   best of %d %8.0f ms%n",
                    id,
                    checked / 1e6,
                    runs,
                    best / 1e6);
        }
    }
}
