package dev.edl.examples.springai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.edl.examples.tools.EditTool;
import dev.edl.examples.tools.StrictJson;
import dev.edl.examples.tools.ToolResult;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.definition.ToolDefinition;

/** Runs one edl tool for Spring AI; what fails comes back as text, never as an exception. */
final class EdlToolCallback implements ToolCallback {
    private final EditTool tool;
    private final ToolDefinition definition;

    EdlToolCallback(EditTool tool) {
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
            return tool.call(arguments(argumentsJson));
        } catch (JsonProcessingException e) {
            return ToolResult.error("The arguments are not a JSON object: " + e.getOriginalMessage()
                    + ". Nothing was run; send the arguments again as one JSON object.");
        } catch (RuntimeException | StackOverflowError e) {
            return ToolResult.error(
                    "Internal error in tool " + tool.name() + ": " + e + ". Check the files before retrying.");
        }
    }

    private static Map<String, Object> arguments(@Nullable String json) throws JsonProcessingException {
        if (json == null || json.isBlank()) {
            return Map.of();
        }
        Map<String, Object> arguments = StrictJson.mapper().readValue(json, new TypeReference<>() {});
        return arguments == null ? Map.of() : arguments;
    }
}
