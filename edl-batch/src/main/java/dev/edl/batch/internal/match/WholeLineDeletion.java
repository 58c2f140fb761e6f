package dev.edl.batch.internal.match;

import dev.edl.internal.text.MatchText;
import java.util.ArrayList;
import java.util.List;

/**
 * The one rule for an empty replacement, shared by every batch entry: when a match covers whole
 * lines (nothing but blanks before it on its first line and after it on its last) and its
 * replacement is empty, the lines go with their line break, so no empty or blank line is left
 * behind. The match is widened over the blanks around it and the line break after its last line
 * (or, on a last line without one, the line break before its first line). A match that shares its
 * lines with other text is left as is: only its characters are removed.
 */
public final class WholeLineDeletion {
    private WholeLineDeletion() {}

    /**
     * The occurrences to replace, widened where the rule applies.
     *
     * @param text the text the occurrences were found in
     * @param located the occurrences
     * @return {@code located} itself when no replacement is empty, else a copy with widened
     *     occurrences
     */
    public static Located widen(MatchText text, Located located) {
        List<Occurrence> occurrences = located.occurrences();
        boolean anyEmpty = false;
        for (Occurrence occurrence : occurrences) {
            if (occurrence.replacement().isEmpty() && occurrence.end() > occurrence.start()) {
                anyEmpty = true;
                break;
            }
        }
        if (!anyEmpty) {
            return located;
        }
        CharSequence chars = text.chars();
        List<Occurrence> widened = new ArrayList<>(occurrences.size());
        int previousEnd = 0;
        for (Occurrence occurrence : occurrences) {
            Occurrence wide = widen(chars, occurrence);
            if (wide.start() < previousEnd) {
                wide = withRange(wide, previousEnd, wide.end());
            }
            widened.add(wide);
            previousEnd = wide.end();
        }
        return new Located(located.kind(), widened, located.found(), located.lineHint(), located.hintDistance());
    }

    private static Occurrence widen(CharSequence chars, Occurrence occurrence) {
        int start = occurrence.start();
        int end = occurrence.end();
        if (!occurrence.replacement().isEmpty() || end <= start) {
            return occurrence;
        }
        int length = chars.length();
        while (start > 0 && isBlank(chars.charAt(start - 1))) {
            start--;
        }
        if (start > 0 && chars.charAt(start - 1) != '\n') {
            return occurrence;
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
            return occurrence;
        }
        return withRange(occurrence, start, end);
    }

    private static Occurrence withRange(Occurrence occurrence, int start, int end) {
        return new Occurrence(
                start,
                end,
                occurrence.startLine(),
                occurrence.endLine(),
                occurrence.kind(),
                occurrence.similarity(),
                occurrence.replacement(),
                occurrence.indentNote());
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
