package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ToolResultTest {
    @Test
    void factoriesSetTheErrorFlag() {
        assertFalse(ToolResult.success("done").isError());
        assertTrue(ToolResult.error("failed").isError());
        assertEquals("failed", ToolResult.error("failed").text());
    }
}
