package dev.edl.examples.mcp;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
import java.util.List;

/**
 * Rewrites the SDK's answer to a call of a tool the server does not have ({@code Unknown tool:
 * NAME}, the name only in {@code data}) into one that names the tool asked for and lists the
 * tools there are, as the other adapters do. The code stays {@code -32602} (invalid params).
 */
final class UnknownTool {
    private static final String SDK_PREFIX = "Unknown tool: ";

    private UnknownTool() {}

    /**
     * The message to send instead of {@code message}.
     *
     * @param message an outgoing message
     * @param toolNames the names of the tools this server serves, in listing order
     * @return {@code message} itself unless it is the SDK's unknown-tool error
     */
    static JSONRPCMessage explain(JSONRPCMessage message, List<String> toolNames) {
        if (!(message instanceof JSONRPCResponse response)) {
            return message;
        }
        JSONRPCError error = response.error();
        if (error == null
                || error.code() != McpSchema.ErrorCodes.INVALID_PARAMS
                || error.message() == null
                || !error.message().startsWith(SDK_PREFIX)) {
            return message;
        }
        String name = error.message().substring(SDK_PREFIX.length());
        return new JSONRPCResponse(
                response.jsonrpc(),
                response.id(),
                null,
                new JSONRPCError(error.code(), text(name, toolNames), error.data()));
    }

    /** The message for a call of {@code name}. */
    static String text(String name, List<String> toolNames) {
        return "Unknown tool \"" + name + "\": this server has no tool of that name, nothing was run. Valid tools: "
                + String.join(", ", toolNames) + ".";
    }
}
