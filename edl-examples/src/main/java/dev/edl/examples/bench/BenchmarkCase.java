package dev.edl.examples.bench;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One row of the benchmark suite: which JMH benchmark to run, with which workload parameter, what
 * its setup verifies and its target.
 *
 * @param label the row's name in the table
 * @param benchmark the JMH state/benchmark class
 * @param method the {@code @Benchmark} method's name
 * @param workload the value of the {@code workload} parameter, or null when the class has none
 * @param check what the setup verifies before timing (shown when the run completes)
 * @param targetMs the median target in milliseconds, or null when the row has none
 */
record BenchmarkCase(
        String label,
        Class<?> benchmark,
        String method,
        @Nullable String workload,
        String check,
        @Nullable Double targetMs) {

    /** The JMH include pattern selecting exactly this benchmark method. */
    String includePattern() {
        return "^" + Pattern.quote(benchmark.getName() + "." + method) + "$";
    }
}
