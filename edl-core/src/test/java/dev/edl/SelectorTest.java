package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/** The {@link Selector} factories: each kind checked at the call, written as EDL as it says. */
class SelectorTest {
    @Test
    void linesAreWholeLinesWithOneFinalLineBreakIgnored() {
        assertEquals(new Selector.Lines("    int a;\n    int b;"), Selector.lines("    int a;\n    int b;\n"));
        assertEquals(Selector.lines("x"), Selector.lines("x\n"));
        assertEquals(new Selector.Lines("x\n"), Selector.lines("x\n\n"), "only one final line break is dropped");
        assertThrows(IllegalArgumentException.class, () -> Selector.lines(""));
        assertThrows(IllegalArgumentException.class, () -> Selector.lines("\n"));
        assertThrows(IllegalArgumentException.class, () -> Selector.lines("a\r\nb"));
        assertThrows(IllegalArgumentException.class, () -> Selector.lines("a\r"));
    }

    /** Any text, however hostile to regex syntax, is matched literally and nowhere else. */
    @Test
    void textMatchesExactlyItself() {
        qt().withExamples(500)
                .forAll(SourceDSL.strings().allPossible().ofLengthBetween(1, 12))
                .checkAssert(text -> {
                    Selector selector = Selector.text(text);
                    Selector.Regex regex = (Selector.Regex) selector;
                    assertFalse(regex.source().contains("\n"), regex::source);
                    Matcher matcher = regex.compile().matcher("«" + text + "»");
                    assertTrue(matcher.find(), regex::source);
                    assertEquals(text, matcher.group(), regex::source);
                    assertEquals(1, matcher.start());
                });
        assertEquals(new Selector.Regex("a\\.b\\(c\\)", ""), Selector.text("a.b(c)"));
        assertThrows(IllegalArgumentException.class, () -> Selector.text(""));
    }

    @Test
    void regexIsCheckedAtTheCall() {
        assertEquals(new Selector.Regex("count\\b", "i"), Selector.regex("count\\b", "i"));
        assertThrows(IllegalArgumentException.class, () -> Selector.regex("(", ""));
        assertThrows(IllegalArgumentException.class, () -> Selector.regex("a/b", ""));
        assertThrows(IllegalArgumentException.class, () -> Selector.regex("a\nb", ""));
        assertThrows(IllegalArgumentException.class, () -> Selector.regex("a", "x"));
    }

    @Test
    void linesAndRangesAreOneBased() {
        assertEquals(new Selector.Line(12), Selector.line(12));
        assertEquals(new Selector.Range(new Selector.Line(3), new Selector.Line(7)), Selector.lines(3, 7));
        assertEquals("3-3", Selector.lines(3, 3).toString());
        assertThrows(IllegalArgumentException.class, () -> Selector.line(0));
        assertThrows(IllegalArgumentException.class, () -> Selector.lines(0, 2));
        assertThrows(IllegalArgumentException.class, () -> Selector.lines(5, 3));
    }

    @Test
    @SuppressWarnings("NullAway") // passes null on purpose
    void nullIsRefused() {
        assertThrows(NullPointerException.class, () -> Selector.lines(null));
        assertThrows(NullPointerException.class, () -> Selector.text(null));
        assertThrows(NullPointerException.class, () -> Selector.regex(null, ""));
        assertThrows(NullPointerException.class, () -> Selector.regex("a", null));
    }

    /** Every factory's selector is printed as EDL and parsed back to itself. */
    @Test
    void factorySelectorsRoundTripThroughEdl() {
        for (Selector selector : new Selector[] {
            Selector.lines("a\nb"),
            Selector.text("x/y"),
            Selector.regex("\\d+", "m"),
            Selector.line(2),
            Selector.lines(2, 4)
        }) {
            EdlScript script = EdlScript.builder().file("f").select(selector).build();
            assertEquals(selector, ((Command.Search) Edl.parse(script.text()).get(1)).selector(), script::text);
        }
    }
}
