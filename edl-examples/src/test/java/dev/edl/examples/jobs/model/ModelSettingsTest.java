package dev.edl.examples.jobs.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@link ModelSettings}: defaults and refused values. */
class ModelSettingsTest {
    private static final URI LOCAL = URI.create("http://127.0.0.1:11434/");

    @Test
    void defaults() {
        ModelSettings settings = ModelSettings.builder(LOCAL, "m").build();
        assertTrue(settings.stream());
        assertNull(settings.apiKey());
        assertEquals(Duration.ofSeconds(10), settings.connectTimeout());
        assertEquals(Duration.ofMinutes(10), settings.requestTimeout());
        assertEquals(Duration.ofSeconds(120), settings.idleTimeout());
        assertEquals(3, settings.maxRetries());
        assertEquals("http://127.0.0.1:11434", settings.base());
    }

    @Test
    void badValuesAreRefused() {
        assertThrows(
                IllegalArgumentException.class,
                () -> ModelSettings.builder(LOCAL, " ").build());
        assertThrows(
                IllegalArgumentException.class,
                () -> ModelSettings.builder(URI.create("ftp://host/"), "m").build());
        assertThrows(
                IllegalArgumentException.class,
                () -> ModelSettings.builder(URI.create("127.0.0.1:11434"), "m").build());
        assertThrows(
                IllegalArgumentException.class,
                () -> ModelSettings.builder(LOCAL, "m")
                        .idleTimeout(Duration.ZERO)
                        .build());
        assertThrows(
                IllegalArgumentException.class,
                () -> ModelSettings.builder(LOCAL, "m").maxRetries(-1).build());
    }
}
