package dev.edl.examples.bench;

import org.jspecify.annotations.Nullable;

/**
 * A scaling comparison: the same kind of work on a file ten times larger.
 *
 * @param label the comparison's name in the table
 * @param small the 1× benchmark
 * @param large the 10× benchmark
 * @param maxRatio the target: the large median may be at most this many times the small one
 */
record ScalingRow(String label, BenchmarkRow small, BenchmarkRow large, double maxRatio) {

    /** large median ÷ small median, or null when either is missing. */
    @Nullable
    Double ratio() {
        Measurement s = small.measurement();
        Measurement l = large.measurement();
        if (s == null || l == null || s.medianMs() <= 0) {
            return null;
        }
        return l.medianMs() / s.medianMs();
    }
}
