package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A line hint picks one of several matches only within a window; a far unique match says how far. */
class LineHintWindowTest {
    /** 200 lines; "target();" at lines 10, 100 and 190. */
    private static String text() {
        StringBuilder out = new StringBuilder();
        for (int line = 1; line <= 200; line++) {
            out.append(line == 10 || line == 100 || line == 190 ? "target();" : "line " + line)
                    .append('\n');
        }
        return out.toString();
    }

    private static EditOutcome single(SearchReplace edit) {
        return BatchEdit.withDefaults().apply(text(), List.of(edit)).edits().get(0);
    }

    @Test
    void aHintPicksOneOfSeveralWithinTheWindow() {
        EditOutcome outcome = single(SearchReplace.of("target();", "done();").withLineHint(95));
        assertEquals(EditStatus.APPLIED, outcome.status());
        assertEquals("applied at line 100 (exact, the nearest of 3 to line hint 95, 5 lines away)", outcome.message());
    }

    @Test
    void aHintFarFromEveryMatchFailsAndListsTheCandidates() {
        // Before: line hint 5 applied at line 10 and hint 140 at line 100 or 190 — the nearest, however far.
        EditOutcome outcome = single(SearchReplace.of("target();", "done();").withLineHint(145));
        assertEquals(EditStatus.FAILED, outcome.status());
        assertTrue(
                outcome.message()
                        .startsWith("ambiguous: found 3 occurrences at lines 10, 100, 190, none within 40 lines of line"
                                + " hint 145 (the nearest, line 100, is 45 lines away)"),
                outcome.message());
    }

    @Test
    void aUniqueMatchFarFromItsHintAppliesAndSaysHowFar() {
        EditOutcome outcome = single(SearchReplace.of("line 150\n", "changed\n").withLineHint(5));
        assertEquals(EditStatus.APPLIED, outcome.status());
        assertEquals("applied at line 150 (exact, 145 lines from line hint 5)", outcome.message());
    }

    @Test
    void editBlocksUseTheSameWindowAndWords() {
        String response = "FILE: a.txt\nFIND (near line 145):\ntarget();\nREPLACE:\ndone();\nEND\n";
        EditFailedException failure = org.junit.jupiter.api.Assertions.assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply(text(), EditBlocks.parse(response).edits()));
        assertTrue(failure.reason().contains("none within 40 lines of line hint 145"), failure.reason());
    }
}
