package dev.edl.tools;

import java.util.Objects;

/** What a tool call returns to the model: a text report and whether the call (or part of it) failed. */
public final class ToolResult {
    private final String text;
    private final boolean isError;

    private ToolResult(String text, boolean isError) {
        this.text = Objects.requireNonNull(text, "text");
        this.isError = isError;
    }

    /**
     * A successful result.
     *
     * @param text the report, not null
     * @return the result
     */
    public static ToolResult success(String text) {
        return new ToolResult(text, false);
    }

    /**
     * A failed result.
     *
     * @param text the report, saying what failed and how to fix it; not null
     * @return the result
     */
    public static ToolResult error(String text) {
        return new ToolResult(text, true);
    }

    static ToolResult of(String text, boolean isError) {
        return new ToolResult(text, isError);
    }

    /**
     * The report for the model.
     *
     * @return the text, never null
     */
    public String text() {
        return text;
    }

    /**
     * Whether the call, or part of it, failed: the model must read the report and retry.
     *
     * @return true for a failure
     */
    public boolean isError() {
        return isError;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ToolResult that && isError == that.isError && text.equals(that.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode() * 31 + Boolean.hashCode(isError);
    }

    @Override
    public String toString() {
        return "ToolResult[isError=" + isError + ", text=" + text + "]";
    }
}
