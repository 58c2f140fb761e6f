package dev.edl.tools;

import dev.edl.batch.BatchEdit;
import dev.edl.batch.BatchResult;
import dev.edl.batch.MatchSettings;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.util.Map;

/** The {@code batch_edit_blocks} tool: many search/replace edits to one file in one call. */
final class BatchEditTool implements EdlTool {
    private static final String DESCRIPTION = """
            Apply many search/replace edits to ONE file in a single call (e.g. reformatting a long document \
            with hundreds of edits). Edits apply in order, each to the result of the previous one; the file \
            is read once and written once, atomically, at the end.

            Each edit: {"search": exact text to find, "replace": literal replacement, "label": optional short \
            name shown in the report, "expectedReplacements": how many occurrences must be found (default 1; \
            all are replaced), "lineHint": optional 1-based line near the intended occurrence, to pick one of \
            several — only within 40 lines of it; farther, the edit fails and lists the occurrences' lines}.

            Matching: exact first (a search starting with indentation never matches inside a deeper one); \
            then whole lines ignoring indentation and spacing: the report names both indentations, and a \
            replacement not already at the file's indentation is re-indented. Copy search text from the file \
            as it is NOW (after the earlier edits of the batch). Replacement text is literal ($1, \\ not special).

            A failing edit does not stop the others (unless stopOnError) and completed work is kept (unless \
            allOrNothing). The report lists every edit, numbered from 1 (✓ 1 applied at line N (exact, whitespace-tolerant \
            or fuzzy) / ✗ 2 why, with the closest text in the file), and the final diff.

            Retry: when some edits failed the call is an error; the applied ones are on disk. Resend only \
            the failed edits, corrected from the file's text shown, in a new call.

            Stale views: pass expectedVersion (from read_lines, or the "version now" a write printed). Changes \
            made since elsewhere in the file are kept and named; changes touching your edits refuse the call.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "path": {"type": "string", "description": "The file to edit, relative to the workspace root."},
                "edits": {
                  "type": "array",
                  "minItems": 1,
                  "description": "The edits, applied in order.",
                  "items": {
                    "type": "object",
                    "properties": {
                      "search": {"type": "string", "description": "Exact text to find (copy it from the file)."},
                      "replace": {"type": "string", "description": "Literal replacement text."},
                      "label": {"type": "string", "description": "Short name shown in the report."},
                      "expectedReplacements": {"type": "integer", "minimum": 1, "description": "How many occurrences must be found (default 1)."},
                      "lineHint": {"type": "integer", "minimum": 1, "description": "1-based line near the intended occurrence."}
                    },
                    "required": ["search", "replace"],
                    "additionalProperties": false
                  }
                },
                "stopOnError": {"type": "boolean", "description": "Stop at the first failed edit (default false)."},
                "allOrNothing": {"type": "boolean", "description": "Write nothing unless every edit applies (default false)."},
                "dryRun": {"type": "boolean", "description": "Report what would change; write nothing (default false)."},
                "fuzzy": {"type": "boolean", "description": "Apply clearly best near matches at or above fuzzyThreshold (default false)."},
                "fuzzyThreshold": {"type": "number", "minimum": 0, "maximum": 1, "description": "Lowest similarity for fuzzy matches (default 0.7)."},
                "expectedVersion": {"type": "string", "description": "The file's version token from read_lines; the call writes nothing if the file changed since."},
                "diff": {"type": "string", "enum": ["compact", "full"], "description": "compact (default: long lines clipped around the change) or full."}
              },
              "required": ["path", "edits"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    private final ToolContext context;

    BatchEditTool(ToolContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "batch_edit_blocks";
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
            var edits = SearchReplaceJson.edits(args.requiredList("edits"));
            if (edits.isEmpty()) {
                throw new ToolArgumentException("\"edits\" is empty: give at least one {search, replace}.");
            }
            String expected = FileVersions.expected(args);
            boolean full = CompactDiff.full(args);
            BatchEdit.Builder options = BatchEdit.builder()
                    .stopOnError(args.flag("stopOnError", false))
                    .allOrNothing(args.flag("allOrNothing", false))
                    .dryRun(args.flag("dryRun", false))
                    .matching(MatchSettings.DEFAULTS
                            .withFuzzy(args.flag("fuzzy", false))
                            .withFuzzyThreshold(args.number("fuzzyThreshold", MatchSettings.DEFAULT_FUZZY_THRESHOLD)));
            GuardedFiles guarded;
            try {
                guarded = GuardedFiles.one(context, path, expected);
            } catch (FileAccessException e) {
                return ToolResult.error("Nothing was written: " + e.getMessage() + "\n");
            }
            try (guarded) {
                String refused = guarded.composeOne(
                        path, (old, current) -> OverChanges.batch(old, current, options.build(), edits));
                if (refused != null) {
                    return ToolResult.error(refused);
                }
                BatchEdit batch = options.expectedVersion(guarded.guard(path)).build();
                TextFile file = guarded.file(path);
                BatchResult result = file == null
                        ? batch.applyToFile(context.workspace(), path, edits)
                        : batch.applyTo(context.workspace(), file, edits);
                String stale = FileVersions.refusal(
                        context, path, expected, result.error().orElse(null));
                if (stale != null) {
                    return ToolResult.error(stale);
                }
                String report = guarded.notes(false) + CompactDiff.inReport(result.formatted(), full);
                if (result.file().written()) {
                    report +=
                            FileVersions.remembered(context, path, result.file().after(), false);
                }
                return ToolResult.of(report, !result.isSuccess());
            }
        });
    }
}
