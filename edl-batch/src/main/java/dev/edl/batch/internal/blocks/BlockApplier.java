package dev.edl.batch.internal.blocks;

import dev.edl.batch.BlockCandidate;
import dev.edl.batch.BlockEdit;
import dev.edl.batch.BlockOptions;
import dev.edl.batch.BlockOutcome;
import dev.edl.batch.MatchKind;
import dev.edl.batch.internal.match.ClosestWindow;
import dev.edl.batch.internal.match.FailureReason;
import dev.edl.batch.internal.match.Located;
import dev.edl.batch.internal.match.MatchFailure;
import dev.edl.batch.internal.match.MatchOptions;
import dev.edl.batch.internal.match.MatchResult;
import dev.edl.batch.internal.match.Occurrence;
import dev.edl.batch.internal.match.TextMatcher;
import java.util.List;

/**
 * Applies edit blocks one after the other to one text, each to the result of the previous, through
 * the shared matching engine. Each edit must match exactly one place (a line hint picks among
 * several). A failed edit leaves the text as it was. Not thread-safe.
 */
public final class BlockApplier {
    private final TextMatcher matcher;
    private final MatchOptions options;

    /**
     * Starts from a text.
     *
     * @param original the text to edit
     * @param options the matching tiers
     */
    public BlockApplier(String original, BlockOptions options) {
        this.matcher = TextMatcher.of(original);
        this.options = MatchOptions.DEFAULTS
                .withWhitespaceTolerant(options.whitespaceTolerant())
                .withFuzzyApply(options.fuzzy())
                .withFuzzyThreshold(options.fuzzyThreshold());
    }

    /**
     * Applies one edit if it matches exactly one place.
     *
     * @param edit the edit (its file is not looked at)
     * @return the outcome; on failure the text is unchanged
     */
    public BlockOutcome apply(BlockEdit edit) {
        MatchResult result = matcher.locate(edit.find(), edit.replace(), options.withLineHint(edit.lineHint()));
        if (result instanceof MatchFailure failure) {
            ClosestWindow window = failure.closest();
            BlockCandidate closest = window == null
                    ? null
                    : new BlockCandidate(window.startLine(), window.endLine(), window.similarity(), window.text());
            return new BlockOutcome(edit, false, null, 0, message(failure), closest);
        }
        Located located = deletingWholeLines((Located) result);
        Occurrence occurrence = located.first();
        matcher.apply(located);
        StringBuilder message = new StringBuilder("applied at line ").append(occurrence.startLine());
        if (occurrence.kind() != MatchKind.EXACT) {
            message.append(" (").append(occurrence.kind().describe());
            if (occurrence.kind() == MatchKind.FUZZY) {
                message.append(", ")
                        .append((int) Math.floor(occurrence.similarity() * 100 + 1e-9))
                        .append("% similar");
            }
            message.append(')');
        }
        String hintNote = located.hintNote();
        if (!hintNote.isEmpty()) {
            message.append(", ").append(hintNote);
        }
        return new BlockOutcome(edit, true, occurrence.kind(), occurrence.startLine(), message.toString(), null);
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
    public String text() {
        return matcher.text().toString();
    }

    /**
     * An empty replacement of whole lines deletes the lines, not just their characters. A FIND body
     * is a list of lines (one ending in {@code \n} ends with an empty line), so the match is widened
     * over the line break after its last line (or, on a last line without one, the line break before
     * it), and over blanks before and after it on its first and last lines, so that no empty or
     * blank line is left behind. A match that shares its lines with other text is left as is.
     */
    private Located deletingWholeLines(Located located) {
        if (located.occurrences().size() != 1) {
            return located;
        }
        Occurrence occurrence = located.first();
        if (!occurrence.replacement().isEmpty()) {
            return located;
        }
        CharSequence chars = matcher.text().chars();
        int length = chars.length();
        int start = occurrence.start();
        int end = occurrence.end();
        if (end <= start) {
            return located;
        }
        while (start > 0 && isBlank(chars.charAt(start - 1))) {
            start--;
        }
        if (start > 0 && chars.charAt(start - 1) != '\n') {
            return located;
        }
        while (end < length && isBlank(chars.charAt(end))) {
            end++;
        }
        if (end < length && chars.charAt(end) == '\n') {
            end++;
        } else if (end + 1 < length && chars.charAt(end) == '\r' && chars.charAt(end + 1) == '\n') {
            end += 2;
        } else if (end == length && start > 0 && chars.charAt(end - 1) != '\n') {
            start--;
            if (start > 0 && chars.charAt(start - 1) == '\r') {
                start--;
            }
        } else if (end != length) {
            return located;
        }
        Occurrence widened = new Occurrence(
                start,
                end,
                occurrence.startLine(),
                occurrence.endLine(),
                occurrence.kind(),
                occurrence.similarity(),
                occurrence.replacement());
        return new Located(
                located.kind(), List.of(widened), located.found(), located.lineHint(), located.hintDistance());
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
