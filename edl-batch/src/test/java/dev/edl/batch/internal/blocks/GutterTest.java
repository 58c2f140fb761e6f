package dev.edl.batch.internal.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GutterTest {
    @Test
    void stripsIncreasingGuttersKeepingContentVerbatim() {
        Gutter.Stripped stripped = Gutter.strip(List.of("  98 |     a", "  99 |", " 100 | \tb  ", "102|c"));
        assertEquals(List.of("    a", "", "\tb  ", "c"), stripped.lines());
        assertEquals(98, stripped.firstNumber());
    }

    @Test
    void keepsLinesWhenAnyLineLacksTheGutterOrNumbersDoNotIncrease() {
        List<String> mixed = List.of("1 | a", "b");
        assertEquals(mixed, Gutter.strip(mixed).lines());
        assertNull(Gutter.strip(mixed).firstNumber());
        List<String> repeated = List.of("5 | a", "5 | b");
        assertNull(Gutter.strip(repeated).firstNumber());
        assertNull(Gutter.strip(List.of("0 | a")).firstNumber());
        assertNull(Gutter.strip(List.of()).firstNumber());
        assertNull(Gutter.strip(List.of("a | b")).firstNumber());
    }

    @Test
    void stripAllIgnoresNumbersButNeedsEveryLine() {
        assertEquals(List.of("x", "y"), Gutter.stripAll(List.of("7 | x", "3 | y")));
        List<String> partial = List.of("7 | x", "y");
        assertSame(partial, Gutter.stripAll(partial));
        assertTrue(Gutter.anyHas(partial));
        assertFalse(Gutter.anyHas(List.of("x", "y")));
    }
}
