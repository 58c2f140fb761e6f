package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BlockCandidateTest {
    @Test
    void percentRoundsDown() {
        assertEquals(99, new BlockCandidate(1, 2, 0.996, "x").percent());
        assertEquals(100, new BlockCandidate(1, 1, 1.0, "x").percent());
        assertEquals(0, new BlockCandidate(1, 1, 0.0, "x").percent());
    }
}
