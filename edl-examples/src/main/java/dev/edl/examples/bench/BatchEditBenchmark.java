package dev.edl.examples.bench;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.MatchSettings;
import dev.edl.batch.SearchReplace;
import java.util.List;
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
 * One whole search/replace batch applied in memory with exact matching (the workload's semantics):
 * W4 (400 edits, 4 designed failures) and the scaling variant W4x10 (4,000 edits on a 10× file).
 * The setup checks one run: applied/failed counts, the failing indexes and the output's SHA-256.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class BatchEditBenchmark {
    /** The workload id. */
    @Param({"W4", "W4x10"})
    public String workload = "W4";

    private BatchWorkload loaded;
    private BatchEdit batch;
    private List<SearchReplace> edits;
    private String verified;

    /** Loads the workload (outside the timed region) and checks one run; throws when it is wrong. */
    @Setup(Level.Trial)
    public void setUp() {
        loaded = SuiteWorkloads.batch(workload);
        batch = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(false))
                .build();
        edits = loaded.edits().stream()
                .map(e -> SearchReplace.of(e.search(), e.replace()).withLabel(e.label()))
                .toList();
        verified = ResultChecks.batch(loaded, apply());
    }

    /**
     * Applies the batch to the in-memory input.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public BatchResult apply() {
        return batch.apply(loaded.input(), edits);
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
