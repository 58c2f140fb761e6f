package dev.edl.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.RegisterStore;
import dev.edl.examples.cli.StrictJson;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Embedding the edl tools in a JVM agent framework's tool API. Every framework has the same three
 * needs: tool definitions to send to the model (name, description, JSON schema), a way to run a
 * call the model made (a tool name and JSON arguments), and a result to send back (text, error
 * flag). {@link EdlTool} provides exactly those; {@link ToolBox} is the glue a framework adapter
 * needs, shown here with a scripted stand-in for the model's tool calls.
 *
 * <p>Run it with {@code java -cp edl-examples/target/edl.jar dev.edl.examples.AgentToolExample}.
 */
public final class AgentToolExample {
    private static final ObjectMapper JSON = StrictJson.mapper();

    private AgentToolExample() {}

    /**
     * A tool call as a model emits it.
     *
     * @param name the tool name
     * @param arguments the arguments as JSON text
     */
    public record ToolCall(String name, String arguments) {}

    /** Runs the model's tool calls against a set of tools, as an agent framework's executor does. */
    public static final class ToolBox {
        private final Map<String, EdlTool> tools = new LinkedHashMap<>();

        /**
         * Creates a tool box.
         *
         * @param tools the tools, with distinct names
         */
        public ToolBox(List<EdlTool> tools) {
            for (EdlTool tool : tools) {
                this.tools.put(tool.name(), tool);
            }
        }

        /**
         * The tool definitions in the shape most model APIs take ({@code name}, {@code description},
         * {@code parameters} as a JSON schema).
         *
         * @return one map per tool, ready to be serialised as JSON
         */
        public List<Map<String, Object>> definitions() {
            List<Map<String, Object>> definitions = new ArrayList<>();
            for (EdlTool tool : tools.values()) {
                Map<String, Object> definition = new LinkedHashMap<>();
                definition.put("name", tool.name());
                definition.put("description", tool.description());
                definition.put("parameters", parse(tool.inputSchema()));
                definitions.add(definition);
            }
            return definitions;
        }

        /**
         * Runs one call. Unknown tools and malformed JSON become error results the model can read.
         *
         * @param call the model's call
         * @return the result to send back to the model
         */
        public ToolResult execute(ToolCall call) {
            EdlTool tool = tools.get(call.name());
            if (tool == null) {
                return ToolResult.error("Unknown tool: " + call.name() + ". Available: " + tools.keySet());
            }
            return tool.call(call.arguments());
        }

        private static Map<String, Object> parse(String json) {
            try {
                return JSON.readValue(json, new TypeReference<Map<String, Object>>() {});
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * The calls a model made in a short session: a failing EDL script, the retry that reuses the
     * saved text, then an edit block.
     *
     * @return the calls, in order
     * @throws JsonProcessingException never, in practice
     */
    public static List<ToolCall> scriptedCalls() throws JsonProcessingException {
        String failing =
                "file notes.md\nselect <<END\n## Todo\nEND\nreplace <<END\n## To do\n\n- write the README\nEND\n";
        String retry = "file notes.md\nselect <<END\n## TODO\nEND\nreplace _saved_1\n";
        String blocks =
                "FILE: notes.md\nFIND:\n- write the README\nREPLACE:\n- write the README\n- tag the release\nEND\n";
        return List.of(
                new ToolCall("edl", JSON.writeValueAsString(Map.of("script", failing))),
                new ToolCall("edl", JSON.writeValueAsString(Map.of("script", retry))),
                new ToolCall("apply_edit_blocks", JSON.writeValueAsString(Map.of("blocks", blocks))));
    }

    /**
     * Runs the scripted calls in a temporary workspace and prints each result.
     *
     * @param args ignored
     * @throws IOException if the workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        Path workspace = Files.createTempDirectory("edl-agent-");
        Files.writeString(workspace.resolve("notes.md"), "# Notes\n\n## TODO\n", StandardCharsets.UTF_8);
        ToolBox box =
                new ToolBox(EdlTools.of(workspace, RegisterStore.inMemory()).tools());
        System.out.println("Tools offered to the model: "
                + box.definitions().stream().map(d -> d.get("name")).toList());
        for (ToolCall call : scriptedCalls()) {
            ToolResult result = box.execute(call);
            System.out.println("-> " + call.name() + (result.isError() ? " (error)" : "") + "\n" + result.text());
        }
        System.out.println(Files.readString(workspace.resolve("notes.md"), StandardCharsets.UTF_8));
    }
}
