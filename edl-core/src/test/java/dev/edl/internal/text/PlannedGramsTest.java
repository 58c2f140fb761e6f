package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The planned index against a naive scan: announced searches of every length from 1 to 200 (and
 * searches nobody announced) on texts of heavy repetition, in blocks small enough that searches
 * and edits meet their boundaries, through random sequences of replacements; and its parts alone.
 */
class PlannedGramsTest {
    private static final String[] CODE = {
        "}",
        "    }",
        "        }",
        "",
        "        return x;",
        "        x++;",
        "\tbreak;",
        "abababab",
        "aaaaaaaaaaaa",
        "ü€ü€ü€ü€ü",
    };

    private static String line(Random random) {
        return switch (random.nextInt(3)) {
            case 0 -> "ab".repeat(random.nextInt(12)) + (random.nextBoolean() ? "c" : "");
            case 1 -> "        int v" + random.nextInt(40) + " = x;";
            default -> CODE[random.nextInt(CODE.length)];
        };
    }

    private static String text(Random random, int lines) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            out.append(line(random));
            if (i + 1 < lines || random.nextBoolean()) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** A search of {@code length} characters: mostly cut from the text, sometimes made up. */
    private static String search(Random random, String text, int length) {
        if (text.length() < length || random.nextInt(5) == 0) {
            StringBuilder out = new StringBuilder();
            while (out.length() < length) {
                out.append(line(random)).append(random.nextInt(4) == 0 ? "\n" : "");
            }
            return out.substring(0, length);
        }
        int start = random.nextInt(text.length() - length + 1);
        return text.substring(start, start + length);
    }

    @Test
    void announcedSearchesOfEveryLengthEqualANaiveScanThroughRandomEdits() {
        qt().withExamples(150).forAll(longs().all(), integers().between(0, 3)).checkAssert((seed, shape) -> {
            Random random = new Random(seed);
            String initial = text(random, 20 + random.nextInt(120));
            int blockChars = shape == 0 ? 1 << 20 : 8 + random.nextInt(200);
            int limit = shape == 1 ? 1 + random.nextInt(3) : TextBlock.DEFAULT_POSTING_LIMIT;
            MatchText text = MatchText.of(initial, limit, blockChars);
            StringBuilder model = new StringBuilder(initial);
            List<String> announced = new ArrayList<>();
            for (int length = 1; length <= 200; length += 1 + random.nextInt(6)) {
                announced.add(search(random, initial, length));
            }
            text.expectSearches(announced);
            for (int round = 0; round < 6; round++) {
                String current = model.toString();
                for (String search : announced) {
                    assertArrayEquals(
                            GramIndexTest.naiveOccurrences(current, search), text.occurrences(search), search);
                }
                for (int p = 0; p < 10; p++) {
                    String other = search(random, current, 1 + random.nextInt(40));
                    assertArrayEquals(GramIndexTest.naiveOccurrences(current, other), text.occurrences(other), other);
                }
                // replacements that write announced searches, lines of the text and made-up ones
                for (int edit = 0; edit < 1 + random.nextInt(12); edit++) {
                    int length = model.length();
                    int start = random.nextInt(length + 1);
                    int end = start + random.nextInt(Math.min(length - start, 40) + 1);
                    String replacement = switch (random.nextInt(3)) {
                        case 0 -> announced.get(random.nextInt(announced.size()));
                        case 1 -> line(random) + "\n";
                        default -> search(random, current, random.nextInt(30));
                    };
                    text.replace(start, end, replacement);
                    model.replace(start, end, replacement);
                }
            }
        });
    }

