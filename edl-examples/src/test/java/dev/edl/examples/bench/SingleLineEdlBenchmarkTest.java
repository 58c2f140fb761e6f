package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Runs the W7 and W8 EDL benchmark's setup, which checks one run against the model (no timing). */
class SingleLineEdlBenchmarkTest {
    @Test
    void w7edlSetupRunsTheScriptAndMatchesTheModel() {
        SingleLineEdlBenchmark benchmark = new SingleLineEdlBenchmark();
        benchmark.workload = "W7edl";
        benchmark.setUp();
        assertEquals("1000 select/replace, sha256", benchmark.verified());
    }

    @Test
    void w8edlSetupRunsTheScriptAndMatchesTheModel() {
        SingleLineEdlBenchmark benchmark = new SingleLineEdlBenchmark();
        benchmark.workload = "W8edl";
        benchmark.setUp();
        assertEquals("1000 select/replace, sha256", benchmark.verified());
    }
}
