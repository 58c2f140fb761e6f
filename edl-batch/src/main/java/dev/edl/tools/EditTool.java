package dev.edl.tools;

import java.util.Map;

/**
 * A tool an LLM agent can call, in a form any agent framework can adapt: a name, a description
 * written for the model, a JSON schema of its arguments and a call that never throws for anything
 * the arguments or the files cause.
 */
public interface EditTool {

    /**
     * The tool's name, as the model calls it.
     *
     * @return a name of letters, digits and underscores
     */
    String name();

    /**
     * What the tool does and how to call it, written for an LLM.
     *
     * @return the description (Markdown)
     */
    String description();

    /**
     * The JSON schema of the tool's arguments.
     *
     * @return a JSON object schema, as JSON text
     */
    String inputSchema();

    /**
     * Calls the tool.
     *
     * @param arguments the arguments as decoded JSON (strings, numbers, booleans, lists, maps)
     * @return the report; failures are results with {@link ToolResult#isError()} set, never exceptions
     */
    ToolResult call(Map<String, ?> arguments);
}
