package dev.edl.examples.langchain4j;

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
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.model.output.TokenUsage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The edit-job loop through LangChain4j's own model interfaces: scripted {@link ChatModel} and {@link
 * StreamingChatModel} implementations (no server, no mocks) answer with edit blocks, real files
 * change.
 */
class LangChain4jModelClientTest {
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

    /** Answers from a list, one per request, and keeps every request. */
    static final class ScriptedChatModel implements ChatModel {
        final List<ChatRequest> requests = new ArrayList<>();
        private final Deque<String> answers;

        ScriptedChatModel(String... answers) {
            this.answers = new ArrayDeque<>(List.of(answers));
        }

        @Override
        public ChatResponse doChat(ChatRequest request) {
            requests.add(request);
            return ChatResponse.builder()
                    .aiMessage(AiMessage.from(answers.removeFirst()))
                    .tokenUsage(new TokenUsage(120, 30))
                    .finishReason(FinishReason.STOP)
                    .build();
        }
    }

    /** Answers on a thread of its own, as network clients do, in the pieces given. */
    static final class ScriptedStreamingModel implements StreamingChatModel {
        final List<ChatRequest> requests = new ArrayList<>();
        private final Consumer<StreamingChatResponseHandler> script;

        ScriptedStreamingModel(Consumer<StreamingChatResponseHandler> script) {
            this.script = script;
        }

        @Override
        public void doChat(ChatRequest request, StreamingChatResponseHandler handler) {
            requests.add(request);
            Thread answering = new Thread(() -> script.accept(handler), "scripted-model");
            answering.setDaemon(true);
            answering.start();
        }
    }

    @Test
    void aBlockingChatModelRunsAnEditJobThroughItsRetryAndTheConversationKeepsItsRoles() throws Exception {
        ScriptedChatModel model = new ScriptedChatModel(WRONG, RIGHT);
        List<ModelReply> replies = new ArrayList<>();

        JobResult result = JobRunner.builder(root, LangChain4jModelClient.of(model))
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
        assertEquals(2, model.requests.size());
        List<dev.langchain4j.data.message.ChatMessage> second =
                model.requests.get(1).messages();
        assertEquals(4, second.size());
        assertInstanceOf(SystemMessage.class, second.get(0));
        assertInstanceOf(UserMessage.class, second.get(1));
        assertTrue(((UserMessage) second.get(1)).singleText().contains("notes.md"));
        assertEquals(WRONG, ((AiMessage) second.get(2)).text());
        assertInstanceOf(UserMessage.class, second.get(3));
        assertEquals(new ModelReply(RIGHT, 1, 120, 30, "stop"), replies.get(1));
    }

    @Test
    void aStreamingModelsPiecesReachTheListenerInOrderOnTheCallingThread() throws Exception {
        List<String> pieces = List.of("FILE: notes.md\nFIND:\n", "## TODO\nREPLACE:\n", "", "## To do\nEND\n");
        ScriptedStreamingModel model = new ScriptedStreamingModel(handler -> {
            pieces.forEach(handler::onPartialResponse);
            handler.onCompleteResponse(ChatResponse.builder()
                    .aiMessage(AiMessage.from(String.join("", pieces)))
                    .finishReason(FinishReason.LENGTH)
                    .build());
        });
        Thread caller = Thread.currentThread();
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = Collections.synchronizedList(new ArrayList<>());

        ModelReply reply = LangChain4jModelClient.of(model)
                .chat(List.of(ChatMessage.system("edit"), ChatMessage.user("go")), new ChatListener() {
                    @Override
                    public void piece(String piece) {
                        heard.add(piece);
                        threads.add(Thread.currentThread());
                    }
                });

        assertEquals(List.of(pieces.get(0), pieces.get(1), pieces.get(3)), heard);
        assertTrue(threads.stream().allMatch(thread -> thread == caller), threads::toString);
        assertEquals(RIGHT, reply.content());
        assertEquals(3, reply.streamedPieces());
        assertEquals("length", reply.finishReason());
        assertNull(reply.promptTokens());
    }

