package dev.edl.examples.langchain4j;

import dev.edl.tools.EdlTool;
import dev.edl.tools.ToolResult;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import org.jspecify.annotations.Nullable;

/** Runs one edl tool for LangChain4j; what fails comes back as an error result, never as an exception. */
final class EdlToolExecutor implements ToolExecutor {
    private final EdlTool tool;

    EdlToolExecutor(EdlTool tool) {
        this.tool = tool;
    }

    @Override
    public ToolExecutionResult executeWithContext(ToolExecutionRequest request, @Nullable InvocationContext context) {
        ToolResult result = run(request.arguments());
        return ToolExecutionResult.builder()
                .resultText(result.text())
                .isError(result.isError())
                .build();
    }

    /** Used by callers that bypass {@link #executeWithContext}; the error flag is then only in the text. */
    @Override
    public String execute(ToolExecutionRequest request, @Nullable Object memoryId) {
        ToolResult result = run(request.arguments());
        return result.isError() ? "ERROR: " + result.text() : result.text();
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
