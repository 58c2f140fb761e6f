package dev.edl.tools;

import dev.edl.EditError;
import dev.edl.batch.LineEdit;
import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.TextFile;
import dev.edl.files.WriteResult;
import dev.edl.internal.text.Lines;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.util.List;
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
            of overwriting the wrong lines — or pass expectedVersion (from read_lines, or a write's "version \
            now"): your lines are moved over changes made elsewhere since; changes touching them refuse the call. Prefer the edl or batch_edit_blocks tools for small targeted \
            edits; use this one to rewrite a large region or the rest of a file.

            A missing file is an error: to create a new file, pass create: true with startLine 1 and the \
            whole content (an existing file is never overwritten that way).

            Retry: when the call fails nothing is written; read the lines again (read_lines) and call again \
            with fresh line numbers.
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
                "create": {"type": "boolean", "description": "Create the file, which must not exist yet, with content as its lines; startLine must be 1 (default false)."},
                "dryRun": {"type": "boolean", "description": "Report what would change; write nothing (default false)."},
                "diff": {"type": "string", "enum": ["compact", "full"], "description": "compact (default: long lines clipped around the change) or full."}
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
            if (args.flag("create", false)) {
                return create(
                        path,
                        args.requiredInt("startLine"),
                        args.requiredString("content"),
                        args.flag("dryRun", false));
            }
            String expected = FileVersions.expected(args);
            boolean full = CompactDiff.full(args);
            int startLine = args.requiredInt("startLine");
            Integer endLine = args.optionalInt("endLine");
            GuardedFiles guarded;
            try {
                guarded = GuardedFiles.one(context, path, expected);
            } catch (FileAccessException e) {
                return ToolResult.error("Nothing was written: " + e.getMessage() + "\n");
            }
            try (guarded) {
                int from = startLine;
                Integer to = endLine;
                String refused = guarded.composeOne(path, (old, current) -> OverChanges.lines(old, current, from, to));
                if (refused != null) {
                    return ToolResult.error(refused);
                }
                String note = "";
                OverChanges over = guarded.over(path);
                if (over != null) {
                    if (over.startLine() != startLine) {
                        note = "Your lines " + startLine + (endLine == null ? "–end" : "–" + endLine)
                                + " are now lines " + over.startLine()
                                + (endLine == null ? "–end" : "–" + over.endLine()) + ". ";
                    }
                    note += over.note();
                    startLine = over.startLine();
                    endLine = over.endLine();
                }
                LineReplace replace = LineReplace.builder()
                        .expectedVersion(guarded.guard(path))
                        .dryRun(args.flag("dryRun", false))
                        .build();
                LineEdit edit = new LineEdit(
                        startLine, endLine, args.requiredString("content"), args.optionalString("expectCurrent"));
                TextFile file = guarded.file(path);
                LineReplaceResult result = file == null
                        ? replace.applyToFile(context.workspace(), path, edit)
                        : replace.applyTo(context.workspace(), file, edit);
                String stale = FileVersions.refusal(
                        context, path, expected, result.error().orElse(null));
                if (stale != null) {
                    return ToolResult.error(stale);
                }
                String report = note + CompactDiff.inReport(result.formatted(), full);
                if (!result.isSuccess()
                        && !Files.exists(context.workspace().resolve(path), LinkOption.NOFOLLOW_LINKS)) {
                    report += "The file does not exist. To create it, call again with create: true and startLine 1.\n";
                }
                if (result.file().written()) {
                    report +=
                            FileVersions.remembered(context, path, result.file().after(), false);
                }
                return ToolResult.of(report, !result.isSuccess());
            }
        });
    }

    /** A new file, only when the model asked for one: never an existing file rewritten by mistake. */
    private ToolResult create(String path, int startLine, String content, boolean dryRun) {
        if (startLine != 1) {
            return ToolResult.error("Invalid startLine for create: " + startLine
                    + ". A new file starts at line 1; call again with startLine 1.\n");
        }
        TextFile file = context.workspace().create(path);
        String text = content.isEmpty() || content.endsWith("\n") ? content : content + "\n";
        int lines = Lines.split(text).size();
        String counted = lines == 1 ? "1 line" : lines + " lines";
        if (dryRun) {
            return ToolResult.success("DRY RUN: Would create " + file.path() + " (" + counted + ")\n");
        }
        WriteResult written = context.workspace()
                .write(List.of(new FileChange(file, text)), true)
                .get(0);
        if (!written.written()) {
            return ToolResult.error(
                    written.error().map(EditError::message).orElse("Cannot write file: " + file.path()) + "\n");
        }
        return ToolResult.success("Created " + file.path() + " (" + counted + ")\n"
                + FileVersions.remembered(context, file.path(), text, false));
    }
}
