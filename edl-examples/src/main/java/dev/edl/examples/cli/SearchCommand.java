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

/** {@code edl search}: finds lines by text or regex (the {@code search_text} tool). */
@Command(
        name = "search",
        description = {
            "Find lines containing a text or a regex, as the search_text tool shows them to a model.",
            "Each hit is shown as path:line: text, each file with its version token for a guarded edit."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:hits found.",
            "1:no hits, or refused (bad regex, regex time budget spent, path outside the root).",
            "2:usage error."
        })
final class SearchCommand extends CliCommand {
    private final CliIo io;

    @Parameters(index = "0", paramLabel = "PATTERN", description = "The text to find (a regex with --regex).")
    private String pattern = "";

    @Option(
            names = {"-E", "--regex"},
            description = "Read PATTERN as a Java regex, matched one line at a time.")
    private boolean regex;

    @Option(
            names = {"-i", "--ignore-case"},
            description = "Match regardless of case.")
    private boolean ignoreCase;

    @Option(
            names = {"-g", "--glob"},
            paramLabel = "GLOB",
            description = "Only search files matching this glob; repeatable.")
    private List<String> globs = new ArrayList<>();

    @Option(
            names = {"-C", "--context"},
            paramLabel = "N",
            description = "Show N lines before and after each hit (0 to 20).")
    private @Nullable Integer context;

    @Option(names = "--path", paramLabel = "PATH", description = "File or directory to search, relative to --root.")
    private @Nullable String path;

    @Option(names = "--include-ignored", description = "Also search files that ignore files exclude.")
    private boolean includeIgnored;

    @Option(names = "--root", paramLabel = "DIR", description = "Workspace root (default: current directory).")
    private Path root = Path.of("");

    SearchCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (!WorkspaceRoot.check(root, io)) {
            return ExitCodes.USAGE;
        }
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("pattern", pattern);
        arguments.put("regex", regex);
        arguments.put("ignoreCase", ignoreCase);
        if (!globs.isEmpty()) {
            arguments.put("globs", List.copyOf(globs));
        }
        if (context != null) {
            arguments.put("context", context);
        }
        if (path != null) {
            arguments.put("path", path);
        }
        arguments.put("includeIgnored", includeIgnored);
        ToolResult result = ToolCommands.call(root, "search_text", arguments);
        if (result.text().startsWith("Invalid arguments: ")) {
            io.err().print("edl: " + result.text().substring("Invalid arguments: ".length()) + "\n");
            return ExitCodes.USAGE;
        }
        io.out().print(result.text());
        return result.isError()
                        || result.text().contains("\nNo hits in ")
                        || result.text().startsWith("No hits in ")
                ? ExitCodes.EDITS_FAILED
                : ExitCodes.SUCCESS;
    }
}
