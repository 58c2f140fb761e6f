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
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The gram index against a naive model: the occurrences a {@link MatchText} finds through it
 * equal an {@code indexOf} loop counting overlapping ones, under random texts, searches and
 * replacement sequences, on repetitive texts above all (long shared prefixes and suffixes,
 * periodic lines, two-letter alphabets), whatever the posting limit.
 */
class GramIndexTest {
    /** Every occurrence of a search, overlapping ones included, by the naive loop. */
    static int[] naiveOccurrences(String text, String search) {
        List<Integer> found = new ArrayList<>();
        for (int at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) {
            found.add(at);
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A line of one of the repetitive shapes. */
    private static String line(Random random) {
        switch (random.nextInt(5)) {
            case 0: {
                // a long shared prefix and suffix around a short id from a small range
                return "    public static final String PREFIX_NAME_" + random.nextInt(40) + "_SUFFIX_COMMON_TAIL = 1;";
            }
            case 1: {
                // periodic, with a period of 1 to 3 and a random length
                String period = "abc".substring(0, 1 + random.nextInt(3));
                return period.repeat(10 + random.nextInt(30));
            }
            case 2: {
                // two letters, at random
                StringBuilder out = new StringBuilder();
                for (int i = 20 + random.nextInt(40); i > 0; i--) {
                    out.append(random.nextBoolean() ? 'a' : 'b');
                }
                return out.toString();
            }
            case 3: {
                // periodic with one letter changed
                StringBuilder out = new StringBuilder("ab".repeat(15 + random.nextInt(10)));
                out.setCharAt(random.nextInt(out.length()), 'c');
                return out.toString();
            }
            default:
                return random.nextInt(3) == 0 ? "" : "short " + random.nextInt(5);
        }
    }

    private static String text(Random random, int lines) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            out.append(line(random));
            if (i + 1 < lines || random.nextBoolean()) {
                out.append(random.nextInt(8) == 0 ? "\r\n" : "\n");
            }
        }
        return out.toString();
    }

    /** A search: mostly cut from the text (across line breaks too), sometimes a fresh line. */
    private static String search(Random random, String text) {
        if (text.isEmpty() || random.nextInt(4) == 0) {
            String fresh = line(random);
            return fresh.isEmpty() ? "x" : fresh;
        }
        int start = random.nextInt(text.length());
        int length = 1 + random.nextInt(Math.min(text.length() - start, 90));
        return text.substring(start, start + length);
    }

    @Test
    void occurrencesThroughTheGramIndexEqualANaiveScan() {
        qt().forAll(longs().all(), integers().between(1, 200)).checkAssert((seed, limit) -> {
            Random random = new Random(seed);
            String initial = text(random, random.nextInt(25));
            MatchText text = MatchText.of(initial, limit);
            text.indexGrams();
            StringBuilder expected = new StringBuilder(initial);
            for (int step = 0; step < 8; step++) {
                String current = expected.toString();
                for (int probe = 0; probe < 10; probe++) {
                    String search = search(random, current);
                    assertArrayEquals(
                            naiveOccurrences(current, search),
                            text.occurrences(search),
                            () -> "search " + search + " in\n" + current);
                }
                int start = current.isEmpty() ? 0 : random.nextInt(current.length() + 1);
                int end = start
                        + (current.length() == start ? 0 : random.nextInt(Math.min(current.length() - start, 120) + 1));
                String replacement = random.nextBoolean() ? line(random) : text(random, random.nextInt(3));
                text.replace(start, end, replacement);
                expected.replace(start, end, replacement);
            }
        });
    }

