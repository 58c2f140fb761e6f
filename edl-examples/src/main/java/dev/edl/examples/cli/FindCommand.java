package dev.edl.examples.cli;

import dev.edl.tools.ToolResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl find}: lists files by glob (the {@code find_files} tool). */
@Command(
        name = "find",
        description = {
            "List the workspace's files matching globs, sorted, as the find_files tool shows them to a model.",
            ".gitignore and .ignore files apply; links leading out of the root are not followed."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:files listed.",
            "1:no file matches, or refused (path outside the root, missing).",
            "2:usage error."
        })
final class FindCommand extends CliCommand {
    private final CliIo io;

    @Parameters(
            index = "0..*",
            arity = "1..*",
            paramLabel = "GLOB",
            description = "Globs such as '*.java' (any depth) or 'src/**/*.ts'; quote them for the shell.")
    private List<String> globs = new ArrayList<>();

    @Option(names = "--path", paramLabel = "DIR", description = "Directory to search, relative to --root.")
    private @Nullable String path;

    @Option(names = "--include-ignored", description = "Also list files that ignore files exclude.")
    private boolean includeIgnored;

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    FindCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("patterns", List.copyOf(globs));
        if (path != null) {
            arguments.put("path", path);
        }
        arguments.put("includeIgnored", includeIgnored);
        ToolResult result = ToolCommands.call(root, "find_files", arguments);
        if (result.text().startsWith("Invalid arguments: ")) {
            io.err().print("edl: " + result.text().substring("Invalid arguments: ".length()) + "\n");
            return ExitCodes.USAGE;
        }
        io.out().print(result.text());
        return result.isError() || result.text().startsWith("No files match")
                ? ExitCodes.EDITS_FAILED
                : ExitCodes.SUCCESS;
    }
}
