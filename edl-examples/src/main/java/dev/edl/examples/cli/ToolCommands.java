package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import dev.edl.tools.EdlTools;
import dev.edl.tools.ToolResult;
import java.nio.file.Path;
import java.util.Map;

/** Runs one read-only edl tool for a command of the command line. */
final class ToolCommands {
    private ToolCommands() {}

    static ToolResult call(Path root, String tool, Map<String, Object> arguments) {
        return EdlTools.builder(root)
                .registers(RegisterStore.inMemory())
                .only(tool)
                .build()
                .tools()
                .get(0)
                .call(arguments);
    }
}
