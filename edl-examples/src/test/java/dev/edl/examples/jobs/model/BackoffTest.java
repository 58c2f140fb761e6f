package dev.edl.examples.jobs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@link Backoff#exponential}: doubling delays, the server's Retry-After, and the cap. */
class BackoffTest {
    private final Backoff backoff = Backoff.exponential(Duration.ofSeconds(1), Duration.ofSeconds(60));

    @Test
    void delaysDoubleUpToTheCap() {
        assertEquals(Duration.ofSeconds(1), backoff.delay(1, null));
        assertEquals(Duration.ofSeconds(2), backoff.delay(2, null));
        assertEquals(Duration.ofSeconds(32), backoff.delay(6, null));
        assertEquals(Duration.ofSeconds(60), backoff.delay(7, null));
        assertEquals(Duration.ofSeconds(60), backoff.delay(500, null));
    }

    @Test
    void retryAfterWinsButIsCapped() {
        assertEquals(Duration.ofSeconds(7), backoff.delay(1, Duration.ofSeconds(7)));
        assertEquals(Duration.ZERO, backoff.delay(3, Duration.ZERO));
        assertEquals(Duration.ofSeconds(60), backoff.delay(1, Duration.ofHours(1)));
    }
}
