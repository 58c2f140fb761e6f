package dev.edl.examples.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.RegisterStore;
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
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The edl tools in a LangChain4j AI service. The chat model is scripted (it runs offline and
 * always makes the same calls), but everything else is LangChain4j's: it offers the tools, parses
 * the model's calls, runs them through {@link EdlLangChain4jTools} and sends the results back. The
 * model's first EDL script misremembers a heading and fails; the report tells it the replacement
 * text was saved in register {@code _saved_1}, and the retry reuses it. An edit block finishes the
 * job.
 *
 * <p>Run it with {@code mvn -B -q -pl edl-examples exec:java
 * -Dexec.mainClass=dev.edl.examples.langchain4j.LangChain4jAgentExample -Dexec.classpathScope=compile}
 * (LangChain4j is not in {@code edl.jar}).
 */
public final class LangChain4jAgentExample {
    private static final ObjectMapper JSON = new ObjectMapper();

    private LangChain4jAgentExample() {}

    /** The assistant LangChain4j implements. */
    interface Assistant {
        String chat(String request);
    }

    /**
     * Runs the session in a temporary workspace.
     *
     * @param args ignored
     * @throws IOException if the workspace cannot be made
     */
    public static void main(String[] args) throws IOException {
        run(Files.createTempDirectory("edl-langchain4j-"), System.out);
    }

    /**
     * Writes {@code notes.md} into a workspace and lets the scripted model edit it through the tools.
     *
     * @param workspace the workspace root (an existing directory)
     * @param out where the conversation is printed
     * @return the model's final answer
     * @throws IOException if the file cannot be written or read
     */
    public static String run(Path workspace, PrintStream out) throws IOException {
        Path notes = workspace.resolve("notes.md");
        Files.writeString(notes, "# Notes\n\n## TODO\n", StandardCharsets.UTF_8);

        EdlLangChain4jTools edl = EdlLangChain4jTools.of(EdlTools.of(workspace, RegisterStore.inMemory()));
        Assistant assistant = AiServices.builder(Assistant.class)
                .chatModel(new ScriptedModel(out))
                .tools(edl.executors())
                .hallucinatedToolNameStrategy(edl::unknownTool)
                .build();
        String answer = assistant.chat("Rename the TODO heading and list the release tasks.");

        out.println("Answer: " + answer);
        out.println("notes.md now:\n" + Files.readString(notes, StandardCharsets.UTF_8));
        return answer;
    }

    /** A stand-in for an LLM: one tool call per turn from a fixed list, then an answer. */
    private static final class ScriptedModel implements ChatModel {
        private static final List<ToolExecutionRequest> CALLS = List.of(
                call(
                        "call-1",
                        "edl",
                        Map.of(
                                "script",
                                "file notes.md\nselect <<END\n## Todo\nEND\nreplace <<END\n## To do\n\n"
                                        + "- write the README\nEND\n")),
                call(
                        "call-2",
                        "edl",
                        Map.of("script", "file notes.md\nselect <<END\n## TODO\nEND\nreplace _saved_1\n")),
                call(
                        "call-3",
                        "apply_edit_blocks",
                        Map.of(
                                "blocks",
                                "FILE: notes.md\nFIND:\n- write the README\nREPLACE:\n- write the README\n"
                                        + "- tag the release\nEND\n")));

        private final PrintStream out;

        ScriptedModel(PrintStream out) {
            this.out = out;
        }

        @Override
        public ChatResponse doChat(ChatRequest request) {
            List<ChatMessage> messages = request.messages();
            List<ToolExecutionResultMessage> results = messages.stream()
                    .filter(ToolExecutionResultMessage.class::isInstance)
                    .map(ToolExecutionResultMessage.class::cast)
                    .toList();
            if (results.isEmpty()) {
                out.println("Tools offered to the model: "
                        + request.toolSpecifications().stream()
                                .map(ToolSpecification::name)
                                .toList());
            } else {
                ToolExecutionResultMessage last = results.get(results.size() - 1);
                out.println("<- " + last.toolName() + (Boolean.TRUE.equals(last.isError()) ? " (error)" : "") + "\n"
                        + last.text());
            }
            if (results.size() < CALLS.size()) {
                ToolExecutionRequest next = CALLS.get(results.size());
                out.println("-> " + next.name() + " " + next.arguments());
                return ChatResponse.builder().aiMessage(AiMessage.from(next)).build();
            }
            return ChatResponse.builder()
                    .aiMessage(AiMessage.from("Renamed the heading (second try, reusing the saved text) and added"
                            + " the release task."))
                    .build();
        }

        private static ToolExecutionRequest call(String id, String tool, Map<String, Object> arguments) {
            try {
                return ToolExecutionRequest.builder()
                        .id(id)
                        .name(tool)
                        .arguments(JSON.writeValueAsString(arguments))
                        .build();
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
