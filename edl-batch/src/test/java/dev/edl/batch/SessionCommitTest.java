package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.WriteResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class SessionCommitTest {
    @Test
    void successFlag() {
        assertTrue(new SessionCommit(true, List.of(new WriteResult("a", true, null, false)), "Wrote 1 file: a")
                .isSuccess());
        assertFalse(new SessionCommit(false, List.of(), "Nothing written").isSuccess());
    }
}
