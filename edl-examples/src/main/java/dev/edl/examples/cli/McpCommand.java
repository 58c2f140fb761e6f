package dev.edl.examples.cli;

import dev.edl.examples.mcp.EdlMcpServer;
import dev.edl.tools.EdlTools;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code edl mcp}: serves the edl tools over MCP on standard input and output. */
@Command(
        name = "mcp",
        mixinStandardHelpOptions = true,
        description = {
            "Serve the edit tools over the Model Context Protocol (stdio).",
            "Tools: edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines, find_files, search_text.",
            "Logs go to standard error. The server answers every request it has read, then stops when its input ends."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the input ended and every request read was answered.",
            "2:usage error (bad --root or option)."
        })
final class McpCommand implements Callable<Integer> {
    private final CliIo io;

    @Option(
            names = "--root",
            paramLabel = "DIR",
            description = "Workspace root: every path the tools touch must lie inside it (default: current directory).")
    private Path root = Path.of("");

    @Option(
            names = "--registers",
            paramLabel = "FILE",
            description = "Keep registers in this JSON file (default: in memory, for the life of the server).")
    private @Nullable Path registers;

    @Option(
            names = "--max-message-bytes",
            paramLabel = "N",
            description = "Longest message read from the client, in bytes; a longer one is answered with an error"
                    + " (default: ${DEFAULT-VALUE}).")
    private int maxMessageBytes = EdlMcpServer.DEFAULT_MAX_MESSAGE_BYTES;

    McpCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        Path workspace = root.toAbsolutePath().normalize();
        if (!WorkspaceRoot.check(workspace, io)) {
            return ExitCodes.USAGE;
        }
        if (maxMessageBytes < 1) {
            io.err().println("edl: --max-message-bytes must be at least 1");
            return ExitCodes.USAGE;
        }
        OutputStream protocol = io.out();
        PrintStream previous = System.out;
        // Keep stray prints from libraries off the protocol stream.
        System.setOut(io.err());
        try {
            io.err().println("edl mcp: serving workspace " + workspace);
            EdlMcpServer.serve(EdlTools.of(workspace, Registers.open(registers)), io.in(), protocol, maxMessageBytes);
        } finally {
            System.setOut(previous);
        }
        return ExitCodes.SUCCESS;
    }
}
