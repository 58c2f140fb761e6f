package dev.edl.examples.jobs;

import java.util.List;
import java.util.Objects;

/**
 * How a job run ended.
 *
 * @param outcome what happened
 * @param attempts every attempt, in order
 * @param written the workspace-relative paths written (empty unless {@link Outcome#WRITTEN})
 * @param message a one-line summary
 */
public record JobResult(Outcome outcome, List<AttemptReport> attempts, List<String> written, String message) {
    /** Copies the lists. */
    public JobResult {
        Objects.requireNonNull(outcome, "outcome");
        attempts = List.copyOf(attempts);
        written = List.copyOf(written);
        Objects.requireNonNull(message, "message");
    }

    /** How a run ended. */
    public enum Outcome {
        /** An attempt was verified and its files written (all of them). */
        WRITTEN,
        /** An attempt was verified; a dry run writes nothing. */
        VERIFIED_DRY_RUN,
        /** Every attempt failed to apply or to verify; nothing was written. */
        ATTEMPTS_EXHAUSTED,
        /** The model could not be asked (connection refused, timeout, bad status, malformed body); nothing was written. */
        MODEL_FAILED,
        /** An attempt was verified but the files could not be written; none was. */
        WRITE_FAILED
    }

    /**
     * Whether a verified attempt was written (or, in a dry run, found).
     *
     * @return true for {@link Outcome#WRITTEN} and {@link Outcome#VERIFIED_DRY_RUN}
     */
    public boolean isSuccess() {
        return outcome == Outcome.WRITTEN || outcome == Outcome.VERIFIED_DRY_RUN;
    }

    /**
     * The last attempt's diff: what was written, or would be in a dry run.
     *
     * @return the unified diff, empty when there was no attempt
     */
    public String diff() {
        return attempts.isEmpty() ? "" : attempts.get(attempts.size() - 1).diff();
    }
}
