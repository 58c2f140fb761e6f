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
 * One batch of single-line search/replace edits applied in memory: W7 (100,000 lines, 1,000 edits)
 * and W7x10 (1,000,000 lines, 10,000 edits) with exact matching; W8 and W8x10 (source-like text,
 * see {@link SourceLikeWorkload}) with the default whitespace-tolerant matching, W8exact and
 * W8exactx10 with exact matching. The setup builds the workload and checks one run: every edit
 * applied, none failed, the output's SHA-256.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class SingleLineBatchBenchmark {
    /** The workload id. */
    @Param({"W7", "W7x10", "W8", "W8x10", "W8exact", "W8exactx10"})
    public String workload = "W7";

    private SingleLineWorkload loaded;
    private BatchEdit batch;
    private List<SearchReplace> edits;
    private String verified;

    /** Builds the workload (outside the timed region) and checks one run; throws when it is wrong. */
    @Setup(Level.Trial)
    public void setUp() {
        loaded = SingleLineWorkload.of(workload);
        batch = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(whitespaceTolerant(workload)))
                .build();
        edits = loaded.edits().stream()
                .map(e -> SearchReplace.of(e.search(), e.replace()).withLabel(e.label()))
                .toList();
        verified = ResultChecks.singleLineBatch(loaded, apply());
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

    /** Whether a row uses the default whitespace-tolerant matching (W8 and W8x10) or exact only. */
    static boolean whitespaceTolerant(String workload) {
        return workload.equals("W8") || workload.equals("W8x10");
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
