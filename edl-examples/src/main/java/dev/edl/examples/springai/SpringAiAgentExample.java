package dev.edl.examples.springai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.RegisterStore;
import dev.edl.tools.EdlTools;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage.ToolResponse;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.tool.ToolCallback;

/**
 * The edl tools behind a Spring AI {@link ChatClient}. The chat model is scripted (it runs offline
 * and always makes the same calls), but the loop is Spring AI's: the client offers the tool
 * callbacks from {@link EdlSpringAiTools}, its tool-calling advisor runs the model's calls and sends
 * the responses back until the model answers. The model's first batch edit misremembers a line and
 * that edit fails (the other is kept); the report shows the closest text, and the model resends
 * only the failed edit.
 *
 * <p>Run it with {@code mvn -B -q -pl edl-examples exec:java
 * -Dexec.mainClass=dev.edl.examples.springai.SpringAiAgentExample -Dexec.classpathScope=compile}
 * (Spring AI is not in {@code edl.jar}).
 */
public final class SpringAiAgentExample {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SpringAiAgentExample() {}

    /**
     * Runs the session in a temporary workspace.
     *
     * @param args ignored
     * @throws IOException if the workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        run(Files.createTempDirectory("edl-spring-ai-"), System.out);
    }

    /**
     * Writes {@code Greeter.java} into a workspace and lets the scripted model edit it through the tools.
     *
     * @param workspace the workspace root (an existing directory)
     * @param out where the conversation is printed
     * @return the model's final answer
     * @throws IOException if the file cannot be written or read
     */
    public static String run(Path workspace, PrintStream out) throws IOException {
        Path greeter = workspace.resolve("Greeter.java");
        Files.writeString(
                greeter,
                "class Greeter {\n    String greet(String name) {\n        return \"Hello, \" + name;\n    }\n}\n",
                StandardCharsets.UTF_8);

        EdlSpringAiTools tools = EdlSpringAiTools.of(EdlTools.of(workspace, RegisterStore.inMemory()));
        String answer = ChatClient.create(new ScriptedModel(out))
                .prompt()
                .user("Make the greeter say hi, and rename greet to hello.")
                .tools(tools)
                .call()
                .content();

        out.println("Answer: " + answer);
        out.println("Greeter.java now:\n" + Files.readString(greeter, StandardCharsets.UTF_8));
        return String.valueOf(answer);
    }

    /** A stand-in for an LLM: one tool call per turn from a fixed list, then an answer. */
    private static final class ScriptedModel implements ChatModel {
        private static final List<AssistantMessage.ToolCall> CALLS = List.of(
                call(
                        "call-1",
                        Map.of(
                                "path",
                                "Greeter.java",
                                "edits",
                                List.of(
                                        Map.of(
                                                "search",
                                                "String greet(String name)",
                                                "replace",
                                                "String hello(String name)"),
                                        Map.of(
                                                "search",
                                                "return \"Hello \" + name;",
                                                "replace",
                                                "return \"Hi, \" + name + \"!\";")))),
                call(
                        "call-2",
                        Map.of(
                                "path",
                                "Greeter.java",
                                "edits",
                                List.of(Map.of(
                                        "search",
                                        "return \"Hello, \" + name;",
                                        "replace",
                                        "return \"Hi, \" + name + \"!\";")))));

        private final PrintStream out;

        ScriptedModel(PrintStream out) {
            this.out = out;
        }

        /** Spring AI attaches tools to the request, and loops, only for tool-calling options. */
        @Override
        public ChatOptions getOptions() {
            return ToolCallingChatOptions.builder().build();
        }

        @Override
        public ChatResponse call(Prompt prompt) {
            List<ToolResponse> responses = prompt.getInstructions().stream()
                    .filter(ToolResponseMessage.class::isInstance)
                    .flatMap(message -> ((ToolResponseMessage) message).getResponses().stream())
                    .toList();
            if (responses.isEmpty()) {
                List<ToolCallback> offered = prompt.getOptions() instanceof ToolCallingChatOptions options
                                && options.getToolCallbacks() != null
                        ? options.getToolCallbacks()
                        : List.of();
                out.println("Tools offered to the model: "
                        + offered.stream()
                                .map(callback -> callback.getToolDefinition().name())
                                .toList());
            } else {
                ToolResponse last = responses.get(responses.size() - 1);
                out.println("<- " + last.name() + "\n" + last.responseData());
            }
            if (responses.size() < CALLS.size()) {
                AssistantMessage.ToolCall next = CALLS.get(responses.size());
                out.println("-> " + next.name() + " " + next.arguments());
                AssistantMessage message = AssistantMessage.builder()
                        .content("")
                        .toolCalls(List.of(next))
                        .build();
                return new ChatResponse(List.of(new Generation(message)));
            }
            return new ChatResponse(List.of(new Generation(new AssistantMessage(
                    "Renamed greet to hello; the greeting edit failed once (stale text) and applied on the retry."))));
        }

        private static AssistantMessage.ToolCall call(String id, Map<String, Object> arguments) {
            try {
                return new AssistantMessage.ToolCall(
                        id, "function", "batch_edit_blocks", JSON.writeValueAsString(arguments));
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
