package dev.edl.examples.bench;

/**
 * One query of a {@code fuzzy_find} workload.
 *
 * @param id {@code q01} … {@code q40}
 * @param query the search text (re-indented, one typo, no trailing newline)
 * @param trueLine the 1-based first line of the true location
 * @param trueLineEnd the 1-based last line of the true location
 * @param blockLines the number of lines (3–6)
 * @param trueText the unmodified block as it appears in the file
 * @param indentChange how the query was re-indented ({@code add2}, {@code tabs}, …)
 */
public record FuzzyQuery(
        String id, String query, int trueLine, int trueLineEnd, int blockLines, String trueText, String indentChange) {}
