package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EdlResult;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Runs the file-layer benchmark's setup, one restored invocation and its tear-down (no timing). */
class FileLayerBenchmarkTest {
    @Test
    void setupVerifiesTheFileAndRestoreMakesEachRunRepeatable() throws IOException {
        FileLayerBenchmark benchmark = new FileLayerBenchmark();
        benchmark.setUp();
        try {
            assertEquals("sha256 of the file on disk", benchmark.verified());
            benchmark.restore();
            EdlResult again = benchmark.run();
            assertTrue(again.isSuccess(), again.formatted());
            assertEquals("sha256", ResultChecks.edl(SuiteWorkloads.edl("W1"), again));
        } finally {
            benchmark.tearDown();
        }
    }
}
