package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Runs the W7 and W8 batch benchmark's setup, which checks one run against the model (no timing). */
class SingleLineBatchBenchmarkTest {
    @Test
    void w7SetupAppliesEveryEditAndMatchesTheModel() {
        SingleLineBatchBenchmark benchmark = new SingleLineBatchBenchmark();
        benchmark.workload = "W7";
        benchmark.setUp();
        assertEquals("1000 applied / 0 failed, sha256", benchmark.verified());
    }

    @Test
    void w8SetupsApplyEveryEditWithAndWithoutWhitespaceTolerance() {
        for (String id : new String[] {"W8", "W8exact"}) {
            SingleLineBatchBenchmark benchmark = new SingleLineBatchBenchmark();
            benchmark.workload = id;
            benchmark.setUp();
            assertEquals("1000 applied / 0 failed, sha256", benchmark.verified(), id);
        }
        assertEquals(true, SingleLineBatchBenchmark.whitespaceTolerant("W8x10"));
        assertEquals(false, SingleLineBatchBenchmark.whitespaceTolerant("W8exactx10"));
        assertEquals(false, SingleLineBatchBenchmark.whitespaceTolerant("W7"));
    }
}