    @Test
    void aPlannedGramInNoLineProvesTheBlockLacksTheSearch() {
        SearchPlan plan = plan("        int a1 = x;", "        int a2 = x;");
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 64);
        char[] line = "        int a2 = x;".toCharArray();
        grams.addLine(7, line, 0, line.length);
        String absent = "        int a1 = x;";
        assertSame(GramIndex.Candidates.NONE, grams.lookup(plan.keys(absent), plan.offsets(absent)));
        String present = "        int a2 = x;";
        GramIndex.Candidates candidates = grams.lookup(plan.keys(present), plan.offsets(present));
        assertNotNull(candidates);
        assertArrayEquals(new int[] {7}, candidates.lines());
        // the candidate's column less the key's offset is where the search starts: column 0
        assertEquals(candidates.offset(), candidates.columns()[0]);
        // a removed line's postings are gone
        grams.removeLine(7);
        assertSame(GramIndex.Candidates.NONE, grams.lookup(plan.keys(present), plan.offsets(present)));
    }

    @Test
    void aSearchWhoseGramsAreAllTooCommonHereIsNotAnswered() {
        SearchPlan plan = plan("abcdefgh");
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 2);
        char[] line = "abcdefgh abcdefgh abcdefgh".toCharArray();
        grams.addLine(0, line, 0, line.length);
        // three postings of the search's only key with a limit of two: common, so the caller scans
        assertNull(grams.lookup(plan.keys("abcdefgh"), plan.offsets("abcdefgh")));
    }

    @Test
    void linesShorterThanAGramAndGramsAcrossLineBreaksAreNotIndexed() {
        SearchPlan plan = plan("abcdefgh", "bcdefgh\n");
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 64);
        char[] text = "abcdefg\nabcdefgh".toCharArray();
        grams.addLine(0, text, 0, 7);
        assertEquals(GramIndex.Candidates.NONE, grams.lookup(plan.keys("abcdefgh"), plan.offsets("abcdefgh")));
        grams.addLine(1, text, 8, 16);
        GramIndex.Candidates found = grams.lookup(plan.keys("abcdefgh"), plan.offsets("abcdefgh"));
        assertNotNull(found);
        assertArrayEquals(new int[] {1}, found.lines());
        assertTrue(grams.bytes() > 0);
    }

    @Test
    void aPlanWhoseGramsFillTheTextIsDroppedAndTheOtherIndexesAnswer() {
        // every position of every line holds a planned gram held by few lines: postings at 16 bytes
        // each would pass the bound of half a byte per character, so the block drops its plan
        Random random = new Random(3);
        StringBuilder source = new StringBuilder();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 4_000; i++) {
            StringBuilder line = new StringBuilder();
            for (int k = 0; k < 24; k++) {
                line.append((char) ('a' + random.nextInt(26)));
            }
            lines.add(line.toString());
            source.append(line).append('\n');
        }
        MatchText text = MatchText.of(source.toString());
        text.expectSearches(lines);
        assertArrayEquals(new int[] {25 * 17}, text.occurrences(lines.get(17)));
        assertTrue(text.indexBytes() <= 8L * text.length(), () -> text.indexBytes() + " bytes");
        text.replace(0, 0, lines.get(17) + "\n");
        assertArrayEquals(new int[] {0, 25 * 18}, text.occurrences(lines.get(17)));
    }

    @Test
    void aTextInManyBlocksAsksThePlanOncePerSearchAndFindsOccurrencesInEveryBlock() {
        String unit = "    }\n        int v1 = x;\n        return x;\n";
        String source = unit.repeat(200);
        MatchText text = MatchText.of(source, 64, 64);
        assertTrue(text.blockCount() > 50);
        text.expectSearches(Collections.nCopies(SearchPlan.MIN_SEARCHES, "        int v1 = x;"));
        int[] found = text.occurrences("        int v1 = x;");
        assertEquals(200, found.length);
        assertArrayEquals(GramIndexTest.naiveOccurrences(source, "        int v1 = x;"), found);
    }

    @Test
    void aSearchTakesItsRarestPlannedGram() {
        // "XXXXXXXX" at offset 0 is in six lines, "YYYYYYYY" at offset 8 in one: one candidate
        SearchPlan plan = plan("XXXXXXXXYYYYYYYY");
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 64);
        for (int id = 0; id < 5; id++) {
            char[] line = "XXXXXXXX".toCharArray();
            grams.addLine(id, line, 0, line.length);
        }
        char[] both = "XXXXXXXXYYYYYYYY".toCharArray();
        grams.addLine(5, both, 0, both.length);
        String search = "XXXXXXXXYYYYYYYY";
        GramIndex.Candidates found = grams.lookup(plan.keys(search), plan.offsets(search));
        assertNotNull(found);
        assertArrayEquals(new int[] {5}, found.lines());
        assertArrayEquals(new int[] {8}, found.columns());
        assertEquals(8, found.offset());
        assertSame(plan, grams.plan());
        // the postings and the common keys' bits are counted
        assertTrue(grams.bytes() >= 8L * (plan.capacity() / 64));
    }

    @Test
    void aKeyCommonInABlockDoesNotStopTheOtherKeysBeingIndexed() {
        SearchPlan plan = plan("AAAAAAAA", "BBBBBBBB");
        // a posting limit of one: the second line holding "AAAAAAAA" makes it common here
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 1);
        char[] a = "AAAAAAAA".toCharArray();
        grams.addLine(0, a, 0, a.length);
        grams.addLine(1, a, 0, a.length);
        assertNull(grams.lookup(plan.keys("AAAAAAAA"), plan.offsets("AAAAAAAA")));
        char[] b = "BBBBBBBB".toCharArray();
        grams.addLine(2, b, 0, b.length);
        GramIndex.Candidates found = grams.lookup(plan.keys("BBBBBBBB"), plan.offsets("BBBBBBBB"));
        assertNotNull(found);
        assertArrayEquals(new int[] {2}, found.lines());
    }

    private static SearchPlan plan(String... searches) {
        List<String> announced = new ArrayList<>();
        for (int i = 0; i < SearchPlan.MIN_SEARCHES; i++) {
            announced.addAll(List.of(searches));
        }
        SearchPlan plan = SearchPlan.of(announced, 64);
        assertNotNull(plan);
        return plan;
    }

    @Test
    void anEmptyIndexHoldsItsPostingsTablesAndABitPerSlotOfThePlan() {
        // a plan of 1,000 keys has 2,048 slots: 32 words of common bits, and one more
        SearchPlan plan = SearchPlan.of(SearchPlanTest.thousandGrams(), 64);
        assertNotNull(plan);
        assertEquals(2_048, plan.capacity());
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 64);
        assertEquals(new PostingLists(1024, 1024, 16, 64).bytes() + 8L * (2_048 / 64 + 1), grams.bytes());
    }

    @Test
    void aLineShorterThanAGramAtTheEndOfItsArrayIsNotRead() {
        SearchPlan plan = plan("0123456789abcdef");
        PlannedGrams grams = new PlannedGrams(plan, 0, 16, 64);
        // the line "abc" is the array's last three characters: reading a gram's worth would pass its end
        char[] chars = "0123456789abc".toCharArray();
        grams.addLine(0, chars, 10, 13);
        grams.addLine(1, chars, 0, 10);
        GramIndex.Candidates found = grams.lookup(plan.keys("01234567"), plan.offsets("01234567"));
        assertNotNull(found);
        assertArrayEquals(new int[] {1}, found.lines());
        assertArrayEquals(new int[] {0}, found.columns());
    }
}
