package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EditOutcomeTest {
    @Test
    void appliedAndRolledBack() {
        EditOutcome applied =
                new EditOutcome(1, "x", null, EditStatus.APPLIED, MatchKind.EXACT, 3, "applied at line 3", "", null);
        assertTrue(applied.isApplied());
        EditOutcome rolledBack = applied.rolledBack();
        assertEquals(EditStatus.ROLLED_BACK, rolledBack.status());
        assertFalse(rolledBack.isApplied());
        assertEquals(1, rolledBack.number());
        assertEquals(MatchKind.EXACT, rolledBack.matchKind());
        assertTrue(rolledBack.message().startsWith("applied at line 3"));
        EditOutcome failed = EditOutcome.failed(2, null, "a.txt", "not found");
        assertFalse(failed.isApplied());
        assertNull(failed.matchKind());
        assertEquals("a.txt", failed.path());
        assertEquals(
                EditStatus.SKIPPED,
                EditOutcome.skipped(3, null, null, "skipped").status());
    }
}
