package dev.edl.batch;

import dev.edl.EditError;

/** Formats a {@link BatchResult} for an LLM, bounded in size. */
final class BatchReport {
    /** Final diff lines shown. */
    static final int DIFF_LINES = 400;
    /** Final diff characters shown. */
    static final int DIFF_CHARS = 40_000;

    private BatchReport() {}

    static String format(BatchResult result) {
        StringBuilder out = new StringBuilder();
        String path = result.file().path();
        if (path != null) {
            out.append("File: ").append(path).append('\n');
        }
        for (EditOutcome edit : result.edits()) {
            OutcomeLines.append(out, edit);
        }
        out.append(summary(result)).append('\n');
        for (String warning : result.warnings()) {
            out.append("Warning: ").append(warning).append('\n');
        }
        if (!result.diff().isEmpty()) {
            out.append('\n').append(bounded(result.diff()));
        }
        return out.toString();
    }

    static String summary(BatchResult result) {
        StringBuilder line = new StringBuilder();
        line.append(result.isSuccess() ? "OK: " : "INCOMPLETE: ")
                .append(result.applied())
                .append(" of ")
                .append(result.totalEdits())
                .append(" edits applied, ")
                .append(result.failed())
                .append(" failed, ")
                .append(result.skipped())
                .append(" skipped");
        if (result.rolledBack()) {
            line.append(", ").append(result.totalEdits() - result.applied() - result.failed() - result.skipped());
            line.append(" rolled back");
        }
        String error = result.error()
                .filter(e -> e.kind() != EditError.Kind.EDIT)
                .map(EditError::message)
                .orElse(null);
        if (error != null) {
            line.append(" — ").append(error);
        } else if (result.rolledBack()) {
            line.append(" — all-or-nothing: nothing changed");
            if (result.file().path() != null) {
                line.append(", nothing written");
            }
        } else if (result.dryRun()) {
            line.append(" — DRY RUN: nothing written");
        } else if (result.file().written()) {
            line.append(" — written");
        } else if (result.file().path() != null) {
            line.append(" — nothing written");
        }
        return line.toString();
    }

    static String bounded(String diff) {
        int lines = 0;
        int at = 0;
        while (at < diff.length()) {
            int newline = diff.indexOf('\n', at);
            int next = newline < 0 ? diff.length() : newline + 1;
            if (lines == DIFF_LINES || next > DIFF_CHARS) {
                int remaining = countLines(diff, at);
                return diff.substring(0, at) + "… diff cut: " + remaining
                        + " more lines (the full diff is in diff())\n";
            }
            lines++;
            at = next;
        }
        return diff.endsWith("\n") ? diff : diff + "\n";
    }

    private static int countLines(String text, int from) {
        int count = 0;
        for (int i = text.indexOf('\n', from); i >= 0; i = text.indexOf('\n', i + 1)) {
            count++;
        }
        return text.endsWith("\n") ? count : count + 1;
    }
}
