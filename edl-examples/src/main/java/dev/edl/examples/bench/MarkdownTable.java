package dev.edl.examples.bench;

import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** Renders the suite's outcome as Markdown: the main table, the scaling table and the settings line. */
final class MarkdownTable {
    private MarkdownTable() {}

    /**
     * The Markdown report: the main table, the scaling table and the settings line.
     *
     * @param rows the benchmarks' outcomes, in table order
     * @param scaling the scaling comparisons
     * @param settings a description of how it was measured
     * @return the report, ending with a newline
     */
    static String format(List<BenchmarkRow> rows, List<ScalingRow> scaling, String settings) {
        StringBuilder out = new StringBuilder();
        out.append("| Workload | Median | Min | Max | Samples | Alloc/op | Correctness | Target | Meets target |\n");
        out.append("|---|---:|---:|---:|---:|---:|---|---|---|\n");
        for (BenchmarkRow row : rows) {
            BenchmarkCase c = row.benchmarkCase();
            Measurement m = row.measurement();
            out.append("| ").append(c.label());
            if (m == null) {
                out.append(" | — | — | — | — | —");
            } else {
                out.append(" | ")
                        .append(millis(m.medianMs()))
                        .append(" | ")
                        .append(millis(m.minMs()))
                        .append(" | ")
                        .append(millis(m.maxMs()))
                        .append(" | ")
                        .append(m.samples())
                        .append(" | ")
                        .append(bytes(m.allocBytesPerOp()));
            }
            String failure = row.failure();
            out.append(" | ").append(failure == null ? "checked: " + c.check() : "FAILED: " + oneLine(failure));
            Double target = c.targetMs();
            out.append(" | ").append(target == null ? "—" : "≤ " + targetMillis(target));
            out.append(" | ").append(verdict(row.meetsTarget(), m == null ? null : m.medianMs(), target));
            out.append(" |\n");
        }
        if (!scaling.isEmpty()) {
            out.append('\n');
            out.append("| Scaling | 1× median | 10× median | Ratio | Target | Meets target |\n");
            out.append("|---|---:|---:|---:|---|---|\n");
            for (ScalingRow row : scaling) {
                Measurement s = row.small().measurement();
                Measurement l = row.large().measurement();
                Double ratio = row.ratio();
                out.append("| ")
                        .append(row.label())
                        .append(" | ")
                        .append(s == null ? "—" : millis(s.medianMs()))
                        .append(" | ")
                        .append(l == null ? "—" : millis(l.medianMs()))
                        .append(" | ")
                        .append(ratio == null ? "—" : String.format(Locale.ROOT, "%.1f×", ratio))
                        .append(" | ≤ ")
                        .append(String.format(Locale.ROOT, "%.0f×", row.maxRatio()))
                        .append(" | ")
                        .append(
                                ratio == null
                                        ? "—"
                                        : ratio <= row.maxRatio()
                                                ? "yes"
                                                : String.format(
                                                        Locale.ROOT,
                                                        "no (+%.0f%%)",
                                                        100 * (ratio / row.maxRatio() - 1)))
                        .append(" |\n");
            }
        }
        out.append('\n').append(settings).append('\n');
        return out.toString();
    }

    private static String verdict(@Nullable Boolean meets, @Nullable Double median, @Nullable Double target) {
        if (meets == null || median == null || target == null) {
            return "—";
        }
        if (meets) {
            return "yes";
        }
        return String.format(Locale.ROOT, "no (+%.0f%%)", 100 * (median / target - 1));
    }

    /**
     * A duration for the table: three significant digits or more, e.g. {@code 0.412 ms},
     * {@code 9.81 ms}, {@code 14.2 ms}, {@code 1234 ms}.
     */
    static String millis(double ms) {
        String pattern;
        if (ms < 1) {
            pattern = "%.3f ms";
        } else if (ms < 10) {
            pattern = "%.2f ms";
        } else if (ms < 100) {
            pattern = "%.1f ms";
        } else {
            pattern = "%.0f ms";
        }
        return String.format(Locale.ROOT, pattern, ms);
    }

    /** A target for the table: {@code 15 ms}, {@code 1500 ms}, {@code 2.5 ms}. */
    static String targetMillis(double ms) {
        return ms == Math.rint(ms)
                ? String.format(Locale.ROOT, "%.0f ms", ms)
                : String.format(Locale.ROOT, "%s ms", ms);
    }

    /** A byte count for the table in binary units, e.g. {@code 512 B}, {@code 1.5 KiB}, {@code 42.0 MiB}. */
    static String bytes(double bytes) {
        if (Double.isNaN(bytes)) {
            return "—";
        }
        if (bytes < 1024) {
            return String.format(Locale.ROOT, "%.0f B", bytes);
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024);
        }
        if (bytes < 1024.0 * 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024 * 1024));
        }
        return String.format(Locale.ROOT, "%.2f GiB", bytes / (1024.0 * 1024 * 1024));
    }

    private static String oneLine(String text) {
        String line = text.replace('\n', ' ').replace('|', '/').strip();
        return line.length() > 160 ? line.substring(0, 157) + "..." : line;
    }
}
