package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ToolResultTest {
    @Test
    void factoriesSetTheErrorFlag() {
        assertFalse(ToolResult.success("done").isError());
        assertTrue(ToolResult.error("failed").isError());
        assertEquals("failed", ToolResult.error("failed").text());
    }

    @Test
    void valueEqualityAndNoNullText() {
        assertEquals(ToolResult.success("x"), ToolResult.success("x"));
        assertEquals(ToolResult.success("x").hashCode(), ToolResult.success("x").hashCode());
        assertNotEquals(ToolResult.success("x"), ToolResult.error("x"));
        assertTrue(ToolResult.error("x").toString().contains("isError=true"));
        assertThrows(NullPointerException.class, () -> ToolResult.success(nullText()));
    }

    @SuppressWarnings("NullAway")
    private static String nullText() {
        return null;
    }
}
