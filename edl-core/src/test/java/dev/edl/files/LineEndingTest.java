package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.internal.text.LineEndings;
import org.junit.jupiter.api.Test;

class LineEndingTest {
    @Test
    void detection() {
        assertEquals(LineEnding.LF, LineEndings.detect(""));
        assertEquals(LineEnding.LF, LineEndings.detect("no break"));
        assertEquals(LineEnding.LF, LineEndings.detect("a\nb\n"));
        assertEquals(LineEnding.LF, LineEndings.detect("a\rb\r"));
        assertEquals(LineEnding.CRLF, LineEndings.detect("a\r\nb"));
        assertEquals(LineEnding.CRLF, LineEndings.detect("\r\n"));
        assertEquals(LineEnding.MIXED, LineEndings.detect("a\r\nb\n"));
        assertEquals(LineEnding.MIXED, LineEndings.detect("\na\r\n"));
    }
}
