package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The fragment index against a naive scan: for every search length from 1 to 200, on texts with
 * heavy repetition (short code lines that recur, periodic lines, two-letter lines, non-Latin-1
 * characters, {@code \r\n}), through random sequences of replacements.
 */
class FragmentIndexTest {
    private static final String[] CODE = {
        "}",
        "    }",
        "        }",
        "",
        "    /**",
        "     */",
        "        return x;",
        "        x++;",
        "\tbreak;",
        "a",
        "aa",
        "ab",
        "ü",
        "€€",
        "\u0a0a",
        "return x;",
        " ",
    };

    private static String line(Random random) {
        return switch (random.nextInt(4)) {
            case 0 -> "ab".repeat(random.nextInt(30)) + (random.nextBoolean() ? "c" : "");
            case 1 -> {
                StringBuilder out = new StringBuilder();
                for (int i = random.nextInt(60); i > 0; i--) {
                    out.append(random.nextBoolean() ? 'a' : 'b');
                }
                yield out.toString();
            }
            default -> CODE[random.nextInt(CODE.length)] + (random.nextInt(6) == 0 ? " v" + random.nextInt(9) : "");
        };
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

    /** A search of {@code length} characters: mostly cut from the text, sometimes made up. */
    private static String search(Random random, String text, int length) {
        if (text.length() < length || random.nextInt(5) == 0) {
            StringBuilder out = new StringBuilder();
            while (out.length() < length) {
                out.append(line(random)).append('\n');
            }
            return out.substring(0, length);
        }
        int start = random.nextInt(text.length() - length + 1);
        return text.substring(start, start + length);
    }

    @Test
    void everySearchLengthFromOneTo200EqualsANaiveScanThroughReplacements() {
        qt().withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String initial = text(random, random.nextInt(120));
            MatchText text = MatchText.of(initial);
            text.indexFragments();
            StringBuilder expected = new StringBuilder(initial);
            for (int step = 0; step < 12; step++) {
                String current = expected.toString();
                for (int probe = 0; probe < 12; probe++) {
                    int length = random.nextInt(3) == 0 ? 1 + random.nextInt(200) : 1 + random.nextInt(12);
                    String search = search(random, current, length);
                    int[] naive = GramIndexTest.naiveOccurrences(current, search);
                    assertArrayEquals(
                            naive, text.fragmentOccurrences(search), () -> "fragments: " + search + " in\n" + current);
                    assertArrayEquals(naive, text.occurrences(search), () -> "search " + search + " in\n" + current);
                }
                int start = current.isEmpty() ? 0 : random.nextInt(current.length() + 1);
                int end = start
                        + (current.length() == start ? 0 : random.nextInt(Math.min(current.length() - start, 80) + 1));
                String replacement = random.nextBoolean() ? line(random) : text(random, random.nextInt(4));
                text.replace(start, end, replacement);
                expected.replace(start, end, replacement);
            }
        });
    }

    @Test
    void aLargeRewriteRebuildsTheIndexAndStaysExact() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 40_000; i++) {
            source.append(
                    i % 7 == 0 ? "    }\n" : i % 3 == 0 ? "        return x;\n" : "        int v" + i + " = x;\n");
        }
        String initial = source.toString();
        // one block, so that its one fragment index is the text's
        MatchText text = MatchText.of(initial, 64, 1 << 24);
        assertArrayEquals(new int[] {initial.indexOf("int v4 = x;")}, text.fragmentOccurrences("int v4 = x;"));
        // more new lines than the dynamic part may hold: the index is dropped by the replacement
        // itself (before, it stayed until the next search, past its bound), and rebuilt by the
        // next search
        int bound = Math.max(FragmentIndex.MIN_REBUILD, initial.length() / FragmentIndex.REBUILD_SHARE);
        String rewritten = "        y--;\n".repeat(bound / 13 + 100);
        int from = initial.indexOf("int v5 = x;");
        assertTrue(text.fragmentIndexBytes() > 0);
        text.replace(from, from + rewritten.length(), rewritten);
        assertEquals(0, text.fragmentIndexBytes());
        String current = new StringBuilder(initial)
                .replace(from, from + rewritten.length(), rewritten)
                .toString();
        for (String search : new String[] {"y--;\n", "return x;", "}", "int v39997 = x;", "int v4 = x;"}) {
            assertArrayEquals(
                    GramIndexTest.naiveOccurrences(current, search), text.fragmentOccurrences(search), search);
        }
        assertEquals(1, text.occurrences("int v39997 = x;\n").length);
    }

    @Test
    void searchesInTheLargestGroupsSortThemByCountingAndStayExact() {
        // every gram of these searches starts with two spaces or "re": groups of more than
        // FragmentIndex.COUNTING_SORT positions, sorted on the first search that looks into them
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            source.append(
                    i % 3 == 0 ? "        return x;\n" : i % 3 == 1 ? "            }\n" : "    int v" + i + ";\n");
        }
        String initial = source.toString();
        MatchText text = MatchText.of(initial);
        text.indexFragments();
        for (String search : new String[] {"        ", "       r", "  return", "     int v2", "return x", "  }\n  "}) {
            assertArrayEquals(
                    GramIndexTest.naiveOccurrences(initial, search), text.fragmentOccurrences(search), search);
        }
        // a second look into the same, now sorted, groups
        assertArrayEquals(GramIndexTest.naiveOccurrences(initial, "    }\n"), text.fragmentOccurrences("    }\n"));
    }

    @Test
    void theIndexCostsAtMostEightBytesPerCharacterOfShortCodeLines() {
        StringBuilder source = new StringBuilder();
        Random random = new Random(3);
        for (int i = 0; i < 50_000; i++) {
            source.append(CODE[random.nextInt(7)])
                    .append(random.nextInt(4) == 0 ? " a" + i : "")
                    .append('\n');
        }
        MatchText text = MatchText.of(source.toString());
        text.indexFragments();
        double perChar = (double) text.fragmentIndexBytes() / text.length();
        assertTrue(perChar <= 8, () -> perChar + " bytes per character");
        // a batch's edits rewrite lines: the dynamic part stays within the bound until a rebuild
        for (int k = 0; k < 2_000; k++) {
            int at = text.lineStart(1 + k * 20);
            text.replace(at, at, "        edited" + k + ";\n");
        }
        text.occurrences("edited1999;");
        double after = (double) text.fragmentIndexBytes() / text.length();
        assertTrue(after <= 8, () -> after + " bytes per character after edits");
    }

    @Test
    void aBatchScansForItsFirstShortSearchesAndBuildsTheIndexOnceManyNeedIt() {
        // Before: a batch (expectSearches) built the index on its first short search: W4, 400 long
        // multi-line edits, built it for one failing 27-character search, then indexed every line
        // its replacements wrote; its median went from 5.6 ms to about 58 ms.
        // (searches with a part of a planned gram's length go to the planned index: these are shorter)
        MatchText text = MatchText.of("    }\n        return x;\n    }\n" + "        int v;\n".repeat(50));
        List<String> batch = new ArrayList<>(Collections.nCopies(399, "a long multi-line search\nof an entry\n"));
        batch.add("turn x;");
        text.expectSearches(batch);
        // two searches the fragment index could answer per round
        for (int round = 0; round < OccurrenceSearch.SCANS_BEFORE_FRAGMENTS / 2; round++) {
            assertArrayEquals(new int[] {16}, text.occurrences("turn x;"));
            assertArrayEquals(new int[] {0, 24}, text.occurrences("    }\n"));
        }
        assertEquals(0, text.fragmentIndexBytes());
        assertArrayEquals(new int[] {0, 24}, text.occurrences("    }"));
        assertTrue(text.fragmentIndexBytes() > 0);
        assertArrayEquals(new int[] {16}, text.occurrences("turn x;"));
    }

    @Test
    void aBatchOfManyShortSearchesBuildsTheIndexOnItsFirst() {
        MatchText text = MatchText.of("    }\n        return x;\n    }\n" + "        int v;\n".repeat(50));
        // shorter than a planned gram, so the plan does not cover them
        text.expectSearches(Collections.nCopies(OccurrenceSearch.SHORT_SEARCHES_FOR_FRAGMENTS + 1, "int v;"));
        assertEquals(0, text.fragmentIndexBytes());
        assertArrayEquals(new int[] {16}, text.occurrences("turn x;"));
        assertTrue(text.fragmentIndexBytes() > 0);
    }

    @Test
    void foldKeepsLatin1AndGivesTheLineBreaksValueToNoOtherCharacter() {
        assertEquals((byte) 'a', FragmentIndex.fold('a'));
        assertEquals((byte) 0xFF, FragmentIndex.fold('\u00ff'));
        assertEquals(0x0A, FragmentIndex.fold('\n'));
        // wider characters: the two bytes XORed, and one that would fold to 0x0A takes 0x0B
        assertEquals(0x01, FragmentIndex.fold('\u0100'));
        assertEquals(0x22, FragmentIndex.fold('\u1032'));
        assertEquals(0x0B, FragmentIndex.fold('\u010b'));
        assertEquals(0x0B, FragmentIndex.fold('\u0a00'));
    }

    @Test
    void reportsTheBytesOfEveryArrayItHolds() {
        String text = "ab\ncd\nab";
        FragmentIndex index =
                new FragmentIndex(text.toCharArray(), text.length(), new int[] {0, 3, 6}, new int[] {0, 1, 2});
        long recent = new PostingLists(1024, 1024, 2 + 1024, Integer.MAX_VALUE).bytes();
        // folded text, positions, line starts, line ids, dead bits (2 words), new-line ids (16)
        assertEquals(8 + 4 * 8 + 4 * 3 + 4 * 3 + 8 * 2 + 4 * 16 + recent, index.bytes());
    }

    @Test
    void isStaleOnceTheNewLinesPassTheirShareOfTheText() {
        FragmentIndex index = new FragmentIndex(new char[] {'a'}, 1, new int[] {0}, new int[] {0});
        CharGapBuffer written = new CharGapBuffer("x".repeat(FragmentIndex.MIN_REBUILD + 1));
        index.added(1, written, 0, FragmentIndex.MIN_REBUILD - 1);
        assertFalse(index.stale());
        index.added(2, written, 0, 1);
        assertFalse(index.stale(), "exactly MIN_REBUILD characters is not past the bound");
        index.added(3, written, 0, 1);
        assertTrue(index.stale());
    }

    @Test
    void removedLinesLeaveTheAnswerWhateverTheirIds() {
        String text = "ab\ncd\nab\n";
        int[] starts = {0, 3, 6, 9};
        FragmentIndex index = new FragmentIndex(text.toCharArray(), text.length(), starts, new int[] {0, 1, 2, 3});
        // the last (empty) line rewritten under an id far past the base's: the dead bits grow
        String current = text + "ab";
        index.removed(3);
        index.added(700, new CharGapBuffer(current), 9, 11);
        FragmentIndex.Lines lines = new FragmentIndex.Lines() {
            @Override
            public int startOf(int id) {
                return id == 700 ? 9 : starts[id];
            }

            @Override
            public int endOf(int id) {
                return id == 700 ? 11 : starts[id + 1];
            }

            @Override
            public boolean fits(String search, int at) {
                return current.startsWith(search, at);
            }
        };
        assertArrayEquals(new int[] {0, 6, 9}, index.occurrences("ab", lines));
        index.removed(0);
        assertArrayEquals(new int[] {6, 9}, index.occurrences("ab", lines));
        index.removed(700);
        assertArrayEquals(new int[] {6}, index.occurrences("ab", lines));
    }
}
