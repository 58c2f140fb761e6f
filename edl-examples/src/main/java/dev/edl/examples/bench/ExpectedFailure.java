package dev.edl.examples.bench;

/**
 * An edit of a batch workload that is designed to fail.
 *
 * @param index the 0-based edit index
 * @param label the edit's label
 * @param reason {@code not_found} or {@code ambiguous}
 * @param occurrences how many times the search occurs when the edit runs
 */
public record ExpectedFailure(int index, String label, String reason, int occurrences) {}
