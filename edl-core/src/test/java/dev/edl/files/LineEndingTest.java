package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LineEndingTest {
    @Test
    void detection() {
        assertEquals(LineEnding.LF, DecodedText.detect(""));
        assertEquals(LineEnding.LF, DecodedText.detect("no break"));
        assertEquals(LineEnding.LF, DecodedText.detect("a\nb\n"));
        assertEquals(LineEnding.LF, DecodedText.detect("a\rb\r"));
        assertEquals(LineEnding.CRLF, DecodedText.detect("a\r\nb"));
        assertEquals(LineEnding.CRLF, DecodedText.detect("\r\n"));
        assertEquals(LineEnding.MIXED, DecodedText.detect("a\r\nb\n"));
        assertEquals(LineEnding.MIXED, DecodedText.detect("\na\r\n"));
    }
}
