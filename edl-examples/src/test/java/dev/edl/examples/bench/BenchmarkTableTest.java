package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class BenchmarkTableTest {
    private static BenchmarkCase row(String id, @Nullable Double target) {
        return new BenchmarkCase(id + " — test row", EdlScriptBenchmark.class, "run", id, "sha256", target);
    }

    @Test
    void formatsRowsWithTargetsVerdictsAndFailures() {
        BenchmarkRow fast =
                new BenchmarkRow(row("W1", 15.0), new Measurement(9.812, 8.5, 31.25, 1012, 45.5 * 1024 * 1024), null);
        BenchmarkRow slow = new BenchmarkRow(row("W3", 20.0), new Measurement(30.0, 25.0, 0.5, 7, 512), null);
        BenchmarkRow broken = new BenchmarkRow(row("W4", 40.0), null, "run failed: W4: wrong result:\n396 | 4");
        String table = BenchmarkTable.format(List.of(fast, slow, broken), List.of(), "settings line");

        List<String> lines = table.lines().toList();
        assertEquals(
                "| Workload | Median | Min | Max | Samples | Alloc/op | Correctness | Target | Meets target |",
                lines.get(0));
        assertEquals(
                "| W1 — test row | 9.81 ms | 8.50 ms | 31.3 ms | 1012 | 45.5 MiB | checked: sha256 | ≤ 15 ms | yes |",
                lines.get(2));
        assertEquals(
                "| W3 — test row | 30.0 ms | 25.0 ms | 0.500 ms | 7 | 512 B | checked: sha256 | ≤ 20 ms | no (+50%) |",
                lines.get(3));
        assertEquals(
                "| W4 — test row | — | — | — | — | — | FAILED: run failed: W4: wrong result: 396 / 4 | ≤ 40 ms | — |",
                lines.get(4));
        assertTrue(table.endsWith("\nsettings line\n"), table);
        for (String line : lines.subList(0, 5)) {
            assertEquals(10, line.chars().filter(c -> c == '|').count(), line);
        }
    }

    @Test
    void scalingRatiosComeFromTheMedians() {
        BenchmarkRow w1 = new BenchmarkRow(row("W1", 15.0), new Measurement(10, 9, 12, 100, 1), null);
        BenchmarkRow w1x10 = new BenchmarkRow(row("W1x10", null), new Measurement(150, 140, 160, 10, 1), null);
        BenchmarkRow w4 = new BenchmarkRow(row("W4", 40.0), new Measurement(20, 19, 22, 50, 1), null);
        BenchmarkRow w4x10 = new BenchmarkRow(row("W4x10", null), new Measurement(200, 190, 220, 5, 1), null);
        List<ScalingRow> scaling = BenchmarkTable.scaling(List.of(w1, w4, w1x10, w4x10));

        assertEquals(2, scaling.size());
        assertEquals(15.0, Objects.requireNonNull(scaling.get(0).ratio()), 1e-9);
        assertEquals(10.0, Objects.requireNonNull(scaling.get(1).ratio()), 1e-9);
        String table = BenchmarkTable.format(List.of(w1, w4, w1x10, w4x10), scaling, "s");
        assertTrue(
                table.contains(
                        "| W1-style: 10k → 100k lines, same 200 commands | 10.0 ms | 150 ms | 15.0× | ≤ 12× | no (+25%) |"),
                table);
        assertTrue(table.contains("| 20.0 ms | 200 ms | 10.0× | ≤ 12× | yes |"), table);
        assertTrue(table.contains("| W1x10 — test row | 150 ms |"), table);
        assertTrue(table.contains("| — | — |\n"), "rows without a target have no verdict: " + table);
    }

    @Test
    void scalingNeedsBothRowsAndBothMeasurements() {
        BenchmarkRow w1 = new BenchmarkRow(row("W1", 15.0), new Measurement(10, 9, 12, 100, 1), null);
        BenchmarkRow failedLarge = new BenchmarkRow(row("W1x10", null), null, "run failed");
        assertEquals(List.of(), BenchmarkTable.scaling(List.of(w1)));
        List<ScalingRow> scaling = BenchmarkTable.scaling(List.of(w1, failedLarge));
        assertNull(scaling.get(0).ratio());
        assertTrue(BenchmarkTable.format(List.of(w1, failedLarge), scaling, "s").contains("| — | ≤ 12× | — |"));
    }

    @Test
    void failuresShowTheBenchmarksOwnMessage() {
        IllegalStateException inner = new IllegalStateException("W1: wrong result: final content has sha256 x");
        RuntimeException wrapper = new RuntimeException("Benchmark caught the exception");
        wrapper.addSuppressed(inner);
        Exception top = new Exception("Benchmark caught the exception", wrapper);
        assertEquals("W1: wrong result: final content has sha256 x", BenchmarkTable.rootMessage(top));
        assertEquals("plain", BenchmarkTable.rootMessage(new Exception("plain")));
    }

    @Test
    void pooledSamplesGiveTheMedianOfAllRounds() {
        // two rounds' samples as {ms, count}: 1, 2, 2, 3 | 10, 10, 10 → 7 samples, median 3
        Measurement m = BenchmarkTable.pooled(
                List.of(new double[] {2, 2}, new double[] {1, 1}, new double[] {10, 3}, new double[] {3, 1}), 100);
        assertEquals(3, m.medianMs());
        assertEquals(1, m.minMs());
        assertEquals(10, m.maxMs());
        assertEquals(7, m.samples());
        assertEquals(100, m.allocBytesPerOp());
        // an even count takes the lower middle sample
        assertEquals(
                2,
                BenchmarkTable.pooled(List.of(new double[] {2, 2}, new double[] {5, 2}), 0)
                        .medianMs());
        assertThrows(IllegalStateException.class, () -> BenchmarkTable.pooled(List.of(), 0));
    }

    @Test
    void scalingPairsAreRecognised() {
        List<String> paired = BenchmarkTable.suite().stream()
                .filter(BenchmarkTable::inScalingPair)
                .map(c -> c.label().substring(0, c.label().indexOf(' ')))
                .toList();
        assertEquals(List.of("W1", "W4", "W1x10", "W4x10"), paired);
    }

    @Test
    void numbersAndUnits() {
        assertEquals("0.412 ms", BenchmarkTable.millis(0.4123));
        assertEquals("1234 ms", BenchmarkTable.millis(1234.4));
        assertEquals("—", BenchmarkTable.bytes(Double.NaN));
        assertEquals("1.5 KiB", BenchmarkTable.bytes(1536));
        assertEquals("1.50 GiB", BenchmarkTable.bytes(1.5 * 1024 * 1024 * 1024));
        assertEquals("2.5 ms", BenchmarkTable.targetMillis(2.5));
        assertEquals(1e-6, BenchmarkTable.msPerUnit("ns/op"));
        assertEquals(1e-3, BenchmarkTable.msPerUnit("us/op"));
        assertEquals(1.0, BenchmarkTable.msPerUnit("ms/op"));
        assertEquals(1000.0, BenchmarkTable.msPerUnit("s/op"));
        assertThrows(IllegalArgumentException.class, () -> BenchmarkTable.msPerUnit("ops/ms"));
    }

    @Test
    void suiteCoversEveryWorkloadWithTargetsFromTheIssue() {
        List<BenchmarkCase> suite = BenchmarkTable.suite();
        assertEquals(
                List.of("W1", "W2", "W3", "W4", "W5", "W6", "W1file", "W1x10", "W4x10"),
                suite.stream()
                        .map(c -> c.label().substring(0, c.label().indexOf(' ')))
                        .toList());
        assertEquals(
                java.util.Arrays.asList(15.0, 1500.0, 20.0, 40.0, 5.0, 50.0, null, null, null),
                suite.stream().map(BenchmarkCase::targetMs).toList());
        BenchmarkCase w1 = suite.get(0);
        assertTrue(Pattern.compile(w1.includePattern())
                .matcher("dev.edl.examples.bench.EdlScriptBenchmark.run")
                .find());
        assertTrue(!Pattern.compile(w1.includePattern())
                .matcher("dev.edl.examples.bench.EdlScriptBenchmark.runX")
                .find());
    }
}
