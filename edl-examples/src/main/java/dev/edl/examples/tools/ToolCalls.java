package dev.edl.examples.tools;

import java.util.function.Supplier;

/** Turns anything a tool call throws into an error result, so a call never throws. */
final class ToolCalls {
    private ToolCalls() {}

    static ToolResult guarded(Supplier<ToolResult> call) {
        try {
            return call.get();
        } catch (ToolArgumentException e) {
            return ToolResult.error("Invalid arguments: " + e.getMessage());
        } catch (RuntimeException e) {
            String message = e.getMessage();
            return ToolResult.error("Error: " + (message == null ? e.toString() : message));
        }
    }
}
