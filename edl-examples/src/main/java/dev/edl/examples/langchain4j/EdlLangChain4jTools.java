package dev.edl.examples.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.service.tool.ToolExecutor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The edl tools as LangChain4j tools: one {@link ToolSpecification} per tool, built from the tool's
 * own name, description and JSON schema (the schema is passed through unchanged, so the model sees
 * exactly what the tool checks), each with a {@link ToolExecutor} that runs the tool on the model's
 * JSON arguments.
 *
 * <p>Every failure reaches the model as a tool result with {@code isError} set, never as an
 * exception: malformed JSON, unknown or misspelt argument names, edits that did not apply. With
 * LangChain4j's {@code AiServices}:
 *
 * <pre>{@code
 * EdlLangChain4jTools edl = EdlLangChain4jTools.of(EdlTools.of(root, RegisterStore.inMemory()));
 * Assistant assistant = AiServices.builder(Assistant.class)
 *         .chatModel(model)
 *         .tools(edl.executors())
 *         .hallucinatedToolNameStrategy(edl::unknownTool)
 *         .build();
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe when the tools are.
 */
public final class EdlLangChain4jTools {
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final Map<ToolSpecification, ToolExecutor> executors;
    private final List<String> names;

    private EdlLangChain4jTools(Map<ToolSpecification, ToolExecutor> executors, List<String> names) {
        this.executors = executors;
        this.names = names;
    }

    /**
     * Adapts every tool of an {@link EdlTools} to LangChain4j, the same object {@code EdlMcpServer.serve}
     * and {@code EdlSpringAiTools.of} take.
     *
     * @param tools the tools
     * @return the adapted tools, in the order of {@link EdlTools#tools()}
     */
    public static EdlLangChain4jTools of(EdlTools tools) {
        return of(tools.tools());
    }

    /**
     * Adapts tools to LangChain4j: a subset of {@link EdlTools}, or tools of your own.
     *
     * @param tools the tools, with distinct names; each schema's root may use only {@code type},
     *     {@code description}, {@code properties}, {@code required}, {@code additionalProperties} and
     *     {@code $defs} (LangChain4j's limit for a parameters object; nested schemas may use any keyword)
     * @return the adapted tools, in the given order
     * @throws IllegalArgumentException if two tools share a name or a schema is not valid JSON or not an
     *     object schema LangChain4j accepts
     */
    public static EdlLangChain4jTools of(List<EdlTool> tools) {
        Map<ToolSpecification, ToolExecutor> executors = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        for (EdlTool tool : tools) {
            if (names.contains(tool.name())) {
                throw new IllegalArgumentException("Two tools are named " + tool.name());
            }
            names.add(tool.name());
            executors.put(specification(tool), new EdlToolExecutor(tool));
        }
        return new EdlLangChain4jTools(Collections.unmodifiableMap(executors), List.copyOf(names));
    }

    /**
     * The tools for {@code AiServices.builder(...).tools(...)}.
     *
     * @return each tool's specification with its executor, in the order given to {@link #of}; unmodifiable
     */
    public Map<ToolSpecification, ToolExecutor> executors() {
        return executors;
    }

    /**
     * The specifications alone, e.g. for a {@code ChatRequest} built by hand.
     *
     * @return the specifications, in the order given to {@link #of}
     */
    public List<ToolSpecification> specifications() {
        return List.copyOf(executors.keySet());
    }

    /**
     * An answer for a call to a tool that does not exist, for {@code
     * AiServices.hallucinatedToolNameStrategy(edl::unknownTool)} (LangChain4j's default throws and ends
     * the conversation).
     *
     * <p>LangChain4j 1.19.0 sends the model only this message's text (the error flag is dropped), so
     * the text says plainly that the call failed.
     *
     * @param request the model's call
     * @return a result message naming the tools there are
     */
    public ToolExecutionResultMessage unknownTool(ToolExecutionRequest request) {
        String text = "Error: there is no tool named \"" + request.name() + "\"; nothing was run. The tools are: "
                + String.join(", ", names) + ".";
        return ToolExecutionResultMessage.builder()
                .id(request.id())
                .toolName(request.name())
                .text(text)
                .isError(true)
                .build();
    }

    private static ToolSpecification specification(EdlTool tool) {
        ObjectNode json = JSON.createObjectNode();
        json.put("name", tool.name());
        json.put("description", tool.description());
        try {
            json.set("parameters", JSON.readTree(tool.inputSchema()));
            return ToolSpecification.fromJson(JSON.writeValueAsString(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The schema of tool " + tool.name() + " is not JSON", e);
        }
    }
}
