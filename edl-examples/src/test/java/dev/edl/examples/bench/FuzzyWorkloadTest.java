package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.batch.Candidate;
import dev.edl.batch.FuzzyFind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FuzzyWorkloadTest {
    @Test
    void w5FindsEveryTrueLocation() {
        assertAllFound("W5");
    }

    @Test
    void w6FindsEveryTrueLocation() {
        assertAllFound("W6");
    }

    private static void assertAllFound(String id) {
        FuzzyWorkload workload = Workloads.loadFuzzy(Workloads.ensureGenerated(id), id);
        FuzzyFind find = FuzzyFind.over(workload.input());
        List<String> misses = new ArrayList<>();
        for (FuzzyQuery query : workload.queries()) {
            Candidate match = find.closest(query.query()).orElseThrow();
            if (Math.abs(match.startLine() - query.trueLine()) > 1) {
                misses.add(query.id() + ": found line " + match.startLine() + ", true line " + query.trueLine());
            }
        }
        assertEquals(List.of(), misses);
        assertEquals(40, workload.queries().size());
    }
}
