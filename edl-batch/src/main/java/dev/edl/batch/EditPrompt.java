package dev.edl.batch;

import dev.edl.batch.internal.blocks.PromptText;
import java.util.ArrayList;
import java.util.List;

/** Builds the prompts of the edit-block ("edit mode") protocol: the first request and retries. */
public final class EditPrompt {
    /** Longest candidate text quoted per failed edit, in lines. */
    private static final int MAX_CANDIDATE_LINES = 40;

    /** Most applied edits listed one by one. */
    private static final int MAX_APPLIED_LISTED = 30;

    private EditPrompt() {}

    /**
     * The edit-mode prompt: the system prompt, the block format and its rules, each target file
     * with a line-number gutter ({@code 120 | code}, numbers right-aligned to the width of the
     * largest) and its line count, the context files as they are (marked read-only), and the
     * instructions.
     *
     * @param systemPrompt the caller's system prompt, or {@code ""} for none
     * @param targetFiles the files to edit, at least one
     * @param contextFiles read-only files to show, possibly none
     * @param instructions what to change
     * @return the prompt
     * @throws IllegalArgumentException when there is no target file
     */
    public static String assemble(
            String systemPrompt, List<PromptFile> targetFiles, List<PromptFile> contextFiles, String instructions) {
        if (targetFiles.isEmpty()) {
            throw new IllegalArgumentException("An edit prompt needs at least one target file");
        }
        StringBuilder out = new StringBuilder();
        if (!systemPrompt.isBlank()) {
            out.append(systemPrompt.strip()).append("\n\n");
        }
        out.append(PromptText.FORMAT_RULES).append("\n\n");
        out.append("## Target files (edit these)\n");
        for (PromptFile file : targetFiles) {
            int lines = PromptText.lineCount(file.content());
            out.append("\n=== ")
                    .append(file.path())
                    .append(" (target file, ")
                    .append(lines)
                    .append(lines == 1 ? " line" : " lines")
                    .append("; the numbers left of | are line numbers, not file content) ===\n");
            out.append(PromptText.withGutter(file.content()));
            out.append("=== end of ").append(file.path()).append(" ===\n");
        }
        if (!contextFiles.isEmpty()) {
            out.append("\n## Context files (read-only: do not edit)\n");
            for (PromptFile file : contextFiles) {
                out.append("\n=== ").append(file.path()).append(" (context file, read-only) ===\n");
                out.append(file.content());
                if (!file.content().isEmpty() && !file.content().endsWith("\n")) {
                    out.append('\n');
                }
                out.append("=== end of ").append(file.path()).append(" ===\n");
            }
        }
        out.append("\n## Instructions\n\n").append(instructions.strip()).append('\n');
        return out.toString();
    }

    /**
     * The follow-up message after an attempt that was not a success: which edits applied, which
     * failed and why (with the file's real lines closest to each failed FIND), the malformed blocks,
     * and a request for the complete set of edits again, regenerated from the original files.
     *
     * @param attempt the attempt to report on
     * @return the message
     */
    public static String retryFeedback(EditAttempt attempt) {
        StringBuilder out = new StringBuilder();
        if (attempt.isSuccess()) {
            out.append("All ").append(attempt.edits().size()).append(" edits applied; nothing to correct.\n");
            return out.toString();
        }
        out.append("Your edit blocks could not all be applied, so none of them was kept: every file is"
                + " unchanged, exactly as originally shown.\n");
        if (attempt.edits().isEmpty() && attempt.diagnostics().isEmpty()) {
            out.append("\nNo edit blocks were found in your answer.\n");
        }
        List<EditOutcome> applied = new ArrayList<>();
        for (EditOutcome outcome : attempt.edits()) {
            if (outcome.status() == EditStatus.APPLIED) {
                applied.add(outcome);
            }
        }
        if (!applied.isEmpty()) {
            out.append("\nThese edits applied (include them again unchanged):\n");
            int listed = Math.min(applied.size(), MAX_APPLIED_LISTED);
            for (EditOutcome outcome : applied.subList(0, listed)) {
                out.append("- ")
                        .append(outcome.label())
                        .append(": ")
                        .append(firstLine(outcome.message()))
                        .append('\n');
            }
            if (applied.size() > listed) {
                out.append("- … and ").append(applied.size() - listed).append(" more\n");
            }
        }
        List<EditOutcome> failed = attempt.failures();
        if (!failed.isEmpty()) {
            out.append("\nThese edits failed:\n");
            for (EditOutcome outcome : failed) {
                out.append("- ")
                        .append(outcome.label())
                        .append(": ")
                        .append(outcome.message().strip())
                        .append('\n');
                Candidate closest = outcome.closest();
                if (closest != null) {
                    out.append("  The file's real ")
                            .append(
                                    closest.startLine() == closest.endLine()
                                            ? "line " + closest.startLine()
                                            : "lines " + closest.startLine() + "–" + closest.endLine())
                            .append(" (")
                            .append(closest.percent())
                            .append("% similar to your FIND), copy FIND from these:\n");
                    appendCandidate(out, closest);
                }
            }
        }
        if (!attempt.diagnostics().isEmpty()) {
            out.append("\nThese blocks could not be read (response line: problem):\n");
            for (BlockDiagnostic diagnostic : attempt.diagnostics()) {
                out.append("- line ")
                        .append(diagnostic.line())
                        .append(": ")
                        .append(diagnostic.reason())
                        .append('\n');
            }
        }
        out.append("\nSend the COMPLETE set of edit blocks again, all of them, including the ones that applied:"
                + " regenerate them from the files as they are now (this call changed nothing), with the failed"
                + " ones corrected. Copy every FIND text exactly from the files' current lines. Do not send only"
                + " the corrections, and do not write patches on top of this call's edits: none of them was"
                + " kept.\n");
        return out.toString();
    }

    private static void appendCandidate(StringBuilder out, Candidate closest) {
        List<String> lines = closest.text().lines().toList();
        int width = Integer.toString(closest.endLine()).length();
        int shown = Math.min(lines.size(), MAX_CANDIDATE_LINES);
        for (int i = 0; i < shown; i++) {
            String number = Integer.toString(closest.startLine() + i);
            out.append("    ")
                    .append(" ".repeat(Math.max(0, width - number.length())))
                    .append(number)
                    .append(" |");
            if (!lines.get(i).isEmpty()) {
                out.append(' ').append(lines.get(i));
            }
            out.append('\n');
        }
        if (lines.size() > shown) {
            out.append("    … (").append(lines.size() - shown).append(" more lines)\n");
        }
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
