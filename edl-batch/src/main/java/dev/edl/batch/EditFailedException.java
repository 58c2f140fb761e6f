package dev.edl.batch;

import org.jspecify.annotations.Nullable;

/**
 * An edit block could not be applied: its FIND text was not found, or found more than once, or
 * the edit is otherwise unusable. Nothing of the edits was kept.
 */
public final class EditFailedException extends Exception {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial") // BlockEdit is not Serializable; this exception is not meant to be serialized
    private final BlockEdit edit;

    private final String reason;

    @SuppressWarnings("serial")
    private final @Nullable BlockCandidate closest;

    /**
     * Creates the exception.
     *
     * @param edit the failing edit
     * @param reason why it failed and how to fix it (may span several lines, bounded in size)
     * @param closest the most similar place in the text, or null
     */
    public EditFailedException(BlockEdit edit, String reason, @Nullable BlockCandidate closest) {
        super(edit.label() + " failed: " + reason);
        this.edit = edit;
        this.reason = reason;
        this.closest = closest;
    }

    /**
     * The complete message: the edit's label, then the reason.
     *
     * @return the message, never null
     */
    @Override
    public String getMessage() {
        return edit.label() + " failed: " + reason;
    }

    /**
     * The failing edit ({@link BlockEdit#index()}, {@link BlockEdit#file()}, …).
     *
     * @return the edit
     */
    public BlockEdit edit() {
        return edit;
    }

    /**
     * Why the edit failed, without the edit's label.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }

    /**
     * The place most similar to the FIND text when it was not found.
     *
     * @return the candidate, or null when there is none (for example when the text was found twice)
     */
    public @Nullable BlockCandidate closest() {
        return closest;
    }
}
