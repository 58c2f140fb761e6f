package dev.edl.examples.springai;

import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;

/**
 * The edl tools as Spring AI tools: one {@link ToolCallback} per tool, whose {@code ToolDefinition}
 * carries the tool's own name, description and JSON schema text, unchanged. A {@link
 * ToolCallbackProvider}, so it goes straight to {@code ChatClient}'s {@code tools(...)} and {@code
 * defaultTools(...)} (Spring AI 2.0 deprecates every {@code toolCallbacks(...)} overload for
 * removal), or into a Spring context as a bean.
 *
 * <p>Spring AI's tool responses have no error flag, so a failed call answers with its report
 * prefixed by {@value #ERROR_PREFIX}; the report says what failed and how to retry. Nothing the
 * arguments or the files cause is thrown: malformed JSON, unknown or misspelt argument names and
 * edits that did not apply all come back to the model as text. With a {@code ChatClient}:
 *
 * <pre>{@code
 * EdlSpringAiTools edl = EdlSpringAiTools.of(EdlTools.of(root, RegisterStore.inMemory()));
 * String answer = ChatClient.create(chatModel).prompt()
 *         .user("Rename the greeting in Greeter.java")
 *         .tools(edl)
 *         .call()
 *         .content();
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe when the tools are.
 */
public final class EdlSpringAiTools implements ToolCallbackProvider {
    /** What a failed call's answer starts with. */
    public static final String ERROR_PREFIX = "ERROR: ";

    private final List<ToolCallback> callbacks;

    private EdlSpringAiTools(List<ToolCallback> callbacks) {
        this.callbacks = callbacks;
    }

    /**
     * Adapts every tool of an {@link EdlTools} to Spring AI, the same object {@code
     * EdlMcpServer.serve} and {@code EdlLangChain4jTools.of} take.
     *
     * @param tools the tools
     * @return the adapted tools, in the order of {@link EdlTools#tools()}
     */
    public static EdlSpringAiTools of(EdlTools tools) {
        return of(tools.tools());
    }

    /**
     * Adapts tools to Spring AI: a subset of {@link EdlTools}, or tools of your own.
     *
     * @param tools the tools, with distinct names
     * @return the adapted tools, in the given order
     * @throws IllegalArgumentException if two tools share a name
     */
    public static EdlSpringAiTools of(List<EdlTool> tools) {
        List<ToolCallback> callbacks = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (EdlTool tool : tools) {
            if (names.contains(tool.name())) {
                throw new IllegalArgumentException("Two tools are named " + tool.name());
            }
            names.add(tool.name());
            callbacks.add(new EdlToolCallback(tool));
        }
        return new EdlSpringAiTools(List.copyOf(callbacks));
    }

    /**
     * The callbacks as a list, e.g. for {@code ToolCallingChatOptions.builder().toolCallbacks(...)} or a
     * {@code ToolCallingManager} of your own.
     *
     * @return one callback per tool, in the order given to {@link #of}; unmodifiable
     */
    public List<ToolCallback> callbacks() {
        return callbacks;
    }

    /**
     * The callbacks, as Spring AI asks a provider for them.
     *
     * @return a new array with one callback per tool, in the order given to {@link #of}
     */
    @Override
    public ToolCallback[] getToolCallbacks() {
        return callbacks.toArray(new ToolCallback[0]);
    }
}
