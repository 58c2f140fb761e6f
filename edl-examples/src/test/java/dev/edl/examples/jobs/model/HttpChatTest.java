package dev.edl.examples.jobs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.Test;

/** {@link HttpChat}'s reading of Retry-After headers and error bodies. */
class HttpChatTest {
    @Test
    void retryAfterIsSecondsOrAnHttpDate() {
        assertEquals(Duration.ofSeconds(120), HttpChat.retryAfter("120"));
        assertEquals(Duration.ZERO, HttpChat.retryAfter("0"));
        String inAMinute = DateTimeFormatter.RFC_1123_DATE_TIME.format(
                ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(61));
        Duration untilThen = HttpChat.retryAfter(inAMinute);
        assertTrue(
                untilThen != null && untilThen.toSeconds() > 30 && untilThen.toSeconds() <= 61,
                () -> String.valueOf(untilThen));
        assertEquals(Duration.ZERO, HttpChat.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT"));
        assertNull(HttpChat.retryAfter("soon"));
        assertNull(HttpChat.retryAfter("-5"));
        assertNull(HttpChat.retryAfter(null));
    }

    @Test
    void errorMessagesComeFromEitherWireFormatOrTheText() {
        assertEquals("model 'x' not found", HttpChat.errorMessage("{\"error\":\"model 'x' not found\"}"));
        assertEquals(
                "Rate limit reached",
                HttpChat.errorMessage("{\"error\":{\"message\":\"Rate limit reached\",\"type\":\"requests\"}}"));
        assertEquals("502 Bad Gateway", HttpChat.errorMessage("502 Bad Gateway\n<html>…</html>"));
        assertEquals("", HttpChat.errorMessage("  "));
    }
}
