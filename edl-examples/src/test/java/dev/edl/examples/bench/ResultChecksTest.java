package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.MatchSettings;
import dev.edl.batch.SearchReplace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ResultChecksTest {
    private static final String SCRIPT = "file a.txt\nselect <<END\nb\nEND\nreplace <<END\nB\nEND\n";

    private static WorkloadFile file(String content) {
        return new WorkloadFile("a.txt", content.length(), content.length(), 3, Workloads.sha256(content));
    }

    private static EdlWorkload edl(String expected) {
        return new EdlWorkload("T1", "t", SCRIPT, "a.txt", "a\nb\nc\n", file("a\nb\nc\n"), expected, file(expected), 1);
    }

    @Test
    void edlAcceptsTheExpectedContentOnly() {
        EdlResult result = Edl.builder().build().runInMemory(SCRIPT, Map.of("a.txt", "a\nb\nc\n"));
        assertEquals("sha256", ResultChecks.edl(edl("a\nB\nc\n"), result));
        IllegalStateException wrong =
                assertThrows(IllegalStateException.class, () -> ResultChecks.edl(edl("a\nb\nc\n"), result));
        assertTrue(String.valueOf(wrong.getMessage()).startsWith("T1: wrong result: final content has sha256 "));
    }

    @Test
    void edlRejectsAFailedScript() {
        EdlResult failed = Edl.builder().build().runInMemory(SCRIPT, Map.of("a.txt", "nothing\n"));
        IllegalStateException wrong =
                assertThrows(IllegalStateException.class, () -> ResultChecks.edl(edl("a\nB\nc\n"), failed));
        assertTrue(String.valueOf(wrong.getMessage()).startsWith("T1: wrong result: the script failed"));
    }

    @Test
    void batchChecksCountsFailingIndexesAndContent() {
        String input = "one\ntwo\nthree\n";
        List<SearchReplace> edits =
                List.of(SearchReplace.of("one", "1"), SearchReplace.of("missing", "x"), SearchReplace.of("two", "2"));
        BatchResult result = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(false))
                .build()
                .apply(input, edits);
        List<WorkloadEdit> workloadEdits = List.of(
                new WorkloadEdit("a", "one", "1"),
                new WorkloadEdit("b", "missing", "x"),
                new WorkloadEdit("c", "two", "2"));
        String expected = "1\n2\nthree\n";
        BatchWorkload right = new BatchWorkload(
                "T4",
                "t",
                input,
                file(input),
                workloadEdits,
                expected,
                file(expected),
                2,
                List.of(new ExpectedFailure(1, "b", "not_found", 0)));
        assertEquals("2 applied / 1 failed, sha256", ResultChecks.batch(right, result));

        BatchWorkload otherIndex = new BatchWorkload(
                "T4",
                "t",
                input,
                file(input),
                workloadEdits,
                expected,
                file(expected),
                2,
                List.of(new ExpectedFailure(2, "c", "not_found", 0)));
        assertThrows(IllegalStateException.class, () -> ResultChecks.batch(otherIndex, result));
        BatchWorkload otherContent = new BatchWorkload(
                "T4",
                "t",
                input,
                file(input),
                workloadEdits,
                "1\ntwo\nthree\n",
                file("1\ntwo\nthree\n"),
                2,
                List.of(new ExpectedFailure(1, "b", "not_found", 0)));
        assertThrows(IllegalStateException.class, () -> ResultChecks.batch(otherContent, result));
        BatchWorkload otherCounts =
                new BatchWorkload("T4", "t", input, file(input), workloadEdits, expected, file(expected), 3, List.of());
        IllegalStateException wrong =
                assertThrows(IllegalStateException.class, () -> ResultChecks.batch(otherCounts, result));
        assertEquals("T4: wrong result: expected 3 applied / 0 failed, got 2 / 1", wrong.getMessage());
    }

    @Test
    void fuzzyNeedsEveryQueryWithinOneLine() {
        List<FuzzyQuery> queries = new ArrayList<>();
        List<Optional<Integer>> answers = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            queries.add(new FuzzyQuery(String.format("q%02d", i), "x", 10 * i, 10 * i + 2, 3, "x", "add2"));
            answers.add(Optional.of(10 * i + (i % 3) - 1));
        }
        FuzzyWorkload workload = new FuzzyWorkload("T5", "t", "", file(""), queries);
        assertEquals("40/40 true locations", ResultChecks.fuzzy(workload, answers));

        List<Optional<Integer>> offByTwo = new ArrayList<>(answers);
        offByTwo.set(6, Optional.of(72));
        offByTwo.set(7, Optional.empty());
        IllegalStateException wrong =
                assertThrows(IllegalStateException.class, () -> ResultChecks.fuzzy(workload, offByTwo));
        assertEquals(
                "T5: wrong result: 38/40 true locations; missed: q07 (true line 70, got 72) q08 (true line 80, got nothing)",
                wrong.getMessage());
    }
}
