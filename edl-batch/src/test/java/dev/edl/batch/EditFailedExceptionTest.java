package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class EditFailedExceptionTest {
    @Test
    void namesTheEditReasonAndCandidate() {
        BlockEdit edit = new BlockEdit("src/a.rs", "x", "y", null, 3, 12);
        BlockCandidate candidate = new BlockCandidate(4, 5, 0.8, "x1\nx2");
        EditFailedException failure = new EditFailedException(edit, "not found — closest: lines 4–5", candidate);
        assertEquals(
                "edit 3 (src/a.rs, FIND at response line 12) failed: not found — closest: lines 4–5",
                failure.getMessage());
        assertEquals(edit, failure.edit());
        assertEquals("not found — closest: lines 4–5", failure.reason());
        assertEquals(candidate, failure.closest());
        assertNull(new EditFailedException(edit, "why", null).closest());
    }
}
