package dev.edl.examples.cli;

import dev.edl.tools.EditBlocksRun;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl blocks}: applies FILE/FIND/REPLACE/END edit blocks from an LLM response. */
@Command(
        name = "blocks",
        mixinStandardHelpOptions = true,
        description = {
            "Apply the FILE/FIND/REPLACE/END edit blocks of an LLM response (a file, or '-').",
            "Without --commit this is a preview: every edit is applied in memory and the diff printed.",
            "With --commit the files are written, all or nothing, only if every edit applied."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every edit applied (and written with --commit).",
            "1:some edits failed or a block was malformed; nothing written.",
            "2:usage error."
        })
final class BlocksCommand implements Callable<Integer> {
    private final CliIo io;

    @Parameters(index = "0", paramLabel = "RESPONSE", description = "The response file, or '-' to read standard input.")
    private String response = "-";

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    @Option(names = "--commit", description = "Write the edited files (all or nothing).")
    private boolean commit;

    @Option(names = "--json", description = "Print the result as JSON.")
    private boolean json;

    BlocksCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        EditBlocksRun run = EditBlocksRun.apply(root, io.readSource(response), commit);
        if (json) {
            io.out().println(JsonReports.write(BatchJson.blocks(run)));
        } else {
            io.out().print(run.report());
        }
        return run.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.EDITS_FAILED;
    }
}
