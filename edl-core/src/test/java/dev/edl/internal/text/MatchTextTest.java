package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class MatchTextTest {
    private static final Gen<String> SMALL_TEXT =
            strings().betweenCodePoints('\n', 'c').ofLengthBetween(0, 30).map(s -> s.replaceAll("[\\x0b-\\x60]", "a"));

    @Test
    void theVersionChangesWithEveryReplacement() {
        MatchText text = MatchText.of("a\nb\n");
        assertEquals(0, text.version());
        text.replace(0, 1, "A");
        assertEquals(1, text.version());
        text.replace(2, 3, "");
        assertEquals(2, text.version());
    }

    @Test
    void anEmptyTextIndexedFirstStillIndexesTheLinesWrittenLater() {
        // an empty text has no line to read a hash or id from: building an index must describe
        // the lines anyway, or replacements would not add theirs (the gram property found this)
        MatchText text = MatchText.of("");
        text.indexGrams();
        String line = "    public static final String SOME_LONG_CONSTANT_NAME = 1;";
        text.replace(0, 0, line + "\n" + line + "x\n");
        assertArrayEquals(new int[] {0, line.length() + 1}, text.occurrences(line));
        assertArrayEquals(new int[] {0}, text.wholeLineOccurrences(line));
    }

    @Test
    void searchesWithACompleteLineOrALongPartAreAnsweredByLookups() {
        String longPart = "x".repeat(GramIndex.MIN_LENGTH);
        String shortPart = "x".repeat(GramIndex.MIN_LENGTH - 1);
        assertTrue(MatchText.answeredByLookups(longPart));
        assertFalse(MatchText.answeredByLookups(shortPart));
        assertTrue(MatchText.answeredByLookups(shortPart + "\n" + longPart));
        assertTrue(MatchText.answeredByLookups(longPart + "\n" + shortPart));
        assertFalse(MatchText.answeredByLookups(shortPart + "\n" + shortPart));
        assertTrue(MatchText.answeredByLookups("a\nb\nc"));
    }

    @Test
    void aTextIsWideOnceItHeldACharacterAboveLatin1() {
        MatchText text = MatchText.of("caf\u00e9\n");
        assertFalse(text.wide());
        text.replace(0, 1, "\u2019");
        assertTrue(text.wide());
        text.replace(0, 1, "c");
        assertTrue(text.wide());
        assertTrue(MatchText.of("a\nb\u0100\n").wide());
    }

    @Test
    void lineStartsAndHashesFollowReplacements() {
        MatchText text = MatchText.of("alpha\nbeta\r\ngamma\n");
        assertArrayEquals(new int[] {0, 6, 12, 18}, text.lineStarts());
        text.replace(6, 12, "b\nc\n");
        assertArrayEquals(new int[] {0, 6, 8, 10, 16}, text.lineStarts());
        assertArrayEquals(
                new int[] {"alpha".hashCode(), "b".hashCode(), "c".hashCode(), "gamma".hashCode()}, text.lineHashes());
        assertEquals("c".hashCode(), text.lineHash(3));
        text.replace(0, 0, "x");
        assertEquals("xalpha".hashCode(), text.lineHashes()[0]);
        assertArrayEquals(new int[] {0, 7, 9, 11, 17}, text.lineStarts());
    }

    @Test
    void linesAndOffsets() {
        MatchText text = MatchText.of("ab\ncd\n\nef");
        assertEquals(4, text.lineCount());
        assertEquals(0, text.lineStart(1));
        assertEquals(3, text.lineStart(2));
        assertEquals(2, text.lineEnd(1));
        assertEquals("ef", text.line(4));
        assertEquals("", text.line(3));
        assertEquals(1, text.lineOf(2));
        assertEquals(2, text.lineOf(3));
        assertEquals(4, text.lineOf(9));
        assertEquals(9, text.lineStart(5));
        assertEquals(1, MatchText.of("a\n").lineCount());
        assertEquals(0, MatchText.of("").lineCount());
    }

    @Test
    void appendToCopiesAnyRangeAcrossTheGap() {
        MatchText text = MatchText.of("abcdef\nghij\n");
        text.replace(3, 4, "XY");
        String whole = text.toString();
        text.replace(1, 2, "b");
        for (int start = 0; start <= whole.length(); start++) {
            for (int end = start; end <= whole.length(); end++) {
                StringBuilder out = new StringBuilder(">");
                text.appendTo(out, start, end);
                assertEquals(">" + whole.substring(start, end), out.toString());
            }
        }
    }

    @Test
    void aTextToldItsSearchesIndexesEveryBlockAsItIsReadAndAnswersAsAPlainOne() {
        // equal lines (a whole-line search), lines of two lengths (a planned search), in many blocks
        StringBuilder equal = new StringBuilder();
        StringBuilder mixed = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            equal.append(String.format(java.util.Locale.ROOT, "constant %05d;\n", i));
            mixed.append(i % 3 == 0 ? "    }\n" : String.format(java.util.Locale.ROOT, "    int v%d = x;\n", i));
        }
        String whole = equal.toString();
        List<String> lines = List.of("constant 00007;", "constant 00123;", "constant 00399;");
        MatchText plain = MatchText.of(whole, 64, 512);
        assertEquals(0, plain.indexBytes(), "a plain text indexes at its first search");
        MatchText byLines = MatchText.prepared(whole, 64, 512, null, true);
        MatchText byFirstSearch = MatchText.prepared(whole, 64, 512, lines, false);
        assertTrue(byLines.blockCount() > 8);
        for (MatchText prepared : List.of(byLines, byFirstSearch)) {
            long built = prepared.indexBytes();
            assertTrue(built > 0, "every block's line-hash index is built as the block is read");
            for (String line : lines) {
                assertArrayEquals(plain.wholeLineOccurrences(line), prepared.wholeLineOccurrences(line));
                assertArrayEquals(plain.occurrences(line), prepared.occurrences(line));
            }
        }

        // told of enough whole-line searches, the blocks also fill the filter of lines by block
        // as they are read (a batch too, when its first search is as long as every line)
        MatchText fewSearches = MatchText.prepared(whole, 64, 512, null, 1);
        MatchText manySearches = MatchText.prepared(whole, 64, 512, null, 1000);
        MatchText batchOfLines = MatchText.prepared(whole, 64, 512, lines, 0);
        // (one search asks fewer blocks than the filter has lines: it would not pay)
        long filter = manySearches.indexBytes() - fewSearches.indexBytes();
        assertTrue(filter > 0, "the filter is built as the text is read, for many searches only");
        assertEquals(filter, batchOfLines.indexBytes() - fewSearches.indexBytes());
        for (MatchText prepared : List.of(fewSearches, manySearches, batchOfLines)) {
            for (int i = 0; i < 400; i += 7) {
                String line = String.format(java.util.Locale.ROOT, "constant %05d;", i);
                assertArrayEquals(plain.wholeLineOccurrences(line), prepared.wholeLineOccurrences(line));
                assertArrayEquals(plain.occurrences(line), prepared.occurrences(line));
            }
            prepared.replace(0, 0, "constant 00007;\n");
            assertArrayEquals(
                    new int[] {0, 16 * 8},
                    prepared.wholeLineOccurrences("constant 00007;"),
                    "lines written are filtered");
        }
        String code = mixed.toString();
        List<String> planned = new ArrayList<>();
        for (int i = 1; i < 40; i += 3) {
            planned.add("int v" + i + " = x");
        }
        MatchText announced = MatchText.prepared(code, 64, 256, planned, false);
        MatchText late = MatchText.of(code, 64, 256);
        late.expectSearches(planned);
        long built = announced.indexBytes();
        assertTrue(built > 0, "the planned index is built as each block is read");
        assertEquals(0, late.indexBytes());
        for (String search : planned) {
            assertArrayEquals(naiveOccurrences(code, search), announced.occurrences(search));
            assertArrayEquals(naiveOccurrences(code, search), late.occurrences(search));
        }
        assertEquals(built, announced.indexBytes());
    }

    @Test
    void theFilterOfLinesIsBuiltAtOnceOnlyWhenTheAnnouncedSearchesPassItsRule() {
        // 256 lines of 16 characters in blocks of 512: 8 blocks of 32 lines each
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 256; i++) {
            lines.append(String.format(java.util.Locale.ROOT, "constant %05d;\n", i));
        }
        String text = lines.toString();
        long none = MatchText.prepared(text, 64, 512, null, 1).indexBytes();
        assertEquals(8, MatchText.prepared(text, 64, 512, null, 1).blockCount());
        // the rule: searches x blocks x 16 > lines; 2 x 8 x 16 is 256, not more
        assertEquals(none, MatchText.prepared(text, 64, 512, null, 2).indexBytes());
        assertTrue(MatchText.prepared(text, 64, 512, null, 3).indexBytes() > none);
        // a text of one block asks one block anyway
        assertEquals(
                MatchText.prepared(text, 64, 1 << 20, null, 1).indexBytes(),
                MatchText.prepared(text, 64, 1 << 20, null, 1000).indexBytes());
    }

    @Test
    void thePublicFactoriesIndexAsTheyReadAndAnswerAsOf() {
        String text = "alpha\nbeta\nalpha\n";
        MatchText whole = MatchText.forWholeLines(text);
        assertTrue(whole.indexBytes() > 0, "the line-hash index, built as the text is read");
        assertArrayEquals(new int[] {0, 11}, whole.wholeLineOccurrences("alpha"));
        assertEquals(text, whole.toString());
        // "alpha" is as long as every line: its block's line-hash index answers it
        MatchText batch = MatchText.forSearches(text, List.of("alpha", "beta"));
        assertTrue(batch.indexBytes() > 0);
        assertArrayEquals(new int[] {0, 11}, batch.occurrences("alpha"));
        assertArrayEquals(new int[] {6}, batch.occurrences("beta"));
        batch.replace(6, 10, "alpha");
        assertArrayEquals(new int[] {0, 6, 12}, batch.occurrences("alpha"));
        assertEquals("alpha\nalpha\nalpha\n", batch.toString());
        MatchText empty = MatchText.forWholeLines("");
        assertEquals(0, empty.lineCount());
        assertEquals("", empty.toString());
        assertEquals(0, MatchText.forSearches("", List.of("x")).occurrences("x").length);
    }

    @Test
    void toStringJoinsPiecesAcrossBlocksGapsAndWideCharacters() {
        // three blocks, each longer than a piece of toString, with gaps inside after edits; the
        // text turns wide only through a character the original had (no edit writes one)
        StringBuilder model = new StringBuilder();
        for (int i = 0; model.length() < 5 * MatchText.TO_STRING_PIECE; i++) {
            model.append("line ").append(i).append(i % 997 == 0 ? " é\n" : "\n");
        }
        model.append("last \u2192 arrow");
        MatchText text = MatchText.of(model.toString(), 64, 2 * MatchText.TO_STRING_PIECE);
        assertTrue(text.blockCount() >= 2);
        assertEquals(model.toString(), text.toString());
        for (int at : new int[] {MatchText.TO_STRING_PIECE + 5, 3 * MatchText.TO_STRING_PIECE - 7, 17}) {
            text.replace(at, at + 3, "xyz\n");
            model.replace(at, at + 3, "xyz\n");
            assertEquals(model.toString(), text.toString());
        }
        text.replace(model.length() - 5, model.length(), "\u00ff");
        model.replace(model.length() - 5, model.length(), "\u00ff");
        assertEquals(model.toString(), text.toString());
        text.replace(0, 0, "\u2190");
        model.replace(0, 0, "\u2190");
        assertEquals(model.toString(), text.toString());
    }

    @Test
    void contentEqualsComparesAcrossTheGap() {
        MatchText text = MatchText.of("abc\ndef\n");
        text.replace(2, 3, "X");
        assertTrue(text.contentEquals("abX\ndef\n"));
        assertFalse(text.contentEquals("abX\ndeg\n"));
        assertFalse(text.contentEquals("abX\ndef"));
        text.replace(2, 3, "c");
        assertTrue(text.contentEquals("abc\ndef\n"));
    }

    @Test
    void occurrencesFoundByLineHashesIncludeOverlapping() {
        MatchText text = MatchText.of("x\na\nx\na\nx\na\n");
        assertArrayEquals(new int[] {0, 4}, text.occurrences("x\na\nx"));
        assertArrayEquals(new int[] {1, 5, 9}, text.occurrences("\na\n"));
        text.replace(4, 5, "y");
        assertArrayEquals(new int[] {}, text.occurrences("x\na\nx"));
        assertArrayEquals(new int[] {5}, text.occurrences("\na\nx"));
    }

    @Test
    void replacementsKeepTheIndexEqualToAFreshOne() {
        qt().forAll(
                        SMALL_TEXT,
                        lists().of(SMALL_TEXT).ofSizeBetween(1, 6),
                        integers().between(0, 1000))
                .checkAssert((initial, replacements, seed) -> {
                    MatchText text = MatchText.of(initial);
                    text.occurrences("a\na\na");
                    StringBuilder expected = new StringBuilder(initial);
                    int next = seed;
                    for (String replacement : replacements) {
                        int length = expected.length();
                        int start = length == 0 ? 0 : next % (length + 1);
                        int end = start + (length - start == 0 ? 0 : (next / 7) % (length - start + 1));
                        next = next * 31 + 17 & 0xffff;
                        text.replace(start, end, replacement);
                        expected.replace(start, end, replacement);
                        assertSameIndex(MatchText.of(expected.toString()), text);
                        for (String probe :
                                new String[] {"a\na\n", "\nb\n", "a", "\n\n\n", "a\n", "\nb", "b\na", "\n"}) {
                            assertArrayEquals(naiveOccurrences(expected.toString(), probe), text.occurrences(probe));
                        }
                    }
                });
    }

    @Test
    void indexedSearchesEqualANaiveScanWhateverThePostingLimit() {
        qt().forAll(
                        SMALL_TEXT.map(s -> s + s + s),
                        lists().of(SMALL_TEXT).ofSizeBetween(1, 12),
                        integers().between(0, 1000),
                        integers().between(1, 3))
                .checkAssert((initial, replacements, seed, limit) -> {
                    MatchText text = MatchText.of(initial, limit);
                    StringBuilder expected = new StringBuilder(initial);
                    int next = seed;
                    for (String replacement : replacements) {
                        String current = expected.toString();
                        // probes cut from the current text (often with complete lines), then fixed ones
                        for (int p = 0; p < 8 && !current.isEmpty(); p++) {
                            int from = next % current.length();
                            int to = Math.min(current.length(), from + 1 + (next / 3) % 20);
                            next = next * 31 + 17 & 0xffff;
                            String probe = current.substring(from, to);
                            assertArrayEquals(naiveOccurrences(current, probe), text.occurrences(probe), probe);
                        }
                        for (String probe : new String[] {"\na\n\n", "\n\na\n", "b\nc\nab\n"}) {
                            assertArrayEquals(naiveOccurrences(current, probe), text.occurrences(probe));
                        }
                        int length = expected.length();
                        int start = length == 0 ? 0 : next % (length + 1);
                        int end = start + (length - start == 0 ? 0 : (next / 7) % (length - start + 1));
                        next = next * 31 + 17 & 0xffff;
                        text.replace(start, end, replacement);
                        expected.replace(start, end, replacement);
                        assertSameIndex(MatchText.of(expected.toString()), text);
                    }
                });
    }

    @Test
    void editsFarApartMoveTheGapBothWays() {
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            expected.append("line ").append(i % 50).append('\n');
        }
        MatchText text = MatchText.of(expected.toString(), 3);
        int[] at = {expected.length() - 10, 5, expected.length() / 2, 0, expected.length() - 1, 40};
        for (int i = 0; i < at.length; i++) {
            String replacement = i % 2 == 0 ? "x\nline 7\nline 8\n" : "";
            int end = Math.min(at[i] + 3, expected.length());
            text.replace(at[i], end, replacement);
            expected.replace(at[i], end, replacement);
            assertSameIndex(MatchText.of(expected.toString()), text);
            for (String probe : new String[] {"\nline 7\nline 8\n", "e 3\nline 4\nli", "\nline 49\n"}) {
                assertArrayEquals(naiveOccurrences(expected.toString(), probe), text.occurrences(probe));
            }
        }
    }

    @Test
    void searchesWhoseCompleteLinesAreAllTooCommonEqualANaiveScanAsTheGapMoves() {
        // lines of at most two letters and a posting limit of 1: nearly every complete line is too
        // common to be indexed, so the line hashes are scanned; probes have two or more line breaks
        // (a search without one would switch to scanning a copy) and half of them start next to the
        // last replacement, where the line gap is
        Gen<String> lines = strings()
                .betweenCodePoints('a', 'd')
                .ofLengthBetween(0, 24)
                .map(s -> s.replace('c', '\n').replace('d', '\n'));
        qt().forAll(
                        lines.map(s -> s + "\n" + s + "\n" + s),
                        lists().of(lines).ofSizeBetween(1, 12),
                        integers().between(0, 1 << 16))
                .checkAssert((initial, replacements, seed) -> checkProbesAsTheGapMoves(
                        MatchText.of(initial, 1), initial, replacements, seed, (current, replaced, random) -> {
                            int near = random % 2 == 0 ? replaced : random % current.length();
                            int from = Math.max(0, Math.min(current.length() - 1, near - (random / 5) % 3));
                            int firstBreak = current.indexOf('\n', from);
                            int secondBreak = firstBreak < 0 ? -1 : current.indexOf('\n', firstBreak + 1);
                            if (secondBreak < 0) {
                                return null;
                            }
                            return current.substring(
                                    from, Math.min(current.length(), secondBreak + 1 + (random / 11) % 4));
                        }));
    }

    @Test
    void searchesWithOneLineBreakEqualANaiveScanAsTheGapMoves() {
        // only one-line-break probes (a search without one would switch to scanning a copy), over
        // five letters so that lines start and end differently
        Gen<String> letters = strings()
                .betweenCodePoints('a', 'g')
                .ofLengthBetween(0, 30)
                .map(s -> s.replace('f', '\n').replace('g', '\n'));
        qt().forAll(
                        letters.map(s -> s + "\n" + s),
                        lists().of(letters).ofSizeBetween(1, 12),
                        integers().between(0, 1 << 16))
                .checkAssert((initial, replacements, seed) -> checkProbesAsTheGapMoves(
                        MatchText.of(initial), initial, replacements, seed, (current, replaced, random) -> {
                            int lineBreak = current.indexOf('\n', random % current.length());
                            if (lineBreak < 0) {
                                lineBreak = current.indexOf('\n');
                            }
                            if (lineBreak < 0) {
                                return null;
                            }
                            int from = current.lastIndexOf('\n', lineBreak - 1) + 1;
                            int to = current.indexOf('\n', lineBreak + 1);
                            to = to < 0 ? current.length() : to;
                            int left = from + (random / 5) % (lineBreak - from + 1);
                            int right = lineBreak + 1 + (random / 11) % (to - lineBreak);
                            return current.substring(left, right);
                        }));
    }

    /** Cuts a probe from the current text (or gives null for none). */
    private interface ProbeCutter {
        @Nullable
        String cut(String current, int replacedEnd, int random);
    }

    /**
     * Replaces random ranges of {@code text} (which holds {@code initial}) with the replacements in
     * turn and, after each, checks six probes cut from the current text against a naive scan.
     * {@code replacedEnd} is where the last replacement ends, next to the line gap.
     */
    private static void checkProbesAsTheGapMoves(
            MatchText text, String initial, List<String> replacements, int seed, ProbeCutter cutter) {
        StringBuilder expected = new StringBuilder(initial);
        int next = seed;
        for (String replacement : replacements) {
            int length = expected.length();
            int start = length == 0 ? 0 : next % (length + 1);
            int end = start + (length - start == 0 ? 0 : (next / 7) % (length - start + 1));
            next = (next * 1103515245 + 12345) & 0x7fffffff;
            text.replace(start, end, replacement);
            expected.replace(start, end, replacement);
            String current = expected.toString();
            for (int p = 0; p < 6 && !current.isEmpty(); p++) {
                String probe = cutter.cut(current, start + replacement.length(), next);
                next = (next * 1103515245 + 12345) & 0x7fffffff;
                if (probe != null) {
                    assertArrayEquals(naiveOccurrences(current, probe), text.occurrences(probe), probe);
                }
            }
        }
    }

    @Test
    void normalisedLineKeysStayEqualToNormalisingEachLine() {
        // blanks of every kind, so that trimming and collapsing runs matter
        Gen<String> text = strings()
                .betweenCodePoints('a', 'h')
                .ofLengthBetween(0, 40)
                .map(s -> s.replace('c', ' ')
                        .replace('d', '\t')
                        .replace('e', '\n')
                        .replace('f', '\r')
                        .replace('g', '\n')
                        .replace('h', ' '));
        qt().forAll(
                        text,
                        lists().of(text).ofSizeBetween(0, 8),
                        integers().between(0, 1 << 16),
                        integers().between(0, 8))
                .checkAssert((initial, replacements, seed, trackAfter) -> {
                    MatchText edited = MatchText.of(initial);
                    StringBuilder model = new StringBuilder(initial);
                    int next = seed;
                    for (int r = 0; r < replacements.size(); r++) {
                        if (r == trackAfter) {
                            // keys worked out now are kept until a replacement touches their line
                            edited.trackNormalizedLines();
                            for (int line = 1; line <= edited.lineCount(); line++) {
                                edited.normalizedHash(line);
                            }
                        }
                        int length = model.length();
                        int start = length == 0 ? 0 : next % (length + 1);
                        int end = start + (length - start == 0 ? 0 : (next / 7) % (length - start + 1));
                        next = (next * 1103515245 + 12345) & 0x7fffffff;
                        edited.replace(start, end, replacements.get(r));
                        model.replace(start, end, replacements.get(r));
                    }
                    edited.trackNormalizedLines();
                    int count = edited.lineCount();
                    MatchText fresh = MatchText.of(model.toString());
                    for (int line = 1; line <= count; line++) {
                        String expected = Whitespace.normalize(fresh.line(line));
                        assertEquals(expected, edited.normalizedLine(line));
                        assertEquals(expected.hashCode(), edited.normalizedHash(line));
                        assertEquals(expected.length(), edited.normalizedLength(line));
                    }
                });
    }

    @Test
    void aTextInManySmallBlocksAnswersEveryQueryAsItsStringDoesThroughAnyEdits() {
        // blocks of a few characters: every search, line and edit meets block boundaries
        Gen<String> repetitive = strings()
                .betweenCodePoints('a', 'd')
                .ofLengthBetween(0, 120)
                .map(s -> s.replace('c', '\n').replace('d', ' '));
        qt().withExamples(300)
                .forAll(
                        repetitive,
                        lists().of(repetitive.map(s -> s.length() > 12 ? s.substring(0, 12) : s))
                                .ofSizeBetween(1, 12),
                        integers().between(2, 24),
                        integers().between(0, 1 << 20))
                .checkAssert((initial, replacements, blockChars, seed) -> {
                    // a third of the texts index their lines as each block is copied
                    // (and some of those, told of many whole-line searches, fill the filter of
                    // lines by block as each block is read)
                    MatchText text = seed % 3 == 0
                            ? MatchText.prepared(initial, 3, blockChars, null, seed % 5 == 0 ? 1000 : 1)
                            : MatchText.of(initial, 3, blockChars);
                    if (seed % 2 == 0) {
                        text.trackNormalizedLines();
                    }
                    if (seed % 3 == 0) {
                        text.expectSearches(java.util.Collections.nCopies(100, "ab"));
                    }
                    StringBuilder model = new StringBuilder(initial);
                    Random random = new Random(seed);
                    assertAnswersAsItsString(model.toString(), text, random, seed % 2 == 0);
                    for (String replacement : replacements) {
                        int length = model.length();
                        int start = random.nextInt(length + 1);
                        int end = start + random.nextInt(Math.min(length - start, 30) + 1);
                        if (random.nextInt(4) == 0 && random.nextBoolean()) {
                            text.flat();
                        }
                        text.replace(start, end, replacement);
                        model.replace(start, end, replacement);
                        assertAnswersAsItsString(model.toString(), text, random, seed % 2 == 0);
                    }
                });
    }

    @Test
    void plannedSearchesOverManyBlocksFindWhatANaiveScanFindsThroughAnyEdits() {
        // lines of two letters and a blank: 8-grams repeat, so keys become common in some blocks
        // and stay rare in others; up to ~200 blocks, so serials share their bit in the masks
        Gen<String> lines =
                strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 30).map(s -> s.replace('c', ' '));
        qt().withExamples(150)
                .forAll(
                        lists().of(lines).ofSizeBetween(1, 120),
                        integers().between(8, 48),
                        integers().between(1, 6),
                        integers().between(0, 1 << 20))
                .checkAssert((textLines, blockChars, limit, seed) -> {
                    String initial = String.join("\n", textLines) + "\n";
                    Random random = new Random(seed);
                    // announced: pieces of the text of 8 to 40 characters with at most one line
                    // break, and made-up ones that occur nowhere until an edit writes them
                    List<String> batch = new ArrayList<>();
                    while (batch.size() < 12) {
                        int start = random.nextInt(initial.length());
                        String piece =
                                initial.substring(start, Math.min(initial.length(), start + 8 + random.nextInt(33)));
                        if (piece.length() >= 8
                                && piece.chars().filter(c -> c == '\n').count() <= 1) {
                            batch.add(piece);
                        }
                        batch.add("ab" + "ba".repeat(random.nextInt(4) + 3));
                    }
                    // announced after the blocks are built, or before: then each block builds
                    // its planned index as it is copied
                    MatchText text;
                    if (seed % 2 == 0) {
                        text = MatchText.of(initial, limit, blockChars);
                        text.expectSearches(batch);
                    } else {
                        text = MatchText.prepared(initial, limit, blockChars, batch, false);
                    }
                    StringBuilder model = new StringBuilder(initial);
                    for (int round = 0; round < 8; round++) {
                        for (String search : batch) {
                            assertArrayEquals(
                                    naiveOccurrences(model.toString(), search),
                                    text.occurrences(search),
                                    () -> "occurrences of " + search);
                        }
                        int length = model.length();
                        int start = random.nextInt(length + 1);
                        int end = start + random.nextInt(Math.min(length - start, 20) + 1);
                        String insert = random.nextBoolean()
                                ? batch.get(random.nextInt(batch.size()))
                                : "ab\nb a".substring(random.nextInt(3));
                        text.replace(start, end, insert);
                        model.replace(start, end, insert);
                    }
                });
    }

    @Test
    void searchesAsLongAsTheLongestLineFindWhatANaiveScanFindsThroughEditsThatLengthenLines() {
        // lines of two or three lengths from two letters: whole lines repeat (some too often to be
        // indexed), many searches are exactly as long as a block's longest line, and edits write
        // longer lines that hold an earlier whole-line search in their middle
        qt().withExamples(200)
                .forAll(
                        lists().of(integers().between(1, 3)).ofSizeBetween(1, 80),
                        integers().between(6, 60),
                        integers().between(1, 6),
                        integers().between(0, 1 << 20))
                .checkAssert((lengths, blockChars, limit, seed) -> {
                    Random random = new Random(seed);
                    StringBuilder initial = new StringBuilder();
                    for (int length : lengths) {
                        for (int i = 0; i < 2 * length; i++) {
                            initial.append(random.nextInt(3) == 0 ? 'b' : 'a');
                        }
                        initial.append('\n');
                    }
                    List<String> planned = java.util.Collections.nCopies(SearchPlan.MIN_SEARCHES, "aaaaaaaa");
                    MatchText text = seed % 4 == 2
                            // announced before the blocks are built: they index as they are copied
                            ? MatchText.prepared(initial.toString(), limit, blockChars, planned, false)
                            : MatchText.of(initial.toString(), limit, blockChars);
                    if (seed % 4 == 0) {
                        // a plan too: the whole-line route goes first when a block allows it
                        text.expectSearches(planned);
                    }
                    StringBuilder model = new StringBuilder(initial);
                    for (int round = 0; round < 10; round++) {
                        String now = model.toString();
                        List<String> searches = new ArrayList<>();
                        String[] lines = now.split("\n");
                        for (int k = 0; k < 4 && lines.length > 0; k++) {
                            String line = lines[random.nextInt(lines.length)];
                            if (line.length() > 1) {
                                // searches are never empty
                                searches.add(line);
                                searches.add(line + "a");
                                searches.add(line.substring(1));
                            }
                        }
                        for (String search : searches) {
                            assertArrayEquals(
                                    naiveOccurrences(now, search),
                                    text.occurrences(search),
                                    () -> "occurrences of " + search + " in " + now);
                        }
                        int start = random.nextInt(model.length() + 1);
                        int end = start + random.nextInt(Math.min(model.length() - start, 4) + 1);
                        String written = searches.isEmpty() ? "" : searches.get(random.nextInt(searches.size()));
                        // a line break now and then, and lines kept short (the text must not double)
                        String insert = written.isEmpty() || written.length() > 30 || random.nextInt(3) == 0
                                ? "\n"
                                : "b" + written + "a";
                        text.replace(start, end, insert);
                        model.replace(start, end, insert);
                    }
                });
    }

    @Test
    void aTextOfOneBlockAnswersLineQueriesAsTheSameTextInManyBlocksThroughAnyEdits() {
        // one block reads its block directly; many blocks go through the block tables: same answers
        qt().withExamples(150)
                .forAll(
                        SMALL_TEXT,
                        lists().of(SMALL_TEXT).ofSizeBetween(1, 8),
                        integers().between(0, 1 << 20))
                .checkAssert((initial, replacements, seed) -> {
                    MatchText one = MatchText.of(initial, 64, 1 << 20);
                    MatchText many = MatchText.of(initial, 64, 3);
                    Random random = new Random(seed);
                    assertSameLines(one, many);
                    for (String replacement : replacements) {
                        int start = random.nextInt(one.length() + 1);
                        int end = start + random.nextInt(one.length() - start + 1);
                        one.replace(start, end, replacement);
                        many.replace(start, end, replacement);
                        assertSameLines(one, many);
                    }
                    assertEquals(1, one.blockCount());
                });
    }

    private static void assertSameLines(MatchText one, MatchText many) {
        assertEquals(many.toString(), one.toString());
        assertEquals(many.lineCount(), one.lineCount());
        for (int line = 1; line <= many.lineCount() + 2; line++) {
            assertEquals(many.lineStart(line), one.lineStart(line), "start of line " + line);
            if (line <= many.lineCount()) {
                assertEquals(many.lineEnd(line), one.lineEnd(line), "end of line " + line);
                assertEquals(many.lineHash(line), one.lineHash(line), "hash of line " + line);
            }
        }
        for (int offset = 0; offset <= many.length(); offset++) {
            assertEquals(many.lineOf(offset), one.lineOf(offset), "line of " + offset);
            if (offset < many.length()) {
                assertEquals(many.charAt(offset), one.charAt(offset));
                StringBuilder fromOne = new StringBuilder();
                StringBuilder fromMany = new StringBuilder();
                one.appendTo(fromOne, offset, one.length());
                many.appendTo(fromMany, offset, many.length());
                assertEquals(fromMany.toString(), fromOne.toString());
            }
        }
    }

    @Test
    void aSearchAsLongAsEveryLineIsAWholeLineUntilAnEditWritesALongerLine() {
        String initial = "alpha-one\nbravo-two\ncharlie-3\n".repeat(50);
        MatchText text = MatchText.of(initial, 64, 64);
        assertTrue(text.blockCount() > 1);
        text.expectSearches(java.util.Collections.nCopies(SearchPlan.MIN_SEARCHES, "bravo-two"));
        assertEquals(50, text.occurrences("bravo-two").length);
        assertEquals(0, text.occurrences("bravo-two!").length, "longer than every line");
        // the search inside a longer line, in the middle of the text: no longer a whole line there
        int at = initial.indexOf("charlie-3", 700);
        text.replace(at, at + "charlie-3".length(), "x bravo-two x");
        String edited = new StringBuilder(initial)
                .replace(at, at + "charlie-3".length(), "x bravo-two x")
                .toString();
        assertArrayEquals(naiveOccurrences(edited, "bravo-two"), text.occurrences("bravo-two"));
        assertEquals(51, text.occurrences("bravo-two").length);
    }

    @Test
    void aPlannedSearchWrittenIntoAnotherBlockAfterTheFirstSearchIsFoundThere() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            source.append("line number ").append(i).append(" of the text\n");
        }
        MatchText text = MatchText.of(source.toString(), 64, 128);
        assertTrue(text.blockCount() > 64, "more blocks than bits in a mask");
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            batch.add("line number " + i + " of");
        }
        batch.add("a search written later");
        text.expectSearches(batch);
        // the first search builds every block's planned index and records where its keys are
        assertArrayEquals(new int[] {source.indexOf("line number 7 of")}, text.occurrences("line number 7 of"));
        assertArrayEquals(new int[0], text.occurrences("a search written later"));
        // written far from any block that held its keys: that block is asked again
        int at = text.lineStart(390);
        text.replace(at, at, "a search written later\n");
        assertArrayEquals(new int[] {at}, text.occurrences("a search written later"));
        int early = text.lineStart(3);
        text.replace(early, early, "line number 7 of\n");
        assertArrayEquals(new int[] {early, text.lineStart(9)}, text.occurrences("line number 7 of"));
    }

    /**
     * A search of one line visits only the blocks its mask admits, found from the mask's set bits:
     * a planned search the one block that holds it, a whole-line search with the filter of lines
     * the same; a search with a line break, which may span a block's end, and any search on a text
     * of more than 64 blocks (more than a mask's bits) visit every block.
     */
    @Test
    void aSearchOfOneLineVisitsOnlyTheBlocksItsMaskAdmits() {
        StringBuilder built = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            built.append("line number ").append(i).append(" of the text\n");
        }
        String source = built.toString();
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            batch.add("line number " + 10 * i + " of");
        }
        batch.add("of the text\nline number 151");
        MatchText planned = MatchText.prepared(source, 64, 400, batch, 0);
        int blocks = planned.blockCount();
        assertTrue(blocks > 8 && blocks <= 64, "blocks: " + blocks);
        long before = planned.blocksVisited();
        assertArrayEquals(new int[] {source.indexOf("line number 150 of")}, planned.occurrences("line number 150 of"));
        assertEquals(1, planned.blocksVisited() - before);
        before = planned.blocksVisited();
        assertArrayEquals(
                new int[] {source.indexOf("of the text\nline number 151")},
                planned.occurrences("of the text\nline number 151"));
        assertEquals(blocks, planned.blocksVisited() - before);

        MatchText lines = MatchText.prepared(source, 64, 400, null, 1_000);
        before = lines.blocksVisited();
        String line = "line number 150 of the text";
        assertArrayEquals(new int[] {source.indexOf(line)}, lines.wholeLineOccurrences(line));
        // the filter's slot of a line may also hold another block's line (about one slot a line)
        long visited = lines.blocksVisited() - before;
        assertTrue(visited >= 1 && visited <= 2, "visited " + visited + " of " + lines.blockCount());

        // planned indexes built by the first search, after it chose the blocks to visit: the
        // second search sees them built
        MatchText lazy = MatchText.of(source, 64, 400);
        lazy.expectSearches(batch);
        assertArrayEquals(new int[] {source.indexOf("line number 150 of")}, lazy.occurrences("line number 150 of"));
        before = lazy.blocksVisited();
        assertArrayEquals(new int[] {source.indexOf("line number 160 of")}, lazy.occurrences("line number 160 of"));
        assertEquals(1, lazy.blocksVisited() - before);

        // exactly as many blocks as a mask has bits: one line each
        StringBuilder sixtyFour = new StringBuilder();
        for (int i = 0; i < 64; i++) {
            sixtyFour.append(String.format("line number %02d of the text", i)).append('\n');
        }
        String lines64 = sixtyFour.toString();
        List<String> batch64 = new ArrayList<>();
        for (int i = 0; i < 64; i += 3) {
            batch64.add(String.format("line number %02d of", i));
        }
        MatchText full = MatchText.prepared(lines64, 64, lines64.indexOf('\n') + 1, batch64, 0);
        assertEquals(64, full.blockCount());
        before = full.blocksVisited();
        assertArrayEquals(new int[] {lines64.indexOf("line number 63 of")}, full.occurrences("line number 63 of"));
        assertEquals(1, full.blocksVisited() - before);

        MatchText many = MatchText.prepared(source, 64, 40, batch, 0);
        assertTrue(many.blockCount() > 64, "blocks: " + many.blockCount());
        before = many.blocksVisited();
        assertArrayEquals(new int[] {source.indexOf("line number 150 of")}, many.occurrences("line number 150 of"));
        assertEquals(many.blockCount(), many.blocksVisited() - before);
    }

    @Test
    void aBlockWhosePlannedIndexWasDroppedIsAskedAgain() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            source.append("line number ").append(i).append(" of the text\n");
        }
        MatchText text = MatchText.of(source.toString(), 1_000_000, 400);
        assertTrue(text.blockCount() > 2);
        List<String> batch = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            batch.add("line number " + i + " of");
        }
        batch.add("a search written later");
        text.expectSearches(batch);
        assertArrayEquals(new int[] {source.indexOf("line number 3 of")}, text.occurrences("line number 3 of"));
        // rewriting a line of the first block adds postings that only walks free: past its bound,
        // the block drops its planned index, and the keys of lines written since are not recorded
        int line = source.indexOf("line number 3 of");
        String rewritten = "line number 3 of the text";
        for (int i = 0; i < 40_000; i++) {
            text.replace(line, line + rewritten.length(), rewritten);
        }
        text.replace(line, line, "a search written later\n");
        assertArrayEquals(new int[] {line}, text.occurrences("a search written later"));
        assertArrayEquals(new int[] {line + 23}, text.occurrences("line number 3 of"));
    }

    @Test
    void theWholeTextIsOneStringWhereverItsFirstWideCharacterIs() {
        // the string is built one byte per character until the first wide one, or two from the
        // start once a replacement wrote one (even if a later one took it out again)
        for (String text : new String[] {"aa\nbb\ncc\n", "\u2019a\nbb\ncc\n", "aa\nbb\nc\u0416\n", "aa\nb\u00e9\ncc"}) {
            MatchText blocks = MatchText.of(text, 64, 3);
            assertTrue(blocks.blockCount() > 1);
            assertEquals(text, blocks.toString());
            blocks.replace(4, 5, "\u20ac\n");
            assertEquals(text.substring(0, 4) + "\u20ac\n" + text.substring(5), blocks.toString());
            blocks.replace(4, 5, "x");
            assertEquals(text.substring(0, 4) + "x\n" + text.substring(5), blocks.toString());
        }
        assertEquals("", MatchText.of("").toString());
    }

    @Test
    void aBuilderHoldsWideAndLatin1TextWhicheverWidthItStartsWith() {
        assertEquals(
                "x\u0100", MatchText.stringBuilder(1, true).append("x\u0100").toString());
        assertEquals("xy", MatchText.stringBuilder(1, false).append("xy").toString());
        assertEquals("xy", MatchText.stringBuilder(1, true).append("xy").toString());
        assertTrue(MatchText.stringBuilder(100, true).capacity() >= 100);
        assertTrue(MatchText.stringBuilder(100, false).capacity() >= 100);
    }

    @Test
    void theLineHashesAreGivenWithoutAPassOnlyOnceEveryBlockHasHashedItsLines() {
        MatchText text = MatchText.of("aa\nbb\ncc\ndd\n", 64, 3);
        assertEquals(null, text.lineHashesIfComputed());
        int[] hashes = text.lineHashes();
        assertArrayEquals(new int[] {"aa".hashCode(), "bb".hashCode(), "cc".hashCode(), "dd".hashCode()}, hashes);
        assertArrayEquals(hashes, text.lineHashesIfComputed());
        // an edit that joins lines across blocks edits them in place: their hashes are kept
        text.replace(2, 3, "");
        assertArrayEquals(new int[] {"aabb".hashCode(), "cc".hashCode(), "dd".hashCode()}, text.lineHashesIfComputed());
        // a block made by a split has not hashed its lines yet
        text.replace(0, 0, "eeeeeeee\n");
        assertEquals(null, text.lineHashesIfComputed());
    }

    @Test
    void blocksSplitWhenTheyGrowAndTakeTheNextLineWhenAnEditJoinsTheirLines() {
        MatchText text = MatchText.of("aa\nbb\ncc\ndd\n", 64, 3);
        assertEquals(4, text.blockCount());
        // joining two lines across a block boundary moves the next block's line into this one (that
        // block, now empty, goes)
        text.replace(2, 3, "");
        assertEquals("aabb\ncc\ndd\n", text.toString());
        assertTrue(text.blockCount() >= 2);
        assertArrayEquals(new int[] {0}, text.occurrences("aabb"));
        // an edit spanning blocks edits each in place: the first takes the replacement, the last
        // loses its head, the one between goes, and the first takes the last's first line
        text.replace(1, 9, "X\nY");
        assertEquals("aX\nYd\n", text.toString());
        assertArrayEquals(new int[] {3, 6}, java.util.Arrays.copyOfRange(text.lineStarts(), 1, 3));
        // a block that grows past twice the target splits at a line break
        text.replace(0, 0, "1\n2\n3\n4\n5\n6\n7\n8\n");
        assertTrue(text.blockCount() >= 3, () -> text.blockCount() + " blocks");
        assertArrayEquals(new int[] {14}, text.occurrences("8\naX"));
        assertEquals(9, text.lineOf(17));
        // deleting a whole block's text drops the block
        text.replace(0, text.length(), "");
        assertEquals(1, text.blockCount());
        assertEquals(0, text.lineCount());
        assertEquals("", text.toString());
    }

    /** Every query of {@code text} against the same query of its string (or of a one-block text of it). */
    private static void assertAnswersAsItsString(String model, MatchText text, Random random, boolean normalized) {
        MatchText fresh = MatchText.of(model);
        assertEquals(model, text.toString());
        assertTrue(text.contentEquals(model));
        assertFalse(text.contentEquals(model + "x"));
        assertEquals(model.length(), text.length());
        assertEquals(fresh.lineCount(), text.lineCount());
        assertArrayEquals(fresh.lineStarts(), text.lineStarts());
        assertArrayEquals(fresh.lineHashes(), text.lineHashes());
        long[] ids = new long[text.lineCount()];
        text.lineIds(ids);
        assertEquals(ids.length, java.util.Arrays.stream(ids).distinct().count(), "line ids are unique");
        for (int line = 1; line <= fresh.lineCount(); line++) {
            assertEquals(fresh.lineEnd(line), text.lineEnd(line));
            assertEquals(fresh.line(line), text.line(line));
            assertEquals(fresh.lineHash(line), text.lineHash(line));
        }
        for (int offset = 0; offset <= model.length(); offset++) {
            assertEquals(fresh.lineOf(offset), text.lineOf(offset), "lineOf " + offset);
        }
        for (int i = 0; i < 6; i++) {
            int start = random.nextInt(model.length() + 1);
            int end = start + random.nextInt(model.length() - start + 1);
            assertEquals(model.substring(start, end), text.substring(start, end));
            assertEquals(
                    model.substring(start, end),
                    text.chars().subSequence(start, end).toString());
            // a piece of the text itself (any length, often across blocks), or a short made-up one
            String search = random.nextBoolean() || end == start
                    ? "ab\n a\n\nb".substring(random.nextInt(4), 4 + random.nextInt(5))
                    : model.substring(start, Math.min(end, start + 1 + random.nextInt(40)));
            assertArrayEquals(naiveOccurrences(model, search), text.occurrences(search), "occurrences of " + search);
            int from = random.nextInt(model.length() + 2) - 1;
            assertEquals(model.indexOf(search, from), text.indexOf(search, from), "indexOf from " + from);
            String lines = search.endsWith("\n") ? search.substring(0, search.length() - 1) : search;
            // reading ahead (on a text with a filter of lines: stale ids, emptied blocks) changes no answer
            String[] ahead = {
                lines,
                model.substring(start, Math.min(end, start + 6)),
                text.lineCount() == 0 ? "" : text.line(1 + random.nextInt(text.lineCount()))
            };
            assertTrue(text.readAhead(ahead, new String[] {null, lines, ""}, ahead.length) <= ahead.length);
            if (!lines.isEmpty()) {
                int[] whole = text.wholeLineOccurrences(lines);
                if (whole != null) {
                    assertArrayEquals(naiveWholeLines(model, lines), whole, "whole lines " + lines);
                }
            }
        }
        assertEquals(model, text.flat().toString());
        if (normalized && fresh.lineCount() > 0) {
            fresh.trackNormalizedLines();
            int[] wanted = new int[] {fresh.normalizedHash(1), "a".hashCode(), "".hashCode()};
            for (int line = 1; line <= fresh.lineCount(); line++) {
                assertEquals(fresh.normalizedHash(line), text.normalizedHash(line));
                assertEquals(fresh.normalizedLength(line), text.normalizedLength(line));
                assertEquals(fresh.normalizedLine(line), text.normalizedLine(line));
            }
            for (int i = 0; i < 6; i++) {
                // runs of lines across blocks, and single lines read out of order (past the cached block)
                int first = 1 + random.nextInt(fresh.lineCount());
                int count = random.nextInt(fresh.lineCount() - first + 2);
                int sum = 0;
                for (int line = first; line < first + count; line++) {
                    sum += fresh.normalizedLength(line);
                }
                assertEquals(sum, text.normalizedLengths(first, count), count + " lines from " + first);
                int line = 1 + random.nextInt(fresh.lineCount());
                assertEquals(fresh.normalizedHash(line), text.normalizedHash(line), "line " + line);
            }
            int[][] expected = fresh.linesWithNormalizedHashes(wanted);
            int[][] found = text.linesWithNormalizedHashes(wanted);
            int[] @Nullable [] indexed = text.indexedLinesWithNormalizedHashes(wanted);
            for (int w = 0; w < wanted.length; w++) {
                assertArrayEquals(expected[w], found[w]);
                int[] listed = indexed[w];
                if (listed != null) {
                    assertArrayEquals(expected[w], listed);
                }
            }
        }
    }

    @Test
    void aSearchAcrossLineBreaksIsFoundInsideBlocksAndAcrossTheirBoundariesThroughEdits() {
        qt().withExamples(80).forAll(integers().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            StringBuilder model = new StringBuilder();
            for (int i = 100 + random.nextInt(400); i > 0; i--) {
                model.append(shortLine(random)).append('\n');
            }
            MatchText text = MatchText.of(model.toString(), 64, 64 + random.nextInt(200));
            for (int step = 0; step < 40; step++) {
                if (random.nextInt(3) == 0) {
                    // replacements write lines the filter must learn, in any block
                    int start = random.nextInt(model.length() + 1);
                    int end = Math.min(model.length(), start + random.nextInt(20));
                    String replacement = shortLine(random) + "\n" + shortLine(random) + "\n";
                    text.replace(start, end, replacement);
                    model.replace(start, end, replacement);
                }
                String current = model.toString();
                // a piece of the text across two to four line breaks, cut anywhere, or made up
                String search;
                int from = random.nextInt(current.length());
                int to = from;
                for (int breaks = 2 + random.nextInt(3); breaks > 0 && to >= 0; breaks--) {
                    to = current.indexOf('\n', to + 1);
                }
                if (to < 0 || random.nextInt(5) == 0) {
                    search = shortLine(random) + "\n" + shortLine(random) + "\n" + shortLine(random);
                } else {
                    search = current.substring(from, Math.min(current.length(), to + 1 + random.nextInt(4)));
                }
                assertArrayEquals(
                        naiveOccurrences(current, search), text.occurrences(search), "occurrences of " + search);
            }
        });
    }

    /** A short line of a small alphabet, so that lines repeat. */
    private static String shortLine(Random random) {
        String[] words = {"}", "x++;", "return a;", "int b = 1;", "a", "b", "// c"};
        String word = words[random.nextInt(words.length)];
        return random.nextInt(4) == 0 ? word + random.nextInt(20) : word;
    }

    private static int[] naiveWholeLines(String text, String lines) {
        java.util.List<Integer> found = new java.util.ArrayList<>();
        for (int at = text.indexOf(lines); at >= 0; at = text.indexOf(lines, at + 1)) {
            int end = at + lines.length();
            if ((at == 0 || text.charAt(at - 1) == '\n') && (end == text.length() || text.charAt(end) == '\n')) {
                found.add(at);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void assertSameIndex(MatchText fresh, MatchText edited) {
        assertEquals(fresh.toString(), edited.toString());
        assertEquals(fresh.lineCount(), edited.lineCount());
        for (int line = 1; line <= fresh.lineCount() + 1; line++) {
            assertEquals(fresh.lineStart(line), edited.lineStart(line));
        }
        for (int offset = 0; offset <= fresh.length(); offset++) {
            assertEquals(fresh.lineOf(offset), edited.lineOf(offset));
        }
    }

    private static int[] naiveOccurrences(String text, String search) {
        java.util.List<Integer> found = new java.util.ArrayList<>();
        for (int at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) {
            found.add(at);
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void everyIndexTogetherCostsAtMostEightBytesPerCharacterWhenBuiltAndThroughEdits() {
        // short lines that repeat, as real code has, a few unique ones (W8's shape, smaller)
        String[] common = {"    }", "        return x;", "        }", "", "    /**", "     */", "        x++;"};
        StringBuilder source = new StringBuilder();
        Random random = new Random(8);
        for (int i = 0; i < 60_000; i++) {
            source.append(random.nextInt(5) < 2 ? "        int a" + i + " = x;" : common[random.nextInt(common.length)])
                    .append('\n');
        }
        MatchText text = MatchText.of(source.toString());
        // a batch's announced searches: the unique lines (planned grams) and short ones
        List<String> batch = new ArrayList<>(java.util.Collections.nCopies(1_000, "int a4"));
        for (int i = 0; i < 60_000; i += 60) {
            batch.add("        int a" + i + " = x;");
        }
        text.expectSearches(batch);
        assertArrayEquals(new int[] {source.indexOf("        int a4")}, text.occurrences("        int a4 = x;"));
        assertArrayEquals(
                GramIndexTest.naiveOccurrences(source.toString(), "        int a60 = x;"),
                text.occurrences("        int a60 = x;"));
        String twoBreaks = "\n        int a4 = x;\n";
        assertArrayEquals(GramIndexTest.naiveOccurrences(source.toString(), twoBreaks), text.occurrences(twoBreaks));
        text.occurrences("a long search of more than twenty-seven characters");
        text.indexGrams();
        text.indexFragments();
        // the fragment index answers every search the gram index could: the gram index goes
        assertEquals(0, text.gramIndexBytes());
        double index = (double) text.indexBytes() / text.length();
        assertTrue(index <= 8, () -> index + " bytes per character in the indexes");
        assertTrue(text.indexBytes() >= text.fragmentIndexBytes() + text.gramIndexBytes());
        // the line table every text has: 16 bytes per line and 4 per line id
        double table = (double) text.lineTableBytes() / text.length();
        assertTrue(table <= 4, () -> table + " bytes per character in the line table");
        // the lines written since the build sit in the dynamic parts (16 bytes per position) until
        // the fragment index is dropped, by the edit that passes its bound: before, it stayed
        // until the next search and the indexes reached 9.7 bytes per character here
        double most = index;
        for (int k = 0; k < 3_000; k++) {
            int at = text.lineStart(1 + k * 19);
            text.replace(at, at, "        edited" + k + ";\n");
            most = Math.max(most, (double) text.indexBytes() / text.length());
        }
        assertEquals(1, text.occurrences("edited2999;").length);
        double after = (double) text.indexBytes() / text.length();
        double peak = Math.max(most, after);
        assertTrue(peak <= 8, () -> peak + " bytes per character in the indexes through edits");
    }

    /** The serial of the block holding each line (the high half of its id). */
    private static int[] blockOfEachLine(MatchText text) {
        long[] ids = new long[text.lineCount()];
        text.lineIds(ids);
        int[] blocks = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            blocks[i] = (int) (ids[i] >>> 32);
        }
        return blocks;
    }

    private static long[] lineIds(MatchText text) {
        long[] ids = new long[text.lineCount()];
        text.lineIds(ids);
        return ids;
    }

    @Test
    void aTextIsCutIntoBlocksOfTheTargetSizeAtTheFirstLineBreakPastIt() {
        assertEquals(MatchText.DEFAULT_BLOCK_CHARS, MatchText.blockChars(0));
        int most = MatchText.DEFAULT_BLOCK_CHARS * MatchText.MAX_BLOCKS;
        assertEquals(MatchText.DEFAULT_BLOCK_CHARS, MatchText.blockChars(most));
        assertEquals(2 * MatchText.DEFAULT_BLOCK_CHARS, MatchText.blockChars(2 * most));
        // blocks of 10: a last piece of up to half a block more stays whole (15 characters: one block)
        assertEquals(1, MatchText.of("aaaa\n".repeat(3), 64, 10).blockCount());
        // 16 characters: cut at the first line break from the 10th character on, after line 2
        MatchText text = MatchText.of("aaaa\n".repeat(3) + "b", 64, 10);
        assertEquals(2, text.blockCount());
        assertArrayEquals(new int[] {0, 0, 1, 1}, blockOfEachLine(text));
        // a line break right at the 10th character is the cut
        MatchText exact = MatchText.of("aaaaaaaaa\nbbbbbbb", 64, 10);
        assertEquals(2, exact.blockCount());
        assertArrayEquals(new int[] {0, 1}, blockOfEachLine(exact));
    }

    @Test
    void theFlatCopyFollowsFourReplacementsWithoutARegexAndIsDroppedAtTheFifth() {
        MatchText text = MatchText.of("a\nb\nc\n");
        CharSequence flat = text.flat();
        for (int i = 0; i < 4; i++) {
            text.replace(2, 3, "b" + i);
        }
        assertSame(flat, text.flat(), "kept through four replacements");
        assertEquals(text.toString(), flat.toString());
        for (int i = 0; i < 5; i++) {
            text.replace(0, 1, "a" + i);
        }
        CharSequence again = text.flat();
        assertNotSame(flat, again, "dropped at the fifth");
        assertEquals(text.toString(), again.toString());
        assertEquals(text.toString().indexOf("b3"), text.indexOf("b3", 0));
    }

    @Test
    void anEditEndingAtABlocksEndLeavesTheOtherBlocksAndTheBlocksOtherLinesAlone() {
        MatchText text = MatchText.of("aa\nbb\ncc\ndd\n", 64, 6);
        assertArrayEquals(new int[] {0, 0, 1, 1}, blockOfEachLine(text));
        long[] before = lineIds(text);
        text.replace(3, 6, "yy\n");
        assertEquals("aa\nyy\ncc\ndd\n", text.toString());
        long[] after = lineIds(text);
        assertEquals(before[0], after[0], "line 1 was not touched");
        assertEquals(before[2], after[2]);
        assertEquals(before[3], after[3]);
        assertTrue(before[1] != after[1], "line 2 was rewritten");
        // an edit that reaches into the next block edits both in place: the lines it did not touch
        // keep their blocks and ids
        text.replace(3, 7, "zz\n");
        assertEquals("aa\nzz\nc\ndd\n", text.toString());
        assertEquals(2, text.blockCount());
        assertArrayEquals(new int[] {0, 0, 1, 1}, blockOfEachLine(text));
        long[] last = lineIds(text);
        assertEquals(after[0], last[0]);
        assertEquals(after[3], last[3]);
        assertTrue(after[1] != last[1] && after[2] != last[2], "lines 2 and 3 were rewritten");
    }

    @Test
    void anEditAcrossThreeBlocksDropsTheMiddleOneAndLeavesTheOthersLinesAlone() {
        MatchText text = MatchText.of("aa\nbb\ncc\ndd\nee", 64, 3);
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, blockOfEachLine(text));
        long[] before = lineIds(text);
        // "b\ncc\nd": the second block keeps "b", takes "X", then the fourth block's "d\n"
        text.replace(4, 10, "X");
        assertEquals("aa\nbXd\nee", text.toString());
        assertTrue(text.blockCount() >= 2);
        assertArrayEquals(new int[] {0, 1, 4}, blockOfEachLine(text));
        long[] after = lineIds(text);
        assertEquals(before[0], after[0]);
        assertEquals(before[4], after[2]);
        // a line that runs on into a last block without a line break takes all of it
        text.replace(5, 7, "");
        assertEquals("aa\nbXee", text.toString());
        assertEquals(2, text.blockCount());
        assertArrayEquals(new int[] {0, 1}, blockOfEachLine(text));
        assertArrayEquals(new int[] {3}, text.occurrences("bXee"));
        assertEquals(2, text.lineOf(7));
    }

    @Test
    void aBlockThatAnEditEmptiesGoesAndOneThatItGrowsSplitsOnlyPastTwiceTheTargetSize() {
        MatchText text = MatchText.of("aa\nbb\ncc\ndd\nee\n", 64, 3);
        text.replace(3, 6, "");
        assertEquals("aa\ncc\ndd\nee\n", text.toString());
        assertEquals(4, text.blockCount());
        // across blocks: the first holds "c" + "X\nY" + the last's "d\n", six characters, no split
        text.replace(4, 7, "X\nY");
        assertEquals("aa\ncX\nYd\nee\n", text.toString());
        assertTrue(text.blockCount() >= 2);
        text.replace(3, 3, "z");
        assertEquals(4, text.blockCount());
    }

    @Test
    void aBlockSplitsOnlyOnceItPassesTwiceTheTargetSize() {
        MatchText text = MatchText.of("ab\n", 64, 4);
        text.replace(0, 0, "fcde\n");
        assertEquals(8, text.length());
        assertEquals(1, text.blockCount(), "twice the target: not split yet");
        text.replace(0, 0, "g");
        assertEquals(2, text.blockCount(), "past twice the target: split at a line break");
        assertArrayEquals(new int[] {0, 6, 9}, text.lineStarts());
        assertArrayEquals(new int[] {1}, text.occurrences("fcde\nab"));
    }

    @Test
    void readingAheadFollowsEachLineToItsStartOnlyWhereTheFilterOfLinesIsBuilt() {
        StringBuilder source = new StringBuilder();
        for (int i = 1; i <= 400; i++) {
            source.append("l").append(1000 + i).append('\n');
        }
        String plain = source.toString();
        String[] lines = {"l1003", "l1200", "l1400", "absent"};
        String[] written = {"new line", null, "l1003", null};
        // four blocks, told of many whole-line searches: the filter is built as they are read
        MatchText text = MatchText.prepared(plain, 64, plain.length() / 4, null, 1000);
        assertEquals(4, text.blockCount());
        assertEquals(3, text.readAhead(lines, written, 3), "each present line is followed to its start");
        assertEquals(2, text.readAhead(lines, written, 2), "only the first count lines");
        assertEquals(0, text.readAhead(lines, written, 0));
        // a replaced line's id is stale: reading ahead for it reads something, or nothing, and the
        // searches answer as before
        int at = plain.indexOf("l1200");
        text.replace(at, at + 5, "l9999");
        assertTrue(text.readAhead(lines, written, 4) <= 4);
        assertArrayEquals(new int[0], text.wholeLineOccurrences("l1200"));
        assertArrayEquals(new int[] {at}, text.wholeLineOccurrences("l9999"));
        // two blocks are enough to read ahead
        assertEquals(
                3, MatchText.prepared(plain, 64, plain.length() / 2, null, 1000).readAhead(lines, written, 3));
        // no filter of lines yet (no search announced), or one block: nothing is read ahead
        assertEquals(0, MatchText.of(plain, 64, plain.length() / 4).readAhead(lines, written, 3));
        assertEquals(
                0, MatchText.prepared(plain, 64, plain.length() * 2, null, 1000).readAhead(lines, written, 3));
    }

    @Test
    void theFilterOfLinesByBlockIsBuiltOnceWholeLineSearchesTimesBlocksPassTheLines() {
        // four blocks, and exactly 3 x 4 x PROBES_PER_FILTER_LINE lines: the fourth search builds
        // the filter, not the third (which only reaches the lines)
        int lineCount = 3 * 4 * MatchText.PROBES_PER_FILTER_LINE;
        StringBuilder source = new StringBuilder();
        for (int i = 1; i <= lineCount; i++) {
            source.append(String.format("l%03d%n", i).replace(System.lineSeparator(), "\n"));
        }
        String plain = source.toString();
        MatchText text = MatchText.of(plain, 64, plain.length() / 4);
        assertEquals(4, text.blockCount());
        assertArrayEquals(new int[] {plain.indexOf("l003")}, text.wholeLineOccurrences("l003"));
        long afterFirst = text.indexBytes();
        assertArrayEquals(new int[] {plain.indexOf("l004")}, text.wholeLineOccurrences("l004"));
        assertArrayEquals(new int[] {plain.indexOf("l100")}, text.wholeLineOccurrences("l100"));
        assertEquals(afterFirst, text.indexBytes(), "no filter after the third search");
        String last = String.format("l%03d", lineCount);
        assertArrayEquals(new int[] {plain.indexOf(last)}, text.wholeLineOccurrences(last));
        assertEquals(
                afterFirst + new LineBlockFilter(lineCount).bytes(), text.indexBytes(), "the filter, after the fourth");
        // lines in two blocks: no block holds both, the match spans their boundary
        int boundary = plain.length() / 4 / 5;
        String spanning = String.format("l%03d\nl%03d", boundary, boundary + 1);
        assertArrayEquals(new int[] {plain.indexOf(spanning)}, text.wholeLineOccurrences(spanning));
    }

    @Test
    void theFlatCopyIsKeptForAsLongAsItIsReadEveryFourReplacements() {
        MatchText text = MatchText.of("a\nb\nc\n");
        CharSequence flat = text.flat();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 4; i++) {
                text.replace(0, 1, "a" + round + i);
            }
            assertSame(flat, text.flat(), "each read starts the count again");
        }
        assertEquals(text.toString(), flat.toString());
    }

    @Test
    void theStartOfTheLastLineIsItsStartNotTheLength() {
        MatchText text = MatchText.of("ab\ncd\n\nef", 64, 3);
        assertEquals(4, text.lineCount());
        assertEquals(7, text.lineStart(4));
        assertEquals(9, text.lineStart(5));
        assertEquals(9, text.lineEnd(4));
    }

    @Test
    void indexOfWithoutAFlatCopyAsksTheBlocksAndTheirBoundaries() {
        // blocks "a\n" and "b\n": searches across the boundary start at its line break or before it
        MatchText text = MatchText.of("a\nb\n", 64, 2);
        assertEquals(2, text.blockCount());
        assertEquals(0, text.indexOf("a\nb", 0));
        assertEquals(1, text.indexOf("\nb", 0));
        assertEquals(1, text.indexOf("\nb", 1));
        assertEquals(-1, text.indexOf("\nb", 2));
        assertEquals(-1, text.indexOf("a\nb", 1));
        assertEquals(2, text.indexOf("b", 0));
        // the empty search is found where the search starts, within the text
        assertEquals(0, text.indexOf("", -2));
        assertEquals(3, text.indexOf("", 3));
        assertEquals(4, text.indexOf("", 9));
        assertEquals(-1, text.indexOf("b", 9));
    }

    @Test
    void indexOfInSmallBlocksEqualsTheStringsWithoutAFlatCopy() {
        Gen<String> repetitive =
                strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 60).map(s -> s.replace('c', '\n'));
        qt().withExamples(200)
                .forAll(repetitive, integers().between(2, 12), integers().between(0, 1 << 20))
                .checkAssert((initial, blockChars, seed) -> {
                    MatchText text = MatchText.of(initial, 3, blockChars);
                    Random random = new Random(seed);
                    for (int p = 0; p < 20; p++) {
                        String search = "ab\nba\n\nab\nb".substring(random.nextInt(5), 5 + random.nextInt(7));
                        int from = random.nextInt(initial.length() + 3) - 1;
                        assertEquals(
                                initial.indexOf(search, from), text.indexOf(search, from), search + " from " + from);
                    }
                });
    }

    @Test
    void aWholeLineMatchEndingAtABlocksEndNeedsAnEmptyLineAfterIt() {
        // "a\n" is lines "a" and "": whole where an empty line follows, not where "b" does
        MatchText followedByB = MatchText.of("a\nb\n", 64, 2);
        assertEquals(2, followedByB.blockCount());
        assertArrayEquals(new int[0], followedByB.wholeLineOccurrences("a\n"));
        MatchText followedByEmpty = MatchText.of("a\n\nb\n", 64, 2);
        assertEquals(2, followedByEmpty.blockCount());
        assertArrayEquals(new int[] {0}, followedByEmpty.wholeLineOccurrences("a\n"));
    }

    @Test
    void aBlockPastTwiceTheTargetWithNoLineBreakToCutAtStaysAsItIs() {
        MatchText text = MatchText.of("a\nb", 64, 4);
        long[] before = lineIds(text);
        text.replace(3, 3, "b".repeat(10));
        assertEquals(1, text.blockCount());
        assertEquals(before[0], lineIds(text)[0], "line 1 keeps its id: the block was not rebuilt");
    }

    @Test
    void theBytesOfATextAreTheSumOfItsBlocks() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            source.append("    a line long enough for the gram index number ")
                    .append(i % 7)
                    .append('\n');
        }
        String half = source.toString();
        MatchText text = MatchText.of(half + half, 64, half.length());
        assertEquals(2, text.blockCount());
        TextBlock block = new TextBlock(half, 64, 0);
        // the second block is sized from the lines of the first
        TextBlock sized = new TextBlock(half, 0, half.length(), 64, 1, new SearchSamples(), 300);
        assertEquals(block.lineTableBytes() + sized.lineTableBytes(), text.lineTableBytes());
        text.indexGrams();
        block.indexGrams();
        assertTrue(block.gramIndexBytes() > 0);
        assertEquals(2 * block.gramIndexBytes(), text.gramIndexBytes());
        assertEquals(2 * block.indexBytes(), text.indexBytes());
        text.indexFragments();
        block.indexFragments();
        assertTrue(block.fragmentIndexBytes() > 0);
        assertEquals(2 * block.fragmentIndexBytes(), text.fragmentIndexBytes());
        assertEquals(2 * block.indexBytes(), text.indexBytes());
    }
}
