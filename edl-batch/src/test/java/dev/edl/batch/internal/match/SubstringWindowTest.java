package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.internal.text.MatchText;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubstringWindowTest {
    private static final String LINE =
            "    if (request.user().isAdmin() && request.session().isValid()) { grant(request); }\n";

    @Test
    void aSearchWithATypoIsComparedWithTheHalfOfTheLineItCovers() {
        MatchText text = MatchText.of("int a;\n" + LINE + "int b;\n");
        String search = "request.sesion().isValid()";
        List<SubstringWindow.Found> found = SubstringWindow.best(text, search, 0);
        SubstringWindow.Found best = found.get(0);
        int start = text.toString().indexOf("request.session().isValid()");
        assertEquals(start, best.start());
        assertEquals(start + "request.session().isValid()".length(), best.end());
        assertEquals(1.0 - 1.0 / 27, best.score(), 1e-12);
    }

    @Test
    void nothingIsAlignedWhenTheCallerWantsMoreThanAnySubstringCanScore() {
        // Before: every near miss aligned up to 12 neighbourhoods at O(m²) each, even when the whole
        // lines scored 99 % or 100 % and no substring could lead them by 5 points (W4's two near
        // misses of about 1,000 characters: most of its 58 ms).
        MatchText text = MatchText.of("int a;\n" + LINE + "int b;\n");
        assertTrue(SubstringWindow.best(text, "request.session().isValid()", 1.0 + 1e-9)
                .isEmpty());
        assertEquals(
                1.0,
                SubstringWindow.best(text, "request.session().isValid()", 1.0)
                        .get(0)
                        .score());
    }

    @Test
    void searchesOfFourToTwoThousandCharactersAreAligned() {
        MatchText text = MatchText.of("xx abcd yy\n");
        assertTrue(SubstringWindow.best(text, "abc", 0).isEmpty());
        assertEquals(List.of(new SubstringWindow.Found(3, 7, 1.0)), SubstringWindow.best(text, "abcd", 0));
        StringBuilder longest = new StringBuilder();
        for (int i = 0; longest.length() < SubstringWindow.MAX_SEARCH_CHARS; i++) {
            longest.append("word").append(i).append(' ');
        }
        longest.setLength(SubstringWindow.MAX_SEARCH_CHARS);
        MatchText large = MatchText.of(longest + "\n");
        assertEquals(
                List.of(new SubstringWindow.Found(0, SubstringWindow.MAX_SEARCH_CHARS, 1.0)),
                SubstringWindow.best(large, longest.toString(), 0));
        assertTrue(SubstringWindow.best(large, longest + "x", 0).isEmpty());
    }

    @Test
    void theRunnerUpIsTheNextPlaceAndItsShortestNearestSubstring() {
        MatchText text = MatchText.of("alpha beta gamma\nother line here\nalpha beta gamme\n");
        // at line 3, "alpha beta gamm" and "alpha beta gamme" are both one edit away: the shorter wins
        assertEquals(
                List.of(new SubstringWindow.Found(0, 16, 1.0), new SubstringWindow.Found(33, 48, 1.0 - 1.0 / 16)),
                SubstringWindow.best(text, "alpha beta gamma", 0));
    }

    @Test
    void substringsOverlapOnlyWhenTheyShareACharacter() {
        SubstringWindow.Found first = new SubstringWindow.Found(0, 5, 1.0);
        assertFalse(first.overlaps(new SubstringWindow.Found(5, 9, 1.0)));
        assertFalse(new SubstringWindow.Found(5, 9, 1.0).overlaps(first));
        assertTrue(first.overlaps(new SubstringWindow.Found(4, 9, 1.0)));
        assertTrue(new SubstringWindow.Found(4, 9, 1.0).overlaps(first));
    }

    @Test
    void theBestScoreComesFirstThoughAnotherPlaceHoldsMorePiecesOfTheSearch() {
        // line 1 keeps three of the four pieces whole but loses the fourth (4 edits); line 3 keeps two
        // and has one typo in each of the others (2 edits)
        MatchText text = MatchText.of("abcdefghijklXXXX\nsome other line here\nabcdefgXijklmnoX\n");
        List<SubstringWindow.Found> found = SubstringWindow.best(text, "abcdefghijklmnop", 0);
        assertEquals(2, found.size());
        assertEquals(38, found.get(0).start());
        assertEquals(1.0 - 2.0 / 16, found.get(0).score(), 1e-12);
        assertEquals(0, found.get(1).start());
        assertEquals(1.0 - 4.0 / 16, found.get(1).score(), 1e-12);
    }

    @Test
    void aPieceAtTheVeryStartOfTheTextVotes() {
        // only the first piece is intact, and it occurs at offset 0
        assertEquals(
                List.of(new SubstringWindow.Found(0, 8, 1.0 - 1.0 / 8)),
                SubstringWindow.best(MatchText.of("abcdefgh\n"), "abcdXfgh", 0));
    }

    @Test
    void aSearchWhoseOnlyIntactPieceIsItsLastIsAlignedFromItsOwnStart() {
        // a typo in each of the first seven pieces: the last piece's hit, 28 characters into the
        // search, stands for a match 28 characters before it
        String search = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";
        String typos = "xBCDxFGHxJKLxNOPxRSTxVWXxZabcdef";
        MatchText text = MatchText.of("int a;\n  " + typos + "\n");
        assertEquals(List.of(new SubstringWindow.Found(9, 41, 1.0 - 7.0 / 32)), SubstringWindow.best(text, search, 0));
    }

    @Test
    void eachPieceVotesForItsFirst64OccurrencesOnly() {
        // the search itself is the last line; its first piece occurs once per line before it, and
        // its second piece only there
        assertEquals(
                new SubstringWindow.Found(567, 575, 1.0),
                SubstringWindow.best(MatchText.of("abcd----\n".repeat(63) + "abcdefgh\n"), "abcdefgh", 0)
                        .get(0));
        // one line more: the first piece's hit there is its 65th, so the place has one vote, and the
        // twelve places aligned are the earliest of those with one vote
        assertEquals(
                List.of(new SubstringWindow.Found(0, 4, 0.5), new SubstringWindow.Found(9, 13, 0.5)),
                SubstringWindow.best(MatchText.of("abcd----\n".repeat(64) + "abcdefgh\n"), "abcdefgh", 0));
    }

    @Test
    void aCandidateWithinTheSlackOfAnAlignedOneIsNotAlignedAgain() {
        // the first place has the search's two halves 12 characters apart (the slack of a 32-character
        // search): four pieces vote for its start and four for 12 characters later. The second vote
        // must not use one of the 12 alignments, or the last place (one piece, 7 typos) is never
        // aligned behind the ten places before it
        String search = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";
        String split = "ABCDEFGHIJKLMNOP" + ".".repeat(12) + "QRSTUVWXYZabcdef";
        String typos = "ABCDxFGHxJKLxNOPxRSTxVWXxZabxdef";
        String decoy = "ABCD" + "-".repeat(28);
        String text = "int a;\n" + split + "\n" + (decoy + "\n").repeat(10) + typos + "\n";
        int last = text.indexOf(typos);
        assertEquals(
                List.of(
                        new SubstringWindow.Found(last, last + 32, 1.0 - 7.0 / 32),
                        new SubstringWindow.Found(7, 51, 1.0 - 12.0 / 44)),
                SubstringWindow.best(MatchText.of(text), search, 0));
    }

    @Test
    void aSubstringEndingWhereTheTextEndsIsFound() {
        assertEquals(
                List.of(new SubstringWindow.Found(8, 16, 1.0)),
                SubstringWindow.best(MatchText.of("int x = abcdefgh"), "abcdefgh", 0));
    }

    @Test
    void ofSubstringsEquallyFarFromTheSearchTheShorterIsChosen() {
        // "ab wxyz" and " ab wxyz" are both three edits from the search
        assertEquals(
                List.of(new SubstringWindow.Found(1, 8, 1.0 - 3.0 / 8)),
                SubstringWindow.best(MatchText.of(" ab wxyz\n"), "bbabwxyz", 0));
    }
}
