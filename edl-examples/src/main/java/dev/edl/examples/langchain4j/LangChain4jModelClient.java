package dev.edl.examples.langchain4j;

import dev.edl.examples.jobs.model.ChatListener;
import dev.edl.examples.jobs.model.ChatMessage;
import dev.edl.examples.jobs.model.ModelClient;
import dev.edl.examples.jobs.model.ModelException;
import dev.edl.examples.jobs.model.ModelReply;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.model.output.TokenUsage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Any LangChain4j chat model as the edit-job runner's {@link ModelClient}, so {@code JobRunner}
 * runs with whatever model an application already has (OpenAI, Anthropic, Ollama, Gemini, …):
 *
 * <pre>{@code
 * JobResult result = JobRunner.builder(root, LangChain4jModelClient.of(chatModel)).verify("mvn -q compile").build()
 *         .run(JobFile.read(root.resolve("jobs/add-flag.md")));
 * }</pre>
 *
 * <p>{@link #of(ChatModel)} makes one blocking {@code chat} per answer; {@link
 * #of(StreamingChatModel)} streams it, and hands each piece to the {@link ChatListener} on the
 * calling thread, whatever thread the model answers on. The conversation goes over as system, user
 * and AI messages, text only, with the model's default parameters. What the model throws (or
 * reports to the stream handler) becomes a {@link ModelException}: {@code TIMEOUT} for LangChain4j's
 * {@code TimeoutException} or a stalled stream, {@code STATUS} with the code for its {@code
 * HttpException}, {@code SERVER_ERROR} for anything else, so a job ends as {@code MODEL_FAILED} with
 * the model's message. Retries are the model's own ({@code maxRetries}), not this client's.
 */
public final class LangChain4jModelClient implements ModelClient {
    /** How long a stream may go without a piece before the answer is given up, by default. */
    public static final Duration DEFAULT_STALL_TIMEOUT = Duration.ofMinutes(2);

    private final @Nullable ChatModel blocking;
    private final @Nullable StreamingChatModel streaming;
    private final Duration stallTimeout;
    private final String description;

    private LangChain4jModelClient(
            @Nullable ChatModel blocking, @Nullable StreamingChatModel streaming, Duration stallTimeout, Object model) {
        this.blocking = blocking;
        this.streaming = streaming;
        this.stallTimeout = stallTimeout;
        this.description =
                "LangChain4j " + model.getClass().getSimpleName() + (streaming != null ? " (streaming)" : "");
    }

    /**
     * A client that asks the model with one blocking call per answer.
     *
     * @param model the chat model
     * @return the client
     */
    public static LangChain4jModelClient of(ChatModel model) {
        return new LangChain4jModelClient(Objects.requireNonNull(model, "model"), null, DEFAULT_STALL_TIMEOUT, model);
    }

    /**
     * A client that streams each answer, with the default stall timeout.
     *
     * @param model the streaming chat model
     * @return the client
     */
    public static LangChain4jModelClient of(StreamingChatModel model) {
        return of(model, DEFAULT_STALL_TIMEOUT);
    }

    /**
     * A client that streams each answer.
     *
     * @param model the streaming chat model
     * @param stallTimeout the longest wait for the next piece (or the end); positive
     * @return the client
     * @throws IllegalArgumentException if the timeout is not positive
     */
    public static LangChain4jModelClient of(StreamingChatModel model, Duration stallTimeout) {
        Objects.requireNonNull(model, "model");
        if (stallTimeout.isNegative() || stallTimeout.isZero()) {
            throw new IllegalArgumentException("stallTimeout must be positive, got " + stallTimeout);
        }
        return new LangChain4jModelClient(null, model, stallTimeout, model);
    }

    @Override
    public ModelReply chat(List<ChatMessage> messages, ChatListener listener) throws ModelException {
        ChatRequest request =
                ChatRequest.builder().messages(toLangChain4j(messages)).build();
        if (blocking != null) {
            ChatResponse response;
            try {
                response = blocking.chat(request);
            } catch (RuntimeException e) {
                throw failure(e);
            }
            String content = text(response);
            return reply(response, content, content.isEmpty() ? 0 : 1);
        }
        return stream(Objects.requireNonNull(streaming), request, listener);
    }

