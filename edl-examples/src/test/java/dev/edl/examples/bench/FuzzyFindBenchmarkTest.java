package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.Candidate;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Runs each fuzzy benchmark's setup (40/40 check) and its per-query method (no timing). */
class FuzzyFindBenchmarkTest {
    @ParameterizedTest
    @ValueSource(strings = {"W5", "W6"})
    void setupFindsEveryTrueLocationAndQueriesCycle(String workload) {
        FuzzyFindBenchmark benchmark = new FuzzyFindBenchmark();
        benchmark.workload = workload;
        benchmark.setUp();
        assertEquals("40/40 true locations", benchmark.verified());

        FuzzyWorkload loaded = SuiteWorkloads.fuzzy(workload);
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 3; i++) {
                Optional<Candidate> answer = benchmark.query();
                int trueLine = loaded.queries().get(i).trueLine();
                assertTrue(answer.isPresent());
                assertTrue(Math.abs(answer.get().startLine() - trueLine) <= 1, answer + " vs " + trueLine);
            }
            for (int i = 3; i < 40; i++) {
                assertTrue(benchmark.query().isPresent());
            }
        }
    }
}
