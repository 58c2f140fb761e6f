/**
 * Chat clients for LLM servers over {@code java.net.http}: Ollama's {@code /api/chat} and the
 * OpenAI-compatible {@code /v1/chat/completions}, streaming and not, with timeouts and bounded
 * retries. Any other client plugs in through {@link dev.edl.examples.jobs.model.ModelClient}.
 */
@NullMarked
package dev.edl.examples.jobs.model;

import org.jspecify.annotations.NullMarked;