    @Test
    void aStreamingModelRunsAnEditJob() throws Exception {
        ScriptedStreamingModel model = new ScriptedStreamingModel(handler -> {
            handler.onPartialResponse(RIGHT.substring(0, 10));
            handler.onPartialResponse(RIGHT.substring(10));
            handler.onCompleteResponse(
                    ChatResponse.builder().aiMessage(AiMessage.from(RIGHT)).build());
        });

        JobResult result = JobRunner.builder(root, LangChain4jModelClient.of(model))
                .build()
                .run(job());

        assertEquals(JobResult.Outcome.WRITTEN, result.outcome(), result.message());
        assertTrue(Files.readString(root.resolve("notes.md"), StandardCharsets.UTF_8)
                .contains("## To do\n"));
    }

    @Test
    void whatTheModelThrowsOrReportsBecomesAModelExceptionOfTheRightKind() {
        List<ChatMessage> conversation = List.of(ChatMessage.user("go"));
        ChatModel limited = new ChatModel() {
            @Override
            public ChatResponse doChat(ChatRequest request) {
                throw new HttpException(429, "rate limit reached");
            }
        };
        ModelException status = assertThrows(
                ModelException.class, () -> LangChain4jModelClient.of(limited).chat(conversation, ChatListener.NONE));
        assertEquals(ModelException.Kind.STATUS, status.kind());
        assertEquals(429, status.status());
        assertTrue(String.valueOf(status.getMessage()).contains("rate limit reached"), status::getMessage);

        ScriptedStreamingModel timingOut =
                new ScriptedStreamingModel(handler -> handler.onError(new TimeoutException("read timed out")));
        ModelException timeout = assertThrows(
                ModelException.class, () -> LangChain4jModelClient.of(timingOut).chat(conversation, ChatListener.NONE));
        assertEquals(ModelException.Kind.TIMEOUT, timeout.kind());

        ScriptedStreamingModel failing =
                new ScriptedStreamingModel(handler -> handler.onError(new IllegalStateException("model overloaded")));
        ModelException failed = assertThrows(
                ModelException.class, () -> LangChain4jModelClient.of(failing).chat(conversation, ChatListener.NONE));
        assertEquals(ModelException.Kind.SERVER_ERROR, failed.kind());
        assertTrue(String.valueOf(failed.getMessage()).contains("model overloaded"), failed::getMessage);
    }

    @Test
    void aStreamThatStallsIsGivenUp() {
        ScriptedStreamingModel silent = new ScriptedStreamingModel(handler -> handler.onPartialResponse("FILE: "));
        LangChain4jModelClient client = LangChain4jModelClient.of(silent, Duration.ofMillis(200));

        ModelException e = assertThrows(
                ModelException.class, () -> client.chat(List.of(ChatMessage.user("go")), ChatListener.NONE));

        assertEquals(ModelException.Kind.TIMEOUT, e.kind());
        assertTrue(String.valueOf(e.getMessage()).startsWith("No streamed piece from LangChain4j"), e::getMessage);
    }

    @Test
    void aFailingModelEndsTheJobWithoutWritingAndSaysWhy() throws Exception {
        ChatModel down = new ChatModel() {
            @Override
            public ChatResponse doChat(ChatRequest request) {
                throw new HttpException(503, "service unavailable");
            }
        };

        JobResult result =
                JobRunner.builder(root, LangChain4jModelClient.of(down)).build().run(job());

        assertEquals(JobResult.Outcome.MODEL_FAILED, result.outcome());
        assertTrue(result.message().contains("HTTP 503"), result.message());
        assertEquals(NOTES, Files.readString(root.resolve("notes.md"), StandardCharsets.UTF_8));
    }

    @Test
    void aNonPositiveStallTimeoutIsRefused() {
        ScriptedStreamingModel model = new ScriptedStreamingModel(handler -> {});
        assertThrows(IllegalArgumentException.class, () -> LangChain4jModelClient.of(model, Duration.ZERO));
    }
}
