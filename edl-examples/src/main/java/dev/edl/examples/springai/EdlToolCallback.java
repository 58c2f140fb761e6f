package dev.edl.examples.springai;

import dev.edl.tools.EdlTool;
import dev.edl.tools.ToolResult;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.definition.ToolDefinition;

/** Runs one edl tool for Spring AI; what fails comes back as text, never as an exception. */
final class EdlToolCallback implements ToolCallback {
    private final EdlTool tool;
    private final ToolDefinition definition;

    EdlToolCallback(EdlTool tool) {
        this.tool = tool;
        this.definition = ToolDefinition.builder()
                .name(tool.name())
                .description(tool.description())
                .inputSchema(tool.inputSchema())
                .build();
    }

    @Override
    public ToolDefinition getToolDefinition() {
        return definition;
    }

    @Override
    public String call(String toolInput) {
        ToolResult result = run(toolInput);
        return result.isError() ? EdlSpringAiTools.ERROR_PREFIX + result.text() : result.text();
    }

    @Override
    public String call(String toolInput, @Nullable ToolContext toolContext) {
        return call(toolInput);
    }

    /** The model's JSON arguments in, the tool's result out; nothing escapes as an exception. */
    private ToolResult run(@Nullable String argumentsJson) {
        try {
            return tool.call(argumentsJson == null || argumentsJson.isBlank() ? "{}" : argumentsJson);
        } catch (RuntimeException | StackOverflowError e) {
            return ToolResult.error(
                    "Internal error in tool " + tool.name() + ": " + e + ". Check the files before retrying.");
        }
    }
}
