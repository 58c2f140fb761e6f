package dev.edl.examples.cli;

import dev.edl.examples.mcp.EdlMcpServer;
import dev.edl.tools.EdlTools;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code edl mcp}: serves the edl tools over MCP on standard input and output, or over HTTP with {@code --http}. */
@Command(
        name = "mcp",
        description = {
            "Serve the edit tools over the Model Context Protocol (stdio).",
            "Tools: edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines, find_files, search_text.",
            "Logs go to standard error. The server answers every request it has read, then stops when its input ends.",
            "With --http [HOST:]PORT: MCP Streamable HTTP at /mcp (GET /health for load balancers) until SIGTERM."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the input ended and every request read was answered.",
            "2:usage error (bad --root or option)."
        })
final class McpCommand extends CliCommand {
    private final CliIo io;

    @Option(
            names = "--root",
            paramLabel = "DIR",
            description = "Workspace root: every path the tools touch must lie inside it (default: current directory).")
    private Path root = Path.of("");

    @Option(
            names = "--registers",
            paramLabel = "FILE|URL",
            description =
                    "Keep registers in this JSON file, or in PostgreSQL when it is a jdbc:postgresql://HOST:PORT/DB?user=U&password=P URL (default: in memory, for the life of the server).")
    private @Nullable String registers;

    @Option(
            names = "--registers-namespace",
            paramLabel = "NS",
            description = "With a jdbc: --registers URL: the namespace (tenant) of the registers in the database"
                    + " (default: " + Registers.DEFAULT_NAMESPACE + "); with --tokens, the prefix: tenant T uses"
                    + " namespace NS/T (without it: T).")
    private @Nullable String registersNamespace;

    @Option(
            names = "--max-message-bytes",
            paramLabel = "N",
            description = "Longest message read from the client, in bytes; a longer one is answered with an error"
                    + " (default: ${DEFAULT-VALUE}).")
    private int maxMessageBytes = EdlMcpServer.DEFAULT_MAX_MESSAGE_BYTES;

    @Option(
            names = "--tools",
            paramLabel = "NAME,NAME",
            split = ",",
            description = "Serve only these tools (default: all), e.g. --tools edl,read_lines; an unknown name is an"
                    + " error that lists the valid ones.")
    private @Nullable List<String> only;

    @Option(
            names = "--http",
            paramLabel = "[HOST:]PORT",
            description = "Serve MCP Streamable HTTP at /mcp instead of stdio (host default 127.0.0.1; port 0: any).")
    private @Nullable String http;

    @Option(
            names = "--tokens",
            paramLabel = "FILE",
            description = "With --http: TOKEN ROOT [TENANT] lines; every request needs Authorization: Bearer TOKEN,"
                    + " which selects the workspace root and the registers. With it, --registers names a directory"
                    + " (one JSON file per tenant) or a jdbc: URL (one namespace per tenant).")
    private @Nullable Path tokens;

    @Option(
            names = "--allowed-origins",
            paramLabel = "ORIGIN",
            split = ",",
            description = "With --http: browser origins allowed to call, e.g. http://localhost:* (default: none).")
    private List<String> allowedOrigins = new ArrayList<>();

    @Option(
            names = "--allowed-hosts",
            paramLabel = "HOST",
            split = ",",
            description = "With --http: Host header values allowed, e.g. edl.internal:* ('*': any; default: loopback"
                    + " names on a loopback address, any elsewhere).")
    private List<String> allowedHosts = new ArrayList<>();

    McpCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Path workspace = root.toAbsolutePath().normalize();
        if (!WorkspaceRoot.check(workspace, io) || !Registers.check(registers, registersNamespace, io)) {
            return ExitCodes.USAGE;
        }
        if (maxMessageBytes < 1) {
            io.err().println("edl: --max-message-bytes must be at least 1");
            return ExitCodes.USAGE;
        }
        String[] chosen = null;
        if (only != null) {
            chosen = only.stream().map(String::strip).toArray(String[]::new);
            for (String name : chosen) {
                if (!EdlTools.NAMES.contains(name)) {
                    io.err()
                            .println("edl: --tools: unknown tool \"" + name + "\"; valid tools: "
                                    + String.join(", ", EdlTools.NAMES));
                    return ExitCodes.USAGE;
                }
            }
        }
        if (http != null) {
            return McpHttpLauncher.run(
                    io,
                    http,
                    workspace,
                    registers,
                    registersNamespace,
                    tokens,
                    allowedOrigins,
                    allowedHosts,
                    maxMessageBytes,
                    chosen);
        }
        if (tokens != null || !allowedOrigins.isEmpty() || !allowedHosts.isEmpty()) {
            io.err().println("edl: --tokens, --allowed-origins and --allowed-hosts need --http");
            return ExitCodes.USAGE;
        }
        EdlTools.Builder tools = EdlTools.builder(workspace).registers(Registers.open(registers, registersNamespace));
        if (chosen != null) {
            tools.only(chosen);
        }
        OutputStream protocol = io.out();
        PrintStream previous = System.out;
        // Keep stray prints from libraries off the protocol stream.
        System.setOut(io.err());
        try {
            io.err().println("edl mcp: serving workspace " + workspace);
            EdlMcpServer.serve(tools.build(), io.in(), protocol, maxMessageBytes);
        } finally {
            System.setOut(previous);
        }
        return ExitCodes.SUCCESS;
    }
}
