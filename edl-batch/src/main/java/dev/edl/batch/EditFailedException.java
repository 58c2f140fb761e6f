package dev.edl.batch;

import org.jspecify.annotations.Nullable;

/**
 * {@link EditBlocks#apply(String, java.util.List)} could not apply every edit: an edit's FIND text
 * was not found, or found more than once. Unchecked: it carries the full {@link
 * EditBlocksResult} (every edit's outcome), and names the first failing edit, why, and the closest
 * candidate. Callers that prefer a value use {@link EditBlocks#applyAll} instead.
 */
public final class EditFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial") // not meant to be serialized
    private final BlockEdit edit;

    @SuppressWarnings("serial")
    private final EditOutcome outcome;

    @SuppressWarnings("serial")
    private final EditBlocksResult result;

    EditFailedException(BlockEdit edit, EditOutcome outcome, EditBlocksResult result) {
        super(edit.label() + " failed: " + outcome.message());
        this.edit = edit;
        this.outcome = outcome;
        this.result = result;
    }

    /**
     * The complete message: the first failing edit's label, then the reason.
     *
     * @return the message, never null
     */
    @Override
    public String getMessage() {
        return edit.label() + " failed: " + outcome.message();
    }

    /**
     * The first failing edit ({@link BlockEdit#index()}, {@link BlockEdit#file()}, …).
     *
     * @return the edit
     */
    public BlockEdit edit() {
        return edit;
    }

    /**
     * Why the first failing edit failed, without its label.
     *
     * @return the reason (may span several lines, bounded in size)
     */
    public String reason() {
        return outcome.message();
    }

    /**
     * The place most similar to the first failing edit's FIND text when it was not found.
     *
     * @return the candidate, or null when there is none (for example when the text was found twice)
     */
    public @Nullable Candidate closest() {
        return outcome.closest();
    }

    /**
     * Every edit's outcome, and the text with the edits that did apply.
     *
     * @return the full result
     */
    public EditBlocksResult result() {
        return result;
    }
}
