/** An MCP server (stdio) exposing the edl tools. */
@NullMarked
package dev.edl.examples.mcp;

import org.jspecify.annotations.NullMarked;
