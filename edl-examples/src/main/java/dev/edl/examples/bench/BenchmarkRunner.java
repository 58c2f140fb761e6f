package dev.edl.examples.bench;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Drives JMH: each row in its own forked JVM (sample mode, GC profiler), the rows of each scaling
 * pair in alternating rounds.
 */
final class BenchmarkRunner {
    /** Alternating rounds per scaling pair in a full run. */
    static final int SCALING_ROUNDS = 3;

    private final Path workloads;
    private final boolean quick;

    /**
     * @param workloads the directory of generated workloads, passed to the forked JVMs
     * @param quick whether to run the short smoke settings
     */
    BenchmarkRunner(Path workloads, boolean quick) {
        this.workloads = workloads;
        this.quick = quick;
    }

    /** A description of the JMH settings, printed under the table. */
    static String settings(boolean quick) {
        return quick
                ? "JMH sample mode, 1 fork, warm-up 1 × 1 s, measurement 3 × 1 s (--quick: smoke run, not for reporting)"
                : "JMH sample mode, 1 fork, warm-up 5 × 1 s, measurement 10 × 1 s, -prof gc; the rows of each"
                        + " scaling pair run in " + SCALING_ROUNDS + " alternating rounds (one fork each) and"
                        + " pool their samples";
    }

    /** Runs the chosen rows and returns their outcomes in the same order. */
    List<BenchmarkRow> runAll(List<BenchmarkCase> chosen) {
        Map<BenchmarkCase, BenchmarkRow> results = new HashMap<>();
        for (BenchmarkCase c : chosen) {
            if (!BenchmarkSuite.inScalingPair(c)) {
                results.put(c, run(List.of(c)).get(c));
            }
        }
        // each scaling pair in alternating rounds (1×, 10×, 1×, 10×, …), so that both of its rows
        // see the same phases of the machine's load; each row pools its rounds' samples
        for (ScalingPair pair : BenchmarkSuite.SCALING_PAIRS) {
            List<BenchmarkCase> cases = chosen.stream().filter(pair::contains).toList();
            results.putAll(run(cases));
        }
        List<BenchmarkRow> rows = new ArrayList<>();
        for (BenchmarkCase c : chosen) {
            rows.add(Objects.requireNonNull(results.get(c)));
        }
        return rows;
    }

    /**
     * Runs the cases in alternating rounds (one round when there is one case or in a quick run)
     * and pools each case's samples; a case that fails is not run again.
     */
    private Map<BenchmarkCase, BenchmarkRow> run(List<BenchmarkCase> cases) {
        int rounds = quick || cases.size() < 2 ? 1 : SCALING_ROUNDS;
        Map<BenchmarkCase, List<RunResult>> runs = new HashMap<>();
        Map<BenchmarkCase, String> failures = new HashMap<>();
        for (int round = 0; round < rounds; round++) {
            for (BenchmarkCase c : cases) {
                if (failures.containsKey(c)) {
                    continue;
                }
                try {
                    runs.computeIfAbsent(c, k -> new ArrayList<>()).add(runOnce(c));
                } catch (RunnerException | IllegalStateException e) {
                    failures.put(c, rootMessage(e));
                }
            }
        }
        Map<BenchmarkCase, BenchmarkRow> rows = new HashMap<>();
        for (BenchmarkCase c : cases) {
            String failure = failures.get(c);
            rows.put(
                    c,
                    failure != null
                            ? new BenchmarkRow(c, null, failure)
                            : new BenchmarkRow(
                                    c, BenchmarkStatistics.measurement(runs.getOrDefault(c, List.of())), null));
        }
        return rows;
    }

    /** Runs one benchmark in one forked JVM. */
    private RunResult runOnce(BenchmarkCase c) throws RunnerException {
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
                        "-Xms2g", "-Xmx2g", "-D" + SuiteWorkloads.DIRECTORY_PROPERTY + "=" + workloads.toAbsolutePath())
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
}
