package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.files.WriteResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionCommitTest {
    @Test
    void successExactlyWithoutError() {
        SessionCommit ok = new SessionCommit(null, List.of(WriteResult.written("a")), "Wrote 1 file: a", "--- a/a\n");
        assertTrue(ok.isSuccess());
        assertTrue(ok.error().isEmpty());
        assertEquals("--- a/a\n", ok.diff());
        SessionCommit refused = new SessionCommit(
                EditError.of(EditError.Kind.EDIT, "Nothing written"), List.of(), "Nothing written", "");
        assertFalse(refused.isSuccess());
        assertEquals(EditError.Kind.EDIT, refused.error().orElseThrow().kind());
    }
}
