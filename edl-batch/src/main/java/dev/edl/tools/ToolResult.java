package dev.edl.tools;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** What a tool call returns to the model: a text report and whether the call (or part of it) failed. */
public final class ToolResult {
    private final String text;
    private final boolean isError;
    private final Map<String, Object> data;

    private ToolResult(String text, boolean isError, Map<String, Object> data) {
        this.text = Objects.requireNonNull(text, "text");
        this.isError = isError;
        this.data = Collections.unmodifiableMap(new LinkedHashMap<>(data));
    }

    /**
     * A successful result.
     *
     * @param text the report, not null
     * @return the result
     */
    public static ToolResult success(String text) {
        return new ToolResult(text, false, Map.of());
    }

    /**
     * A successful result that also carries its key facts as data, for a tool with an {@link
     * EdlTool#outputSchema() output schema}.
     *
     * @param text the report, not null
     * @param data the facts, matching the tool's output schema (strings, numbers, booleans)
     * @return the result
     */
    static ToolResult success(String text, Map<String, Object> data) {
        return new ToolResult(text, false, data);
    }

    /**
     * A failed result.
     *
     * @param text the report, saying what failed and how to fix it; not null
     * @return the result
     */
    public static ToolResult error(String text) {
        return new ToolResult(text, true, Map.of());
    }

    static ToolResult of(String text, boolean isError) {
        return new ToolResult(text, isError, Map.of());
    }

    /** The same result with another text (a cut report), keeping its data. */
    ToolResult withText(String newText) {
        return new ToolResult(newText, isError, data);
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

    /**
     * The result's key facts as data, matching the tool's {@link EdlTool#outputSchema() output
     * schema}: for {@code read_lines}, {@code path}, {@code lineCount}, {@code version}, {@code
     * startLine} and {@code endLine}. MCP sends it as structured content next to the text.
     *
     * @return the data; empty for tools without an output schema and for errors
     */
    public Map<String, Object> data() {
        return data;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ToolResult that
                && isError == that.isError
                && text.equals(that.text)
                && data.equals(that.data);
    }

    @Override
    public int hashCode() {
        return (text.hashCode() * 31 + Boolean.hashCode(isError)) * 31 + data.hashCode();
    }

    @Override
    public String toString() {
        return "ToolResult[isError=" + isError + ", text=" + text + "]";
    }
}
