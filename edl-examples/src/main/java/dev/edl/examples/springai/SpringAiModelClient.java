package dev.edl.examples.springai;

import dev.edl.examples.jobs.model.ChatListener;
import dev.edl.examples.jobs.model.ChatMessage;
import dev.edl.examples.jobs.model.ModelClient;
import dev.edl.examples.jobs.model.ModelException;
import dev.edl.examples.jobs.model.ModelReply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.SystemMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.ChatResponseMetadata;
import org.springframework.ai.chat.metadata.EmptyUsage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.model.StreamingChatModel;
import org.springframework.ai.chat.prompt.Prompt;
import reactor.core.Exceptions;

/**
 * Any Spring AI chat model as the edit-job runner's {@link ModelClient}, so {@code JobRunner} runs
 * with whatever model a Spring application already has (OpenAI, Anthropic, Ollama, Bedrock, …):
 *
 * <pre>{@code
 * JobResult result = JobRunner.builder(root, SpringAiModelClient.of(chatModel)).verify("mvn -q compile").build()
 *         .run(JobFile.read(root.resolve("jobs/add-flag.md")));
 * }</pre>
 *
 * <p>{@link #of} makes one blocking {@code call} per answer; {@link #streaming} consumes {@code
 * stream(prompt)} on the calling thread and hands each piece to the {@link ChatListener}. The
 * conversation goes over as system, user and assistant messages, text only, with the model's default
 * options. Whatever the model throws becomes a {@link ModelException} of kind {@code SERVER_ERROR}
 * (or {@code TIMEOUT} when a stream stalls), so a job ends as {@code MODEL_FAILED} with the model's
 * message. Retries are the model's own (Spring AI's retry template), not this client's.
 */
public final class SpringAiModelClient implements ModelClient {
    /** How long a stream may go without a piece before the answer is given up, by default. */
    public static final Duration DEFAULT_STALL_TIMEOUT = Duration.ofMinutes(2);

    private final @Nullable ChatModel blocking;
    private final @Nullable StreamingChatModel streaming;
    private final Duration stallTimeout;
    private final String description;

    private SpringAiModelClient(
            @Nullable ChatModel blocking, @Nullable StreamingChatModel streaming, Duration stallTimeout, Object model) {
        this.blocking = blocking;
        this.streaming = streaming;
        this.stallTimeout = stallTimeout;
        this.description = "Spring AI " + model.getClass().getSimpleName() + (streaming != null ? " (streaming)" : "");
    }

    /**
     * A client that asks the model with one blocking call per answer.
     *
     * @param model the chat model
     * @return the client
     */
    public static SpringAiModelClient of(ChatModel model) {
        return new SpringAiModelClient(Objects.requireNonNull(model, "model"), null, DEFAULT_STALL_TIMEOUT, model);
    }

    /**
     * A client that streams each answer, with the default stall timeout.
     *
     * @param model the chat model (every Spring AI {@code ChatModel} is one)
     * @return the client
     */
    public static SpringAiModelClient streaming(StreamingChatModel model) {
        return streaming(model, DEFAULT_STALL_TIMEOUT);
    }

    /**
     * A client that streams each answer.
     *
     * @param model the chat model (every Spring AI {@code ChatModel} is one)
     * @param stallTimeout the longest wait for the next piece; positive
     * @return the client
     * @throws IllegalArgumentException if the timeout is not positive
     */
    public static SpringAiModelClient streaming(StreamingChatModel model, Duration stallTimeout) {
        Objects.requireNonNull(model, "model");
        if (stallTimeout.isNegative() || stallTimeout.isZero()) {
            throw new IllegalArgumentException("stallTimeout must be positive, got " + stallTimeout);
        }
        return new SpringAiModelClient(null, model, stallTimeout, model);
    }

    @Override
    public ModelReply chat(List<ChatMessage> messages, ChatListener listener) throws ModelException {
        Prompt prompt = new Prompt(toSpring(messages));
        if (blocking != null) {
            ChatResponse response;
            try {
                response = blocking.call(prompt);
            } catch (RuntimeException e) {
                throw failure(e);
            }
            if (response == null || response.getResult() == null) {
                throw new ModelException(
                        ModelException.Kind.MALFORMED, null, "The model's response held no answer", null);
            }
            String content = text(response.getResult());
            return new ModelReply(
                    content,
                    content.isEmpty() ? 0 : 1,
                    promptTokens(response),
                    completionTokens(response),
                    finishReason(response.getResult()));
        }
        return stream(Objects.requireNonNull(streaming), prompt, listener);
    }

    private ModelReply stream(StreamingChatModel model, Prompt prompt, ChatListener listener) throws ModelException {
        StringBuilder content = new StringBuilder();
        int pieces = 0;
        @Nullable ChatResponse last = null;
        @Nullable String finishReason = null;
        try {
            for (ChatResponse chunk : model.stream(prompt).timeout(stallTimeout).toIterable(1)) {
                last = chunk;
                Generation generation = chunk.getResult();
                if (generation == null) {
                    continue;
                }
                String piece = text(generation);
                if (!piece.isEmpty()) {
                    pieces++;
                    content.append(piece);
                    listener.piece(piece);
                }
                String reason = finishReason(generation);
                if (reason != null) {
                    finishReason = reason;
                }
            }
        } catch (RuntimeException e) {
            throw failure(e);
        }
        return new ModelReply(
                content.toString(),
                pieces,
                last == null ? null : promptTokens(last),
                last == null ? null : completionTokens(last),
                finishReason);
    }

    @Override
    public String describe() {
        return description;
    }

    private static List<Message> toSpring(List<ChatMessage> messages) {
        List<Message> converted = new ArrayList<>(messages.size());
        for (ChatMessage message : messages) {
            converted.add(
                    switch (message.role()) {
                        case SYSTEM -> new SystemMessage(message.content());
                        case USER -> new UserMessage(message.content());
                        case ASSISTANT -> new AssistantMessage(message.content());
                    });
        }
        return converted;
    }

    private static String text(Generation generation) {
        AssistantMessage output = generation.getOutput();
        String text = output == null ? null : output.getText();
        return text == null ? "" : text;
    }

    private static @Nullable String finishReason(Generation generation) {
        if (generation.getMetadata() == null) {
            return null;
        }
        String reason = generation.getMetadata().getFinishReason();
        return reason == null || reason.isBlank() ? null : reason.toLowerCase(Locale.ROOT);
    }

    private static @Nullable Usage usage(ChatResponse response) {
        ChatResponseMetadata metadata = response.getMetadata();
        Usage usage = metadata == null ? null : metadata.getUsage();
        return usage == null || usage instanceof EmptyUsage ? null : usage;
    }

    private static @Nullable Integer promptTokens(ChatResponse response) {
        Usage usage = usage(response);
        return usage == null ? null : usage.getPromptTokens();
    }

    private static @Nullable Integer completionTokens(ChatResponse response) {
        Usage usage = usage(response);
        return usage == null ? null : usage.getCompletionTokens();
    }

    private ModelException failure(RuntimeException thrown) {
        Throwable cause = Exceptions.unwrap(thrown);
        if (cause instanceof TimeoutException) {
            return new ModelException(
                    ModelException.Kind.TIMEOUT,
                    null,
                    "No streamed piece from " + description + " for " + stallTimeout.toMillis() + " ms",
                    cause);
        }
        return new ModelException(ModelException.Kind.SERVER_ERROR, null, description + " failed: " + cause, cause);
    }
}
