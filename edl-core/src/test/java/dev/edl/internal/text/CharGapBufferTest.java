package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The gap buffer against a naive model (a {@link StringBuilder}) under random replacements. */
class CharGapBufferTest {
    private static String snippet(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(random.nextInt(8) == 0 ? 300 : 12); i > 0; i--) {
            out.append(" ab\n\t\u00e9\u2019".charAt(random.nextInt(7)));
        }
        return out.toString();
    }

    @Test
    void aWideCharacterIsKnownWithoutAScanOnceAReplacementWroteOneOrAScanFoundOne() {
        CharGapBuffer wideFromTheStart = new CharGapBuffer("a\u2019b");
        assertFalse(wideFromTheStart.knownWide(), "not scanned yet");
        assertTrue(wideFromTheStart.wide());
        assertTrue(wideFromTheStart.knownWide());
        CharGapBuffer latin = new CharGapBuffer("abc");
        assertFalse(latin.wide());
        assertFalse(latin.knownWide());
        latin.replace(1, 2, "\u20ac");
        assertTrue(latin.knownWide(), "written by a replacement");
        latin.replace(1, 2, "b");
        assertTrue(latin.knownWide(), "was in the text");
        CharGapBuffer fresh = new CharGapBuffer("abc");
        fresh.replace(0, 1, "x");
        assertFalse(fresh.knownWide());
    }

    @Test
    void everyReaderAgreesWithAStringBuilderAfterRandomReplacements() {
        qt().forAll(longs().all(), integers().between(1, 30)).checkAssert((seed, steps) -> {
            Random random = new Random(seed);
            String initial = snippet(random);
            CharGapBuffer buffer = new CharGapBuffer(initial);
            StringBuilder model = new StringBuilder(initial);
            // found out on the first question (from the text then), and true from then on once a
            // replacement brought a wide character
            Boolean wide = null;
            for (int step = 0; step < steps; step++) {
                int start = random.nextInt(model.length() + 1);
                int end = start + random.nextInt(model.length() - start + 1);
                String replacement = snippet(random);
                buffer.replace(start, end, replacement);
                model.replace(start, end, replacement);
                String text = model.toString();
                wide = wide == null
                        ? text.chars().anyMatch(c -> c > 0xFF)
                        : wide || replacement.chars().anyMatch(c -> c > 0xFF);
                assertEquals(text.length(), buffer.length());
                assertEquals(wide, buffer.wide());
                int from = random.nextInt(text.length() + 1);
                int to = from + random.nextInt(text.length() - from + 1);
                assertEquals(text.substring(from, to), buffer.substring(from, to));
                StringBuilder appended = new StringBuilder();
                buffer.appendTo(appended, from, to, false);
                assertEquals(text.substring(from, to), appended.toString());
                StringBuilder twoBytes = MatchText.stringBuilder(0, true);
                buffer.appendTo(twoBytes, from, to, true);
                assertEquals(text.substring(from, to), twoBytes.toString());
                char[] copy = new char[to - from];
                buffer.copy(from, to, copy);
                assertEquals(text.substring(from, to), new String(copy));
                assertEquals(text.substring(from, to).hashCode(), buffer.hash(from, to));
                assertEquals(Whitespace.normalize(text.substring(from, to)), buffer.normalized(from, to));
                String probe = text.substring(from, to);
                assertTrue(buffer.matchesAt(probe, from));
                assertTrue(buffer.matchesBackwardAt(probe, from));
                assertTrue(buffer.contentEquals(text));
                assertEquals(text, buffer.copyForScans().toString());
            }
            assertEquals(model.toString(), buffer.toString());
        });
    }
    /** A buffer holding {@code text} with its gap moved to {@code gapAt} (an empty replacement there). */
    private static CharGapBuffer withGapAt(String text, int gapAt) {
        CharGapBuffer buffer = new CharGapBuffer(text);
        buffer.replace(gapAt, gapAt, "");
        assertEquals(gapAt, buffer.gapStart());
        return buffer;
    }

    @Test
    void aBufferOfARangeHoldsOnlyThatRange() {
        CharGapBuffer buffer = new CharGapBuffer("xxabcyy", 2, 5);
        assertEquals(3, buffer.length());
        assertEquals("abc", buffer.toString());
        assertEquals(3, buffer.gapStart());
    }

    @Test
    void widthIsLatin1UpToU00ffAndWideFromU0100OnEitherSideOfTheGap() {
        assertFalse(new CharGapBuffer("a\u00ff").wide());
        assertTrue(new CharGapBuffer("a\u0100").wide());
        // the wide character after the gap, then before it
        assertTrue(withGapAt("a\u0100b", 1).wide());
        assertTrue(withGapAt("a\u0100b", 2).wide());
        assertFalse(withGapAt("a\u00ffb", 1).wide());
        // a replacement of U+00FF keeps the text Latin-1; one of U+0100 makes it wide at once
        CharGapBuffer latin = new CharGapBuffer("abc");
        latin.replace(1, 2, "x\u00ff");
        assertFalse(latin.wide());
        CharGapBuffer wide = new CharGapBuffer("abc");
        wide.replace(1, 2, "\u00ffx\u0100y");
        assertTrue(wide.wide());
    }

    @Test
    void widthIsFoundOutFromTheTextNotFromWhatTheGapStillHolds() {
        // the wide character was deleted before anything asked: it lies in the gap, just at its start
        CharGapBuffer buffer = new CharGapBuffer("ab\u0100");
        buffer.replace(2, 3, "");
        assertEquals("ab", buffer.toString());
        assertFalse(buffer.wide());
    }

    @Test
    void contentAndRegionComparisonsStopAtTheExactEnds() {
        CharGapBuffer buffer = withGapAt("cd", 1);
        assertTrue(buffer.regionEquals("abcd", 2));
        assertTrue(buffer.regionEquals("cdab", 0));
        assertFalse(buffer.regionEquals("abcd", 3));
        // a region that would run past the other string's end is unequal, even where it starts alike
        assertFalse(buffer.regionEquals("abc", 2));
        assertFalse(buffer.regionEquals("abce", 2));
        assertFalse(buffer.regionEquals("xd", 0));
        assertTrue(buffer.contentEquals("cd"));
        assertFalse(buffer.contentEquals("cx"));
        assertFalse(buffer.contentEquals("xd"));
        assertFalse(buffer.contentEquals("cde"));
        assertFalse(buffer.contentEquals("c"));
    }

    @Test
    void matchesFailOnTheFirstAndOnTheLastCharacter() {
        CharGapBuffer buffer = withGapAt("abcdef", 3);
        assertTrue(buffer.matchesAt("bcde", 1));
        assertFalse(buffer.matchesAt("xcde", 1));
        assertFalse(buffer.matchesAt("bcdx", 1));
        assertTrue(buffer.matchesBackwardAt("bcde", 1));
        assertFalse(buffer.matchesBackwardAt("xcde", 1));
        assertFalse(buffer.matchesBackwardAt("bcdx", 1));
    }

    @Test
    void copiesToAnOffsetInTheTargetAcrossAndBesideTheGap() {
        CharGapBuffer buffer = withGapAt("abcdef", 3);
        for (int from = 0; from <= 6; from++) {
            for (int to = from; to <= 6; to++) {
                char[] out = "________".toCharArray();
                buffer.copy(from, to, out, 1);
                String expected = "_" + "abcdef".substring(from, to) + "________".substring(to - from + 1);
                assertEquals(expected, new String(out), from + ".." + to);
            }
        }
    }

    @Test
    void theGapMovesToTheEndSoThatTheArrayHoldsTheWholeText() {
        CharGapBuffer buffer = withGapAt("hello world", 4);
        buffer.gapToEnd();
        assertEquals(11, buffer.gapStart());
        assertEquals("hello world", new String(buffer.array(), 0, 11));
        // an insertion longer than the room left grows the buffer and keeps both sides
        String inserted = "x".repeat(5000);
        buffer.replace(5, 6, inserted);
        assertEquals("hello" + inserted + "world", buffer.toString());
        assertEquals(5010, buffer.length());
    }

    @Test
    void runHashesEqualStringHashCodeForEveryLengthAndIgnoreWhatFollows() {
        char[] chars = "abcdefghijklmnopqrstuvwxyz".toCharArray();
        for (int from = 0; from <= 12; from++) {
            for (int to = from; to <= 20; to++) {
                String run = new String(chars, from, to - from);
                assertEquals(run.hashCode(), CharGapBuffer.hashRun(chars, 0, from, to), from + ".." + to);
                // a seed continues the hash as if the runs were one
                assertEquals(("Q" + run).hashCode(), CharGapBuffer.hashRun(chars, 'Q', from, to));
            }
        }
    }

    @Test
    void aRangeIsNormalOnlyWithSingleSpacesBetweenNonBlanksAndNeverAcrossTheGap() {
        CharGapBuffer buffer = withGapAt("a b|x  y| c|d |e\tf|g", 0);
        assertTrue(buffer.isNormal(0, 3));
        assertFalse(buffer.isNormal(4, 8));
        assertFalse(buffer.isNormal(9, 11));
        assertFalse(buffer.isNormal(12, 14));
        assertFalse(buffer.isNormal(15, 18));
        assertTrue(buffer.isNormal(19, 20));
        assertTrue(buffer.isNormal(5, 5));
        // the same ranges before the gap
        buffer.gapToEnd();
        assertTrue(buffer.isNormal(0, 3));
        assertFalse(buffer.isNormal(4, 8));
        assertFalse(buffer.isNormal(9, 11));
        assertFalse(buffer.isNormal(12, 14));
        assertFalse(buffer.isNormal(15, 18));
        // a range that straddles the gap is taken as not normal, one that ends or starts at it is read
        CharGapBuffer split = withGapAt("abc d", 2);
        assertFalse(split.isNormal(0, 5));
        assertTrue(split.isNormal(0, 2));
        assertTrue(split.isNormal(2, 5));
        assertFalse(withGapAt("ab  cd", 2).isNormal(2, 6));
        assertFalse(withGapAt("ab  cd", 4).isNormal(0, 4));
    }

    @Test
    void aBlankBreaksTheNormalFormUnlessItIsOneSpaceBetweenNonBlanks() {
        char[] line = "a b  c\td".toCharArray();
        boolean[] expected = {false, false, false, true, false, false, true, false};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], CharGapBuffer.breaksNormalForm(line, i, 0, line.length), "at " + i);
        }
        char[] edges = " a ".toCharArray();
        assertTrue(CharGapBuffer.breaksNormalForm(edges, 0, 0, 3));
        assertFalse(CharGapBuffer.breaksNormalForm(edges, 1, 0, 3));
        assertTrue(CharGapBuffer.breaksNormalForm(edges, 2, 0, 3));
        // the range, not the array, decides where the line ends
        assertTrue(CharGapBuffer.breaksNormalForm("a b".toCharArray(), 1, 0, 2));
        assertTrue(CharGapBuffer.breaksNormalForm("a b".toCharArray(), 1, 1, 3));
    }

    @Test
    void readersOfARangeThatEndsOrStartsAtTheGapReadItExactly() {
        String text = "abc def\u00e9gh";
        for (int gap = 0; gap <= text.length(); gap++) {
            CharGapBuffer buffer = withGapAt(text, gap);
            for (int from = 0; from <= text.length(); from++) {
                for (int to = from; to <= text.length(); to++) {
                    String expected = text.substring(from, to);
                    assertEquals(expected, buffer.substring(from, to));
                    assertEquals(expected.hashCode(), buffer.hash(from, to));
                    assertEquals(Whitespace.normalize(expected), buffer.normalized(from, to));
                    StringBuilder out = new StringBuilder("<");
                    buffer.appendTo(out, from, to, false);
                    assertEquals("<" + expected, out.toString());
                    char[] copy = new char[to - from];
                    buffer.copy(from, to, copy);
                    assertArrayEquals(expected.toCharArray(), copy);
                }
            }
        }
    }
}
