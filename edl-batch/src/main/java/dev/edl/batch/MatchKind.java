package dev.edl.batch;

/** How a search text was matched in the file. */
public enum MatchKind {
    /** Plain substring occurrence (after line breaks were converted to the file's style). */
    EXACT,
    /** Whole lines equal once leading/trailing whitespace is ignored and inner runs collapsed. */
    WHITESPACE,
    /** The most similar window of whole lines, applied because fuzzy application was enabled. */
    FUZZY;

    /**
     * A short description for reports, e.g. {@code "whitespace-tolerant"}.
     *
     * @return the description
     */
    public String describe() {
        if (this == EXACT) {
            return "exact";
        }
        return this == WHITESPACE ? "whitespace-tolerant" : "fuzzy";
    }
}
