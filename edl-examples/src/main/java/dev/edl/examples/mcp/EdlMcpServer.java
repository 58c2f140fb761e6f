package dev.edl.examples.mcp;

import dev.edl.examples.tools.EditTool;
import dev.edl.examples.tools.ToolResult;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * Serves edl tools over the Model Context Protocol on a pair of streams (stdio). Each tool call
 * becomes one {@link EditTool#call}; a failed call is an MCP tool error ({@code isError: true}) whose
 * text says what failed and how to retry.
 */
public final class EdlMcpServer {
    private static final String INSTRUCTIONS =
            "Tools that edit text files in one workspace. Use `edl` for targeted edits with EDL scripts,"
                    + " `batch_edit_blocks` for many search/replace edits to one file, `write_from_line` to"
                    + " replace a range of lines, `apply_edit_blocks` for FILE/FIND/REPLACE/END blocks. A failed"
                    + " call reports why; nothing you wrote is lost (EDL saves it in registers _saved_N).";

    private EdlMcpServer() {}

    /**
     * Serves the tools until the input stream ends, then shuts the server down.
     *
     * @param tools the tools to expose
     * @param in where requests arrive (the client's writes)
     * @param out where responses go; nothing else may be written to it
     * @throws InterruptedException if the waiting thread is interrupted
     */
    public static void serve(List<EditTool> tools, InputStream in, OutputStream out) throws InterruptedException {
        CountDownLatch ended = new CountDownLatch(1);
        McpSyncServer server = start(tools, new EndSignallingInputStream(in, ended), out);
        ended.await();
        server.closeGracefully();
    }

    /**
     * Starts serving the tools on the streams and returns at once.
     *
     * @param tools the tools to expose
     * @param in where requests arrive
     * @param out where responses go
     * @return the running server; close it when done
     */
    public static McpSyncServer start(List<EditTool> tools, InputStream in, OutputStream out) {
        McpJsonMapper mapper = McpJsonDefaults.getMapper();
        StdioServerTransportProvider transport = new StdioServerTransportProvider(mapper, in, out);
        return McpServer.sync(transport)
                .serverInfo("edl", "0.1.0-SNAPSHOT")
                .instructions(INSTRUCTIONS)
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .tools(tools.stream().map(tool -> specification(tool, mapper)).toList())
                .build();
    }

    static SyncToolSpecification specification(EditTool tool, McpJsonMapper mapper) {
        McpSchema.Tool definition = McpSchema.Tool.builder()
                .name(tool.name())
                .description(tool.description())
                .inputSchema(mapper, tool.inputSchema())
                .build();
        return SyncToolSpecification.builder()
                .tool(definition)
                .callHandler((exchange, request) -> toMcp(tool.call(arguments(request))))
                .build();
    }

    private static Map<String, Object> arguments(McpSchema.CallToolRequest request) {
        Map<String, Object> arguments = request.arguments();
        return arguments == null ? Map.of() : arguments;
    }

    private static McpSchema.CallToolResult toMcp(ToolResult result) {
        return McpSchema.CallToolResult.builder()
                .addTextContent(result.text())
                .isError(result.isError())
                .build();
    }

    /** Counts a latch down when the wrapped stream reaches its end or fails. */
    private static final class EndSignallingInputStream extends FilterInputStream {
        private final CountDownLatch ended;

        EndSignallingInputStream(InputStream in, CountDownLatch ended) {
            super(in);
            this.ended = ended;
        }

        @Override
        public int read() throws IOException {
            return signal(() -> super.read());
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            return signal(() -> super.read(buffer, offset, length));
        }

        private int signal(IoRead read) throws IOException {
            try {
                int n = read.run();
                if (n < 0) {
                    ended.countDown();
                }
                return n;
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }

        @Override
        public void close() throws IOException {
            ended.countDown();
            super.close();
        }
    }

    @FunctionalInterface
    private interface IoRead {
        int run() throws IOException;
    }
}
