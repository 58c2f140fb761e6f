package dev.edl.batch;

/** What became of one edit of a batch. */
public enum EditStatus {
    /** The edit was applied (in all-or-nothing mode, check {@link BatchResult#rolledBack()}). */
    APPLIED,
    /** The edit could not be applied; the message says why. */
    FAILED,
    /** The edit was not tried because an earlier edit failed with {@code stopOnError}. */
    SKIPPED
}
