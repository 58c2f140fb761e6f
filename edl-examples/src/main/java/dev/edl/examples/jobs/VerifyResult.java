package dev.edl.examples.jobs;

import java.util.Objects;

/**
 * What a verify command did.
 *
 * @param command the shell command
 * @param passed true when it exited with 0 within the timeout
 * @param exitCode its exit code, or -1 when it timed out or could not start
 * @param timedOut true when it was killed at the timeout
 * @param output its standard output and error, interleaved; a long output keeps its beginning and
 *     its end with a marker between them
 * @param millis how long it ran, in milliseconds
 */
public record VerifyResult(String command, boolean passed, int exitCode, boolean timedOut, String output, long millis) {
    /** Checks the arguments. */
    public VerifyResult {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(output, "output");
    }
}
