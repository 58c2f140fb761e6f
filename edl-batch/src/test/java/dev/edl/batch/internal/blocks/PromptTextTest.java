package dev.edl.batch.internal.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PromptTextTest {
    @Test
    void gutterWidthFitsTheLineCount() {
        assertEquals("1 | a\n2 |\n3 |   b\n", PromptText.withGutter("a\n\n  b"));
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            text.append("x\n");
        }
        String numbered = PromptText.withGutter(text.toString());
        assertEquals(" 1 | x\n", numbered.substring(0, 7));
        assertEquals("10 | x\n", numbered.substring(numbered.length() - 7));
        assertEquals("1 | a\n2 | b\n", PromptText.withGutter("a\r\nb\r\n"));
        assertEquals("", PromptText.withGutter(""));
    }

    @Test
    void lineCountIgnoresTheFinalLineBreak() {
        assertEquals(0, PromptText.lineCount(""));
        assertEquals(1, PromptText.lineCount("a\n"));
        assertEquals(2, PromptText.lineCount("a\nb"));
        assertEquals(2, PromptText.lineCount("a\n\n"));
    }
}
