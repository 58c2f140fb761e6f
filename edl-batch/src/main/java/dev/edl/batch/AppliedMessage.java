package dev.edl.batch;

import dev.edl.batch.internal.match.Located;
import dev.edl.batch.internal.match.Occurrence;
import dev.edl.internal.text.SimilarityPercent;
import java.util.List;

/**
 * The one wording of an applied edit, for every tool that applies search/replace edits ({@link
 * BatchEdit}, {@link EditBlocks} and the tools on them): {@code applied at line 12 (exact)}, {@code applied 3 replacements at lines 4, 9, 17 (exact)}, {@code applied at line 2
 * (fuzzy, 96% similar)}, {@code applied at line 4 (whitespace-tolerant; line 4 is indented with 12
 * spaces, …)}, {@code applied at line 5 (exact, the one of 3 at line hint 5)}. The tier is always
 * named; lines are 1-based.
 */
final class AppliedMessage {
    /** Lines listed for an edit with several replacements; more show as {@code …}. */
    static final int LISTED_LINES = 10;

    private AppliedMessage() {}

    /**
     * The message for occurrences that were applied.
     *
     * @param located the occurrences, as the matcher found them (before they were applied)
     * @return the one-line message
     */
    static String of(Located located) {
        List<Occurrence> occurrences = located.occurrences();
        StringBuilder message = new StringBuilder();
        if (occurrences.size() == 1) {
            message.append("applied at line ").append(occurrences.get(0).startLine());
        } else {
            message.append("applied ").append(occurrences.size()).append(" replacements at lines ");
            for (int i = 0; i < occurrences.size() && i < LISTED_LINES; i++) {
                message.append(i > 0 ? ", " : "").append(occurrences.get(i).startLine());
            }
            if (occurrences.size() > LISTED_LINES) {
                message.append(", …");
            }
        }
        message.append(" (").append(located.kind().describe());
        if (located.kind() == MatchKind.FUZZY) {
            message.append(", ")
                    .append(SimilarityPercent.of(located.first().similarity()))
                    .append("% similar");
        }
        for (Occurrence occurrence : occurrences) {
            if (!occurrence.indentNote().isEmpty()) {
                message.append("; ").append(occurrence.indentNote());
                break;
            }
        }
        String hintNote = located.hintNote();
        if (!hintNote.isEmpty()) {
            message.append(", ").append(hintNote);
        }
        return message.append(')').toString();
    }
}
