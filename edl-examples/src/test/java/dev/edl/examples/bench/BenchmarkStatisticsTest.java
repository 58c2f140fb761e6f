package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchmarkStatisticsTest {
    @Test
    void pooledSamplesGiveTheMedianOfAllRounds() {
        // two rounds' samples as {ms, count}: 1, 2, 2, 3 | 10, 10, 10 → 7 samples, median 3
        Measurement m = BenchmarkStatistics.pooled(
                List.of(new double[] {2, 2}, new double[] {1, 1}, new double[] {10, 3}, new double[] {3, 1}), 100);
        assertEquals(3, m.medianMs());
        assertEquals(1, m.minMs());
        assertEquals(10, m.maxMs());
        assertEquals(7, m.samples());
        assertEquals(100, m.allocBytesPerOp());
        // an even count takes the lower middle sample
        assertEquals(
                2,
                BenchmarkStatistics.pooled(List.of(new double[] {2, 2}, new double[] {5, 2}), 0)
                        .medianMs());
        assertThrows(IllegalStateException.class, () -> BenchmarkStatistics.pooled(List.of(), 0));
    }

    @Test
    void scoreUnitsInMilliseconds() {
        assertEquals(1e-6, BenchmarkStatistics.msPerUnit("ns/op"));
        assertEquals(1e-3, BenchmarkStatistics.msPerUnit("us/op"));
        assertEquals(1.0, BenchmarkStatistics.msPerUnit("ms/op"));
        assertEquals(1000.0, BenchmarkStatistics.msPerUnit("s/op"));
        assertThrows(IllegalArgumentException.class, () -> BenchmarkStatistics.msPerUnit("ops/ms"));
    }
}
