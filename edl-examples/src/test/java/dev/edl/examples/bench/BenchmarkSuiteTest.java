package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class BenchmarkSuiteTest {
    private static BenchmarkCase row(String id, @Nullable Double target) {
        return new BenchmarkCase(id + " — test row", EdlScriptBenchmark.class, "run", id, "sha256", target);
    }

    @Test
    void scalingRatiosComeFromTheMedians() {
        BenchmarkRow w1 = new BenchmarkRow(row("W1", 15.0), new Measurement(10, 9, 12, 100, 1), null);
        BenchmarkRow w1x10 = new BenchmarkRow(row("W1x10", null), new Measurement(150, 140, 160, 10, 1), null);
        BenchmarkRow w4 = new BenchmarkRow(row("W4", 40.0), new Measurement(20, 19, 22, 50, 1), null);
        BenchmarkRow w4x10 = new BenchmarkRow(row("W4x10", null), new Measurement(200, 190, 220, 5, 1), null);
        List<ScalingRow> scaling = BenchmarkSuite.scaling(List.of(w1, w4, w1x10, w4x10));

        assertEquals(2, scaling.size(), "only the pairs whose rows are both present");
        assertEquals(15.0, Objects.requireNonNull(scaling.get(0).ratio()), 1e-9);
        assertEquals(10.0, Objects.requireNonNull(scaling.get(1).ratio()), 1e-9);
        String table = MarkdownTable.format(List.of(w1, w4, w1x10, w4x10), scaling, "s");
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
        assertEquals(List.of(), BenchmarkSuite.scaling(List.of(w1)));
        List<ScalingRow> scaling = BenchmarkSuite.scaling(List.of(w1, failedLarge));
        assertNull(scaling.get(0).ratio());
        assertTrue(MarkdownTable.format(List.of(w1, failedLarge), scaling, "s").contains("| — | ≤ 12× | — |"));
    }

    @Test
    void scalingPairsAreRecognised() {
        List<String> paired = BenchmarkSuite.cases().stream()
                .filter(BenchmarkSuite::inScalingPair)
                .map(c -> c.label().substring(0, c.label().indexOf(' ')))
                .toList();
        assertEquals(
                List.of(
                        "W1",
                        "W4",
                        "W7",
                        "W7edl",
                        "W7edlx10",
                        "W1x10",
                        "W4x10",
                        "W7x10",
                        "W8",
                        "W8exact",
                        "W8edl",
                        "W8x10",
                        "W8exactx10",
                        "W8edlx10"),
                paired);
    }

    @Test
    void suiteCoversEveryWorkloadWithTargetsFromTheIssue() {
        List<BenchmarkCase> suite = BenchmarkSuite.cases();
        assertEquals(
                List.of(
                        "W1",
                        "W2",
                        "W3",
                        "W4",
                        "W5",
                        "W6",
                        "W1file",
                        "W7",
                        "W7edl",
                        "W7edlx10",
                        "W1x10",
                        "W4x10",
                        "W7x10",
                        "W8",
                        "W8exact",
                        "W8edl",
                        "W8x10",
                        "W8exactx10",
                        "W8edlx10"),
                suite.stream()
                        .map(c -> c.label().substring(0, c.label().indexOf(' ')))
                        .toList());
        assertEquals(
                java.util.Arrays.asList(
                        15.0, 1500.0, 20.0, 40.0, 5.0, 50.0, null, null, null, null, null, null, 2000.0, null, null,
                        null, 1500.0, 1500.0, 1500.0),
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
