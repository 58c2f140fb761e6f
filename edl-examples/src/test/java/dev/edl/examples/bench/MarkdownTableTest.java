package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class MarkdownTableTest {
    private static BenchmarkCase row(String id, @Nullable Double target) {
        return new BenchmarkCase(id + " — test row", EdlScriptBenchmark.class, "run", id, "sha256", target);
    }

    @Test
    void formatsRowsWithTargetsVerdictsAndFailures() {
        BenchmarkRow fast =
                new BenchmarkRow(row("W1", 15.0), new Measurement(9.812, 8.5, 31.25, 1012, 45.5 * 1024 * 1024), null);
        BenchmarkRow slow = new BenchmarkRow(row("W3", 20.0), new Measurement(30.0, 25.0, 0.5, 7, 512), null);
        BenchmarkRow broken = new BenchmarkRow(row("W4", 40.0), null, "run failed: W4: wrong result:\n396 | 4");
        String table = MarkdownTable.format(List.of(fast, slow, broken), List.of(), "settings line");

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
    void numbersAndUnits() {
        assertEquals("0.412 ms", MarkdownTable.millis(0.4123));
        assertEquals("1234 ms", MarkdownTable.millis(1234.4));
        assertEquals("—", MarkdownTable.bytes(Double.NaN));
        assertEquals("1.5 KiB", MarkdownTable.bytes(1536));
        assertEquals("1.50 GiB", MarkdownTable.bytes(1.5 * 1024 * 1024 * 1024));
        assertEquals("2.5 ms", MarkdownTable.targetMillis(2.5));
    }
}
