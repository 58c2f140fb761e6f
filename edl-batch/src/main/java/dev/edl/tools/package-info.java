/**
 * The edl edit tools for LLM agents, as a library: {@link dev.edl.tools.EdlTools} gives the tools
 * {@code edl}, {@code batch_edit_blocks}, {@code write_from_line}, {@code apply_edit_blocks} and
 * {@code read_lines} (and the read-only {@code find_files} and {@code search_text}) for one workspace, each an {@link dev.edl.tools.EdlTool} with a name, an
 * LLM-facing description, a JSON Schema and a call on JSON arguments (text or decoded). The edl MCP
 * server, the {@code edl} command line and framework adapters all serve these same tools.
 *
 * <p>Failure rule: what a model (or the files) got wrong — malformed or misspelt arguments, a stale
 * view, a search text that does not match, a file outside the workspace — is a {@link
 * dev.edl.tools.ToolResult} with {@code isError()} set, whose text says what failed and how to retry;
 * a call never throws for it. What a programmer got wrong (a null argument, an unknown tool name given
 * to the builder) is an {@link java.lang.IllegalArgumentException} or {@link
 * java.lang.NullPointerException} thrown at the call. There are no checked exceptions. Lines are
 * 1-based.
 */
@NullMarked
package dev.edl.tools;

import org.jspecify.annotations.NullMarked;