    @Override
    public String describe() {
        return description;
    }

    /** What the stream handler saw, in order; the caller's thread takes them off the queue. */
    private sealed interface Event permits Piece, Done, Failed {}

    private record Piece(String text) implements Event {}

    private record Done(ChatResponse response) implements Event {}

    private record Failed(Throwable error) implements Event {}

    private ModelReply stream(StreamingChatModel model, ChatRequest request, ChatListener listener)
            throws ModelException {
        BlockingQueue<Event> events = new LinkedBlockingQueue<>();
        try {
            model.chat(request, new StreamingChatResponseHandler() {
                @Override
                public void onPartialResponse(String partialResponse) {
                    events.add(new Piece(partialResponse));
                }

                @Override
                public void onCompleteResponse(ChatResponse completeResponse) {
                    events.add(new Done(completeResponse));
                }

                @Override
                public void onError(Throwable error) {
                    events.add(new Failed(error));
                }
            });
        } catch (RuntimeException e) {
            throw failure(e);
        }
        StringBuilder content = new StringBuilder();
        int pieces = 0;
        while (true) {
            Event event;
            try {
                event = events.poll(stallTimeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ModelException(
                        ModelException.Kind.INTERRUPTED, null, "Interrupted waiting for " + description, e);
            }
            if (event == null) {
                throw new ModelException(
                        ModelException.Kind.TIMEOUT,
                        null,
                        "No streamed piece from " + description + " for " + stallTimeout.toMillis() + " ms",
                        null);
            }
            if (event instanceof Piece piece) {
                if (piece.text() != null && !piece.text().isEmpty()) {
                    pieces++;
                    content.append(piece.text());
                    listener.piece(piece.text());
                }
            } else if (event instanceof Done done) {
                String complete = text(done.response());
                return reply(done.response(), complete.isEmpty() ? content.toString() : complete, pieces);
            } else if (event instanceof Failed failed) {
                throw failure(failed.error());
            }
        }
    }

    private static List<dev.langchain4j.data.message.ChatMessage> toLangChain4j(List<ChatMessage> messages) {
        List<dev.langchain4j.data.message.ChatMessage> converted = new ArrayList<>(messages.size());
        for (ChatMessage message : messages) {
            converted.add(
                    switch (message.role()) {
                        case SYSTEM -> SystemMessage.from(message.content());
                        case USER -> UserMessage.from(message.content());
                        case ASSISTANT -> AiMessage.from(message.content());
                    });
        }
        return converted;
    }

    private static String text(@Nullable ChatResponse response) {
        AiMessage message = response == null ? null : response.aiMessage();
        String text = message == null ? null : message.text();
        return text == null ? "" : text;
    }

    private static ModelReply reply(ChatResponse response, String content, int pieces) {
        TokenUsage usage = response.tokenUsage();
        FinishReason finish = response.finishReason();
        return new ModelReply(
                content,
                pieces,
                usage == null ? null : usage.inputTokenCount(),
                usage == null ? null : usage.outputTokenCount(),
                finish == null ? null : finish.name().toLowerCase(Locale.ROOT));
    }

    private ModelException failure(Throwable thrown) {
        if (thrown instanceof dev.langchain4j.exception.TimeoutException) {
            return new ModelException(
                    ModelException.Kind.TIMEOUT, null, description + " timed out: " + thrown.getMessage(), thrown);
        }
        if (thrown instanceof HttpException http) {
            return new ModelException(
                    ModelException.Kind.STATUS,
                    http.statusCode(),
                    description + " answered HTTP " + http.statusCode() + ": " + http.getMessage(),
                    thrown);
        }
        return new ModelException(ModelException.Kind.SERVER_ERROR, null, description + " failed: " + thrown, thrown);
    }
}
