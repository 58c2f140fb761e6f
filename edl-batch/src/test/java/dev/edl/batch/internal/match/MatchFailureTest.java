package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchFailureTest {
    private static MatchFailure failure(String message) {
        return new MatchFailure(FailureReason.NOT_FOUND, message, 0, List.of(), null);
    }

    @Test
    void theSummaryIsTheFirstLine() {
        assertEquals("not found", failure("not found").summary());
        assertEquals(
                "not found — closest: line 2",
                failure("not found — closest: line 2\n  -a\n  +b").summary());
        assertEquals("", failure("\nsecond").summary());
    }

    @Test
    void theLinesAreCopied() {
        List<Integer> lines = new ArrayList<>(List.of(1, 2));
        MatchFailure failure = new MatchFailure(FailureReason.WRONG_COUNT, "m", 2, lines, null);
        lines.add(3);
        assertEquals(List.of(1, 2), failure.lines());
    }
}
