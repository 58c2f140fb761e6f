package dev.edl.tools;

import dev.edl.internal.json.JsonReader;
import dev.edl.internal.json.JsonSyntaxException;
import java.util.Map;
import java.util.Optional;

/**
 * One edl tool an LLM agent can call, in a form any agent framework can adapt: a name, a description
 * written for the model, a JSON Schema of its arguments and a call. A call never throws for anything
 * the arguments or the files cause: every such failure is a {@link ToolResult} with {@link
 * ToolResult#isError()} set, whose text tells the model what went wrong and how to retry. Tools are
 * thread-safe: calls may run in parallel (writes to one file are serialised by the file layer).
 *
 * <p>Obtain tools from {@link EdlTools}.
 */
public interface EdlTool {

    /**
     * The tool's name, as the model calls it.
     *
     * @return a name of lower-case letters and underscores, e.g. {@code batch_edit_blocks}
     */
    String name();

    /**
     * What the tool does and how to call it, written for an LLM.
     *
     * @return the description (plain text with some Markdown), never empty
     */
    String description();

    /**
     * The JSON Schema of the tool's arguments: an object schema with {@code properties}, {@code
     * required} and {@code additionalProperties: false}.
     *
     * @return the schema as JSON text
     */
    String inputSchema();

    /**
     * The JSON Schema of the data a successful call returns next to its text ({@link
     * ToolResult#data()}), for clients that read structured results (MCP's {@code outputSchema}).
     *
     * @return the schema as JSON text, or empty when the tool returns only its report
     */
    default Optional<String> outputSchema() {
        return Optional.empty();
    }

    /**
     * Whether the tool only reads files. MCP clients show this as the tool's {@code readOnlyHint}
     * (and may then run it without asking).
     *
     * @return true for {@code read_lines}; false for the tools that edit
     */
    default boolean isReadOnly() {
        return false;
    }

    /**
     * Whether a call may overwrite or delete existing text (MCP's {@code destructiveHint}).
     *
     * @return true for every tool that edits
     */
    default boolean isDestructive() {
        return !isReadOnly();
    }

    /**
     * Whether calling again with the same arguments has no further effect (MCP's {@code
     * idempotentHint}). No editing tool promises that: a replacement's text may still match, an
     * append appends again.
     *
     * @return true only for read-only tools
     */
    default boolean isIdempotent() {
        return isReadOnly();
    }

    /**
     * Calls the tool with decoded arguments. A {@code null} value counts as leaving the argument out;
     * numbers may be any {@link Number}.
     *
     * @param arguments the arguments as decoded JSON (strings, numbers, booleans, lists, maps), not null
     * @return the report; failures are results with {@link ToolResult#isError()} set, never exceptions
     */
    ToolResult call(Map<String, ?> arguments);

    /**
     * Calls the tool with the arguments as JSON text, exactly as a model produced them. The text is
     * read strictly: one JSON object, no content after it, no duplicate member names, bounded nesting
     * and size (see {@code docs/tools.md}); malformed text is an error result and nothing runs.
     *
     * @param argumentsJson a JSON object, e.g. {@code {"path": "a.txt", "startLine": 3}}; not null
     * @return the report; failures are results with {@link ToolResult#isError()} set, never exceptions
     */
    default ToolResult call(String argumentsJson) {
        Object decoded;
        try {
            decoded = JsonReader.read(argumentsJson, JsonReader.Limits.TOOL_ARGUMENTS);
        } catch (JsonSyntaxException e) {
            return ToolResult.error("Invalid arguments: not valid JSON (" + e.getMessage() + "). Nothing was run.");
        }
        if (!(decoded instanceof Map<?, ?> object)) {
            return ToolResult.error("Invalid arguments: the arguments must be a JSON object, like {\"name\": value}."
                    + " Nothing was run.");
        }
        return call(DecodedJson.arguments(object));
    }
}
