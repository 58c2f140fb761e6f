package dev.edl.examples.jobs;

import dev.edl.examples.jobs.model.ModelReply;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One attempt of a job run.
 *
 * @param number the 1-based attempt number
 * @param reply the model's answer
 * @param edits how many edit blocks the answer had
 * @param applied how many of them applied to the originals
 * @param problems the failed edits and malformed blocks, one line each (empty when all applied)
 * @param verify the verify command's result, or null when it did not run (the edits did not all
 *     apply, or there is no verify command)
 * @param diff the unified diff of the applied edits against the originals
 * @param passed true when every edit applied and the verify command (if any) passed
 */
public record AttemptReport(
        int number,
        ModelReply reply,
        int edits,
        int applied,
        List<String> problems,
        @Nullable VerifyResult verify,
        String diff,
        boolean passed) {
    /** Copies the list. */
    public AttemptReport {
        Objects.requireNonNull(reply, "reply");
        problems = List.copyOf(problems);
        Objects.requireNonNull(diff, "diff");
    }
}
