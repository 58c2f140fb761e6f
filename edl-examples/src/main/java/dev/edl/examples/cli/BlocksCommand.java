package dev.edl.examples.cli;

import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditedFile;
import dev.edl.files.Workspace;
import dev.edl.tools.EditBlocksRun;
import dev.edl.tools.VersionReports;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl blocks}: applies FILE/FIND/REPLACE/END edit blocks from an LLM response. */
@Command(
        name = "blocks",
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
final class BlocksCommand extends CliCommand {
    private final CliIo io;

    @Parameters(index = "0", paramLabel = "RESPONSE", description = "The response file, or '-' to read standard input.")
    private String response = "-";

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    @Option(names = "--commit", description = "Write the edited files (all or nothing).")
    private boolean commit;

    @Option(
            names = "--expected-version",
            paramLabel = "PATH=TOKEN",
            description =
                    "Write nothing unless file PATH is at this version (the token `edl read` prints); repeatable.")
    private Map<String, String> expectedVersions = new LinkedHashMap<>();

    @Mixin
    private DiffOption diff = new DiffOption();

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
        Workspace workspace = Workspace.at(root);
        EditBlocksRun run;
        try {
            run = EditBlocksRun.apply(workspace, io.readSource(response), commit, expectedVersions);
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (json) {
            io.out().println(JsonReports.write(BatchJson.blocks(run, diff)));
        } else {
            EditAttempt attempt = run.attempt();
            io.out().print(diff.report(run.formatted(), attempt == null ? "" : attempt.diff()));
            if (run.isSuccess() && run.commit() != null && attempt != null) {
                for (EditedFile edited : attempt.changedFiles()) {
                    io.out()
                            .println(edited.path() + ": "
                                    + VersionReports.versionNow(workspace, edited.path(), edited.after()));
                }
            } else if (!run.isSuccess() && run.formatted().contains("(expected version ")) {
                io.out().print(VersionReports.changedSince(null, ""));
            }
        }
        return run.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.EDITS_FAILED;
    }
}
