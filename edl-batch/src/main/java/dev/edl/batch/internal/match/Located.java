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
 */
public record Located(MatchKind kind, List<Occurrence> occurrences, int found) implements MatchResult {
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
}
