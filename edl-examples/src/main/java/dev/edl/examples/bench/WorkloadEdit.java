package dev.edl.examples.bench;

/**
 * One search/replace edit of the W4 workload.
 *
 * @param label the spell name
 * @param search the raw entry to find
 * @param replace the formatted Markdown
 */
public record WorkloadEdit(String label, String search, String replace) {}
