package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The block filter of 6-character grams: never rules out a block that holds a search. */
class GramFilterTest {
    @Test
    void holdsEverySubstringOfItsTextAndRulesOutAGramItLacks() {
        String text = "int b10 = x;\nreturn y;\n";
        GramFilter filter = GramFilter.of(text.toCharArray(), text.length());
        for (int from = 0; from < text.length(); from++) {
            for (int to = from + 1; to <= text.length(); to++) {
                assertTrue(filter.mayContain(GramFilter.probe(text.substring(from, to))), text.substring(from, to));
            }
        }
        assertFalse(filter.mayContain(GramFilter.probe("b11 = x")));
        assertFalse(filter.mayContain(GramFilter.probe("return y;\nint")));
    }

    @Test
    void costsOneToTwoBitsPerCharacterAndAtLeast16KiB() {
        assertEquals(16_384, GramFilter.of(new char[0], 0).bytes());
        // 2^17 characters: the next power of two above length - 1, doubled, in bits
        assertEquals(16_384, GramFilter.of(new char[1 << 17], 1 << 17).bytes());
        assertEquals(
                32_768, GramFilter.of(new char[(1 << 17) + 2], (1 << 17) + 2).bytes());
    }

    @Test
    void aSearchShorterThanAGramIsNeverRuledOut() {
        GramFilter filter = GramFilter.of(new char[0], 0);
        assertTrue(filter.mayContain(GramFilter.probe("")));
        assertTrue(filter.mayContain(GramFilter.probe("zzzzz")));
        assertFalse(filter.mayContain(GramFilter.probe("zzzzzz")));
    }

    @Test
    void aProbeChecksGramsSpreadOverTheWholeSearch() {
        // a search longer than PROBES + GRAM - 1 characters: its last gram is still checked
        String body = "a".repeat(200);
        GramFilter filter = GramFilter.of(body.toCharArray(), body.length());
        assertTrue(filter.mayContain(GramFilter.probe(body.substring(0, 150))));
        assertFalse(filter.mayContain(GramFilter.probe(body.substring(0, 150) + "b")));
        assertFalse(filter.mayContain(GramFilter.probe("b" + body.substring(0, 150))));
    }

    @Test
    void theGramThatRuledOutOneBlockIsTriedFirstAndTheAnswerStaysExact() {
        GramFilter first = GramFilter.of("abcdefgh".toCharArray(), 8);
        GramFilter second = GramFilter.of("zzabcdefqq".toCharArray(), 10);
        GramFilter.Probe probe = GramFilter.probe("abcdefgh");
        assertFalse(second.mayContain(probe));
        assertTrue(first.mayContain(probe));
        assertFalse(second.mayContain(probe));
    }

    @Test
    void addingTheGramsOfARangeEqualsBuildingFromTheText() {
        qt().withExamples(200)
                .forAll(
                        strings().betweenCodePoints('a', 'd').ofLengthBetween(0, 60),
                        integers().between(0, 1000))
                .checkAssert((text, seed) -> {
                    GramFilter built = GramFilter.of(text.toCharArray(), text.length());
                    GramFilter added = GramFilter.of(new char[0], 0);
                    CharGapBuffer chars = new CharGapBuffer(text);
                    Random random = new Random(seed);
                    // in two ranges that overlap by a gram's length less one, as a replacement adds
                    int cut = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
                    added.addAll(chars, 0, Math.min(text.length(), cut + GramFilter.GRAM - 1));
                    added.addAll(chars, cut, text.length());
                    for (int i = 0; i + GramFilter.GRAM <= text.length(); i++) {
                        GramFilter.Probe probe = GramFilter.probe(text.substring(i, i + GramFilter.GRAM));
                        assertTrue(added.mayContain(probe));
                        assertTrue(built.mayContain(probe));
                    }
                    assertEquals(built.bytes(), added.bytes());
                });
    }

    @Test
    void aTextOfManyBlocksPastTheFiltersThresholdAnswersAsItsStringDoesThroughEdits() {
        qt().withExamples(60)
                .forAll(
                        lists().of(strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 9))
                                .ofSizeBetween(1, 40),
                        integers().between(0, 100_000))
                .checkAssert((lines, seed) -> {
                    String model = String.join("\n", lines) + "\n";
                    MatchText text = MatchText.of(model, 4, 16);
                    Random random = new Random(seed);
                    // enough searches that the gram filters are built, with edits between them
                    for (int k = 0; k < MatchText.SEARCHES_BEFORE_FILTERS + 40; k++) {
                        if (k % 7 == 6 && !model.isEmpty()) {
                            int start = random.nextInt(model.length() + 1);
                            int end = Math.min(model.length(), start + random.nextInt(8));
                            String replacement = randomText(random, random.nextInt(10));
                            text.replace(start, end, replacement);
                            model = model.substring(0, start) + replacement + model.substring(end);
                        }
                        String search = random.nextBoolean() && model.length() > 1
                                ? substringOf(model, random)
                                : randomText(random, 1 + random.nextInt(12));
                        String expected = naive(model, search).toString();
                        String actual = toList(text.occurrences(search)).toString();
                        assertEquals(expected, actual, "search " + search.replace("\n", "\\n"));
                    }
                    assertEquals(model, text.toString());
                });
    }

    private static String substringOf(String model, Random random) {
        int from = random.nextInt(model.length() - 1);
        int to = Math.min(model.length(), from + 1 + random.nextInt(14));
        return model.substring(from, to);
    }

    private static String randomText(Random random, int length) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int pick = random.nextInt(5);
            out.append(pick == 4 ? '\n' : (char) ('a' + pick % 3));
        }
        return out.toString();
    }

    private static List<Integer> naive(String text, String search) {
        List<Integer> found = new ArrayList<>();
        for (int i = text.indexOf(search); i >= 0; i = text.indexOf(search, i + 1)) {
            found.add(i);
        }
        return found;
    }

    private static List<Integer> toList(int[] offsets) {
        List<Integer> out = new ArrayList<>();
        for (int at : offsets) {
            out.add(at);
        }
        return out;
    }
}
