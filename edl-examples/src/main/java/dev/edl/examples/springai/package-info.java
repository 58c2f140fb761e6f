/**
 * The edl tools in Spring AI: {@link dev.edl.examples.springai.EdlSpringAiTools} turns each tool into
 * a {@code ToolCallback} whose {@code ToolDefinition} carries the tool's own JSON schema; it is a
 * {@code ToolCallbackProvider} for {@code ChatClient.prompt().tools(...)} or {@code
 * ToolCallingChatOptions}. {@link dev.edl.examples.springai.SpringAiModelClient} runs the edit-job loop
 * with any Spring AI chat model. Spring AI is a provided dependency: the application brings it (2.0.1
 * is the version this is built and tested with).
 */
@NullMarked
package dev.edl.examples.springai;

import org.jspecify.annotations.NullMarked;
