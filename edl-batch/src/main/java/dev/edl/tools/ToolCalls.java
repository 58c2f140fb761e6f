package dev.edl.tools;

import java.util.Map;
import java.util.function.Supplier;

/** Turns anything a tool call throws into an error result, so a call never throws. */
final class ToolCalls {
    private ToolCalls() {}

    /**
     * Checks the arguments against the tool's schema, then runs the call; nothing runs when the
     * arguments break the schema.
     */
    static ToolResult guarded(ArgumentSchema schema, Map<String, ?> arguments, Supplier<ToolResult> call) {
        try {
            schema.check(arguments);
            return call.get();
        } catch (ToolArgumentException e) {
            return ToolResult.error("Invalid arguments: " + e.getMessage() + " Nothing was run.");
        } catch (RuntimeException e) {
            String message = e.getMessage();
            return ToolResult.error("Error: " + (message == null ? e.toString() : message));
        }
    }
}
