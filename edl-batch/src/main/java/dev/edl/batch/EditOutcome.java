package dev.edl.batch;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What became of one edit, for every batch entry: {@link BatchEdit} (one per {@link
 * SearchReplace}), {@link EditBlocks#applyAll} and {@link EditSession} (one per {@link BlockEdit}).
 *
 * <p>Edits are numbered from 1: the position in the list given to {@link BatchEdit}, and {@link
 * BlockEdit#index()} (the position in the response) for edit blocks. Lines are 1-based.
 */
public final class EditOutcome {
    private final int number;
    private final @Nullable String label;
    private final @Nullable String path;
    private final EditStatus status;
    private final @Nullable MatchKind matchKind;
    private final int line;
    private final String message;
    private final String diff;
    private final @Nullable Candidate closest;

    EditOutcome(
            int number,
            @Nullable String label,
            @Nullable String path,
            EditStatus status,
            @Nullable MatchKind matchKind,
            int line,
            String message,
            String diff,
            @Nullable Candidate closest) {
        this.number = number;
        this.label = label;
        this.path = path;
        this.status = Objects.requireNonNull(status, "status");
        this.matchKind = matchKind;
        this.line = line;
        this.message = Objects.requireNonNull(message, "message");
        this.diff = Objects.requireNonNull(diff, "diff");
        this.closest = closest;
    }

    static EditOutcome failed(int number, @Nullable String label, @Nullable String path, String message) {
        return new EditOutcome(number, label, path, EditStatus.FAILED, null, 0, message, "", null);
    }

    static EditOutcome skipped(int number, @Nullable String label, @Nullable String path, String message) {
        return new EditOutcome(number, label, path, EditStatus.SKIPPED, null, 0, message, "", null);
    }

    /** This outcome, applied in memory and then discarded by an all-or-nothing rollback. */
    EditOutcome rolledBack() {
        return new EditOutcome(
                number,
                label,
                path,
                EditStatus.ROLLED_BACK,
                matchKind,
                line,
                message + " — rolled back (all-or-nothing)",
                diff,
                closest);
    }

    /**
     * The edit's number.
     *
     * @return the 1-based position of the edit
     */
    public int number() {
        return number;
    }

    /**
     * The edit's label shown in reports: {@link SearchReplace#label()}, or {@link BlockEdit#label()}
     * for edit blocks.
     *
     * @return the label, or null when the edit has none
     */
    public @Nullable String label() {
        return label;
    }

    /**
     * The edit's target file for edit blocks ({@link BlockEdit#file()}).
     *
     * @return the path as the block names it, or null for a {@link SearchReplace}
     */
    public @Nullable String path() {
        return path;
    }

    /**
     * What became of the edit.
     *
     * @return applied, failed, skipped or rolled back
     */
    public EditStatus status() {
        return status;
    }

    /**
     * Whether the edit was applied and kept.
     *
     * @return true when {@link #status()} is {@link EditStatus#APPLIED}
     */
    public boolean isApplied() {
        return status == EditStatus.APPLIED;
    }

    /**
     * How the search was matched.
     *
     * @return the tier, or null when it did not match (failed or skipped)
     */
    public @Nullable MatchKind matchKind() {
        return matchKind;
    }

    /**
     * Where the (first) replacement starts, in the text as it was when the edit ran.
     *
     * @return the 1-based line, or 0 when it did not match
     */
    public int line() {
        return line;
    }

    /**
     * A one-line summary ({@code applied at line 12 (whitespace-tolerant)}, or why it failed and how
     * to fix it), possibly followed by detail lines such as the closest window's line diff; bounded.
     *
     * @return the message
     */
    public String message() {
        return message;
    }

    /**
     * A small snippet of the edited region ({@code @@ line N @@} with {@code -}/{@code +} lines,
     * bounded), for {@link BatchEdit} outcomes.
     *
     * @return the snippet, empty when not applied and for edit blocks
     */
    public String diff() {
        return diff;
    }

    /**
     * The place most similar to the search when it was not found.
     *
     * @return the candidate, or null (applied, ambiguous, or nothing similar)
     */
    public @Nullable Candidate closest() {
        return closest;
    }

    @Override
    public String toString() {
        return "EditOutcome[" + number + (label == null ? "" : " [" + label + "]") + " " + status + ": "
                + message.lines().findFirst().orElse("") + "]";
    }
}
