package dev.edl.tools;

import dev.edl.batch.BlockDiagnostic;
import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditBlocks;
import dev.edl.batch.EditOutcome;
import dev.edl.batch.EditPrompt;
import dev.edl.batch.EditSession;
import dev.edl.batch.ParsedEdits;
import dev.edl.batch.SessionCommit;
import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.Workspace;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Applies an LLM response made of {@code FILE:/FIND:/REPLACE:/END} blocks to a workspace: parses it,
 * applies every edit to the original files in memory, and writes them (all or nothing) only when
 * every edit applied and writing was asked for.
 *
 * <p>Immutable; made only by {@link #apply}.
 */
public final class EditBlocksRun {
    private final boolean success;
    private final String report;
    private final @Nullable EditAttempt attempt;
    private final @Nullable SessionCommit commit;

    private EditBlocksRun(
            boolean success, String report, @Nullable EditAttempt attempt, @Nullable SessionCommit commit) {
        this.success = success;
        this.report = report;
        this.attempt = attempt;
        this.commit = commit;
    }

    /**
     * Whether every block was well formed, every edit applied and, when writing was asked for,
     * every file was written.
     *
     * @return true on full success
     */
    public boolean isSuccess() {
        return success;
    }

    /**
     * The report for an LLM or a terminal: one line per edit (numbered from 1), format problems,
     * what was written, the diff, and on failure the retry instructions.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        return report;
    }

    /**
     * The applied attempt.
     *
     * @return the attempt, or null when the response had no usable edit or a target file could not
     *     be opened
     */
    public @Nullable EditAttempt attempt() {
        return attempt;
    }

    /**
     * What was written.
     *
     * @return the commit, or null when nothing was tried
     */
    public @Nullable SessionCommit commit() {
        return commit;
    }

    /**
     * Runs a response.
     *
     * @param root the workspace root; every target must lie inside it
     * @param response the text holding the edit blocks
     * @param write whether to write the files when every edit applied
     * @return what happened
     */
    public static EditBlocksRun apply(Path root, String response, boolean write) {
        return apply(Workspace.at(root), response, write);
    }

    /**
     * Runs a response in a workspace.
     *
     * @param workspace the workspace; every target must lie inside it
     * @param response the text holding the edit blocks
     * @param write whether to write the files when every edit applied
     * @return what happened
     */
    public static EditBlocksRun apply(Workspace workspace, String response, boolean write) {
        return apply(workspace, response, write, Map.of());
    }

    /**
     * Runs a response in a workspace, requiring some target files to be at a version.
     *
     * <p>The edit locks of the response's files ({@link Workspace#lockForEdit}) are held from
     * reading them to writing them, so runs of the same files from other threads or processes
     * queue. A file not at its expected version ({@link EditSession.Builder#expectedVersion}) stops
     * the run before any edit is applied: {@code Nothing was written: File changed on disk since it
     * was read: P (expected version E, current version C)}.
     *
     * @param workspace the workspace; every target must lie inside it
     * @param response the text holding the edit blocks
     * @param write whether to write the files when every edit applied
     * @param expectedVersions path (as the response's {@code FILE:} lines name it) → version token
     *     ({@link dev.edl.files.FileVersion}); paths the response does not edit are not checked
     * @return what happened
     * @throws IllegalArgumentException when a value is not a version token
     */
    public static EditBlocksRun apply(
            Workspace workspace, String response, boolean write, Map<String, String> expectedVersions) {
        ParsedEdits parsed = EditBlocks.parse(response);
        if (parsed.edits().isEmpty()) {
            StringBuilder out = new StringBuilder("No edit blocks found. Write each edit as:\n"
                    + "FILE: path/to/file\nFIND:\n<exact current lines>\nREPLACE:\n<new lines>\nEND\n");
            diagnostics(out, parsed.diagnostics());
            return new EditBlocksRun(false, out.toString(), null, null);
        }
        EditSession.Builder builder =
                EditSession.builder(workspace).targets(parsed.affectedFiles()).expectedVersions(expectedVersions);
        EditLock lock;
        try {
            lock = workspace.lockForEdit(parsed.affectedFiles());
        } catch (FileAccessException e) {
            return new EditBlocksRun(false, "Nothing was written: " + e.getMessage() + "\n", null, null);
        }
        try (lock) {
            EditSession session;
            try {
                session = builder.build();
            } catch (FileAccessException e) {
                return new EditBlocksRun(false, "Nothing was written: " + e.getMessage() + "\n", null, null);
            }
            return run(session, response, write);
        }
    }

    private static EditBlocksRun run(EditSession session, String response, boolean write) {
        EditAttempt attempt = session.apply(response);
        StringBuilder out = new StringBuilder();
        for (EditOutcome outcome : attempt.edits()) {
            out.append(outcome.isApplied() ? "✓ " : "✗ ")
                    .append(outcome.number())
                    .append(' ')
                    .append(outcome.path())
                    .append(": ")
                    .append(outcome.message())
                    .append('\n');
        }
        diagnostics(out, attempt.diagnostics());
        if (!attempt.isSuccess()) {
            out.append('\n').append(EditPrompt.retryFeedback(attempt));
            return new EditBlocksRun(false, out.toString(), attempt, null);
        }
        SessionCommit commit = null;
        if (write) {
            commit = session.commit();
            out.append(commit.message()).append('\n');
        } else {
            out.append("Preview only: nothing was written.\n");
        }
        if (!attempt.diff().isEmpty()) {
            out.append('\n').append(attempt.diff());
        }
        return new EditBlocksRun(commit == null || commit.isSuccess(), out.toString(), attempt, commit);
    }

    private static void diagnostics(StringBuilder out, List<BlockDiagnostic> diagnostics) {
        if (diagnostics.isEmpty()) {
            return;
        }
        out.append("Format problems:\n");
        for (BlockDiagnostic diagnostic : diagnostics) {
            out.append("  line ")
                    .append(diagnostic.line())
                    .append(": ")
                    .append(diagnostic.reason())
                    .append('\n');
        }
    }
}
