package dev.edl.examples.bench;

import java.util.List;

/**
 * A {@code batch_search_replace} workload (W4), loaded into memory.
 *
 * @param id e.g. {@code "W4"}
 * @param name e.g. {@code "batch-400-markdown"}
 * @param input the input file's content
 * @param inputFile the input's manifest entry
 * @param edits the edits, in order
 * @param expected the expected content after the successful edits
 * @param expectedFile the expected output's manifest entry (its sha256 identifies the right result)
 * @param expectedSucceeded how many edits should succeed
 * @param expectedFailures the edits designed to fail
 */
public record BatchWorkload(
        String id,
        String name,
        String input,
        WorkloadFile inputFile,
        List<WorkloadEdit> edits,
        String expected,
        WorkloadFile expectedFile,
        int expectedSucceeded,
        List<ExpectedFailure> expectedFailures) {

    /** Copies the lists. */
    public BatchWorkload {
        edits = List.copyOf(edits);
        expectedFailures = List.copyOf(expectedFailures);
    }
}
