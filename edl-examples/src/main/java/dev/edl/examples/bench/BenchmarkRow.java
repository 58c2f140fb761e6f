package dev.edl.examples.bench;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of one benchmark of the suite.
 *
 * @param benchmarkCase what was run
 * @param measurement the timing, or null when the benchmark failed (its correctness check or run)
 * @param failure why it failed, or null
 */
record BenchmarkRow(
        BenchmarkCase benchmarkCase,
        @Nullable Measurement measurement,
        @Nullable String failure) {

    /** Whether the setup's correctness check passed and the benchmark ran. */
    boolean correct() {
        return failure == null && measurement != null;
    }

    /** Whether the median meets the target; null when there is no target or no measurement. */
    @Nullable
    Boolean meetsTarget() {
        Double target = benchmarkCase.targetMs();
        if (target == null || measurement == null) {
            return null;
        }
        return measurement.medianMs() <= target;
    }
}
