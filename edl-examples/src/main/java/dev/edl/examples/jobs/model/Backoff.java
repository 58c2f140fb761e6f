package dev.edl.examples.jobs.model;

import java.time.Duration;
import org.jspecify.annotations.Nullable;

/** How long to wait before a retry of a request that got HTTP 429 or 5xx. */
@FunctionalInterface
public interface Backoff {
    /**
     * The delay before a retry.
     *
     * @param retry the 1-based number of the retry about to be made
     * @param retryAfter the server's {@code Retry-After}, or null when it sent none (or an
     *     unreadable one)
     * @return the delay, not negative
     */
    Duration delay(int retry, @Nullable Duration retryAfter);

    /**
     * Exponential backoff: {@code initial × 2^(retry-1)}, or the server's {@code Retry-After} when
     * given, never more than {@code max}.
     *
     * @param initial the first delay
     * @param max the longest delay
     * @return the backoff
     */
    static Backoff exponential(Duration initial, Duration max) {
        return (retry, retryAfter) -> {
            Duration wanted =
                    retryAfter != null ? retryAfter : initial.multipliedBy(1L << Math.min(Math.max(retry - 1, 0), 20));
            return wanted.compareTo(max) > 0 ? max : wanted.isNegative() ? Duration.ZERO : wanted;
        };
    }
}
