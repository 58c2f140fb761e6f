package dev.edl.examples.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.RegisterStore;
import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code edl describe}: prints the LLM-facing description of a tool. */
@Command(
        name = "describe",
        description = {
            "Print a tool's description written for an LLM (default: the edl tool).",
            "With --json, print every tool's name, description and JSON input schema."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:printed.", "2:usage error (unknown tool)."})
final class DescribeCommand extends CliCommand {
    private final CliIo io;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "TOOL",
            description = "A tool name: edl, batch_edit_blocks, write_from_line, apply_edit_blocks, read_lines,"
                    + " find_files or search_text (default: edl).")
    private @Nullable String tool;

    @Option(names = "--json", description = "Print the tool definitions (name, description, inputSchema) as JSON.")
    private boolean json;

    DescribeCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() throws Exception {
        List<EdlTool> tools = EdlTools.of(Path.of(""), RegisterStore.inMemory()).tools();
        String wanted = tool == null ? "edl" : tool;
        if (json) {
            ArrayNode array = JsonReports.MAPPER.createArrayNode();
            for (EdlTool each : tools) {
                if (tool == null || each.name().equals(tool)) {
                    ObjectNode node = array.addObject().put("name", each.name()).put("description", each.description());
                    node.set("inputSchema", JsonReports.MAPPER.readTree(each.inputSchema()));
                }
            }
            if (array.isEmpty()) {
                return unknown(wanted, tools);
            }
            io.out().println(JsonReports.MAPPER.writeValueAsString(array));
            return ExitCodes.SUCCESS;
        }
        for (EdlTool each : tools) {
            if (each.name().equals(wanted)) {
                String text = each.description();
                io.out().print(text.endsWith("\n") ? text : text + "\n");
                return ExitCodes.SUCCESS;
            }
        }
        return unknown(wanted, tools);
    }

    private int unknown(String wanted, List<EdlTool> tools) {
        io.err()
                .println("edl: unknown tool: " + wanted + " (known: "
                        + String.join(", ", tools.stream().map(EdlTool::name).toList()) + ")");
        return ExitCodes.USAGE;
    }
}
