package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.batch.internal.match.ClosestWindow;
import org.junit.jupiter.api.Test;

class CandidateTest {
    @Test
    void percentRoundsDownAndLinesAreKept() {
        assertEquals(99, Candidate.of(new ClosestWindow(1, 2, 0.996, "x", "")).percent());
        assertEquals(100, Candidate.of(new ClosestWindow(1, 1, 1.0, "x", "")).percent());
        assertEquals(0, Candidate.of(new ClosestWindow(1, 1, 0.0, "x", "")).percent());
        Candidate candidate = Candidate.of(new ClosestWindow(4, 6, 0.5, "a\nb\nc", "  -x\n  +a"));
        assertEquals(4, candidate.startLine());
        assertEquals(6, candidate.endLine());
        assertEquals("a\nb\nc", candidate.text());
        assertEquals("  -x\n  +a", candidate.lineDiff());
    }
}
