package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.text.UnifiedDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The result of {@link EditBlocks#applyAll}: one {@link EditOutcome} per edit and the text with
 * every edit that applied. A failed edit is skipped (the text is left as it was for it) and the
 * edits after it still apply, so the result shows everything that is wrong at once.
 */
public final class EditBlocksResult {
    private final String original;
    private final String content;
    private final List<EditOutcome> edits;
    private final @Nullable String path;
    private final int failed;

    EditBlocksResult(String original, String content, List<EditOutcome> edits, @Nullable String path) {
        this.original = original;
        this.content = content;
        this.edits = List.copyOf(edits);
        this.path = path;
        int failedCount = 0;
        for (EditOutcome edit : this.edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failedCount++;
            }
        }
        this.failed = failedCount;
    }

    /**
     * Whether every edit applied.
     *
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return failed == 0;
    }

    /**
     * What went wrong: an {@link EditError.Kind#EDIT} error naming how many edits failed (the
     * outcomes say which and why).
     *
     * @return the error, empty exactly when {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        if (failed == 0) {
            return Optional.empty();
        }
        String message = failed + " of " + edits.size() + " edits failed; first: "
                + failures().get(0).message().lines().findFirst().orElse("");
        return Optional.of(
                path == null
                        ? EditError.of(EditError.Kind.EDIT, message)
                        : EditError.inFile(EditError.Kind.EDIT, path, message));
    }

    /**
     * The text with every edit that applied (the original when none did).
     *
     * @return the edited text
     */
    public String content() {
        return content;
    }

    /**
     * The text the edits were applied to.
     *
     * @return the original text
     */
    public String original() {
        return original;
    }

    /**
     * The unified diff original → {@link #content()}, labelled with the edits' file (when they all
     * name the same one).
     *
     * @return the diff, empty when nothing changed
     */
    public String diff() {
        return UnifiedDiff.of(path == null ? "text" : path, original, content);
    }

    /**
     * One outcome per edit, in the order given, numbered by {@link BlockEdit#index()}.
     *
     * @return the outcomes
     */
    public List<EditOutcome> edits() {
        return edits;
    }

    /**
     * The outcomes of the edits that failed.
     *
     * @return the failed outcomes, in order
     */
    public List<EditOutcome> failures() {
        List<EditOutcome> failures = new ArrayList<>(failed);
        for (EditOutcome edit : edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failures.add(edit);
            }
        }
        return failures;
    }

    /**
     * How many edits applied.
     *
     * @return the count
     */
    public int applied() {
        return edits.size() - failed;
    }

    /**
     * How many edits failed.
     *
     * @return the count
     */
    public int failed() {
        return failed;
    }

    @Override
    public String toString() {
        return "EditBlocksResult[" + applied() + " of " + edits.size() + " edits applied]";
    }
}
