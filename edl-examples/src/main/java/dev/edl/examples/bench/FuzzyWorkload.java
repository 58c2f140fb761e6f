package dev.edl.examples.bench;

import java.util.List;

/**
 * A {@code fuzzy_find} workload (W5, W6), loaded into memory.
 *
 * @param id e.g. {@code "W5"}
 * @param name e.g. {@code "fuzzy-10k"}
 * @param input the file searched
 * @param inputFile the input's manifest entry
 * @param queries the queries
 */
public record FuzzyWorkload(String id, String name, String input, WorkloadFile inputFile, List<FuzzyQuery> queries) {
    /** Copies the list. */
    public FuzzyWorkload {
        queries = List.copyOf(queries);
    }
}
