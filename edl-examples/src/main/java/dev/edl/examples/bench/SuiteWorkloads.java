package dev.edl.examples.bench;

import java.nio.file.Path;

/**
 * Loads the workloads the benchmarks use, by id, including the derived {@code W1x10} and
 * {@code W4x10}. The forked benchmark JVMs find the generated workloads through the system property
 * {@value #DIRECTORY_PROPERTY}; without it they are generated (if needed) into the default
 * directory.
 */
final class SuiteWorkloads {
    /** System property naming the directory that holds the generated workloads' {@code index.json}. */
    static final String DIRECTORY_PROPERTY = "edl.bench.workloads";

    /** Every generated workload the suite uses. */
    static final String[] GENERATED = {"W1", "W2", "W3", "W4", "W5", "W6"};

    private static final String TIMES_TEN = "x10";

    private SuiteWorkloads() {}

    /**
     * The directory of generated workloads: the {@value #DIRECTORY_PROPERTY} property if set, else
     * generated on demand.
     */
    static Path directory(String id) {
        String configured = System.getProperty(DIRECTORY_PROPERTY);
        if (configured != null && !configured.isEmpty()) {
            return Path.of(configured);
        }
        return Workloads.ensureGenerated(base(id));
    }

    /** An EDL workload: {@code W1}–{@code W3} or {@code W1x10}. */
    static EdlWorkload edl(String id) {
        EdlWorkload loaded = Workloads.loadEdl(directory(id), base(id));
        return id.endsWith(TIMES_TEN) ? ScaledWorkloads.w1TimesTen(loaded) : loaded;
    }

    /** A batch workload: {@code W4} or {@code W4x10}. */
    static BatchWorkload batch(String id) {
        BatchWorkload loaded = Workloads.loadBatch(directory(id), base(id));
        return id.endsWith(TIMES_TEN) ? ScaledWorkloads.w4TimesTen(loaded) : loaded;
    }

    /** A fuzzy workload: {@code W5} or {@code W6}. */
    static FuzzyWorkload fuzzy(String id) {
        return Workloads.loadFuzzy(directory(id), id);
    }

    private static String base(String id) {
        return id.endsWith(TIMES_TEN) ? id.substring(0, id.length() - TIMES_TEN.length()) : id;
    }
}
