/** MCP servers exposing the edl tools: stdio ({@link dev.edl.examples.mcp.EdlMcpServer}) and Streamable HTTP ({@link dev.edl.examples.mcp.McpHttpServer}). */
@NullMarked
package dev.edl.examples.mcp;

import org.jspecify.annotations.NullMarked;
