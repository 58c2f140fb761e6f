package dev.edl.tools;

import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import java.util.Map;

/** The {@code write_from_line} tool: replaces a range of lines with new content. */
final class WriteFromLineTool implements EdlTool {
    private static final String DESCRIPTION = """
            Replace lines startLine..endLine (1-based, inclusive) of a file with new content; everything \
            else stays byte for byte. Omit endLine to replace everything from startLine to the end of the \
            file. startLine = (number of lines + 1) appends. Empty content deletes the lines. A single \
            trailing line break in content does not add an empty line; new lines take the file's line-ending \
            style.

            Line numbers go stale after any edit: re-read the file before computing them, and pass \
            expectCurrent (the exact current text of the lines being replaced) so that the call fails instead \
            of overwriting the wrong lines — or pass expectedVersion (the version token read_lines printed) and \
            the call writes nothing if the file has changed since you read it. Prefer the edl or batch_edit_blocks tools for small targeted \
            edits; use this one to rewrite a large region or the rest of a file.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "path": {"type": "string", "description": "The file to edit, relative to the workspace root."},
                "startLine": {"type": "integer", "minimum": 1, "description": "First line to replace (1-based)."},
                "endLine": {"type": "integer", "minimum": 1, "description": "Last line to replace (inclusive); omit for the end of the file."},
                "content": {"type": "string", "description": "The new lines; empty to delete the range."},
                "expectCurrent": {"type": "string", "description": "The exact current text of the lines being replaced; the call fails if it differs."},
                "expectedVersion": {"type": "string", "description": "The file's version token from read_lines; the call writes nothing if the file changed since."},
                "dryRun": {"type": "boolean", "description": "Report what would change; write nothing (default false)."}
              },
              "required": ["path", "startLine", "content"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    private final ToolContext context;

    WriteFromLineTool(ToolContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "write_from_line";
    }

    @Override
    public String description() {
        return DESCRIPTION;
    }

    @Override
    public String inputSchema() {
        return SCHEMA;
    }

    @Override
    public ToolResult call(Map<String, ?> arguments) {
        return ToolCalls.guarded(ARGUMENTS, context, arguments, () -> {
            ToolArguments args = new ToolArguments(arguments);
            String path = args.requiredString("path");
            String stale = FileVersion.staleness(context.workspace(), path, args.optionalString("expectedVersion"));
            if (stale != null) {
                return ToolResult.error(stale);
            }
            LineReplaceResult result = LineReplace.builder()
                    .startLine(args.requiredInt("startLine"))
                    .endLine(args.optionalInt("endLine"))
                    .content(args.requiredString("content"))
                    .expectCurrent(args.optionalString("expectCurrent"))
                    .dryRun(args.flag("dryRun", false))
                    .build()
                    .applyToFile(context.workspace(), path);
            return ToolResult.of(LineReports.format(result), !result.isSuccess());
        });
    }
}
