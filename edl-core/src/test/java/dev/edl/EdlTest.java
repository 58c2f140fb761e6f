package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EdlTest {
    @Test
    void version() {
        assertEquals("0.1.0", Edl.version());
    }
}
