package dev.edl.batch;

/** What became of one edit. */
public enum EditStatus {
    /** The edit was applied (and kept). */
    APPLIED,
    /** The edit could not be applied; the message says why. */
    FAILED,
    /** The edit was not tried: an earlier edit failed with {@code stopOnError}, or the file could not be read. */
    SKIPPED,
    /**
     * The edit matched and was applied in memory, then discarded because all-or-nothing mode rolled
     * the batch back after another edit failed.
     */
    ROLLED_BACK
}
