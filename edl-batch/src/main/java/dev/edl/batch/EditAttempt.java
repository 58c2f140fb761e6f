package dev.edl.batch;

import dev.edl.batch.internal.blocks.BlockPaths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The result of {@link EditSession#apply} or {@link EditSession#retry}: every target file with its
 * full edited content, every edit's outcome and every format problem. Nothing has been written.
 *
 * @param number the attempt's 1-based number in its session
 * @param files the target files in session order, each with its edited content
 * @param edits the outcome of every parsed edit, in response order (edits for files that are not
 *     targets are failures here and belong to no file)
 * @param diagnostics the response's malformed blocks
 */
public record EditAttempt(
        int number, List<EditedFile> files, List<BlockOutcome> edits, List<BlockDiagnostic> diagnostics) {
    /** Copies the lists. */
    public EditAttempt {
        files = List.copyOf(files);
        edits = List.copyOf(edits);
        diagnostics = List.copyOf(diagnostics);
    }

    /**
     * Whether the response was fully usable: at least one edit, every edit applied, no malformed
     * block.
     *
     * @return true when the attempt can be committed
     */
    public boolean isSuccess() {
        return !edits.isEmpty() && failed().isEmpty() && diagnostics.isEmpty();
    }

    /**
     * The edits that applied.
     *
     * @return their outcomes, in response order
     */
    public List<BlockOutcome> applied() {
        List<BlockOutcome> applied = new ArrayList<>();
        for (BlockOutcome edit : edits) {
            if (edit.applied()) {
                applied.add(edit);
            }
        }
        return applied;
    }

    /**
     * The edits that failed.
     *
     * @return their outcomes, in response order
     */
    public List<BlockOutcome> failed() {
        List<BlockOutcome> failed = new ArrayList<>();
        for (BlockOutcome edit : edits) {
            if (!edit.applied()) {
                failed.add(edit);
            }
        }
        return failed;
    }

    /**
     * One target file's result.
     *
     * @param path the path as given to the session or as shown in {@link EditedFile#path()}
     * @return the file, or empty when it is not a target
     */
    public Optional<EditedFile> file(String path) {
        String wanted = BlockPaths.clean(path);
        for (EditedFile file : files) {
            if (file.path().equals(wanted)) {
                return Optional.of(file);
            }
        }
        return Optional.empty();
    }

    /**
     * The files this attempt changed.
     *
     * @return the changed files, in session order
     */
    public List<EditedFile> changedFiles() {
        List<EditedFile> changed = new ArrayList<>();
        for (EditedFile file : files) {
            if (file.changed()) {
                changed.add(file);
            }
        }
        return changed;
    }

    /**
     * The unified diffs of all changed files, one after the other.
     *
     * @return the combined diff, empty when nothing changed
     */
    public String diff() {
        StringBuilder out = new StringBuilder();
        for (EditedFile file : files) {
            out.append(file.diff());
        }
        return out.toString();
    }
}
