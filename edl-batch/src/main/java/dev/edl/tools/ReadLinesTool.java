package dev.edl.tools;

import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import dev.edl.internal.text.Lines;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The {@code read_lines} tool: shows a file's lines with their numbers and the file's version token. */
final class ReadLinesTool implements EdlTool {
    private static final String DESCRIPTION = """
            Read lines of a text file with their 1-based line numbers, to find the lines to edit. Give path, \
            and optionally startLine and endLine (inclusive; default: from line 1 to the end of the file). \
            Each line is shown as `  120 | code`; the number and bar are not part of the file (edit tools \
            ignore such a gutter if you copy it into a FIND). Long output is cut at a whole line, with a note \
            giving the startLine to read on from.

            The header gives the file's total line count and its version token (version: 7f3a…). Pass that \
            token as expectedVersion to write_from_line or batch_edit_blocks: if the file has changed since \
            you read it, the edit is refused and nothing is written, so line numbers you computed from a \
            stale view never hit the wrong lines. Reading changes nothing.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "path": {"type": "string", "description": "The file to read, relative to the workspace root."},
                "startLine": {"type": "integer", "minimum": 1, "description": "First line to show (1-based, default 1)."},
                "endLine": {"type": "integer", "minimum": 1, "description": "Last line to show (inclusive; default: the last line)."}
              },
              "required": ["path"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    /** Room kept for the header and the closing note, in characters. */
    private static final int FRAME_CHARS = 600;

    private final ToolContext context;

    ReadLinesTool(ToolContext context) {
        this.context = context;
    }

    private static final String OUTPUT_SCHEMA = """
            {
              "type": "object",
              "properties": {
                "path": {"type": "string", "description": "The file, relative to the workspace root."},
                "lineCount": {"type": "integer", "description": "How many lines the file has."},
                "version": {"type": "string", "description": "The file's version token, for expectedVersion."},
                "startLine": {"type": "integer", "description": "The first line shown (1-based); 0 for an empty file."},
                "endLine": {"type": "integer", "description": "The last line shown (inclusive); 0 for an empty file."}
              },
              "required": ["path", "lineCount", "version", "startLine", "endLine"],
              "additionalProperties": false
            }
            """;

    @Override
    public Optional<String> outputSchema() {
        return Optional.of(OUTPUT_SCHEMA);
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public String name() {
        return "read_lines";
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
            Integer from = args.optionalInt("startLine");
            Integer to = args.optionalInt("endLine");
            TextFile file;
            try {
                file = context.workspace().open(path);
            } catch (FileAccessException e) {
                return ToolResult.error(e.getMessage() + "\n");
            }
            context.versions().remember(file.path(), file.version(), file.text());
            return read(file, from == null ? 1 : from, to);
        });
    }

    private ToolResult read(TextFile file, int start, @Nullable Integer end) {
        List<String> lines = Lines.splitDroppingCr(file.text());
        int total = lines.size();
        String version = file.version();
        String header = file.path() + ": " + total + (total == 1 ? " line" : " lines") + ", version: " + version + "\n";
        if (end != null && end < start) {
            return ToolResult.error(header + "endLine " + end + " is before startLine " + start + ".\n");
        }
        if (total == 0) {
            return ToolResult.success(header + "(the file is empty)\n", facts(file.path(), total, version, 0, 0));
        }
        if (start > total) {
            return ToolResult.error(header + "startLine " + start + " is past the end of the file (" + total
                    + (total == 1 ? " line" : " lines") + ").\n");
        }
        int last = end == null ? total : Math.min(end, total);
        int width = Math.max(5, Integer.toString(last).length());
        StringBuilder body = new StringBuilder();
        int budget = Math.max(context.maxOutputChars() - FRAME_CHARS - header.length(), 200);
        int shownTo = start - 1;
        for (int number = start; number <= last; number++) {
            String line = lines.get(number - 1);
            String gutter = String.format(Locale.ROOT, "%" + width + "d | ", number);
            int room = budget - body.length() - gutter.length() - 1;
            if (gutter.length() + line.length() + 1 > budget - body.length()) {
                if (number > start || room < 40) {
                    break;
                }
                // a single line longer than the whole budget: show its start
                int cutAt = room - 40;
                if (Character.isHighSurrogate(line.charAt(cutAt - 1))) {
                    cutAt--;
                }
                body.append(gutter)
                        .append(line, 0, cutAt)
                        .append(" … (line cut: ")
                        .append(line.length() - cutAt)
                        .append(" more characters)\n");
                shownTo = number;
                break;
            }
            body.append(gutter).append(line).append('\n');
            shownTo = number;
        }
        StringBuilder out = new StringBuilder(header);
        out.append("Lines ")
                .append(start)
                .append('-')
                .append(shownTo)
                .append(":\n")
                .append(body);
        if (shownTo < last) {
            out.append("[Output cut at line ")
                    .append(shownTo)
                    .append(" to stay within ")
                    .append(context.maxOutputChars())
                    .append(" characters. To read on, call read_lines with startLine ")
                    .append(shownTo + 1)
                    .append(end == null ? "" : " and endLine " + last)
                    .append(".]\n");
        } else if (end != null && end > total) {
            out.append("(The file ends at line ").append(total).append(".)\n");
        }
        return ToolResult.success(out.toString(), facts(file.path(), total, version, start, shownTo));
    }

    private static Map<String, Object> facts(String path, int total, String version, int start, int end) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("path", path);
        facts.put("lineCount", total);
        facts.put("version", version);
        facts.put("startLine", start);
        facts.put("endLine", end);
        return facts;
    }
}
