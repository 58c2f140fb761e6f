package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.lists;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TextFormatTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void defaultIsUtf8WithoutBomAndLf() {
        assertEquals(new TextFormat(false, LineEnding.LF), TextFormat.DEFAULT);
        assertArrayEquals(utf8("a\nb"), TextFormat.DEFAULT.encode("a\nb"));
    }

    @Test
    void crlfEncodesEveryLineBreak() {
        TextFormat crlf = new TextFormat(false, LineEnding.CRLF);
        assertArrayEquals(utf8("a\r\nb\r\n"), crlf.encode("a\nb\n"));
        assertArrayEquals(utf8("a\rb\r\n"), crlf.encode("a\rb\n"));
        assertArrayEquals(utf8("no break"), crlf.encode("no break"));
    }

    @Test
    void mixedAndLfEncodeVerbatim() {
        assertArrayEquals(utf8("a\r\nb\n"), new TextFormat(false, LineEnding.MIXED).encode("a\r\nb\n"));
        assertArrayEquals(utf8("a\r\nb\n"), new TextFormat(false, LineEnding.LF).encode("a\r\nb\n"));
    }

    @Test
    void bomIsPrepended() {
        byte[] bytes = new TextFormat(true, LineEnding.CRLF).encode("é\n");
        assertArrayEquals(
                new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, (byte) 0xC3, (byte) 0xA9, '\r', '\n'}, bytes);
        assertArrayEquals(
                new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, new TextFormat(true, LineEnding.LF).encode(""));
    }

    @Test
    void toEditingLineBreaks() {
        assertEquals("a\nb\n", new TextFormat(false, LineEnding.CRLF).toEditingLineBreaks("a\r\nb\n"));
        assertEquals("a\nb\n", new TextFormat(false, LineEnding.LF).toEditingLineBreaks("a\r\nb\n"));
        assertEquals("a\r\nb\n", new TextFormat(false, LineEnding.MIXED).toEditingLineBreaks("a\r\nb\n"));
    }

    @Test
    void encodedTextDecodesToTheSameBytesAndCrlfTextComesBackExactly() {
        qt().forAll(
                        lists().of(arbitrary().pick("a", "\n", "\r", "\r\n", "é", " "))
                                .ofSizeBetween(0, 12)
                                .map(parts -> String.join("", parts)),
                        arbitrary().enumValues(LineEnding.class),
                        org.quicktheories.generators.SourceDSL.booleans().all())
                .checkAssert((text, ending, bom) -> {
                    TextFormat format = new TextFormat(bom, ending);
                    byte[] bytes = format.encode(text);
                    DecodedText decoded = DecodedText.decode(bytes);
                    assertNotNull(decoded);
                    assertArrayEquals(bytes, decoded.format().encode(decoded.text()));
                    assertEquals(bom, decoded.format().bom());
                    if (ending == LineEnding.CRLF) {
                        assertEquals(text, decoded.text());
                        assertEquals(
                                text.contains("\n") ? LineEnding.CRLF : LineEnding.LF,
                                decoded.format().lineEnding());
                    }
                });
    }

    @Test
    void aLoneSurrogateAnywhereIsFoundAndRefused() {
        qt().forAll(
                        lists().of(arbitrary().pick("a", "\n", "é", "\uD83D\uDE00", " "))
                                .ofSizeBetween(0, 10)
                                .map(parts -> String.join("", parts)),
                        org.quicktheories.generators.SourceDSL.integers().between(0, 1000),
                        arbitrary().pick('\uD800', '\uDBFF', '\uDC00', '\uDFFF'))
                .checkAssert((paired, at, lone) -> {
                    assertEquals(-1, TextFormat.loneSurrogate(paired));
                    int index = Math.min(at, paired.length());
                    if (index > 0 && Character.isHighSurrogate(paired.charAt(index - 1))) {
                        index--; // do not split the pair before the insertion point
                    }
                    String text = paired.substring(0, index) + lone + paired.substring(index);
                    int found = TextFormat.loneSurrogate(text);
                    assertEquals(index, found, text);
                    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                            IllegalArgumentException.class, () -> TextFormat.DEFAULT.encode(text));
                    assertEquals(
                            String.format(
                                    "the text holds a lone surrogate U+%04X at character %d, which UTF-8 cannot encode",
                                    (int) lone, index),
                            e.getMessage());
                });
    }
}
