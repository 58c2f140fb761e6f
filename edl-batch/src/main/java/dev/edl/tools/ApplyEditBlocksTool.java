package dev.edl.tools;

import dev.edl.batch.BlockEdit;
import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditBlocks;
import dev.edl.batch.EditedFile;
import dev.edl.batch.ParsedEdits;
import dev.edl.batch.SessionCommit;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code apply_edit_blocks} tool: applies FILE/FIND/REPLACE/END blocks, all or nothing. */
final class ApplyEditBlocksTool implements EdlTool {
    private static final String DESCRIPTION = """
            Apply edit blocks to one or more files. Write each edit as:

            FILE: path/to/file
            FIND:
            <the exact current lines, indentation included>
            REPLACE:
            <the new lines>
            END

            One FILE: line may be followed by several FIND/REPLACE/END groups. FIND (near line N): gives a \
            line hint when the same text occurs more than once (it picks one only within 40 lines of N). An empty REPLACE deletes the found lines. \
            END must be upper-case on a line of its own. Each FIND must match exactly one place (exactly, or \
            as whole lines ignoring indentation and spacing; the report then names both indentations).

            All or nothing: the blocks are applied to the files as they are now; if any block is malformed or \
            any FIND does not match, NOTHING is written and the error lists what failed (edits numbered from \
            1) with the file's real lines near each failure. Set dryRun to preview the diff without writing; \
            expectedVersions {"path": "token"} (from read_lines): changes made since elsewhere in a file are kept \
            and named; changes touching your FINDs refuse the call.

            Retry: nothing was written, so send the COMPLETE set of blocks again, corrected — not only the \
            failed ones.
            """;

    private static final String SCHEMA = """
            {
              "type": "object",
              "properties": {
                "blocks": {"type": "string", "description": "The FILE/FIND/REPLACE/END edit blocks (surrounding prose is ignored)."},
                "dryRun": {"type": "boolean", "description": "Apply in memory and show the diff; write nothing (default false)."},
                "expectedVersions": {"type": "object", "additionalProperties": {"type": "string"}, "description": "Path → version token from read_lines; nothing is written if such a file changed since where the blocks edit."},
                "diff": {"type": "string", "enum": ["compact", "full"], "description": "compact (default: long lines clipped around the change) or full."}
              },
              "required": ["blocks"],
              "additionalProperties": false
            }
            """;

    private static final ArgumentSchema ARGUMENTS = ArgumentSchema.parse(SCHEMA);

    private final ToolContext context;

    ApplyEditBlocksTool(ToolContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "apply_edit_blocks";
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
            Map<String, String> expected = FileVersions.expectedMap(args);
            boolean full = CompactDiff.full(args);
            String blocks = args.requiredString("blocks");
            ParsedEdits parsed = EditBlocks.parse(blocks);
            GuardedFiles guarded;
            try {
                guarded = GuardedFiles.of(context, parsed.affectedFiles(), expected);
            } catch (FileAccessException e) {
                return ToolResult.error("Nothing was written: " + e.getMessage() + "\n");
            }
            try (guarded) {
                for (GuardedFiles.Stale stale : guarded.stale()) {
                    List<BlockEdit> edits = editsOf(parsed, stale.file());
                    if (!edits.isEmpty()) {
                        guarded.decide(
                                stale,
                                OverChanges.blocks(stale.old(), stale.file().text(), edits));
                    }
                }
                EditBlocksRun run =
                        EditBlocksRun.apply(context.workspace(), blocks, !args.flag("dryRun", false), guarded.guards());
                return report(run, guarded, full);
            }
        });
    }

    private ToolResult report(EditBlocksRun run, GuardedFiles guarded, boolean full) {
        String report = guarded.notes(true) + CompactDiff.inReport(run.formatted(), full);
        if (!run.isSuccess()) {
            String changed = guarded.changedOfAny(report);
            return ToolResult.error(changed == null ? report : report + changed);
        }
        EditAttempt attempt = run.attempt();
        SessionCommit commit = run.commit();
        if (attempt != null && commit != null) {
            StringBuilder versions = new StringBuilder();
            for (EditedFile file : attempt.changedFiles()) {
                versions.append(FileVersions.remembered(context, file.path(), file.after(), true));
            }
            report += versions;
        }
        return ToolResult.success(report);
    }

    /** The edits of a file, whatever path form their FILE: lines use. */
    private List<BlockEdit> editsOf(ParsedEdits parsed, TextFile file) {
        List<BlockEdit> edits = new ArrayList<>();
        for (BlockEdit edit : parsed.edits()) {
            try {
                if (context.workspace()
                        .resolve(edit.file())
                        .equals(context.workspace().resolve(file.path()))) {
                    edits.add(edit);
                }
            } catch (FileAccessException e) {
                // a path outside the workspace: the run reports it
            }
        }
        return edits;
    }
}
