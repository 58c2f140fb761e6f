package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StringBuildersTest {
    @Test
    void aBuilderHoldsWideAndLatin1TextWhicheverWidthItStartsWith() {
        assertEquals(
                "x\u0100", StringBuilders.withRoom(1, true).append("x\u0100").toString());
        assertEquals("xy", StringBuilders.withRoom(1, false).append("xy").toString());
        assertEquals("xy", StringBuilders.withRoom(1, true).append("xy").toString());
        assertTrue(StringBuilders.withRoom(100, true).capacity() >= 100);
        assertTrue(StringBuilders.withRoom(100, false).capacity() >= 100);
    }
}
