package dev.edl.batch.internal.match;

import dev.edl.batch.MatchKind;
import java.util.List;

/**
 * The occurrences to replace, in text order, none overlapping; apply them with {@link
 * TextMatcher#apply(Located)}.
 *
 * @param kind the tier that found them
 * @param occurrences the occurrences to replace (at least one)
 * @param found how many occurrences the tier found in all (more than {@code occurrences} when a
 *     line hint picked one)
 * @param lineHint the edit's 1-based line hint, or 0 when it had none
 * @param hintDistance how many lines the (first) occurrence lies from the line hint; 0 when it
 *     contains the hinted line or there was no hint
 */
public record Located(MatchKind kind, List<Occurrence> occurrences, int found, int lineHint, int hintDistance)
        implements MatchResult {
    /**
     * How far from its line hint a match may be and still be picked among several. A unique match
     * applies however far away it is, and its report says how far.
     */
    public static final int HINT_WINDOW = 40;

    /**
     * Occurrences found without a line hint.
     *
     * @param kind the tier
     * @param occurrences the occurrences
     * @param found how many the tier found
     */
    public Located(MatchKind kind, List<Occurrence> occurrences, int found) {
        this(kind, occurrences, found, 0, 0);
    }

    /** Copies the list. */
    public Located {
        occurrences = List.copyOf(occurrences);
        if (occurrences.isEmpty()) {
            throw new IllegalArgumentException("no occurrences");
        }
    }

    /**
     * The first occurrence to replace.
     *
     * @return the occurrence
     */
    public Occurrence first() {
        return occurrences.get(0);
    }

    /**
     * What the report says about the line hint, in the same words for every tool: {@code the
     * nearest of 3 to line hint 120, 2 lines away} when the hint picked one of several, {@code 82
     * lines from line hint 5} when a unique match lies outside {@link #HINT_WINDOW}; else empty.
     *
     * @return the note, or {@code ""}
     */
    public String hintNote() {
        if (lineHint == 0) {
            return "";
        }
        String away = hintDistance == 1 ? "1 line" : hintDistance + " lines";
        if (found > occurrences.size()) {
            return hintDistance == 0
                    ? "the one of " + found + " at line hint " + lineHint
                    : "the nearest of " + found + " to line hint " + lineHint + ", " + away + " away";
        }
        return hintDistance > HINT_WINDOW ? away + " from line hint " + lineHint : "";
    }
}