    @Test
    void aSearchWithARareSampleIsAnsweredFromItsCandidatesOnly() {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            lines.append(String.format("    public static final String PREFIX_%07d_SUFFIX_COMMON_TAIL = 1;%n", i));
        }
        String text = lines.toString().replace(System.lineSeparator(), "\n");
        GramIndex index = new GramIndex(text.length(), 64);
        int id = 0;
        for (int from = 0, to = text.indexOf('\n'); to >= 0; from = to + 1, to = text.indexOf('\n', from)) {
            index.addLine(id++, text.toCharArray(), from, to);
        }
        String search = "    public static final String PREFIX_0000421_SUFFIX_COMMON_TAIL = 1;";
        GramIndex.Candidates candidates = index.lookup(search.toCharArray(), 0, search.length());
        assertNotNull(candidates);
        // the shared prefix and suffix are common; a window within the id samples a rare gram
        assertTrue(candidates.lines().length <= 10, () -> candidates.lines().length + " candidates");
        boolean found = false;
        for (int k = 0; k < candidates.lines().length; k++) {
            found |= candidates.lines()[k] == 421 && candidates.columns()[k] - candidates.offset() == 0;
        }
        assertTrue(found);
        index.removeLine(421);
        GramIndex.Candidates after = index.lookup(search.toCharArray(), 0, search.length());
        assertNotNull(after);
        for (int line : after.lines()) {
            assertTrue(line != 421);
        }
    }

    @Test
    void aShortOrAllCommonSearchIsNotAnswered() {
        GramIndex index = new GramIndex(1000, 2);
        char[] periodic = "ab".repeat(40).toCharArray();
        for (int line = 0; line < 3; line++) {
            index.addLine(line, periodic, 0, periodic.length);
        }
        assertNull(index.lookup("ab".repeat(20).toCharArray(), 0, 40));
        char[] tooShort = "x".repeat(GramIndex.MIN_LENGTH - 1).toCharArray();
        assertNull(index.lookup(tooShort, 0, tooShort.length));
        char[] absent = "q".repeat(GramIndex.MIN_LENGTH).toCharArray();
        GramIndex.Candidates none = index.lookup(absent, 0, absent.length);
        assertNotNull(none);
        assertEquals(0, none.lines().length);
    }

    @Test
    void theIndexCostsAFewBytesPerCharacterOfALargeText() {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            lines.append("    public static final String CONSTANT_NAME_PREFIX_")
                    .append(String.format("%07d", i))
                    .append("_SUFFIX_LONG_COMMON_TAIL = \"a shared value for every constant\";\n");
        }
        MatchText text = MatchText.of(lines.toString());
        text.indexGrams();
        double perChar = (double) text.gramIndexBytes() / text.length();
        assertTrue(perChar < 8, () -> perChar + " bytes per character");
    }

    @Test
    void anEmptyIndexIsSizedForOneDistinctSamplePer64Characters() {
        // under half a byte per character of the text it is sized for, before any line
        for (int chars : new int[] {12_800, 3_200}) {
            long bytes = new GramIndex(chars, 64).bytes();
            assertTrue(bytes > 0 && bytes < chars / 2, () -> bytes + " bytes for " + chars + " characters");
        }
    }

    @Test
    void theIndexOfAnyTextHoldsBytes() {
        MatchText text = MatchText.of("one line of more than twenty-seven characters\nand another one\n");
        text.indexGrams();
        assertTrue(text.gramIndexBytes() > 0);
    }

    /** A key that lands in slot 0 of a fresh small {@link PostingLists}, found by trying keys. */
    private static int keyAtSlotZero() {
        for (int key = 1; key < 10_000; key++) {
            PostingLists lists = new PostingLists(8, 16, 64, 64);
            lists.add(key, 1, 0);
            if (lists.find(key) == 0) {
                return key;
            }
        }
        throw new AssertionError("no key lands in slot 0");
    }

    @Test
    void theRarestKeyWinsFirstOnATieWhereverItsSlot() {
        int zero = keyAtSlotZero();
        int other = zero + 1;
        PostingLists lists = new PostingLists(8, 16, 64, 64);
        lists.add(zero, 1, 5);
        lists.add(other, 2, 6);
        lists.add(other, 3, 7);
        assertEquals(0, lists.find(zero));
        GramIndex.Candidates rarest = GramIndex.Candidates.rarest(lists, new int[] {zero, other}, new int[] {0, 3});
        assertNotNull(rarest);
        assertArrayEquals(new int[] {1}, rarest.lines());
        assertArrayEquals(new int[] {5}, rarest.columns());
        assertEquals(0, rarest.offset());
        GramIndex.Candidates reversed = GramIndex.Candidates.rarest(lists, new int[] {other, zero}, new int[] {3, 0});
        assertNotNull(reversed);
        assertArrayEquals(new int[] {1}, reversed.lines());
        // two keys as rare: the first one asked
        int third = other + 1;
        lists.add(third, 4, 8);
        GramIndex.Candidates tie = GramIndex.Candidates.rarest(lists, new int[] {third, zero}, new int[] {9, 0});
        assertNotNull(tie);
        assertArrayEquals(new int[] {4}, tie.lines());
        assertEquals(9, tie.offset());
    }

    @Test
    void aKeyWhosePostingsAreAllRemovedProvesTheSearchAbsent() {
        PostingLists lists = new PostingLists(8, 16, 64, 64);
        lists.add(42, 1, 0);
        lists.add(43, 2, 0);
        lists.kill(1);
        // a walk drops the removed line's posting: the list is now empty, not common
        assertEquals(-1, lists.head(lists.find(42)));
        assertEquals(0, lists.size(lists.find(42)));
        GramIndex.Candidates none = GramIndex.Candidates.rarest(lists, new int[] {43, 42}, new int[] {0, 1});
        assertSame(GramIndex.Candidates.NONE, none);
    }
}
