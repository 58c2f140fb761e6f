package dev.edl.examples.springai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.RegisterStore;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage.ToolResponse;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.model.tool.ToolExecutionResult;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.definition.ToolDefinition;

class EdlSpringAiToolsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GREETER =
            "class Greeter {\n    String greet(String name) {\n        return \"Hello, \" + name;\n    }\n}\n";
    private static final String NOTES = "# Notes\n\n## TODO\n\n- write the README\n";

    @TempDir
    Path workspace;

    private List<EdlTool> tools() {
        return EdlTools.of(workspace, RegisterStore.inMemory()).tools();
    }

    @Test
    void eachDefinitionCarriesItsToolsOwnSchemaUnchanged() throws Exception {
        List<EdlTool> tools = tools();
        List<ToolCallback> callbacks = EdlSpringAiTools.of(tools).callbacks();
        assertEquals(tools.size(), callbacks.size());
        for (int i = 0; i < tools.size(); i++) {
            EdlTool tool = tools.get(i);
            ToolDefinition definition = callbacks.get(i).getToolDefinition();
            assertEquals(tool.name(), definition.name());
            assertEquals(tool.description(), definition.description());
            assertEquals(tool.inputSchema(), definition.inputSchema());
            assertEquals(JSON.readTree(tool.inputSchema()), JSON.readTree(definition.inputSchema()));
        }
    }

    @Test
    void aChatClientRunsTheModelsCallsOnDiskAndErrorsReachTheModelAsToolResponses() throws Exception {
        Path greeter = workspace.resolve("Greeter.java");
        Path notes = workspace.resolve("notes.md");
        Files.writeString(greeter, GREETER, StandardCharsets.UTF_8);
        Files.writeString(notes, NOTES, StandardCharsets.UTF_8);
        ScriptedModel model = new ScriptedModel();

        String answer = ChatClient.create(model)
                .prompt()
                .user("Make the greeting friendlier and tidy the notes.")
                .tools(EdlSpringAiTools.of(EdlTools.of(workspace, RegisterStore.inMemory())))
                .call()
                .content();

        assertEquals(2, model.prompts.size(), "one turn with tool calls, one with their results");
        assertEquals(
                dev.edl.tools.EdlTools.NAMES,
                ScriptedModel.offered(model.prompts.get(0)).stream()
                        .map(ToolDefinition::name)
                        .toList());
        assertEquals(
                "class Greeter {\n    String greet(String name) {\n        return \"Hi, \" + name + \"!\";\n    }\n}\n",
                Files.readString(greeter, StandardCharsets.UTF_8));
        assertEquals(
                "# Notes\n\n## To do\n\n- write the README\n- tag the release\n",
                Files.readString(notes, StandardCharsets.UTF_8));

        List<ToolResponse> responses = ScriptedModel.responses(model.prompts.get(1));
        assertEquals(
                List.of("call-1", "call-2", "call-3", "call-4"),
                responses.stream().map(ToolResponse::id).toList());
        assertFalse(isError(responses.get(0)), responses.get(0)::responseData);
        assertFalse(isError(responses.get(1)), responses.get(1)::responseData);
        String misspelt = responses.get(2).responseData();
        assertTrue(misspelt.startsWith("ERROR: Invalid arguments: Unknown argument \"scirpt\""), misspelt);
        String notFound = responses.get(3).responseData();
        assertTrue(notFound.startsWith("ERROR: ") && notFound.contains("✗"), notFound);
        assertEquals("done: ok ok error error", answer);
    }

    @Test
    void theToolCallingManagerTurnsMalformedArgumentsIntoErrorText() {
        ToolCallingChatOptions options = ToolCallingChatOptions.builder()
                .toolCallbacks(EdlSpringAiTools.of(tools()).callbacks())
                .build();
        Prompt prompt = new Prompt(List.of(new UserMessage("edit")), options);
        List<AssistantMessage.ToolCall> calls = new ArrayList<>();
        List<String> malformed = List.of("{\"script\": ", "[]", "{\"script\": \"a\"} trailing", "{\"a\":1,\"a\":2}");
        for (int i = 0; i < malformed.size(); i++) {
            calls.add(new AssistantMessage.ToolCall("call-" + i, "function", "edl", malformed.get(i)));
        }
        ChatResponse response = new ChatResponse(List.of(new Generation(
                AssistantMessage.builder().content("").toolCalls(calls).build())));

        ToolExecutionResult result = ToolCallingManager.builder().build().executeToolCalls(prompt, response);

        List<Message> history = result.conversationHistory();
        ToolResponseMessage last = (ToolResponseMessage) history.get(history.size() - 1);
        assertEquals(malformed.size(), last.getResponses().size());
        for (ToolResponse toolResponse : last.getResponses()) {
            assertTrue(
                    toolResponse.responseData().startsWith("ERROR: Invalid arguments: "), toolResponse::responseData);
        }
    }

    @Test
    void asAToolCallbackProviderItHandsOutEveryToolOfTheEdlToolsInOrder() {
        EdlTools tools = EdlTools.builder(workspace).only("read_lines", "edl").build();
        ToolCallbackProvider provider = EdlSpringAiTools.of(tools);

        ToolCallback[] callbacks = provider.getToolCallbacks();

        assertEquals(
                List.of("edl", "read_lines"),
                Arrays.stream(callbacks)
                        .map(callback -> callback.getToolDefinition().name())
                        .toList());
        callbacks[0] = callbacks[1];
        assertEquals("edl", provider.getToolCallbacks()[0].getToolDefinition().name(), "a fresh array each time");
    }

    @Test
    void twoToolsWithOneNameAreRefused() {
        EdlTool edl = tools().get(0);
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> EdlSpringAiTools.of(List.of(edl, edl)));
        assertTrue(String.valueOf(e.getMessage()).contains("edl"), e::getMessage);
    }

    private static boolean isError(ToolResponse response) {
        return response.responseData().startsWith(EdlSpringAiTools.ERROR_PREFIX);
    }

    /**
     * A chat model that follows a script: on the first turn it calls the tools, taking every argument
     * name from the JSON schema Spring AI offered it (so a definition that does not match the tool
     * fails the call), plus one misspelt name and one edit that cannot apply; on the second turn it
     * answers with what the tool responses said.
     */
    private static final class ScriptedModel implements ChatModel {
        final List<Prompt> prompts = new ArrayList<>();

        /** Spring AI attaches tools to the request, and loops, only for tool-calling options. */
        @Override
        public ChatOptions getOptions() {
            return ToolCallingChatOptions.builder().build();
        }

        @Override
        public ChatResponse call(Prompt prompt) {
            prompts.add(prompt);
            List<Message> messages = prompt.getInstructions();
            if (!(messages.get(messages.size() - 1) instanceof ToolResponseMessage)) {
                AssistantMessage calls = AssistantMessage.builder()
                        .content("")
                        .toolCalls(toolCalls(offered(prompt)))
                        .build();
                return new ChatResponse(List.of(new Generation(calls)));
            }
            String summary = responses(prompt).stream()
                    .map(response -> isError(response) ? "error" : "ok")
                    .collect(Collectors.joining(" "));
            return new ChatResponse(List.of(new Generation(new AssistantMessage("done: " + summary))));
        }

        static List<ToolDefinition> offered(Prompt prompt) {
            if (!(prompt.getOptions() instanceof ToolCallingChatOptions options)) {
                throw new AssertionError("no tool-calling options in the prompt");
            }
            List<ToolCallback> callbacks = options.getToolCallbacks();
            if (callbacks == null) {
                throw new AssertionError("no tools in the prompt");
            }
            return callbacks.stream().map(ToolCallback::getToolDefinition).toList();
        }

        /** The tool responses in a prompt, in the order the framework sent them. */
        static List<ToolResponse> responses(Prompt prompt) {
            List<ToolResponse> responses = new ArrayList<>();
            for (Message message : prompt.getInstructions()) {
                if (message instanceof ToolResponseMessage toolResponses) {
                    responses.addAll(toolResponses.getResponses());
                }
            }
            return responses;
        }

        private static List<AssistantMessage.ToolCall> toolCalls(List<ToolDefinition> offered) {
            ToolDefinition edl = definition(offered, "edl");
            ToolDefinition batch = definition(offered, "batch_edit_blocks");
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
            Map<String, Object> missing = Map.of(
                    argument(batch, "path"),
                    "notes.md",
                    argument(batch, "edits"),
                    List.of(Map.of("search", "## Done", "replace", "## Finished")));
            return List.of(
                    call("call-1", "edl", Map.of(argument(edl, "script"), script)),
                    call("call-2", "batch_edit_blocks", edits),
                    call("call-3", "edl", Map.of("scirpt", script)),
                    call("call-4", "batch_edit_blocks", missing));
        }

        private static ToolDefinition definition(List<ToolDefinition> offered, String name) {
            return offered.stream()
                    .filter(definition -> definition.name().equals(name))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("tool not offered: " + name));
        }

        /** The argument name, if and only if the offered schema has it. */
        private static String argument(ToolDefinition definition, String name) {
            try {
                JsonNode properties = JSON.readTree(definition.inputSchema()).get("properties");
                if (properties == null || !properties.has(name)) {
                    throw new AssertionError(definition.name() + " offers no argument " + name);
                }
                return name;
            } catch (JsonProcessingException e) {
                throw new AssertionError(e);
            }
        }

        private static AssistantMessage.ToolCall call(String id, String tool, Map<String, Object> arguments) {
            try {
                return new AssistantMessage.ToolCall(id, "function", tool, JSON.writeValueAsString(arguments));
            } catch (JsonProcessingException e) {
                throw new AssertionError(e);
            }
        }
    }
}
