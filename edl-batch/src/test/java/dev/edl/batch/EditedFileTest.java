package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.FileEdit;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditedFileTest {
    @Test
    void changedAndSuccess() {
        EditOutcome applied = new EditOutcome(1, "e", "a", EditStatus.APPLIED, MatchKind.EXACT, 1, "applied", "", null);
        EditOutcome failed = EditOutcome.failed(1, "e", "a", "not found");
        EditedFile file = new EditedFile(FileEdit.of("a", "x\n", "y\n"), List.of(applied));
        assertTrue(file.changed());
        assertTrue(file.isSuccess());
        assertTrue(file.error().isEmpty());
        EditedFile untouched = new EditedFile(FileEdit.of("a", "x\n", "x\n"), List.of(failed));
        assertFalse(untouched.changed());
        assertFalse(untouched.isSuccess());
        assertEquals("a", untouched.error().orElseThrow().path());
    }

    @Test
    void formattedListsTheEditsThenTheDiff() {
        EditOutcome applied = new EditOutcome(
                1, "e", "a.txt", EditStatus.APPLIED, MatchKind.EXACT, 1, "applied at line 1 (exact)", "", null);
        EditOutcome failed = EditOutcome.failed(2, "e", "a.txt", "not found");
        EditedFile file = new EditedFile(FileEdit.of("a.txt", "x\n", "y\n"), List.of(applied));
        assertEquals(
                "✓ 1 a.txt: applied at line 1 (exact)\n\n--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-x\n+y\n",
                file.formatted());
        EditedFile untouched = new EditedFile(FileEdit.of("a.txt", "x\n", "x\n"), List.of(failed));
        assertEquals("✗ 2 a.txt: not found\n", untouched.formatted());
    }
}
