package dev.edl.examples.bench;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The benchmark suite's one command: generates the workloads if needed, runs every benchmark with
 * JMH (sample mode, GC profiler) in a forked JVM, and prints a Markdown table of median, min, max,
 * allocation per operation, correctness and target, plus the scaling ratios.
 *
 * <pre>
 * mvn -B -q package -DskipTests
 * java -cp edl-examples/target/edl.jar dev.edl.examples.bench.BenchmarkTable [--quick] [--only W1,W5]
 * </pre>
 *
 * <p>Exits with status 1 when any benchmark's correctness check failed (a missed target is reported
 * in the table, not by the exit status), 2 on bad arguments.
 */
public final class BenchmarkTable {
    /** The most a 10× file may cost relative to the 1× file (the scaling target). */
    static final double MAX_SCALING_RATIO = 12.0;

    /** The scaling pairs: the 1× row's id, then the 10× row's. */
    static final String[][] SCALING_PAIRS = {{"W1", "W1x10"}, {"W4", "W4x10"}};

    /** Alternating rounds per scaling pair in a full run. */
    static final int SCALING_ROUNDS = 3;

    private static final String GC_ALLOC_NORM = "gc.alloc.rate.norm";

    private BenchmarkTable() {}

    /**
     * Runs the suite and prints the table.
     *
     * @param args {@code --quick} for a short smoke run; {@code --only ID,...} to run only the rows
     *     whose label starts with one of the ids (e.g. {@code W1}, {@code W4x10})
     */
    public static void main(String[] args) {
        boolean quick = false;
        List<String> only = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--only") && i + 1 < args.length) {
                only.addAll(List.of(args[++i].split(",")));
            } else {
                System.err.println("Usage: java -cp edl.jar " + BenchmarkTable.class.getName()
                        + " [--quick] [--only W1,W4x10,...]");
                System.exit(2);
                return;
            }
        }
        Path workloads = generateWorkloads();
        List<BenchmarkCase> chosen = new ArrayList<>();
        for (BenchmarkCase c : suite()) {
            if (only.isEmpty() || only.stream().anyMatch(id -> isRow(c, id))) {
                chosen.add(c);
            }
        }
        int rounds = quick ? 1 : SCALING_ROUNDS;
        Map<BenchmarkCase, BenchmarkRow> results = new HashMap<>();
        for (BenchmarkCase c : chosen) {
            if (!inScalingPair(c)) {
                results.put(c, run(c, workloads, quick));
            }
        }
        // each scaling pair in alternating rounds (1×, 10×, 1×, 10×, …), so that both of its rows
        // see the same phases of the machine's load; each row pools its rounds' samples
        for (String[] pair : SCALING_PAIRS) {
            List<BenchmarkCase> cases = new ArrayList<>();
            for (BenchmarkCase c : chosen) {
                if (isRow(c, pair[0]) || isRow(c, pair[1])) {
                    cases.add(c);
                }
            }
            Map<BenchmarkCase, List<RunResult>> runs = new HashMap<>();
            Map<BenchmarkCase, String> failures = new HashMap<>();
            for (int round = 0; round < rounds; round++) {
                for (BenchmarkCase c : cases) {
                    if (failures.containsKey(c)) {
                        continue;
                    }
                    try {
                        runs.computeIfAbsent(c, k -> new ArrayList<>()).add(runOnce(c, workloads, quick));
                    } catch (RunnerException | IllegalStateException e) {
                        failures.put(c, rootMessage(e));
                    }
                }
            }
            for (BenchmarkCase c : cases) {
                String failure = failures.get(c);
                results.put(
                        c,
                        failure != null
                                ? new BenchmarkRow(c, null, failure)
                                : new BenchmarkRow(c, measurement(runs.getOrDefault(c, List.of())), null));
            }
        }
        List<BenchmarkRow> rows = new ArrayList<>();
        for (BenchmarkCase c : chosen) {
            rows.add(Objects.requireNonNull(results.get(c)));
        }
        System.out.println();
        System.out.println(format(rows, scaling(rows), settings(quick)));
        System.exit(rows.stream().allMatch(BenchmarkRow::correct) ? 0 : 1);
    }

    /**
     * The workloads directory: the {@value SuiteWorkloads#DIRECTORY_PROPERTY} system property if
     * set (used as is), else {@link Workloads#defaultDirectory()} with every workload the suite uses
     * generated (if needed).
     */
    private static Path generateWorkloads() {
        String configured = System.getProperty(SuiteWorkloads.DIRECTORY_PROPERTY);
        if (configured != null && !configured.isEmpty()) {
            return Path.of(configured);
        }
        return Workloads.ensureGenerated(SuiteWorkloads.GENERATED);
    }

    /** The suite, in table order. */
    static List<BenchmarkCase> suite() {
        String sha = "sha256 of expected output";
        String fuzzy = "40/40 true locations (±1 line)";
        return List.of(
                new BenchmarkCase(
                        "W1 — 200 heredoc select+replace, 10k lines", EdlScriptBenchmark.class, "run", "W1", sha, 15.0),
                new BenchmarkCase(
                        "W2 — 300 regex select+replace + 5 select_multiple (1,509 ranges), 100k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W2",
                        sha,
                        1500.0),
                new BenchmarkCase(
                        "W3 — 200 select+extend_forward+replace of whole functions, 10k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W3",
                        sha,
                        20.0),
                new BenchmarkCase(
                        "W4 — batch of 400 search/replace edits, 8k-line Markdown",
                        BatchEditBenchmark.class,
                        "apply",
                        "W4",
                        "396 applied / 4 failed (designed), " + sha,
                        40.0),
                new BenchmarkCase(
                        "W5 — fuzzy diagnosis, 10k lines, per query",
                        FuzzyFindBenchmark.class,
                        "query",
                        "W5",
                        fuzzy,
                        5.0),
                new BenchmarkCase(
                        "W6 — fuzzy diagnosis, 100k lines, per query",
                        FuzzyFindBenchmark.class,
                        "query",
                        "W6",
                        fuzzy,
                        50.0),
                new BenchmarkCase(
                        "W1file — W1 through the file layer (read, edit, atomic write)",
                        FileLayerBenchmark.class,
                        "run",
                        null,
                        sha + " (file on disk)",
                        null),
                new BenchmarkCase(
                        "W1x10 — W1's 200 commands on 100k lines",
                        EdlScriptBenchmark.class,
                        "run",
                        "W1x10",
                        "sha256 of derived reference",
                        null),
                new BenchmarkCase(
                        "W4x10 — batch of 4,000 edits, 82k-line Markdown",
                        BatchEditBenchmark.class,
                        "apply",
                        "W4x10",
                        "3960 applied / 40 failed, sha256 of derived reference",
                        null));
    }

    /** The scaling comparisons among the rows present. */
    static List<ScalingRow> scaling(List<BenchmarkRow> rows) {
        List<ScalingRow> scaling = new ArrayList<>();
        addScaling(scaling, rows, "W1", "W1x10", "W1-style: 10k → 100k lines, same 200 commands");
        addScaling(scaling, rows, "W4", "W4x10", "W4-style: 400 edits / 8k lines → 4,000 edits / 82k lines");
        return scaling;
    }

    private static void addScaling(
            List<ScalingRow> out, List<BenchmarkRow> rows, String small, String large, String label) {
        BenchmarkRow s = find(rows, small);
        BenchmarkRow l = find(rows, large);
        if (s != null && l != null) {
            out.add(new ScalingRow(label, s, l, MAX_SCALING_RATIO));
        }
    }

    private static @Nullable BenchmarkRow find(List<BenchmarkRow> rows, String id) {
        for (BenchmarkRow row : rows) {
            if (isRow(row.benchmarkCase(), id)) {
                return row;
            }
        }
        return null;
    }

    /** A description of the JMH settings, printed under the table. */
    static String settings(boolean quick) {
        return quick
                ? "JMH sample mode, 1 fork, warm-up 1 × 1 s, measurement 3 × 1 s (--quick: smoke run, not for reporting)"
                : "JMH sample mode, 1 fork, warm-up 5 × 1 s, measurement 10 × 1 s, -prof gc; the rows of each"
                        + " scaling pair run in " + SCALING_ROUNDS + " alternating rounds (one fork each) and"
                        + " pool their samples";
    }

    /** Whether a case is one row of a scaling pair. */
    static boolean inScalingPair(BenchmarkCase c) {
        for (String[] pair : SCALING_PAIRS) {
            if (isRow(c, pair[0]) || isRow(c, pair[1])) {
                return true;
            }
        }
        return false;
    }

    /** Whether a case is the row with this id ({@code W4} is not {@code W4x10}). */
    static boolean isRow(BenchmarkCase c, String id) {
        return c.label().startsWith(id + " ");
    }

    /** Runs one benchmark in a forked JVM and collects its numbers. */
    static BenchmarkRow run(BenchmarkCase c, Path workloads, boolean quick) {
        try {
            return new BenchmarkRow(c, measurement(List.of(runOnce(c, workloads, quick))), null);
        } catch (RunnerException | IllegalStateException e) {
            return new BenchmarkRow(c, null, rootMessage(e));
        }
    }

    /** Runs one benchmark in one forked JVM. */
    static RunResult runOnce(BenchmarkCase c, Path workloads, boolean quick) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(c.includePattern())
                .mode(org.openjdk.jmh.annotations.Mode.SampleTime)
                .timeUnit(TimeUnit.MILLISECONDS)
                .forks(1)
                .warmupIterations(quick ? 1 : 5)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(quick ? 3 : 10)
                .measurementTime(TimeValue.seconds(1))
                .addProfiler(GCProfiler.class)
                .jvmArgsAppend(
                        "-Xms1g", "-Xmx2g", "-D" + SuiteWorkloads.DIRECTORY_PROPERTY + "=" + workloads.toAbsolutePath())
                .shouldFailOnError(true);
        String workload = c.workload();
        if (workload != null) {
            options.param("workload", workload);
        }
        Collection<RunResult> results = new Runner(options.build()).run();
        if (results.size() != 1) {
            throw new IllegalStateException("JMH returned " + results.size() + " results");
        }
        return results.iterator().next();
    }

    /**
     * The most specific message in an exception's causes and suppressed exceptions (where JMH puts
     * the forked benchmark's own exception), e.g. {@code W1: wrong result: …}.
     */
    static String rootMessage(Throwable error) {
        String best = String.valueOf(error.getMessage());
        ArrayDeque<Throwable> pending = new ArrayDeque<>();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        pending.add(error);
        while (!pending.isEmpty()) {
            Throwable t = pending.poll();
            if (!seen.add(t)) {
                continue;
            }
            String message = t.getMessage();
            if (message != null && !message.isBlank() && t != error) {
                best = message;
            }
            Throwable cause = t.getCause();
            if (cause != null) {
                pending.add(cause);
            }
            pending.addAll(List.of(t.getSuppressed()));
        }
        return best;
    }

    /**
     * The median, min and max of the raw samples of one or more runs pooled together (in ms), and
     * the mean allocation per operation.
     */
    static Measurement measurement(List<RunResult> runs) {
        List<double[]> samples = new ArrayList<>();
        double allocSum = 0;
        int allocRuns = 0;
        for (RunResult result : runs) {
            Result<?> primary = result.getPrimaryResult();
            double toMs = msPerUnit(primary.getScoreUnit());
            for (Iterator<Map.Entry<Double, Long>> it = primary.getStatistics().getRawData(); it.hasNext(); ) {
                Map.Entry<Double, Long> entry = it.next();
                samples.add(new double[] {entry.getKey() * toMs, entry.getValue()});
            }
            for (String name : result.getSecondaryResults().keySet()) {
                Result<?> secondary = result.getSecondaryResults().get(name);
                if (name.endsWith(GC_ALLOC_NORM) && secondary != null) {
                    allocSum += secondary.getScore();
                    allocRuns++;
                }
            }
        }
        return pooled(samples, allocRuns == 0 ? Double.NaN : allocSum / allocRuns);
    }

    /**
     * The median (the lower middle sample when the count is even, as a sample), min and max of
     * samples given as {value in ms, count} pairs.
     */
    static Measurement pooled(List<double[]> samples, double allocBytesPerOp) {
        List<double[]> sorted = new ArrayList<>(samples);
        sorted.sort(Comparator.comparingDouble(sample -> sample[0]));
        long total = 0;
        for (double[] sample : sorted) {
            total += (long) sample[1];
        }
        if (total == 0) {
            throw new IllegalStateException("no samples");
        }
        long middle = (total + 1) / 2;
        long seen = 0;
        double median = Double.NaN;
        for (double[] sample : sorted) {
            seen += (long) sample[1];
            if (seen >= middle) {
                median = sample[0];
                break;
            }
        }
        return new Measurement(median, sorted.get(0)[0], sorted.get(sorted.size() - 1)[0], total, allocBytesPerOp);
    }

    /** Converts a JMH score unit such as {@code ms/op} into milliseconds. */
    static double msPerUnit(String unit) {
        String time = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
        switch (time) {
            case "ns":
                return 1e-6;
            case "us":
            case "µs":
                return 1e-3;
            case "ms":
                return 1;
            case "s":
                return 1e3;
            default:
                throw new IllegalArgumentException("Unexpected JMH score unit: " + unit);
        }
    }

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
