package dev.edl.examples.bench;

/**
 * An {@code edl} workload (W1–W3), loaded into memory: one script editing one file.
 *
 * @param id e.g. {@code "W1"}
 * @param name e.g. {@code "edl-heredoc-10k"}
 * @param script the EDL script
 * @param scriptPath the file name the script uses (its {@code file} command), relative to the
 *     virtual root
 * @param input the input file's content
 * @param inputFile the input's manifest entry
 * @param expected the expected content after the script
 * @param expectedFile the expected output's manifest entry (its sha256 identifies the right result)
 * @param expectedReplacements how many ranges the script replaces in all
 */
public record EdlWorkload(
        String id,
        String name,
        String script,
        String scriptPath,
        String input,
        WorkloadFile inputFile,
        String expected,
        WorkloadFile expectedFile,
        int expectedReplacements) {}
