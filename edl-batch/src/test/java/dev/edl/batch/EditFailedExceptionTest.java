package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.FileEdit;
import dev.edl.batch.internal.match.ClosestWindow;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditFailedExceptionTest {
    @Test
    void namesTheFirstFailingEditAndCarriesTheResult() {
        BlockEdit edit = new BlockEdit("src/a.rs", "x", "y", null, 3, 12);
        Candidate candidate = Candidate.of(new ClosestWindow(4, 5, 0.8, "x1\nx2", ""));
        EditOutcome outcome = new EditOutcome(
                3,
                edit.label(),
                edit.file(),
                EditStatus.FAILED,
                null,
                0,
                "not found — closest: lines 4–5",
                "",
                candidate);
        EditBlocksResult result = new EditBlocksResult(FileEdit.of("src/a.rs", "a\n", "a\n"), List.of(outcome));
        EditFailedException failure = new EditFailedException(edit, outcome, result);
        assertTrue(failure instanceof RuntimeException);
        assertEquals(
                "edit 3 (src/a.rs, FIND at response line 12) failed: not found — closest: lines 4–5",
                failure.getMessage());
        assertEquals(edit, failure.edit());
        assertEquals("not found — closest: lines 4–5", failure.reason());
        assertSame(candidate, failure.closest());
        assertSame(result, failure.result());
        assertEquals(EditError.Kind.EDIT, result.error().orElseThrow().kind());
    }
}
