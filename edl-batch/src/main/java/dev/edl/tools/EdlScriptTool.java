package dev.edl.tools;

import dev.edl.Edl;
import dev.edl.EdlResult;
import dev.edl.RegisterStore;
import java.nio.file.Path;
import java.util.Map;

/** The {@code edl} tool: runs an EDL script in the workspace. */
final class EdlScriptTool implements EditTool {
    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "script": {
                  "type": "string",
                  "description": "The EDL script: file/newfile, select/narrow/extend patterns, then replace/insert/delete/cut."
                },
                "dryRun": {
                  "type": "boolean",
                  "description": "Write nothing; report what would change. Default false."
                },
                "allOrNothing": {
                  "type": "boolean",
                  "description": "Write no file at all if any file fails. Default false."
                }
              },
              "required": ["script"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    private final Path root;
    private final RegisterStore registers;

    EdlScriptTool(Path root, RegisterStore registers) {
        this.root = root;
        this.registers = registers;
    }

    @Override
    public String name() {
        return "edl";
    }

    @Override
    public String description() {
        return Edl.description();
    }

    @Override
    public String inputSchema() {
        return SCHEMA;
    }

    @Override
    public ToolResult call(Map<String, ?> arguments) {
        return ToolCalls.guarded(ARGUMENTS, arguments, () -> {
            ToolArguments args = new ToolArguments(arguments);
            String script = args.requiredString("script");
            EdlResult result = Edl.builder()
                    .workspace(root)
                    .registers(registers)
                    .dryRun(args.flag("dryRun", false))
                    .allOrNothing(args.flag("allOrNothing", false))
                    .build()
                    .run(script);
            return new ToolResult(result.formatted(), !result.isSuccess());
        });
    }
}
