package dev.edl.examples.jobs.model;

import java.time.Duration;

/** Waits between retries; tests substitute one that records the delays instead of sleeping. */
@FunctionalInterface
public interface Sleeper {
    /** Sleeps on the calling thread. */
    Sleeper THREAD = duration -> Thread.sleep(duration.toMillis());

    /**
     * Waits.
     *
     * @param duration how long
     * @throws InterruptedException when interrupted
     */
    void sleep(Duration duration) throws InterruptedException;
}
