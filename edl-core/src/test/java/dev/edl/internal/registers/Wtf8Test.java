package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class Wtf8Test {

    @Test
    void anyStringOfCodeUnitsRoundTrips() {
        qt().withExamples(2000)
                .forAll(lists().of(integers().between(0, Character.MAX_CODE_POINT))
                        .ofSizeBetween(0, 50))
                .checkAssert(units -> {
                    StringBuilder text = new StringBuilder();
                    for (int unit : units) {
                        if (unit <= 0xFFFF) {
                            text.append((char) unit); // every code unit, lone surrogates included
                        } else {
                            text.appendCodePoint(unit);
                        }
                    }
                    assertEquals(text.toString(), Wtf8.decode(Wtf8.encode(text.toString())));
                });
    }

    @Test
    void wellFormedStringsAreExactlyUtf8() {
        qt().withExamples(1000)
                .forAll(strings().allPossible().ofLengthBetween(0, 40))
                .checkAssert(text -> {
                    String wellFormed = new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
                    assertArrayEquals(wellFormed.getBytes(StandardCharsets.UTF_8), Wtf8.encode(wellFormed));
                });
    }

    @Test
    void anUnpairedSurrogateIsThreeBytes() {
        assertArrayEquals(new byte[] {'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80, 0}, Wtf8.encode("a\uD800\u0000"));
        assertArrayEquals(new byte[] {(byte) 0xED, (byte) 0xB0, (byte) 0x80, 'b'}, Wtf8.encode("\uDC00b"));
        assertEquals("a\uD800\u0000", Wtf8.decode(new byte[] {'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80, 0}));
        assertEquals("\uD83D\uDE00", Wtf8.decode(new byte[] {(byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80}));
    }

    @Test
    void bytesThatAreNotWtf8AreRefusedWithTheOffset() {
        assertEquals(
                "not WTF-8 at byte 1",
                assertThrows(IllegalArgumentException.class, () -> Wtf8.decode(new byte[] {'a', (byte) 0xFF}))
                        .getMessage());
        assertEquals(
                "not WTF-8 at byte 0",
                assertThrows(IllegalArgumentException.class, () -> Wtf8.decode(new byte[] {(byte) 0xE0, (byte) 0x80}))
                        .getMessage());
        assertEquals(
                "not WTF-8 at byte 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Wtf8.decode(new byte[] {(byte) 0xC0, (byte) 0x80})) // overlong NUL
                        .getMessage());
    }
}
