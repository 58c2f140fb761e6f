package dev.edl.batch;

import dev.edl.batch.internal.match.ClosestWindow;
import dev.edl.batch.internal.match.FailureReason;
import dev.edl.batch.internal.match.Located;
import dev.edl.batch.internal.match.MatchFailure;
import dev.edl.batch.internal.match.MatchOptions;
import dev.edl.batch.internal.match.MatchResult;
import dev.edl.batch.internal.match.Occurrence;
import dev.edl.batch.internal.match.TextMatcher;
import dev.edl.batch.internal.match.WholeLineDeletion;

/**
 * Applies edit blocks one after the other to one text, each to the result of the previous, through
 * the shared matching engine. Each edit must match exactly one place (a line hint picks among
 * several). A failed edit leaves the text as it was. Not thread-safe.
 */
final class BlockApplier {
    private final TextMatcher matcher;
    private final MatchOptions options;

    /**
     * Starts from a text.
     *
     * @param original the text to edit
     * @param settings the matching settings
     */
    BlockApplier(String original, MatchSettings settings) {
        this.matcher = TextMatcher.of(original);
        this.options = MatchOptions.of(settings);
    }

    /**
     * Applies one edit if it matches exactly one place.
     *
     * @param edit the edit (its file is not looked at)
     * @return the outcome; on failure the text is unchanged
     */
    EditOutcome apply(BlockEdit edit) {
        MatchResult result = matcher.locate(edit.find(), edit.replace(), options.withLineHint(edit.lineHint()));
        if (result instanceof MatchFailure failure) {
            ClosestWindow window = failure.closest();
            Candidate closest = window == null ? null : Candidate.of(window);
            return new EditOutcome(
                    edit.index(), edit.label(), edit.file(), EditStatus.FAILED, null, 0, message(failure), "", closest);
        }
        Located located = WholeLineDeletion.widen(matcher.text(), (Located) result);
        Occurrence occurrence = located.first();
        matcher.apply(located);
        return new EditOutcome(
                edit.index(),
                edit.label(),
                edit.file(),
                EditStatus.APPLIED,
                occurrence.kind(),
                occurrence.startLine(),
                AppliedMessage.of(located),
                "",
                null);
    }

    /**
     * The engine's message, except for several occurrences, where its advice (expect more
     * replacements) does not fit the block format.
     */
    private static String message(MatchFailure failure) {
        if (failure.reason() != FailureReason.WRONG_COUNT || failure.found() < 2) {
            return failure.message();
        }
        StringBuilder lines = new StringBuilder();
        for (Integer line : failure.lines()) {
            lines.append(lines.length() == 0 ? "" : ", ").append(line);
        }
        if (failure.found() > failure.lines().size()) {
            lines.append(", …");
        }
        return "ambiguous: FIND matches " + failure.found() + " places, at lines " + lines
                + " — include more surrounding lines to make it unique, or write FIND (near line <n>): with the"
                + " line of the place to change";
    }

    /**
     * The text with the edits applied so far.
     *
     * @return the current text
     */
    String text() {
        return matcher.text().toString();
    }
}
