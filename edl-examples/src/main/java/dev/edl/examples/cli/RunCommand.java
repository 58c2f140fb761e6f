package dev.edl.examples.cli;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.FileResult;
import dev.edl.RegisterStore;
import dev.edl.files.Workspace;
import dev.edl.tools.VersionReports;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl run}: runs an EDL script against a workspace. */
@Command(
        name = "run",
        description = {
            "Run an EDL script (a file, or '-' for standard input) against the workspace.",
            "Prints the report for an LLM (or JSON with --json)."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success.", "1:some files failed (others written).", "2:usage or script error."})
final class RunCommand extends CliCommand {
    private final CliIo io;

    @Parameters(index = "0", paramLabel = "SCRIPT", description = "The script file, or '-' to read standard input.")
    private String script = "-";

    @Option(
            names = "--root",
            paramLabel = "DIR",
            description = "Workspace root: paths resolve against it and may not leave it (default: current directory).")
    private Path root = Path.of("");

    @Option(
            names = "--registers",
            paramLabel = "FILE|URL",
            description =
                    "Keep registers (cut texts, _saved_N) between invocations: in this JSON file, or in PostgreSQL when it is a jdbc:postgresql://HOST:PORT/DB?user=U&password=P URL.")
    private @Nullable String registers;

    @Option(
            names = "--registers-namespace",
            paramLabel = "NS",
            description = "With a jdbc: --registers URL: the namespace (tenant) of the registers in the database"
                    + " (default: " + Registers.DEFAULT_NAMESPACE + ").")
    private @Nullable String registersNamespace;

    @Option(names = "--dry-run", description = "Write nothing; report what would be written.")
    private boolean dryRun;

    @Option(names = "--all-or-nothing", description = "Write no file at all if any file fails.")
    private boolean allOrNothing;

    @Mixin
    private DiffOption diff = new DiffOption();

    @Option(
            names = "--max-file-size",
            paramLabel = "SIZE",
            converter = FileSize.class,
            description = "Largest file read, in bytes or with a k, M or G suffix (default 64M).")
    private long maxFileSize = Workspace.DEFAULT_MAX_FILE_SIZE;

    @Option(
            names = "--expected-version",
            paramLabel = "PATH=TOKEN",
            description =
                    "Do not edit file PATH unless it is at this version (the token `edl read` prints); repeatable.")
    private Map<String, String> expectedVersions = new LinkedHashMap<>();

    @Option(names = "--json", description = "Print the result as JSON.")
    private boolean json;

    RunCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        return run(io, options());
    }

    /** What the command line asked for, as picocli parsed it. */
    RunOptions options() {
        return new RunOptions(
                script,
                root,
                registers,
                registersNamespace,
                dryRun,
                allOrNothing,
                diff.mode,
                maxFileSize,
                expectedVersions,
                json);
    }

    /**
     * Runs the script as the options say, printing the report to {@code io}.
     *
     * @return the exit code
     * @throws Exception as the picocli command would throw it (the caller prints it)
     */
    static int run(CliIo io, RunOptions options) throws Exception {
        if (!WorkspaceRoot.check(options.root(), io)
                || !Registers.check(options.registers(), options.registersNamespace(), io)) {
            return ExitCodes.USAGE;
        }
        String text = io.readSource(options.script());
        RegisterStore store = Registers.open(options.registers(), options.registersNamespace());
        Workspace workspace = Workspace.builder()
                .root(options.root())
                .maxFileSize(options.maxFileSize())
                .build();
        Edl edl;
        try {
            edl = Edl.builder()
                    .workspace(workspace)
                    .registers(store)
                    .dryRun(options.dryRun())
                    .allOrNothing(options.allOrNothing())
                    .expectedVersions(options.expectedVersions())
                    .build();
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        EdlResult result = edl.run(text);
        DiffOption diff = DiffOption.of(options.diff());
        if (options.json()) {
            io.out().println(JsonReports.write(JsonReports.edl(result, diff)));
        } else {
            io.out().print(result.formatted());
            String shown = diff.diff(result.unifiedDiff());
            if (!shown.isEmpty()) {
                io.out().println();
                io.out().print(shown.endsWith("\n") ? shown : shown + "\n");
            }
            for (FileResult file : result.files()) {
                if (file.written()) {
                    io.out()
                            .println(file.path() + ": "
                                    + VersionReports.versionNow(workspace, file.path(), file.after()));
                }
            }
            if (!result.isSuccess() && result.formatted().contains("(expected version ")) {
                io.out().print(VersionReports.changedSince(null, ""));
            }
        }
        if (options.registers() == null && hasSavedTexts(result)) {
            io.err()
                    .println("edl: note: registers are not kept after this process ends;"
                            + " pass --registers FILE to retry with `replace _saved_N`.");
        }
        return exitCode(result);
    }

    static boolean hasSavedTexts(EdlResult result) {
        return !result.savedRegisters().isEmpty()
                || result.fileErrors().stream()
                        .anyMatch(e -> !e.savedRegisters().isEmpty());
    }

    static int exitCode(EdlResult result) {
        // A run can stop with a script error after some files were written: that is not "nothing edited".
        if (result.scriptError().isPresent() && result.files().stream().noneMatch(FileResult::written)) {
            return ExitCodes.USAGE;
        }
        return result.isSuccess() ? ExitCodes.SUCCESS : ExitCodes.EDITS_FAILED;
    }
}
