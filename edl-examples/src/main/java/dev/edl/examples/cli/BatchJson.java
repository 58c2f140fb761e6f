package dev.edl.examples.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.edl.EditError;
import dev.edl.batch.BatchResult;
import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.EditedFile;
import dev.edl.batch.LineReplaceResult;
import dev.edl.batch.SessionCommit;
import dev.edl.files.WriteResult;
import dev.edl.tools.EditBlocksRun;

/** The {@code --json} forms of batch, line-range and edit-block results. */
final class BatchJson {
    private BatchJson() {}

    static ObjectNode batch(BatchResult result, DiffOption diff) {
        ObjectNode root = JsonReports.MAPPER.createObjectNode();
        root.put("success", result.isSuccess());
        root.put("path", result.file().path());
        root.put("totalEdits", result.totalEdits());
        root.put("applied", result.applied());
        root.put("failed", result.failed());
        root.put("skipped", result.skipped());
        root.put("written", result.file().written());
        root.put("dryRun", result.dryRun());
        root.put("rolledBack", result.rolledBack());
        root.put("error", result.error().map(EditError::message).orElse(null));
        ArrayNode edits = root.putArray("edits");
        for (EditOutcome edit : result.edits()) {
            edits.addObject()
                    .put("index", edit.number() - 1)
                    .put("label", edit.label())
                    .put("status", edit.status().name())
                    .put(
                            "matchKind",
                            edit.matchKind() == null ? null : edit.matchKind().name())
                    .put("line", edit.line())
                    .put("message", edit.message())
                    .put("diff", edit.diff()); // a snippet the library already cuts at 200 characters a line
        }
        JsonReports.strings(root.putArray("warnings"), result.warnings());
        root.put("finalDiff", diff.diff(result.diff()));
        root.put("report", diff.report(result.formatted(), result.diff()));
        return root;
    }

    static ObjectNode lines(LineReplaceResult result, DiffOption diff) {
        ObjectNode root = JsonReports.MAPPER.createObjectNode();
        root.put("success", result.isSuccess());
        root.put("path", result.file().path());
        root.put("message", result.message());
        root.put("linesReplaced", result.linesReplaced());
        root.put("newLineCount", result.newLineCount());
        root.put("written", result.file().written());
        root.put("dryRun", result.dryRun());
        JsonReports.strings(root.putArray("warnings"), result.warnings());
        root.put("diff", diff.diff(result.diff()));
        return root;
    }

    static ObjectNode blocks(EditBlocksRun run, DiffOption diff) {
        ObjectNode root = JsonReports.MAPPER.createObjectNode();
        root.put("success", run.isSuccess());
        EditAttempt attempt = run.attempt();
        ArrayNode edits = root.putArray("edits");
        ArrayNode files = root.putArray("files");
        ArrayNode diagnostics = root.putArray("diagnostics");
        if (attempt != null) {
            for (EditOutcome outcome : attempt.edits()) {
                edits.addObject()
                        .put("index", outcome.number())
                        .put("file", outcome.path())
                        .put("applied", outcome.isApplied())
                        .put(
                                "matchKind",
                                outcome.matchKind() == null
                                        ? null
                                        : outcome.matchKind().name())
                        .put("line", outcome.line())
                        .put("message", outcome.message());
            }
            for (EditedFile file : attempt.files()) {
                files.addObject().put("path", file.path()).put("changed", file.changed());
            }
            attempt.diagnostics()
                    .forEach(d -> diagnostics.addObject().put("line", d.line()).put("reason", d.reason()));
            root.put("diff", diff.diff(attempt.diff()));
        }
        SessionCommit commit = run.commit();
        if (commit != null) {
            ArrayNode writes = root.putArray("written");
            for (WriteResult write : commit.writes()) {
                if (write.written()) {
                    writes.add(write.path());
                }
            }
        }
        root.put("report", diff.report(run.formatted(), attempt == null ? "" : attempt.diff()));
        return root;
    }
}
