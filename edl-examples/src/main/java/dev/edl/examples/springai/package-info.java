/**
 * The edl tools in Spring AI: {@link dev.edl.examples.springai.EdlSpringAiTools} turns each tool into
 * a {@code ToolCallback} whose {@code ToolDefinition} carries the tool's own JSON schema, for
 * {@code ChatClient.prompt().toolCallbacks(...)} or {@code ToolCallingChatOptions}. Spring AI is a
 * provided dependency: the application brings it (2.0.1 is the version this is built and tested with).
 */
@NullMarked
package dev.edl.examples.springai;

import org.jspecify.annotations.NullMarked;
