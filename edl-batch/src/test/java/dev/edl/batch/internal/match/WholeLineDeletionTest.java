package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.edl.batch.MatchKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WholeLineDeletionTest {
    private static Occurrence at(int start, int end, String replacement) {
        return new Occurrence(start, end, 1, 1, MatchKind.EXACT, 1.0, replacement);
    }

    /** The range of the one occurrence of {@code search} in {@code text}, deleted, after widening. */
    private static String widened(String text, String search) {
        int start = text.indexOf(search);
        Located located = new Located(MatchKind.EXACT, List.of(at(start, start + search.length(), "")), 1);
        Occurrence wide = WholeLineDeletion.widen(MatchText.of(text), located).first();
        return wide.start() + ".." + wide.end();
    }

    /** The text after deleting every occurrence given, widened. */
    private static String deleted(String text, int[]... ranges) {
        List<Occurrence> occurrences = new ArrayList<>();
        for (int[] range : ranges) {
            occurrences.add(at(range[0], range[1], ""));
        }
        Located wide = WholeLineDeletion.widen(
                MatchText.of(text), new Located(MatchKind.EXACT, occurrences, occurrences.size()));
        StringBuilder out = new StringBuilder(text);
        for (int i = wide.occurrences().size() - 1; i >= 0; i--) {
            Occurrence one = wide.occurrences().get(i);
            out.replace(one.start(), one.end(), one.replacement());
        }
        return out.toString();
    }

    @Test
    void aNonEmptyReplacementOrAnEmptyMatchLeavesTheResultAsItIs() {
        MatchText text = MatchText.of("a\nb\nc\n");
        Located replacing = new Located(MatchKind.EXACT, List.of(at(2, 3, "B")), 1);
        assertSame(replacing, WholeLineDeletion.widen(text, replacing));
        Located inserting = new Located(MatchKind.EXACT, List.of(at(2, 2, "")), 1);
        assertSame(inserting, WholeLineDeletion.widen(text, inserting));
    }

    @Test
    void aWholeLineGoesWithTheLineBreakAfterIt() {
        assertEquals("2..4", widened("a\nb\nc\n", "b"));
        assertEquals("2..4", widened("a\nb\nc\n", "b\n"));
        // the blanks around it too, spaces and tabs
        assertEquals("2..8", widened("a\n \tb \t\nc\n", "b"));
        // first line
        assertEquals("0..2", widened("b\nc\n", "b"));
        // a CRLF line break is taken whole
        assertEquals("3..6", widened("a\r\nb\r\nc\r\n", "b"));
    }

    @Test
    void aLastLineWithoutLineBreakTakesTheOneBeforeIt() {
        assertEquals("1..3", widened("a\nb", "b"));
        assertEquals("1..4", widened("a\r\nb", "b"));
        assertEquals("1..5", widened("a\n  b", "b"));
        // a match that already ends the text with its line break takes nothing before it
        assertEquals("2..4", widened("a\nb\n", "b\n"));
        // the whole text
        assertEquals("0..1", widened("b", "b"));
        assertEquals("0..3", widened("a\nb", "a\nb"));
    }

    @Test
    void aMatchSharingItsLineWithOtherTextRemovesOnlyItsCharacters() {
        assertEquals("2..3", widened("x b y\n", "b"));
        assertEquals("0..1", widened("b y\n", "b"));
        assertEquals("2..3", widened("x b\n", "b"));
        // a lone \r after the match is not a line break
        assertEquals("2..3", widened("a\nb\r", "b"));
        assertEquals("2..3", widened("a\nb\rc\n", "b"));
    }

    @Test
    void widenedOccurrencesNeverOverlapAndKeepTheResultsOtherFields() {
        assertEquals(
                "keep\nkeep", deleted("x\nkeep\nx\nkeep\nx", new int[] {0, 1}, new int[] {7, 8}, new int[] {14, 15}));
        // the second would take the line break the first took already
        assertEquals("", deleted("x\nx", new int[] {0, 1}, new int[] {2, 3}));
        Occurrence fuzzy = new Occurrence(2, 3, 2, 2, MatchKind.FUZZY, 0.8, "", "line 2 is indented");
        Located located = new Located(MatchKind.FUZZY, List.of(fuzzy), 3, 2, 0);
        Located wide = WholeLineDeletion.widen(MatchText.of("a\nb\nc\n"), located);
        assertEquals(
                new Located(
                        MatchKind.FUZZY,
                        List.of(new Occurrence(2, 4, 2, 2, MatchKind.FUZZY, 0.8, "", "line 2 is indented")),
                        3,
                        2,
                        0),
                wide);
    }
}
