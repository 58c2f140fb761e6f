package dev.edl.batch.internal.match;

import dev.edl.batch.MatchKind;

/**
 * One place to replace.
 *
 * @param start the 0-based UTF-16 offset where the matched text starts
 * @param end the 0-based UTF-16 offset just after it
 * @param startLine the 1-based line of {@code start}
 * @param endLine the 1-based line of the last matched character ({@code startLine} when empty)
 * @param kind the tier that found it
 * @param similarity 1 for exact and whitespace matches, the fuzzy score otherwise
 * @param replacement the literal text to put in place of the match: line breaks already in the
 *     text's style, re-indented for whitespace and fuzzy matches
 * @param indentNote for a whole-line match whose indentation differs from the search's: what the
 *     file has, what the search had and what the replacement got (e.g. {@code "line 4 has 12
 *     spaces of indentation, your search 8; the replacement kept its 12"}); else {@code ""}
 */
public record Occurrence(
        int start,
        int end,
        int startLine,
        int endLine,
        MatchKind kind,
        double similarity,
        String replacement,
        String indentNote) {

    /** An occurrence without indentation note. */
    public Occurrence(
            int start, int end, int startLine, int endLine, MatchKind kind, double similarity, String replacement) {
        this(start, end, startLine, endLine, kind, similarity, replacement, "");
    }
}
