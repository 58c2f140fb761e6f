package dev.edl.examples.springai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.jobs.EditJob;
import dev.edl.examples.jobs.JobListener;
import dev.edl.examples.jobs.JobResult;
import dev.edl.examples.jobs.JobRunner;
import dev.edl.examples.jobs.model.ChatListener;
import dev.edl.examples.jobs.model.ChatMessage;
import dev.edl.examples.jobs.model.ModelException;
import dev.edl.examples.jobs.model.ModelReply;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.ChatGenerationMetadata;
import org.springframework.ai.chat.metadata.ChatResponseMetadata;
import org.springframework.ai.chat.metadata.DefaultUsage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.model.StreamingChatModel;
import org.springframework.ai.chat.prompt.Prompt;
import reactor.core.publisher.Flux;
import reactor.core.scheduler.Schedulers;

/**
 * The edit-job loop through Spring AI's own model interfaces: scripted {@link ChatModel} and {@link
 * StreamingChatModel} implementations (no server, no mocks) answer with edit blocks, real files
 * change.
 */
class SpringAiModelClientTest {
    static final String NOTES = "# Notes\n\n## TODO\n\n- write the README\n";

    /** Misquotes the heading: does not apply, so the runner asks again. */
    static final String WRONG = "FILE: notes.md\nFIND:\n## To-do\nREPLACE:\n## To do\nEND\n";

    static final String RIGHT = "FILE: notes.md\nFIND:\n## TODO\nREPLACE:\n## To do\nEND\n";

    @TempDir
    Path root;

    private EditJob job() throws Exception {
        Files.writeString(root.resolve("notes.md"), NOTES, StandardCharsets.UTF_8);
        return new EditJob(
                "job.md", List.of("notes.md"), List.of(), null, null, null, true, null, "Rename the TODO heading.");
    }

    private static ChatResponse response(String text, String finishReason, int promptTokens, int completionTokens) {
        Generation generation = new Generation(
                new AssistantMessage(text),
                ChatGenerationMetadata.builder().finishReason(finishReason).build());
        return new ChatResponse(
                List.of(generation),
                ChatResponseMetadata.builder()
                        .usage(new DefaultUsage(promptTokens, completionTokens))
                        .build());
    }

    /** Answers from a list, one per prompt, and keeps every prompt. */
    static final class ScriptedChatModel implements ChatModel {
        final List<Prompt> prompts = new ArrayList<>();
        private final Deque<String> answers;

        ScriptedChatModel(String... answers) {
            this.answers = new ArrayDeque<>(List.of(answers));
        }

        @Override
        public ChatResponse call(Prompt prompt) {
            prompts.add(prompt);
            return response(answers.removeFirst(), "STOP", 120, 30);
        }
    }

    @Test
    void aChatModelRunsAnEditJobThroughItsRetryAndTheConversationKeepsItsRoles() throws Exception {
        ScriptedChatModel model = new ScriptedChatModel(WRONG, RIGHT);
        List<ModelReply> replies = new ArrayList<>();

        JobResult result = JobRunner.builder(root, SpringAiModelClient.of(model))
                .listener(new JobListener() {
                    @Override
                    public void replied(int attempt, ModelReply reply) {
                        replies.add(reply);
                    }
                })
                .build()
                .run(job());

        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertEquals(
                "# Notes\n\n## To do\n\n- write the README\n",
                Files.readString(root.resolve("notes.md"), StandardCharsets.UTF_8));
        assertEquals(2, model.prompts.size());
        List<Message> second = model.prompts.get(1).getInstructions();
        assertEquals(4, second.size());
        assertInstanceOf(SystemMessage.class, second.get(0));
        assertInstanceOf(UserMessage.class, second.get(1));
        assertTrue(String.valueOf(second.get(1).getText()).contains("notes.md"));
        assertInstanceOf(AssistantMessage.class, second.get(2));
        assertEquals(WRONG, second.get(2).getText());
        assertInstanceOf(UserMessage.class, second.get(3));
        assertEquals(new ModelReply(RIGHT, 1, 120, 30, "stop"), replies.get(1));
    }

