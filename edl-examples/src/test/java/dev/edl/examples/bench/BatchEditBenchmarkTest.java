package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Runs each batch benchmark's setup, which checks one run (no timing). */
class BatchEditBenchmarkTest {
    @Test
    void w4SetupVerifiesCountsFailuresAndContent() {
        BatchEditBenchmark benchmark = new BatchEditBenchmark();
        benchmark.workload = "W4";
        benchmark.setUp();
        assertEquals("396 applied / 4 failed, sha256", benchmark.verified());
    }

    @Test
    void w4TimesTenSetupVerifiesAgainstTheDerivedReference() {
        BatchEditBenchmark benchmark = new BatchEditBenchmark();
        benchmark.workload = "W4x10";
        benchmark.setUp();
        assertEquals("3960 applied / 40 failed, sha256", benchmark.verified());
    }
}
