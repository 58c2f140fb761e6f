package dev.edl.examples.mcp;

import dev.edl.examples.EdlVersion;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serves edl tools over the Model Context Protocol on a pair of streams (stdio). Each tool call
 * becomes one {@link EdlTool#call}; a failed call is an MCP tool error ({@code isError: true}) whose
 * text says what failed and how to retry.
 */
public final class EdlMcpServer {
    static final String INSTRUCTIONS =
            "Tools that edit text files in one workspace. Use `edl` for targeted edits with EDL scripts,"
                    + " `batch_edit_blocks` for many search/replace edits to one file, `write_from_line` to"
                    + " replace a range of lines, `apply_edit_blocks` for FILE/FIND/REPLACE/END blocks, `read_lines`"
                    + " to see a file's numbered lines and version token. A failed call reports why; nothing you"
                    + " wrote is lost (EDL saves it in registers _saved_N).";

    /** The default limit on one message from the client, in bytes (64 MiB). */
    public static final int DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(EdlMcpServer.class);

    private EdlMcpServer() {}

    /**
     * Serves the tools until the input stream ends, with the default message limit.
     *
     * @param tools the tools to expose
     * @param in where requests arrive (the client's writes)
     * @param out where responses go; nothing else may be written to it
     * @see #serve(EdlTools, InputStream, OutputStream, int)
     */
    public static void serve(EdlTools tools, InputStream in, OutputStream out) {
        serve(tools, in, out, DEFAULT_MAX_MESSAGE_BYTES);
    }

    /**
     * Serves the tools on the calling thread until the input stream ends; every request read is
     * answered before this returns. Requests are handled one at a time, in the order they arrive.
     * A line that is not a JSON-RPC message is answered with a JSON-RPC error and reading goes on;
     * a message longer than {@code maxMessageBytes} is skipped and answered with an error.
     *
     * @param tools the tools to expose
     * @param in where requests arrive (the client's writes), one UTF-8 JSON message per line
     * @param out where responses go; nothing else may be written to it
     * @param maxMessageBytes the longest message read, in bytes (at least 1)
     */
    public static void serve(EdlTools tools, InputStream in, OutputStream out, int maxMessageBytes) {
        McpJsonMapper mapper = StrictMcpJson.mapper(maxMessageBytes);
        SessionRoots roots = new SessionRoots(tools);
        StdioServerTransport transport = new StdioServerTransport(
                mapper,
                in,
                out,
                maxMessageBytes,
                tools.tools().stream().map(EdlTool::name).toList(),
                roots);
        // Asynchronous tool calls: a call made while the client's roots are being asked for waits for
        // the answer without holding the reader thread, which must read it. Otherwise a call runs at
        // once on the reader thread, so calls run one at a time in the order they arrive.
        McpAsyncServer server = McpServer.async(transport)
                .serverInfo("edl", EdlVersion.get())
                .instructions(INSTRUCTIONS)
                .jsonMapper(mapper)
                // The tools check their own arguments, with messages written for a model ("did you mean").
                .validateToolInputs(false)
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(tools.tools().stream()
                        .map(tool -> McpServerFeatures.AsyncToolSpecification.builder()
                                .tool(definition(tool, mapper))
                                .callHandler((exchange, request) ->
                                        roots.served().map(served -> callWithin(served, tool.name(), request)))
                                .build())
                        .toList())
                .build();
        try {
            transport.serve();
        } finally {
            server.close();
        }
    }

    private static McpSchema.CallToolResult callWithin(
            SessionRoots.Served served, String name, McpSchema.CallToolRequest request) {
        EdlTools tools = served.tools();
        if (tools == null) {
            return McpSchema.CallToolResult.builder()
                    .addTextContent(String.valueOf(served.failure()))
                    .isError(true)
                    .build();
        }
        return call(tools.tool(name).orElseThrow(), request);
    }

    static SyncToolSpecification specification(EdlTool tool, McpJsonMapper mapper) {
        return SyncToolSpecification.builder()
                .tool(definition(tool, mapper))
                .callHandler((exchange, request) -> call(tool, request))
                .build();
    }

    static McpSchema.Tool definition(EdlTool tool, McpJsonMapper mapper) {
        McpSchema.Tool.Builder definition = McpSchema.Tool.builder()
                .name(tool.name())
                .description(tool.description())
                .inputSchema(mapper, tool.inputSchema())
                .annotations(McpSchema.ToolAnnotations.builder()
                        .readOnlyHint(tool.isReadOnly())
                        .destructiveHint(tool.isDestructive())
                        .idempotentHint(tool.isIdempotent())
                        .openWorldHint(false)
                        .build());
        tool.outputSchema().ifPresent(schema -> definition.outputSchema(mapper, schema));
        return definition.build();
    }

    /** Calls the tool; whatever escapes it, even an error of the JVM, becomes a tool error. */
    static McpSchema.CallToolResult call(EdlTool tool, McpSchema.CallToolRequest request) {
        ToolResult result;
        try {
            result = tool.call(arguments(request));
        } catch (OutOfMemoryError e) {
            LOG.error("Out of memory in tool {}", tool.name(), e);
            result = ToolResult.error("The server ran out of memory running this call; nothing was written by it"
                    + " unless its report said so. Send a smaller input or split the work into several calls.");
        } catch (RuntimeException | StackOverflowError e) {
            LOG.error("Tool {} failed unexpectedly", tool.name(), e);
            result = ToolResult.error(
                    "Internal error in tool " + tool.name() + ": " + e + ". Check the files before retrying.");
        }
        return toMcp(result);
    }

    private static Map<String, Object> arguments(McpSchema.CallToolRequest request) {
        Map<String, Object> arguments = request.arguments();
        return arguments == null ? Map.of() : arguments;
    }

    private static McpSchema.CallToolResult toMcp(ToolResult result) {
        McpSchema.CallToolResult.Builder answer =
                McpSchema.CallToolResult.builder().addTextContent(result.text()).isError(result.isError());
        if (!result.data().isEmpty()) {
            answer.structuredContent(result.data());
        }
        return answer.build();
    }
}
