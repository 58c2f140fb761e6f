package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BlockDiagnosticTest {
    @Test
    void showsLineAndReason() {
        assertEquals("line 4: Empty FIND", new BlockDiagnostic(4, "Empty FIND").toString());
    }
}
