/**
 * The edl tools behind a tiny framework-neutral tool interface ({@link dev.edl.tools.EditTool}):
 * name, LLM-facing description, JSON input schema and a call on JSON-like arguments. The MCP server
 * and the agent-framework example adapt these same tools.
 */
@NullMarked
package dev.edl.tools;

import org.jspecify.annotations.NullMarked;
