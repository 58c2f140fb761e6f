package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.FileEdit;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditAttemptTest {
    private static final EditOutcome APPLIED = new EditOutcome(
            1, "e1", "a.txt", EditStatus.APPLIED, MatchKind.EXACT, 1, "applied at line 1 (exact)", "", null);
    private static final EditOutcome FAILED = EditOutcome.failed(2, "e2", "a.txt", "not found");
    private static final EditedFile CHANGED =
            new EditedFile(FileEdit.of("a.txt", "x\n", "y\n").withDiff("--- a/a.txt\n"), List.of(APPLIED));
    private static final EditedFile SAME = new EditedFile(FileEdit.of("b.txt", "b\n", "b\n"), List.of());

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
        assertEquals(1, attempt.applied());
        assertEquals(1, attempt.failed());
        assertEquals(List.of(FAILED), attempt.failures());
        assertTrue(attempt.error().isPresent());
        assertEquals(List.of(CHANGED), attempt.changedFiles());
        assertEquals(SAME, attempt.file("./b.txt").orElseThrow());
        assertTrue(attempt.file("c.txt").isEmpty());
        assertEquals("--- a/a.txt\n", attempt.diff());
    }

    @Test
    void formattedListsTheEditsThenTheDiffOrTheRetryInstructions() {
        EditAttempt clean = new EditAttempt(1, List.of(CHANGED, SAME), List.of(APPLIED), List.of());
        assertEquals("✓ 1 a.txt: applied at line 1 (exact)\n\n--- a/a.txt\n", clean.formatted());
        EditAttempt failed = new EditAttempt(
                2, List.of(CHANGED), List.of(APPLIED, FAILED), List.of(new BlockDiagnostic(7, "FIND without REPLACE")));
        String report = failed.formatted();
        assertTrue(
                report.startsWith("✓ 1 a.txt: applied at line 1 (exact)\n✗ 2 a.txt: not found\n"
                        + "Format problems:\n  line 7: FIND without REPLACE\n\n"),
                report);
        assertTrue(report.endsWith(EditPrompt.retryFeedback(failed)), report);
    }
}
