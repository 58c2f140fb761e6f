package dev.edl.examples.langchain4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.RegisterStore;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EdlLangChain4jToolsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GREETER =
            "class Greeter {\n    String greet(String name) {\n        return \"Hello, \" + name;\n    }\n}\n";
    private static final String NOTES = "# Notes\n\n## TODO\n\n- write the README\n";

    /** The AI service the test talks to; LangChain4j implements it. */
    interface Assistant {
        String chat(String userMessage);
    }

    @TempDir
    Path workspace;

    private List<EdlTool> tools() {
        return EdlTools.of(workspace, RegisterStore.inMemory()).tools();
    }

    @Test
    void eachSpecificationCarriesItsToolsOwnSchemaUnchanged() throws Exception {
        List<EdlTool> tools = tools();
        List<ToolSpecification> specifications = EdlLangChain4jTools.of(tools).specifications();
        assertEquals(tools.size(), specifications.size());
        for (int i = 0; i < tools.size(); i++) {
            EdlTool tool = tools.get(i);
            ToolSpecification specification = specifications.get(i);
            JsonNode schema = JSON.readTree(tool.inputSchema());
            assertEquals(tool.name(), specification.name());
            assertEquals(tool.description(), specification.description());
            assertEquals(schema, JSON.readTree(specification.toJson()).get("parameters"), tool.name());
            List<String> schemaProperties = new ArrayList<>();
            schema.get("properties").fieldNames().forEachRemaining(schemaProperties::add);
            assertEquals(
                    schemaProperties,
                    List.copyOf(specification.parameters().properties().keySet()),
                    tool.name());
            List<String> schemaRequired = new ArrayList<>();
            schema.get("required").forEach(name -> schemaRequired.add(name.asText()));
            assertEquals(schemaRequired, specification.parameters().required(), tool.name());
        }
    }

    @Test
    void takesTheSameEdlToolsObjectAsTheMcpServerAndTheSpringAiAdapter() {
        EdlTools tools =
                EdlTools.builder(workspace).only("write_from_line", "edl").build();

        EdlLangChain4jTools edl = EdlLangChain4jTools.of(tools);

        assertEquals(
                List.of("edl", "write_from_line"),
                edl.specifications().stream().map(ToolSpecification::name).toList());
        assertEquals(2, edl.executors().size());
    }

    @Test
    void aiServicesRunTheModelsCallsOnDiskAndErrorsReachTheModelAsToolResults() throws Exception {
        Path greeter = workspace.resolve("Greeter.java");
        Path notes = workspace.resolve("notes.md");
        Files.writeString(greeter, GREETER, StandardCharsets.UTF_8);
        Files.writeString(notes, NOTES, StandardCharsets.UTF_8);
        EdlLangChain4jTools edl = EdlLangChain4jTools.of(tools());
        ScriptedModel model = new ScriptedModel();
        Assistant assistant = AiServices.builder(Assistant.class)
                .chatModel(model)
                .tools(edl.executors())
                .hallucinatedToolNameStrategy(edl::unknownTool)
                .build();

        String answer = assistant.chat("Make the greeting friendlier and tidy the notes.");

        assertEquals(2, model.requests.size(), "one turn with tool calls, one with their results");
        assertEquals(
                dev.edl.tools.EdlTools.NAMES,
                model.requests.get(0).toolSpecifications().stream()
                        .map(ToolSpecification::name)
                        .toList());
        assertEquals(
                "class Greeter {\n    String greet(String name) {\n        return \"Hi, \" + name + \"!\";\n    }\n}\n",
                Files.readString(greeter, StandardCharsets.UTF_8));
        assertEquals(
                "# Notes\n\n## To do\n\n- write the README\n- tag the release\n",
                Files.readString(notes, StandardCharsets.UTF_8));

        List<ToolExecutionResultMessage> results = model.results();
        assertEquals(
                List.of("call-1", "call-2", "call-3", "call-4", "call-5"),
                results.stream().map(ToolExecutionResultMessage::id).toList());
        assertFalse(isError(results.get(0)), results.get(0)::text);
        assertFalse(isError(results.get(1)), results.get(1)::text);
        ToolExecutionResultMessage misspelt = results.get(2);
        assertTrue(isError(misspelt), misspelt::text);
        assertTrue(misspelt.text().contains("Unknown argument \"scirpt\""), misspelt::text);
        ToolExecutionResultMessage notFound = results.get(3);
        assertTrue(isError(notFound), notFound::text);
        assertTrue(notFound.text().contains("✗"), notFound::text);
        ToolExecutionResultMessage unknown = results.get(4);
        // LangChain4j 1.19.0 passes on only the text of the unknown-tool answer, not its error flag.
        assertTrue(unknown.text().startsWith("Error: there is no tool named \"rm_rf\""), unknown::text);
        assertEquals("done: ok ok error error ok", answer);
    }

    @Test
    void malformedArgumentsAreErrorResultsNotExceptions() {
        EdlLangChain4jTools edl = EdlLangChain4jTools.of(tools());
        ToolSpecification edlSpec = edl.specifications().get(0);
        ToolExecutor executor = Objects.requireNonNull(edl.executors().get(edlSpec));
        for (String arguments : List.of("{\"script\": ", "[]", "{\"script\": \"a\"} trailing", "{\"a\":1,\"a\":2}")) {
            ToolExecutionRequest request = ToolExecutionRequest.builder()
                    .id("x")
                    .name("edl")
                    .arguments(arguments)
                    .build();
            ToolExecutionResult result = executor.executeWithContext(request, null);
            assertTrue(result.isError(), arguments);
            assertTrue(result.resultText().startsWith("Invalid arguments: "), result::resultText);
            assertTrue(executor.execute(request, null).startsWith("ERROR: Invalid arguments: "), arguments);
        }
        ToolExecutionRequest empty =
                ToolExecutionRequest.builder().id("y").name("edl").arguments("").build();
        ToolExecutionResult missing = executor.executeWithContext(empty, null);
        assertTrue(missing.isError());
        assertTrue(missing.resultText().contains("script"), missing::resultText);
    }

    @Test
    void twoToolsWithOneNameAreRefused() {
        EdlTool edl = tools().get(0);
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> EdlLangChain4jTools.of(List.of(edl, edl)));
        assertTrue(String.valueOf(e.getMessage()).contains("edl"), e::getMessage);
    }

    private static boolean isError(ToolExecutionResultMessage message) {
        return Boolean.TRUE.equals(message.isError());
    }

    /**
     * A chat model that follows a script: on the first turn it calls the tools, taking every argument
     * name from the specification LangChain4j offered it (so a spec that does not match the tool fails
     * the call), plus one misspelt name, one edit that cannot apply and one tool that does not exist;
     * on the second turn it answers with what the tool results said.
     */
    private static final class ScriptedModel implements ChatModel {
        final List<ChatRequest> requests = new ArrayList<>();

        @Override
        public ChatResponse doChat(ChatRequest request) {
            requests.add(request);
            List<ChatMessage> messages = request.messages();
            if (!(messages.get(messages.size() - 1) instanceof ToolExecutionResultMessage)) {
                return ChatResponse.builder()
                        .aiMessage(AiMessage.from(toolCalls(request)))
                        .build();
            }
            String summary = results().stream()
                    .map(result -> isError(result) ? "error" : "ok")
                    .collect(Collectors.joining(" "));
            return ChatResponse.builder()
                    .aiMessage(AiMessage.from("done: " + summary))
                    .build();
        }

        /** The tool results in the last request, in the order the framework sent them. */
        List<ToolExecutionResultMessage> results() {
            List<ToolExecutionResultMessage> results = new ArrayList<>();
            for (ChatMessage message : requests.get(requests.size() - 1).messages()) {
                if (message instanceof ToolExecutionResultMessage result) {
                    results.add(result);
                }
            }
            return results;
        }

        private static List<ToolExecutionRequest> toolCalls(ChatRequest request) {
            ToolSpecification edl = offered(request, "edl");
            ToolSpecification batch = offered(request, "batch_edit_blocks");
            String script = "file Greeter.java\nselect <<END\n        return \"Hello, \" + name;\nEND\n"
                    + "replace <<END\n        return \"Hi, \" + name + \"!\";\nEND\n";
            Map<String, Object> edits = Map.of(
                    argument(batch, "path"),
                    "notes.md",
                    argument(batch, "edits"),
                    List.of(
                            Map.of("search", "## TODO", "replace", "## To do"),
                            Map.of(
                                    "search",
                                    "- write the README",
                                    "replace",
                                    "- write the README\n- tag the release")));
            return List.of(
                    call("call-1", "edl", Map.of(argument(edl, "script"), script)),
                    call("call-2", "batch_edit_blocks", edits),
                    call("call-3", "edl", Map.of("scirpt", script)),
                    call(
                            "call-4",
                            "batch_edit_blocks",
                            Map.of(
                                    argument(batch, "path"),
                                    "notes.md",
                                    argument(batch, "edits"),
                                    List.of(Map.of("search", "## Done", "replace", "## Finished")))),
                    call("call-5", "rm_rf", Map.of()));
        }

        private static ToolSpecification offered(ChatRequest request, String name) {
            return request.toolSpecifications().stream()
                    .filter(specification -> specification.name().equals(name))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("tool not offered: " + name));
        }

        /** The argument name, if and only if the offered specification has it. */
        private static String argument(ToolSpecification specification, String name) {
            if (!specification.parameters().properties().containsKey(name)) {
                throw new AssertionError(specification.name() + " offers no argument " + name);
            }
            return name;
        }

        private static ToolExecutionRequest call(String id, String tool, Map<String, Object> arguments) {
            try {
                return ToolExecutionRequest.builder()
                        .id(id)
                        .name(tool)
                        .arguments(JSON.writeValueAsString(arguments))
                        .build();
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new AssertionError(e);
            }
        }
    }
}
