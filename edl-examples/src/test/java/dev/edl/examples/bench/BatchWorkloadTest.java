package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.MatchSettings;
import dev.edl.batch.SearchReplace;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchWorkloadTest {
    @Test
    void w4GivesTheExpectedOutputAndFailures() {
        BatchWorkload w4 = Workloads.loadBatch(Workloads.ensureGenerated("W4"), "W4");
        List<SearchReplace> edits = w4.edits().stream()
                .map(e -> SearchReplace.of(e.search(), e.replace()).withLabel(e.label()))
                .toList();
        // W4's semantics are exact substring matching, no whitespace normalisation
        BatchResult result = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(false))
                .build()
                .apply(w4.input(), edits);

        assertEquals(396, result.applied());
        assertEquals(4, result.failed());
        List<EditOutcome> failures = result.failures();
        assertEquals(
                List.of(162, 197, 215, 268),
                failures.stream().map(e -> e.number() - 1).toList());
        assertTrue(
                failures.get(0)
                        .message()
                        .startsWith("not found — closest: lines 2508–2529, equal except for whitespace"),
                failures.get(0).message());
        assertTrue(
                failures.get(0).message().contains("hint: whitespace differs"),
                failures.get(0).message());
        assertTrue(
                failures.get(1).message().startsWith("not found — closest: lines 3062–3090, 99% similar"),
                failures.get(1).message());
        assertTrue(failures.get(2).message().startsWith("ambiguous: found 34 occurrences (expected 1)"));
        assertTrue(failures.get(3).message().startsWith("ambiguous: found 16 occurrences (expected 1)"));
        for (ExpectedFailure expected : w4.expectedFailures()) {
            EditOutcome outcome = result.edits().get(expected.index());
            assertEquals(expected.label(), outcome.label());
        }
        assertEquals(w4.expected(), result.file().after());
        assertEquals(w4.expectedFile().sha256(), Workloads.sha256(result.file().after()));
    }
}
