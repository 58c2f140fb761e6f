package dev.edl.tools;

import java.util.Objects;

/**
 * What a tool call returns to the model.
 *
 * @param text the report for the model
 * @param isError true when the call (or part of it) failed: the model must read the report and retry
 */
public record ToolResult(String text, boolean isError) {
    /** Checks the text. */
    public ToolResult {
        Objects.requireNonNull(text, "text");
    }

    /**
     * A successful result.
     *
     * @param text the report
     * @return the result
     */
    public static ToolResult success(String text) {
        return new ToolResult(text, false);
    }

    /**
     * A failed result.
     *
     * @param text the report, saying what failed and how to fix it
     * @return the result
     */
    public static ToolResult error(String text) {
        return new ToolResult(text, true);
    }
}
