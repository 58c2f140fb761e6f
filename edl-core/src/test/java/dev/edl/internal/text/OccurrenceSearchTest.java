package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Which strategy answers a search, observed through what a block holds afterwards: the bytes of
 * each index, whether the scan copy was kept ({@link TextBlock#flat} returns the same copy while
 * scans go on between replacements, and a new one after two replacements without a scan), and how
 * many more short searches the fragment index waits for (each search that fell back to it so far
 * counts towards {@link OccurrenceSearch#SCANS_BEFORE_FRAGMENTS}). Every answer is also checked
 * against a naive scan: the strategies change the cost, never the occurrences.
 */
class OccurrenceSearchTest {
    /** Lines of random lowercase letters: every gram is rare, so the gram index answers each search. */
    /**
     * A line longer than the others of a test's text: a search as long as a block's longest line
     * is answered as a whole line, and the tests of the other routes must not take that one.
     */
    private static final String LONGER_LINE = "a line longer than the searches of the test, so none is a whole line";

    private static List<String> randomLines(long seed, int count, int length) {
        Random random = new Random(seed);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < length; k++) {
                line.append((char) ('a' + random.nextInt(26)));
            }
            lines.add(line.toString());
        }
        return lines;
    }

    private static String joined(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }

    /** Asserts that the block finds exactly the occurrences a naive scan finds. */
    private static void assertFinds(TextBlock block, String search) {
        String text = block.toString();
        assertArrayEquals(
                GramIndexTest.naiveOccurrences(text, search), block.occurrences(search), () -> "search " + search);
    }

    /**
     * Runs short single-line searches (too short for the gram index and for a plan) until the
     * fragment index is built, and returns how many it took: {@code SCANS_BEFORE_FRAGMENTS + 1}
     * less the searches that fell back to the fragment index before.
     */
    private static int shortSearchesUntilFragmentIndex(TextBlock block) {
        for (int n = 1; n <= OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1; n++) {
            assertFinds(block, "#" + n);
            if (block.fragmentIndexBytes() > 0) {
                return n;
            }
        }
        return fail("the fragment index was not built");
    }

    /** The occurrences of whole lines: starting a line and ending one. */
    private static int[] naiveWholeLines(String text, String lines) {
        List<Integer> found = new ArrayList<>();
        for (int at : GramIndexTest.naiveOccurrences(text, lines)) {
            int end = at + lines.length();
            if ((at == 0 || text.charAt(at - 1) == '\n') && (end == text.length() || text.charAt(end) == '\n')) {
                found.add(at);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    // ---------------------------------------------------------------- gram index

    @Test
    void theThirdLongSearchBuildsTheGramIndexAndLaterOnesDoNotFallBack() {
        List<String> lines = randomLines(1, 200, 40);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        for (int i = 0; i < 3; i++) {
            // exactly the shortest search the gram index answers
            String search = lines.get(10 * i).substring(3, 3 + GramIndex.MIN_LENGTH);
            assertEquals(0, block.gramIndexBytes(), "built before the third search");
            assertFinds(block, search);
        }
        assertTrue(block.gramIndexBytes() > 0, "built by the third search");
        for (int i = 0; i < 10; i++) {
            assertFinds(block, lines.get(7 + 11 * i));
            assertFinds(block, "q" + lines.get(7 + 11 * i).substring(1));
        }
        // only the first two long searches fell back to the fragment index
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1 - 2, shortSearchesUntilFragmentIndex(block));
        assertEquals(0, block.gramIndexBytes(), "the fragment index replaces the gram index");
    }

    @Test
    void moreThanTwoAnnouncedSearchesBuildTheGramIndexOnTheFirstLongOne() {
        List<String> lines = new ArrayList<>(randomLines(2, 100, 40));
        lines.add(LONGER_LINE + LONGER_LINE);
        List<String> searches = List.of(lines.get(1), lines.get(2), lines.get(3));
        TextBlock two = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        two.expectSearches(searches.subList(0, 2), null);
        assertFinds(two, lines.get(1));
        assertEquals(0, two.gramIndexBytes());
        TextBlock three = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        three.expectSearches(searches, null);
        assertFinds(three, lines.get(1));
        assertTrue(three.gramIndexBytes() > 0);
    }

    @Test
    void aOneBreakSearchTakesItsLongerPartToTheGramIndexTheFirstOnATie() {
        // a 30-character line common to every pair (its grams too common to index under a limit
        // of 4 lines) before a line of 40 random letters
        String common = "    common line of every pair;";
        assertEquals(30, common.length());
        List<String> unique = randomLines(3, 50, 40);
        List<String> lines = new ArrayList<>();
        for (String line : unique) {
            lines.add(common);
            lines.add(line);
        }
        TextBlock block = new TextBlock(joined(lines), 4, 0);
        block.indexGrams();
        for (int i = 1; i < 4; i++) {
            // the part before the break is the longer: the gram index answers from it
            assertFinds(block, unique.get(i) + "\n" + common.substring(0, 5));
            // the part after it is the longer
            assertFinds(block, common.substring(25) + "\n" + unique.get(i));
        }
        // equal parts: the one before the break, whose grams are all common, so it falls back
        assertFinds(block, common + "\n" + unique.get(5).substring(0, 30));
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1 - 1, shortSearchesUntilFragmentIndex(block));
    }

    @Test
    void theGramIndexStaysThroughSmallReplacementsAndGoesForGoodWhenTheTextShrinksUnderIt() {
        List<String> lines = randomLines(4, 4000, 50);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        block.indexGrams();
        long built = block.gramIndexBytes();
        assertTrue(built > 1 << 16, () -> built + " bytes");
        block.replace(51, 101, randomLines(5, 1, 50).get(0));
        assertTrue(block.gramIndexBytes() >= built, "kept through a small replacement");
        assertFinds(block, block.toString().substring(60, 100));
        // now 8 bytes per character of the text are far fewer than the index holds
        block.replace(0, block.length(), "a short text\nof two lines, the second longer");
        assertEquals(0, block.gramIndexBytes());
        block.indexGrams();
        assertEquals(0, block.gramIndexBytes(), "not built again");
        assertFinds(block, "a short text\nof two lines");
    }

    @Test
    void aSmallTextKeepsItsGramIndexThroughReplacements() {
        TextBlock block = new TextBlock(joined(randomLines(6, 5, 40)), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        block.indexGrams();
        long built = block.gramIndexBytes();
        assertTrue(built > 0);
        String line = randomLines(7, 1, 40).get(0);
        block.replace(0, 40, line);
        assertTrue(block.gramIndexBytes() > 0);
        assertFinds(block, line);
    }

    // ---------------------------------------------------------------- fragment index

    @Test
    void announcedShortSearchesBuildTheFragmentIndexOnTheFirstWhenMoreThan64() {
        List<String> lines = randomLines(8, 100, 30);
        List<String> shortOnes = new ArrayList<>();
        List<String> minLength = new ArrayList<>();
        List<String> breakFirst = new ArrayList<>();
        for (int i = 0; i <= OccurrenceSearch.SHORT_SEARCHES_FOR_FRAGMENTS; i++) {
            shortOnes.add("k" + i);
            minLength.add(lines.get(i).substring(0, GramIndex.MIN_LENGTH));
            breakFirst.add("\nk" + i);
        }
        TextBlock enough = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        enough.expectSearches(shortOnes, null);
        assertFinds(enough, "k1");
        assertTrue(enough.fragmentIndexBytes() > 0);

        TextBlock sixtyFour = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        sixtyFour.expectSearches(shortOnes.subList(0, OccurrenceSearch.SHORT_SEARCHES_FOR_FRAGMENTS), null);
        assertFinds(sixtyFour, "k1");
        assertEquals(0, sixtyFour.fragmentIndexBytes());

        // searches the gram index answers, or with a line break, are not short ones
        for (List<String> others : List.of(minLength, breakFirst)) {
            TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
            block.expectSearches(others, null);
            assertFinds(block, "k1");
            assertEquals(0, block.fragmentIndexBytes());
        }
    }

    @Test
    void aSearchTheFragmentIndexAnswersIsNoScan() {
        List<String> lines = randomLines(9, 50, 20);
        // without the fragment index, a short search scans: the copy stays through the next replacement
        TextBlock scanned = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        CharSequence copy = scanned.flat();
        scanned.replace(0, 1, "Q");
        assertFinds(scanned, lines.get(3).substring(2, 9));
        scanned.replace(0, 1, "R");
        assertSame(copy, scanned.flat());
        assertEquals(scanned.toString(), copy.toString());

        TextBlock indexed = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        indexed.indexFragments();
        CharSequence before = indexed.flat();
        indexed.replace(0, 1, "Q");
        assertTrue(indexed.fragmentIndexBytes() > 0, "kept through a small replacement");
        assertFinds(indexed, lines.get(3).substring(2, 9));
        assertFinds(indexed, "Q" + lines.get(0).substring(1, 6));
        indexed.replace(0, 1, "R");
        CharSequence after = indexed.flat();
        assertNotSame(before, after);
        assertEquals(indexed.toString(), after.toString());
    }

    // ---------------------------------------------------------------- scan copy

    @Test
    void theScanCopyFollowsOneReplacementWithoutAScanAndGoesAtTheSecond() {
        TextBlock block = new TextBlock(joined(randomLines(10, 20, 20)), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        CharSequence copy = block.flat();
        block.replace(0, 3, "xyz\nw");
        assertSame(copy, block.flat());
        assertEquals(block.toString(), copy.toString());
        block.replace(5, 6, "");
        block.replace(7, 7, "new");
        CharSequence fresh = block.flat();
        assertNotSame(copy, fresh);
        assertEquals(block.toString(), fresh.toString());
    }

    // ---------------------------------------------------------------- line breaks

    @Test
    void aOneBreakSearchNoIndexAnswersScansWhileTheCopyLastsElseWalksTheLineStarts() {
        List<String> lines = randomLines(11, 40, 20);
        String search = lines.get(4).substring(15) + "\n" + lines.get(5).substring(0, 6);
        TextBlock walked = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        assertFinds(walked, search);
        assertFinds(walked, "x\ny");

        TextBlock scanned = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        CharSequence copy = scanned.flat();
        scanned.replace(0, 1, "Q");
        assertFinds(scanned, search);
        scanned.replace(0, 1, "R");
        assertSame(copy, scanned.flat(), "the search scanned the copy");
    }

    @Test
    void aTwoBreakSearchScansWhileTheCopyLastsElseAsksTheLineIndex() {
        List<String> lines = randomLines(12, 40, 20);
        String search = lines.get(4).substring(15) + "\n" + lines.get(5) + "\n"
                + lines.get(6).substring(0, 3);
        TextBlock scanned = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        scanned.flat();
        assertFinds(scanned, search);
        assertEquals(0, scanned.indexBytes());

        TextBlock indexed = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        assertFinds(indexed, search);
        assertTrue(indexed.indexBytes() > 0);

        // with the fragment index built, the copy no longer decides: the line index answers
        TextBlock both = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        both.indexFragments();
        both.flat();
        assertFinds(both, search);
        assertTrue(both.indexBytes() > both.fragmentIndexBytes());
    }

    @Test
    void aTwoBreakSearchWithAnIndexedLineNeverFallsBack() {
        List<String> lines = randomLines(13, 60, 20);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        for (int i = 1; i < 6; i++) {
            assertFinds(block, lines.get(i).substring(10) + "\n" + lines.get(i + 1) + "\n" + lines.get(i + 2));
            // a complete line that is nowhere: no occurrence, at once
            assertFinds(block, "x\n" + lines.get(i).substring(1) + "\ny");
        }
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1, shortSearchesUntilFragmentIndex(block));
    }

    @Test
    void aTwoBreakSearchWhoseLinesAreAllCommonFallsBack() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            lines.add("}");
            lines.add("{");
        }
        // one longer line, so that the short searches are not answered as whole lines
        lines.add(LONGER_LINE);
        TextBlock block = new TextBlock(joined(lines), 2, 0);
        // each walks the lines' hashes, an eighth of a scan: 24 cost three scans
        for (int i = 0; i < 3 * OccurrenceSearch.SCAN_COST; i++) {
            assertFinds(block, "}\n{\n}");
        }
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1 - 3, shortSearchesUntilFragmentIndex(block));
    }

    @Test
    void aOneBreakSearchWithShortPartsWalksTheLineStartsForAnEighthOfAScan() {
        // W4x10's two-line searches: parts too short for the gram index, and no scan copy, so
        // each walks the line starts; counted as scans they built the fragment index in every block
        List<String> lines = randomLines(17, 60, 20);
        lines.add(LONGER_LINE);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        for (int i = 0; i < 2 * OccurrenceSearch.SCAN_COST; i++) {
            int at = 1 + i % 50;
            assertFinds(
                    block,
                    lines.get(at).substring(15) + "\n" + lines.get(at + 1).substring(0, 4));
        }
        assertEquals(0, block.fragmentIndexBytes());
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1 - 2, shortSearchesUntilFragmentIndex(block));
    }

    @Test
    void wholeLineOccurrencesComeFromTheLeastCommonIndexedLine() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            lines.add("}");
            lines.add("");
            // "foo" twice (indexed under a limit of 2), "}" and the empty line too common
            lines.add(i % 3 == 0 ? "foo" : "foo bar " + i);
        }
        String text = joined(lines);
        TextBlock block = new TextBlock(text, 2, 0);
        for (String pattern : List.of("foo", "}\n\nfoo", "\nfoo", "foo\n}", "foo bar 1\n}\n", "foo bar 1\n}\n\nfoo")) {
            assertArrayEquals(naiveWholeLines(text, pattern), block.wholeLineOccurrences(pattern), pattern);
        }
        assertArrayEquals(new int[0], block.wholeLineOccurrences("absent"));
        assertArrayEquals(new int[0], block.wholeLineOccurrences("}\nabsent"));
        // every non-empty line too common to be indexed
        assertNull(block.wholeLineOccurrences("}"));
        assertNull(block.wholeLineOccurrences("}\n\n}"));
    }

    // ---------------------------------------------------------------- planned index

    /** Searches of 20 characters (too short for the gram index) cut from the lines. */
    private static List<String> plannedSearches(List<String> lines, int count) {
        List<String> searches = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            searches.add(lines.get(i).substring(5, 25));
        }
        return searches;
    }

    @Test
    void aOneLineSearchAsLongAsEveryLineTakesTheLineIndexNotThePlan() {
        // equally long lines, and the plan covers their searches: a search as long as the longest
        // line can only be a whole line, so the lines' hashes answer it and the plan's pass is not made
        List<String> lines = randomLines(21, 200, 40);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        block.expectSearches(lines.subList(0, 10));
        assertTrue(block.answersAsWholeLine(lines.get(3)));
        assertFalse(block.answersAsWholeLine(lines.get(3).substring(1)), "shorter than the longest line");
        assertFalse(block.answersAsWholeLine(lines.get(3) + "\n"), "a line break: not one line");
        assertFalse(block.answersAsWholeLine(""));
        // longer than every line: absent, with no index built
        assertArrayEquals(new int[0], block.occurrences(lines.get(3) + "x"));
        assertEquals(0, block.indexBytes());
        assertFinds(block, lines.get(3));
        long lineIndex = block.indexBytes();
        assertTrue(lineIndex > 0, "the line-hash index");
        for (String search : lines.subList(0, 10)) {
            assertFinds(block, search);
        }
        assertEquals(lineIndex, block.indexBytes(), "no planned index beside it");
        // a shorter search is a substring search: the plan answers it
        assertFinds(block, lines.get(5).substring(0, 30));
        assertTrue(block.indexBytes() > lineIndex, "the planned index");
    }

    @Test
    void theLongestLineBoundIsRaisedByALongerLineAndNeverLowered() {
        TextBlock block = new TextBlock("abc\nde\nfghij\n", TextBlock.DEFAULT_POSTING_LIMIT, 0);
        assertTrue(block.answersAsWholeLine("fghij"));
        assertFalse(block.answersAsWholeLine("fghi"));
        // the longest line replaced by a short one: the bound stays at 5
        block.replace(8, 13, "f");
        assertFalse(block.answersAsWholeLine("abc"));
        assertTrue(block.answersAsWholeLine("abcde"));
        // a longer line, written in place and then across lines, raises it each time
        block.replace(0, 3, "abcdefg");
        assertFalse(block.answersAsWholeLine("abcde"));
        assertTrue(block.answersAsWholeLine("abcdefg"));
        block.replace(0, 0, "x\nyyyyyyyyyy\n");
        assertFalse(block.answersAsWholeLine("abcdefg"));
        assertTrue(block.answersAsWholeLine("yyyyyyyyyy"));
        assertFinds(block, "yyyyyyyyyy");
        assertFinds(block, "abcdefg");
    }

    @Test
    void coveredSearchesAreAnsweredByThePlannedIndexAlone() {
        List<String> lines = randomLines(14, 200, 40);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        List<String> searches = plannedSearches(lines, 10);
        block.expectSearches(searches);
        assertEquals(0, block.indexBytes());
        for (String search : searches) {
            assertFinds(block, search);
            assertTrue(block.indexBytes() > 0, "the planned index");
        }
        // announcing the same plan again keeps the index
        long bytes = block.indexBytes();
        block.expectSearches(searches);
        assertFinds(block, searches.get(0));
        assertEquals(bytes, block.indexBytes());
        assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1, shortSearchesUntilFragmentIndex(block));
    }

    /** Asserts that the block finds what a naive scan of a model of its text finds (the block is not read whole). */
    private static void assertFinds(TextBlock block, CharSequence model, String search) {
        assertArrayEquals(
                GramIndexTest.naiveOccurrences(model.toString(), search),
                block.occurrences(search),
                () -> "search " + search);
    }

    @Test
    void thePlannedIndexFollowsReplacements() {
        List<String> lines = randomLines(23, 40, 30);
        StringBuilder model = new StringBuilder(joined(lines));
        TextBlock block = new TextBlock(model.toString(), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        // a replacement first, so that the gap of the characters lies inside the text at the build
        block.replace(31 * 20, 31 * 20 + 1, "Q");
        model.replace(31 * 20, 31 * 20 + 1, "Q");
        List<String> searches = plannedSearches(lines.subList(25, 40), 10);
        block.expectSearches(searches);
        for (String search : searches) {
            assertFinds(block, model, search);
        }
        // a line written again as it was: found once, under its new id only
        block.replace(31 * 30, 31 * 30 + 30, lines.get(30));
        assertFinds(block, model, searches.get(5));
        // a line that now holds a search too
        block.replace(31 * 36, 31 * 36 + 30, lines.get(25));
        model.replace(31 * 36, 31 * 36 + 30, lines.get(25));
        assertEquals(2, block.occurrences(searches.get(0)).length);
        assertFinds(block, model, searches.get(0));
        assertTrue(block.indexBytes() > 0);
    }

    @Test
    void theGramIndexBuiltAfterAReplacementReadsTheLinesAfterTheGap() {
        List<String> lines = randomLines(24, 40, 30);
        StringBuilder model = new StringBuilder(joined(lines));
        TextBlock block = new TextBlock(model.toString(), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        block.replace(31 * 20, 31 * 20 + 1, "Q");
        model.replace(31 * 20, 31 * 20 + 1, "Q");
        block.indexGrams();
        assertTrue(block.gramIndexBytes() > 0);
        for (int i = 25; i < 40; i++) {
            assertFinds(block, model, lines.get(i));
        }
    }

    @Test
    void thePlannedIndexMayHoldHalfABytePerCharacterAbove64KiB() {
        List<String> lines = randomLines(15, 4000, 50);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        List<String> searches = new ArrayList<>();
        for (int i = 0; i < 250; i++) {
            searches.add(lines.get(i));
        }
        block.expectSearches(searches);
        assertFinds(block, searches.get(7));
        long bytes = block.indexBytes();
        assertTrue(bytes > 1 << 16 && bytes <= (1 << 16) + block.length() / 2, () -> bytes + " bytes");
    }

    @Test
    void aPlannedIndexOverItsBoundIsDroppedAtItsBuild() {
        // each planned gram occurs in 20 lines: 16 bytes a posting, far more than half a byte per character
        List<String> distinct = randomLines(16, 100, 50);
        List<String> lines = new ArrayList<>();
        for (int copy = 0; copy < 20; copy++) {
            lines.addAll(distinct);
        }
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        List<String> searches = plannedSearches(distinct, 100);
        block.expectSearches(searches);
        for (int i = 0; i < 3; i++) {
            assertFinds(block, searches.get(i));
            assertEquals(0, block.indexBytes());
        }
    }

    @Test
    void thePlannedIndexKeepsRoomForTheIdsOfLinesRewrittenSinceItsBuild() {
        List<String> lines = randomLines(17, 10, 30);
        lines.add("x");
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        List<String> searches = plannedSearches(lines, 10);
        block.expectSearches(searches);
        assertFinds(block, searches.get(0));
        long bytes = block.indexBytes();
        assertTrue(bytes > 0);
        int at = block.length() - 2;
        for (int i = 0; i < 200; i++) {
            block.replace(at, at + 1, i % 2 == 0 ? "y" : "x");
        }
        assertEquals(bytes, block.indexBytes());
        assertFinds(block, searches.get(1));
    }

    @Test
    void indexesAreDroppedWhenTheTextShrinksUnderThemAndThePlannedOneIsBuiltAgain() {
        List<String> distinct = randomLines(18, 1000, 50);
        List<String> lines = new ArrayList<>();
        for (int copy = 0; copy < 5; copy++) {
            lines.addAll(distinct);
        }
        lines.add(LONGER_LINE + LONGER_LINE);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        List<String> searches = new ArrayList<>(distinct.subList(0, 150));
        searches.add("a short text");
        block.expectSearches(searches);
        assertFinds(block, searches.get(0));
        long planned = block.indexBytes();
        assertTrue(planned > 2 * ((1 << 16) + 20), () -> planned + " bytes");
        block.indexGrams();
        long grams = block.gramIndexBytes();
        assertTrue(grams > 1 << 16);
        assertEquals(planned + grams, block.indexBytes());

        block.replace(51, 101, randomLines(19, 1, 50).get(0));
        assertTrue(block.gramIndexBytes() >= grams, "the gram index stays");
        assertTrue(block.indexBytes() - block.gramIndexBytes() >= planned, "the planned index stays");
        assertFinds(block, searches.get(3));

        block.replace(0, block.length(), "a short text\nof two lines, the second longer");
        assertEquals(0, block.indexBytes());
        assertFinds(block, "a short text");
        assertTrue(block.indexBytes() > 0, "the planned index again");
        block.indexGrams();
        assertEquals(0, block.gramIndexBytes());
    }

    @Test
    void indexBytesAddUpTheIndexesBuilt() {
        List<String> lines = randomLines(20, 100, 40);
        TextBlock block = new TextBlock(joined(lines), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        assertArrayEquals(new int[] {41}, block.wholeLineOccurrences(lines.get(1)));
        long lineIndex = block.indexBytes();
        assertTrue(lineIndex > 0);
        List<String> searches = plannedSearches(lines, 10);
        block.expectSearches(searches);
        assertFinds(block, searches.get(2));
        long withPlanned = block.indexBytes();
        assertTrue(withPlanned > lineIndex);
        block.indexGrams();
        assertTrue(block.gramIndexBytes() > 0);
        assertEquals(withPlanned + block.gramIndexBytes(), block.indexBytes());
        block.indexFragments();
        assertTrue(block.fragmentIndexBytes() > 0);
        assertEquals(0, block.gramIndexBytes());
        assertEquals(withPlanned + block.fragmentIndexBytes(), block.indexBytes());
    }

    // ---------------------------------------------------------------- exact bounds

    /** The lines, {@code copies} times over. */
    private static List<String> repeated(List<String> distinct, int copies) {
        List<String> lines = new ArrayList<>();
        for (int copy = 0; copy < copies; copy++) {
            lines.addAll(distinct);
        }
        return lines;
    }

    @Test
    void thePlannedIndexIsKeptAtExactlyItsBoundAndDroppedOneByteOver() {
        // 20 copies of 100 lines, each line a search: many postings per character, and a last line
        // of 'z's (no planned gram) whose length sets the bound without changing the index
        List<String> distinct = randomLines(21, 100, 50);
        List<String> lines = repeated(distinct, 20);
        String body = joined(lines);
        TextBlock measured = new TextBlock(body + "z".repeat(1_000_000), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        measured.expectSearches(distinct);
        assertFinds(measured, distinct.get(0));
        long bytes = measured.indexBytes();
        assertTrue(bytes > (1 << 16) + body.length() / 2, () -> bytes + " bytes");

        // built at exactly its bound (half a byte per character plus 64 KiB): kept; a byte over: dropped
        int atBound = (int) (2 * (bytes - (1 << 16)));
        TextBlock kept = new TextBlock(body + "z".repeat(atBound - body.length()), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        kept.expectSearches(distinct);
        assertFinds(kept, distinct.get(0));
        assertEquals(bytes, kept.indexBytes());
        TextBlock over =
                new TextBlock(body + "z".repeat(atBound - body.length() - 2), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        over.expectSearches(distinct);
        assertFinds(over, distinct.get(0));
        assertEquals(0, over.indexBytes());

        // after a replacement, kept up to twice the bound: the last line sets it again
        int twiceAtBound = (int) (bytes - 2 * (1 << 16));
        assertTrue(twiceAtBound >= body.length(), () -> twiceAtBound + " characters");
        measured.replace(body.length(), measured.length(), "z".repeat(twiceAtBound - body.length()));
        assertEquals(bytes, measured.indexBytes());
        measured.replace(body.length(), measured.length(), "z".repeat(twiceAtBound - body.length() - 2));
        assertEquals(0, measured.indexBytes());
        assertFinds(measured, distinct.get(1));
    }

    @Test
    void theGramIndexIsKeptThroughAReplacementAtExactlyItsBoundAndDroppedOneCharacterUnder() {
        // the index is sized for a text of a million characters (one sample per 64); a line of 'z's
        // (one common gram) shrinks to 8 bytes per character of the index, less 64 KiB
        String body = joined(randomLines(22, 20, 40));
        TextBlock block = new TextBlock(body + "z".repeat(1_000_000), TextBlock.DEFAULT_POSTING_LIMIT, 0);
        block.indexGrams();
        long bytes = block.gramIndexBytes();
        assertEquals(0, bytes % 8);
        int atBound = (int) ((bytes - (1 << 16)) / 8);
        assertTrue(atBound > body.length() + 1, () -> atBound + " characters");
        block.replace(body.length(), block.length(), "z".repeat(atBound - body.length()));
        assertEquals(bytes, block.gramIndexBytes());
        block.replace(body.length(), block.length(), "z".repeat(atBound - body.length() - 1));
        assertEquals(0, block.gramIndexBytes());
        assertFinds(block, body.substring(41, 81));
    }

    /** A search over a text, built as a block builds its own. */
    private static OccurrenceSearch searchOver(String text, int limit) {
        CharGapBuffer chars = new CharGapBuffer(text, 0, text.length());
        LineKeys keys = new LineKeys(text.length() / 32 + 16);
        LineColumns columns = new LineColumns(chars, text, 0, text.length(), keys);
        return new OccurrenceSearch(chars, columns, keys, limit, 0, new SearchSamples());
    }

    @Test
    void aLineInTheLineIndexsFirstSlotAnswersLikeAnyOther() {
        for (int seed = 0; seed < 200; seed++) {
            List<String> lines = randomLines(1000 + seed, 30, 12);
            String text = joined(lines);
            OccurrenceSearch search = searchOver(text, TextBlock.DEFAULT_POSTING_LIMIT);
            LineHashIndex index = search.lineIndex();
            for (int i = 1; i + 1 < lines.size(); i++) {
                if (index.find(lines.get(i).hashCode()) != 0) {
                    continue;
                }
                assertArrayEquals(new int[] {13 * i}, search.wholeLines(lines.get(i)));
                String twoBreaks = lines.get(i - 1).substring(5) + "\n" + lines.get(i) + "\n"
                        + lines.get(i + 1).substring(0, 3);
                assertArrayEquals(new int[] {13 * i - 8}, search.occurrences(twoBreaks));
                // answered from the index: the fragment index still waits for 17 short searches
                int n = 0;
                while (search.fragmentIndexBytes() == 0) {
                    assertArrayEquals(new int[0], search.occurrences("#" + n++));
                }
                assertEquals(OccurrenceSearch.SCANS_BEFORE_FRAGMENTS + 1, n);
                return;
            }
        }
        fail("no line in slot 0");
    }
}