    @Test
    void aStreamingModelsPiecesReachTheListenerInOrderOnTheCallingThread() throws Exception {
        List<String> pieces = List.of("FILE: notes.md\nFIND:\n", "## TODO\nREPLACE:\n", "", "## To do\nEND\n");
        StreamingChatModel model = prompt -> Flux.fromIterable(pieces)
                .map(piece -> piece.equals(pieces.get(3))
                        ? response(piece, "STOP", 80, 12)
                        : new ChatResponse(List.of(new Generation(new AssistantMessage(piece)))))
                .publishOn(Schedulers.single());
        Thread caller = Thread.currentThread();
        List<String> heard = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();

        ModelReply reply = SpringAiModelClient.streaming(model)
                .chat(List.of(ChatMessage.system("edit"), ChatMessage.user("go")), new ChatListener() {
                    @Override
                    public void piece(String piece) {
                        heard.add(piece);
                        threads.add(Thread.currentThread());
                    }
                });

        assertEquals(List.of(pieces.get(0), pieces.get(1), pieces.get(3)), heard);
        assertTrue(threads.stream().allMatch(thread -> thread == caller), threads::toString);
        assertEquals(new ModelReply(RIGHT, 3, 80, 12, "stop"), reply);
    }

    @Test
    void aStreamingModelRunsAnEditJob() throws Exception {
        StreamingChatModel model = prompt -> Flux.just(RIGHT.substring(0, 12), RIGHT.substring(12))
                .map(piece -> new ChatResponse(List.of(new Generation(new AssistantMessage(piece)))));

        JobResult result = JobRunner.builder(root, SpringAiModelClient.streaming(model))
                .build()
                .run(job());

        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertTrue(Files.readString(root.resolve("notes.md"), StandardCharsets.UTF_8)
                .contains("## To do\n"));
    }

    @Test
    void whatTheModelThrowsBecomesAModelExceptionAndTheJobEndsWithoutWriting() throws Exception {
        ChatModel down = prompt -> {
            throw new IllegalStateException("HTTP 503 - service unavailable");
        };
        ModelException e = assertThrows(
                ModelException.class,
                () -> SpringAiModelClient.of(down).chat(List.of(ChatMessage.user("go")), ChatListener.NONE));
        assertEquals(ModelException.Kind.SERVER_ERROR, e.kind());
        assertNull(e.status());
        assertTrue(String.valueOf(e.getMessage()).contains("service unavailable"), e::getMessage);

        JobResult result =
                JobRunner.builder(root, SpringAiModelClient.of(down)).build().run(job());

        assertEquals(JobResult.Outcome.MODEL_FAILED, result.outcome());
        assertTrue(result.message().contains("service unavailable"), result.message());
        assertEquals(NOTES, Files.readString(root.resolve("notes.md"), StandardCharsets.UTF_8));
    }

    @Test
    void aStreamThatFailsOrStallsIsGivenUp() {
        List<ChatMessage> conversation = List.of(ChatMessage.user("go"));
        StreamingChatModel failing = prompt -> Flux.error(new IllegalStateException("model overloaded"));
        ModelException failed = assertThrows(
                ModelException.class,
                () -> SpringAiModelClient.streaming(failing).chat(conversation, ChatListener.NONE));
        assertEquals(ModelException.Kind.SERVER_ERROR, failed.kind());
        assertTrue(String.valueOf(failed.getMessage()).contains("model overloaded"), failed::getMessage);

        StreamingChatModel silent = prompt -> Flux.never();
        ModelException stalled = assertThrows(
                ModelException.class,
                () -> SpringAiModelClient.streaming(silent, Duration.ofMillis(200))
                        .chat(conversation, ChatListener.NONE));
        assertEquals(ModelException.Kind.TIMEOUT, stalled.kind());
        assertThrows(IllegalArgumentException.class, () -> SpringAiModelClient.streaming(silent, Duration.ZERO));
    }
}
