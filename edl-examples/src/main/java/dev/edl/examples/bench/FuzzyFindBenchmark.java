package dev.edl.examples.bench;

import dev.edl.batch.Candidate;
import dev.edl.batch.FuzzyFind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * Fuzzy diagnosis, timed per query: each operation is one {@link FuzzyFind#closest} call, cycling
 * through the workload's 40 queries, so the samples' median/min/max are over individual queries.
 * The finder is built (and its indexes, built by the first query) in the setup, which also checks
 * that all 40 queries find their true location (start line within ±1).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@SuppressWarnings("NullAway.Init")
public class FuzzyFindBenchmark {
    /** The workload id. */
    @Param({"W5", "W6"})
    public String workload = "W5";

    private FuzzyFind find;
    private String[] queries;
    private int next;
    private String verified;

    /** Loads the workload (outside the timed region) and checks every query once; throws when wrong. */
    @Setup(Level.Trial)
    public void setUp() {
        FuzzyWorkload loaded = SuiteWorkloads.fuzzy(workload);
        find = FuzzyFind.over(loaded.input());
        queries = loaded.queries().stream().map(FuzzyQuery::query).toArray(String[]::new);
        List<Optional<Integer>> answers = new ArrayList<>();
        for (String query : queries) {
            answers.add(find.closest(query).map(Candidate::startLine));
        }
        verified = ResultChecks.fuzzy(loaded, answers);
        next = 0;
    }

    /**
     * Answers the next query.
     *
     * @return the closest window (consumed by JMH)
     */
    @Benchmark
    public Optional<Candidate> query() {
        String query = queries[next];
        next = next + 1 == queries.length ? 0 : next + 1;
        return find.closest(query);
    }

    /** What the setup verified. */
    String verified() {
        return verified;
    }
}
