package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import org.junit.jupiter.api.Test;

class LineOffsetsTest {
    @Test
    void aFinalBreakAddsAnAddressableLineButNoCountedOne() {
        LineOffsets lines = LineOffsets.of("ab\ncd\n");
        assertEquals(2, lines.lineCount());
        assertEquals(3, lines.addressableLines());
        assertEquals(0, lines.lineStart(1));
        assertEquals(3, lines.lineStart(2));
        assertEquals(6, lines.lineStart(3));
        assertEquals(2, lines.lineEnd(1));
        assertEquals(5, lines.lineEnd(2));
        assertEquals(6, lines.lineEnd(3));
    }

    @Test
    void aLastLineWithoutBreakEndsAtTheTextsEnd() {
        LineOffsets lines = LineOffsets.of("ab\ncde");
        assertEquals(2, lines.lineCount());
        assertEquals(2, lines.addressableLines());
        assertEquals(3, lines.lineStart(2));
        assertEquals(6, lines.lineEnd(2));
    }

    @Test
    void theEmptyTextHasNoCountedLineAndOneEmptyAddressableLine() {
        LineOffsets lines = LineOffsets.of("");
        assertEquals(0, lines.lineCount());
        assertEquals(1, lines.addressableLines());
        assertEquals(0, lines.lineStart(1));
        assertEquals(0, lines.lineEnd(1));
        assertEquals(1, lines.lineOf(0));
        assertEquals(0, lines.columnOf(0));
    }

    @Test
    void aLineBreakBelongsToTheLineItEnds() {
        LineOffsets lines = LineOffsets.of("ab\n\ncd");
        assertEquals(1, lines.lineOf(0));
        assertEquals(1, lines.lineOf(2));
        assertEquals(2, lines.lineOf(3));
        assertEquals(3, lines.lineOf(4));
        assertEquals(3, lines.lineOf(6));
        assertEquals(2, lines.columnOf(2));
        assertEquals(0, lines.columnOf(3));
        assertEquals(1, lines.columnOf(5));
        assertEquals(2, lines.columnOf(6));
    }

    @Test
    void manyLinesGrowTheTableOfStarts() {
        LineOffsets lines = LineOffsets.of("xy\n".repeat(200));
        assertEquals(200, lines.lineCount());
        assertEquals(201, lines.addressableLines());
        assertEquals(64 * 3, lines.lineStart(65));
        assertEquals(129 * 3 + 2, lines.lineEnd(130));
        assertEquals(600, lines.lineStart(201));
        assertEquals(150, lines.lineOf(149 * 3 + 1));
        assertEquals(1, lines.columnOf(149 * 3 + 1));
    }

    /** Against a naive model that counts the line breaks before an offset. */
    @Test
    void lineAndColumnOfEveryOffsetAgreeWithANaiveCount() {
        qt().forAll(strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 40))
                .checkAssert(raw -> {
                    String text = raw.replace('c', '\n');
                    LineOffsets lines = LineOffsets.of(text);
                    for (int offset = 0; offset <= text.length(); offset++) {
                        String before = text.substring(0, offset);
                        int breaks = before.length() - before.replace("\n", "").length();
                        int column = offset - (before.lastIndexOf('\n') + 1);
                        assertEquals(breaks + 1, lines.lineOf(offset), text + " @" + offset);
                        assertEquals(column, lines.columnOf(offset), text + " @" + offset);
                        assertEquals(offset - column, lines.lineStart(breaks + 1), text + " @" + offset);
                    }
                });
    }
}
