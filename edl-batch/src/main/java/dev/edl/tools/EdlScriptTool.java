package dev.edl.tools;

import dev.edl.Command;
import dev.edl.Edl;
import dev.edl.EdlParseException;
import dev.edl.EdlResult;
import dev.edl.FileResult;
import dev.edl.files.FileAccessException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The {@code edl} tool: runs an EDL script in the workspace. */
final class EdlScriptTool implements EdlTool {
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
                },
                "expectedVersions": {
                  "type": "object",
                  "additionalProperties": {"type": "string"},
                  "description": "Path → version token from read_lines; such a file is not edited if it changed since in lines the script selects or edits (other changes are kept and named)."
                },
                "diff": {
                  "type": "string",
                  "enum": ["compact", "full"],
                  "description": "The diff of the changes: compact (default: long lines clipped around the change) or full."
                }
              },
              "required": ["script"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    private final ToolContext context;

    EdlScriptTool(ToolContext context) {
        this.context = context;
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
        return ToolCalls.guarded(ARGUMENTS, context, arguments, () -> {
            ToolArguments args = new ToolArguments(arguments);
            String script = args.requiredString("script");
            Map<String, String> expected = FileVersions.expectedMap(args);
            boolean full = CompactDiff.full(args);
            boolean allOrNothing = args.flag("allOrNothing", false);
            List<Command> commands = expected.isEmpty() ? null : parsed(script);
            if (commands == null) {
                return run(script, expected, args, full, null);
            }
            List<String> paths = new ArrayList<>();
            for (Command command : commands) {
                if (command instanceof Command.FileCommand file) {
                    paths.add(file.path());
                }
            }
            GuardedFiles guarded;
            try {
                guarded = GuardedFiles.of(context, paths, expected);
            } catch (FileAccessException e) {
                // the run reports it, and saves the script's texts
                return run(script, expected, args, full, null);
            }
            try (guarded) {
                ScriptCompose.check(context, guarded, commands, script, allOrNothing);
                return run(script, guarded.guards(), args, full, guarded);
            }
        });
    }

    private ToolResult run(
            String script,
            Map<String, String> guards,
            ToolArguments args,
            boolean full,
            @Nullable GuardedFiles guarded) {
        EdlResult result = Edl.builder()
                .expectedVersions(guards)
                .workspace(context.workspace())
                .registers(context.registers())
                .dryRun(args.flag("dryRun", false))
                .allOrNothing(args.flag("allOrNothing", false))
                .build()
                .run(script);
        StringBuilder report = new StringBuilder(guarded == null ? "" : guarded.notes(true));
        report.append(result.formatted());
        String diff = result.unifiedDiff();
        if (!diff.isEmpty()) {
            report.append(report.toString().endsWith("\n") ? "\n" : "\n\n").append(full ? diff : CompactDiff.of(diff));
        }
        for (FileResult file : result.files()) {
            if (file.written()) {
                report.append(FileVersions.remembered(context, file.path(), file.after(), true));
            }
        }
        if (!result.isSuccess()) {
            String changed = guarded == null
                    ? FileVersions.refusalOfAny(context, guards, report.toString())
                    : guarded.changedOfAny(report.toString());
            if (changed != null) {
                report.append(changed);
            }
        }
        return ToolResult.of(report.toString(), !result.isSuccess());
    }

    /** The script's commands, or null when it does not parse (the run then reports why). */
    private static @Nullable List<Command> parsed(String script) {
        try {
            return Edl.parse(script);
        } catch (EdlParseException e) {
            return null;
        }
    }
}
