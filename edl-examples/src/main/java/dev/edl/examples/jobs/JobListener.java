package dev.edl.examples.jobs;

import dev.edl.batch.EditAttempt;
import dev.edl.examples.jobs.model.ModelReply;

/** Hears a {@link JobRunner}'s progress; every method is called on the runner's thread. */
public interface JobListener {
    /** A listener that ignores everything. */
    JobListener NONE = new JobListener() {};

    /**
     * An attempt starts: the model is asked.
     *
     * @param attempt the 1-based attempt number
     * @param maxAttempts the most attempts of this run
     */
    default void attemptStarted(int attempt, int maxAttempts) {}

    /**
     * A streamed piece of the answer arrived.
     *
     * @param attempt the attempt
     * @param pieces how many pieces have arrived in this attempt so far (about one token each)
     */
    default void streamed(int attempt, int pieces) {}

    /**
     * The model client sends its request again (HTTP 429 or 5xx).
     *
     * @param attempt the attempt
     * @param message what happened and how long the client waits
     */
    default void retrying(int attempt, String message) {}

    /**
     * The model answered.
     *
     * @param attempt the attempt
     * @param reply the answer
     */
    default void replied(int attempt, ModelReply reply) {}

    /**
     * The answer's edit blocks were applied to the originals in memory.
     *
     * @param attempt the attempt
     * @param result the outcome of every edit
     */
    default void applied(int attempt, EditAttempt result) {}

    /**
     * The verify command is about to run.
     *
     * @param attempt the attempt
     * @param command the command
     */
    default void verifying(int attempt, String command) {}

    /**
     * The verify command finished.
     *
     * @param attempt the attempt
     * @param result what it did
     */
    default void verified(int attempt, VerifyResult result) {}
}
