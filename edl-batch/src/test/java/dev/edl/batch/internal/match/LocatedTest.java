package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.edl.batch.MatchKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class LocatedTest {
    private static final Occurrence ONE = new Occurrence(0, 1, 3, 3, MatchKind.EXACT, 1.0, "x");

    @Test
    void theHintNoteNamesThePickAmongSeveral() {
        assertEquals("the one of 3 at line hint 120", new Located(MatchKind.EXACT, List.of(ONE), 3, 120, 0).hintNote());
        assertEquals(
                "the nearest of 3 to line hint 120, 1 line away",
                new Located(MatchKind.EXACT, List.of(ONE), 3, 120, 1).hintNote());
        assertEquals(
                "the nearest of 2 to line hint 120, 2 lines away",
                new Located(MatchKind.EXACT, List.of(ONE), 2, 120, 2).hintNote());
    }

    @Test
    void aUniqueMatchIsNotedOnlyBeyondTheHintWindow() {
        assertEquals("", new Located(MatchKind.EXACT, List.of(ONE), 1, 5, Located.HINT_WINDOW).hintNote());
        assertEquals(
                "41 lines from line hint 5",
                new Located(MatchKind.EXACT, List.of(ONE), 1, 5, Located.HINT_WINDOW + 1).hintNote());
        assertEquals("82 lines from line hint 5", new Located(MatchKind.EXACT, List.of(ONE), 1, 5, 82).hintNote());
    }

    @Test
    void noHintNoNote() {
        assertEquals("", new Located(MatchKind.EXACT, List.of(ONE), 3).hintNote());
        assertEquals("", new Located(MatchKind.EXACT, List.of(ONE), 1, 0, 0).hintNote());
    }

    @Test
    void atLeastOneOccurrenceAndTheListIsCopied() {
        assertThrows(IllegalArgumentException.class, () -> new Located(MatchKind.EXACT, List.of(), 0));
        java.util.ArrayList<Occurrence> list = new java.util.ArrayList<>(List.of(ONE));
        Located located = new Located(MatchKind.EXACT, list, 1);
        list.clear();
        assertEquals(ONE, located.first());
    }
}
