package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code edl read}: shows numbered lines of a file and its version token (the {@code read_lines} tool). */
@Command(
        name = "read",
        description = {
            "Show lines N..M of a file (1-based, inclusive) with their numbers.",
            "The header gives the file's line count and its version token, exactly as the read_lines tool shows"
                    + " them to a model."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:shown.", "1:refused (file error, range past the end).", "2:usage error."})
final class ReadCommand extends CliCommand {
    private final CliIo io;

    @Option(
            names = "--file",
            required = true,
            paramLabel = "FILE",
            description = "The file to read (relative to --root).")
    private String file = "";

    @Option(names = "--start", paramLabel = "N", description = "First line to show (default 1).")
    private @Nullable Integer start;

    @Option(names = "--end", paramLabel = "M", description = "Last line to show (default: the last line).")
    private @Nullable Integer end;

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    ReadCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("path", file);
        if (start != null) {
            arguments.put("startLine", start);
        }
        if (end != null) {
            arguments.put("endLine", end);
        }
        ToolResult result = EdlTools.builder(root)
                .registers(RegisterStore.inMemory())
                .only("read_lines")
                .build()
                .tools()
                .get(0)
                .call(arguments);
        io.out().print(result.text());
        return result.isError() ? ExitCodes.EDITS_FAILED : ExitCodes.SUCCESS;
    }
}
