package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BlockOutcomeTest {
    @Test
    void successIsApplied() {
        BlockEdit edit = BlockEdit.of(1, "a", "x", "y");
        assertTrue(new BlockOutcome(edit, true, MatchKind.EXACT, 3, "applied at line 3", null).isSuccess());
        assertFalse(new BlockOutcome(edit, false, null, 0, "not found", null).isSuccess());
    }
}
