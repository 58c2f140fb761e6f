package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EditedFileTest {
    @Test
    void changedAndSuccess() {
        BlockEdit edit = BlockEdit.of(1, "a", "x", "y");
        BlockOutcome applied = new BlockOutcome(edit, true, MatchKind.EXACT, 1, "applied at line 1", null);
        BlockOutcome failed = new BlockOutcome(edit, false, null, 0, "not found", null);
        EditedFile file = new EditedFile("a", "x\n", "y\n", "diff", List.of(applied));
        assertTrue(file.changed());
        assertTrue(file.isSuccess());
        EditedFile untouched = new EditedFile("a", "x\n", "x\n", "", List.of(failed));
        assertFalse(untouched.changed());
        assertFalse(untouched.isSuccess());
    }
}
