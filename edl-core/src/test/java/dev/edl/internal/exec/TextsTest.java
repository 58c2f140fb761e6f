package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.nio.CharBuffer;
import org.junit.jupiter.api.Test;

class TextsTest {
    @Test
    void lineCountFollowsTheReportRule() {
        assertEquals(0, Texts.lineCount(""));
        assertEquals(1, Texts.lineCount("x"));
        assertEquals(1, Texts.lineCount("x\n"));
        assertEquals(2, Texts.lineCount("a\nb"));
        assertEquals(2, Texts.lineCount(new StringBuilder("\n\n")));
    }

    @Test
    void everyKindOfTextAndTheLineOffsetsCountLinesAlike() {
        qt().forAll(strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 40))
                .checkAssert(raw -> {
                    String text = raw.replace('c', '\n');
                    long breaks = text.chars().filter(c -> c == '\n').count();
                    int expected = text.isEmpty() ? 0 : (int) (text.endsWith("\n") ? breaks : breaks + 1);
                    assertEquals(expected, Texts.lineCount(text), text);
                    assertEquals(expected, Texts.lineCount(new StringBuilder(text)), text);
                    assertEquals(expected, Texts.lineCount(CharBuffer.wrap(text)), text);
                    assertEquals(expected, LineOffsets.of(text).lineCount(), text);
                });
    }
}
