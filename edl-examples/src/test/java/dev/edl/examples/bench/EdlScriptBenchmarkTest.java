package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Runs each EDL benchmark's setup, which checks one run against the expected output (no timing). */
class EdlScriptBenchmarkTest {
    @ParameterizedTest
    @ValueSource(strings = {"W1", "W2", "W3", "W1x10"})
    void setupVerifiesTheResult(String workload) {
        EdlScriptBenchmark benchmark = new EdlScriptBenchmark();
        benchmark.workload = workload;
        benchmark.setUp();
        // setUp() throws unless run() (the timed method) gives the expected output
        assertEquals("sha256", benchmark.verified());
    }
}
