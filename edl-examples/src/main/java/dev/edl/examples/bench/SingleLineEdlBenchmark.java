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
 * The W7 or W8 edits as one EDL script run in memory ({@code select <<END} the search, {@code
 * replace <<END} per edit): W7edl and W8edl (100,000 lines, 1,000 select/replace pairs), W7edlx10
 * and W8edlx10 (1,000,000 lines, 10,000 pairs). The setup builds the
 * workload and checks one run against the model's SHA-256.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class SingleLineEdlBenchmark {
    /** The workload id. */
    @Param({"W7edl", "W7edlx10", "W8edl", "W8edlx10"})
    public String workload = "W7edl";

    private SingleLineWorkload loaded;
    private Edl edl;
    private String script;
    private Map<String, String> files;
    private String verified;

    /** Builds the workload (outside the timed region) and checks one run; throws when it is wrong. */
    @Setup(Level.Trial)
    public void setUp() {
        loaded = SingleLineWorkload.of(workload);
        edl = Edl.builder().build();
        script = loaded.script();
        files = Map.of(SingleLineWorkload.SCRIPT_PATH, loaded.input());
        verified = ResultChecks.singleLineEdl(loaded, run());
    }

    /**
     * Runs the script over the in-memory input.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public EdlResult run() {
        return edl.runInMemory(script, files);
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
