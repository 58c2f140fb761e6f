package dev.edl.examples.bench;

import dev.edl.Edl;
import dev.edl.EdlResult;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One whole EDL script run in memory, from parse to final content: W1, W2, W3 and the scaling
 * variant W1x10 (100k lines, W1's 200 commands). The setup loads the workload and checks one run
 * against the expected output's SHA-256.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class EdlScriptBenchmark {
    /** The workload id. */
    @Param({"W1", "W2", "W3", "W1x10"})
    public String workload = "W1";

    private EdlWorkload loaded;
    private Edl edl;
    private Map<String, String> files;
    private String verified;

    /** Loads the workload (outside the timed region) and checks one run; throws when it is wrong. */
    @Setup(Level.Trial)
    public void setUp() {
        loaded = SuiteWorkloads.edl(workload);
        edl = Edl.builder().build();
        files = Map.of(loaded.scriptPath(), loaded.input());
        verified = ResultChecks.edl(loaded, run());
    }

    /**
     * Runs the script over the in-memory input.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public EdlResult run() {
        return edl.runInMemory(loaded.script(), files);
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
