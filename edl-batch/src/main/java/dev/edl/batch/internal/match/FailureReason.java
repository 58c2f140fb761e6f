package dev.edl.batch.internal.match;

/** Why a search could not be applied. */
public enum FailureReason {
    /** The search text is empty. */
    EMPTY_SEARCH,
    /** Search and replacement are the same text. */
    IDENTICAL,
    /** No tier found the search (the closest window, if any, is in the failure). */
    NOT_FOUND,
    /** Found a different number of occurrences than expected. */
    WRONG_COUNT,
    /** Two occurrences to replace overlap. */
    OVERLAP,
    /** Two occurrences are equally near the line hint. */
    AMBIGUOUS_HINT,
    /** Several occurrences, none within {@link Located#HINT_WINDOW} lines of the line hint. */
    HINT_TOO_FAR
}
