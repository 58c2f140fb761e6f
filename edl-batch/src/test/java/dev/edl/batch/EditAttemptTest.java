package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EditAttemptTest {
    private static final BlockEdit EDIT = BlockEdit.of(1, "a.txt", "x", "y");
    private static final BlockOutcome APPLIED = new BlockOutcome(EDIT, true, MatchKind.EXACT, 1, "applied", null);
    private static final BlockOutcome FAILED = new BlockOutcome(EDIT, false, null, 0, "not found", null);
    private static final EditedFile CHANGED = new EditedFile("a.txt", "x\n", "y\n", "--- a/a.txt\n", List.of(APPLIED));
    private static final EditedFile SAME = new EditedFile("b.txt", "b\n", "b\n", "", List.of());

    @Test
    void successNeedsEditsAllAppliedAndNoDiagnostics() {
        assertTrue(new EditAttempt(1, List.of(CHANGED, SAME), List.of(APPLIED), List.of()).isSuccess());
        assertFalse(new EditAttempt(1, List.of(CHANGED), List.of(APPLIED, FAILED), List.of()).isSuccess());
        assertFalse(new EditAttempt(1, List.of(CHANGED), List.of(APPLIED), List.of(new BlockDiagnostic(3, "x")))
                .isSuccess());
        assertFalse(new EditAttempt(1, List.of(SAME), List.of(), List.of()).isSuccess());
    }

    @Test
    void lookups() {
        EditAttempt attempt = new EditAttempt(2, List.of(CHANGED, SAME), List.of(APPLIED, FAILED), List.of());
        assertEquals(List.of(APPLIED), attempt.applied());
        assertEquals(List.of(FAILED), attempt.failed());
        assertEquals(List.of(CHANGED), attempt.changedFiles());
        assertEquals(SAME, attempt.file("./b.txt").orElseThrow());
        assertTrue(attempt.file("c.txt").isEmpty());
        assertEquals("--- a/a.txt\n", attempt.diff());
    }
}
