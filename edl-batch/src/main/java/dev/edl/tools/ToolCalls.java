package dev.edl.tools;

import java.util.Map;
import java.util.function.Supplier;

/** Turns anything a tool call throws into an error result, so a call never throws, and bounds the report. */
final class ToolCalls {
    private ToolCalls() {}

    /**
     * Checks the arguments against the tool's schema, then runs the call; nothing runs when the
     * arguments break the schema. A report longer than the context's limit is cut, with a note.
     */
    static ToolResult guarded(
            ArgumentSchema schema, ToolContext context, Map<String, ?> arguments, Supplier<ToolResult> call) {
        ToolResult result;
        try {
            schema.check(arguments);
            result = call.get();
        } catch (ToolArgumentException e) {
            result = ToolResult.error("Invalid arguments: " + e.getMessage() + " Nothing was run.");
        } catch (RuntimeException e) {
            String message = e.getMessage();
            result = ToolResult.error("Error: " + (message == null ? e.toString() : message));
        }
        return bounded(result, context.maxOutputChars());
    }

    static ToolResult bounded(ToolResult result, int maxChars) {
        String text = result.text();
        if (text.length() <= maxChars) {
            return result;
        }
        int cut = text.lastIndexOf('\n', maxChars - 1) + 1;
        if (cut <= maxChars / 2) {
            cut = maxChars;
        }
        if (cut > 0 && Character.isHighSurrogate(text.charAt(cut - 1))) {
            cut--;
        }
        String shown = text.substring(0, cut);
        String note = (shown.endsWith("\n") ? "" : "\n") + "[Report cut: " + cut + " of " + text.length()
                + " characters shown. The call " + (result.isError() ? "failed" : "succeeded")
                + " as stated above; use read_lines to see a file's current lines.]\n";
        return result.withText(shown + note);
    }
}
