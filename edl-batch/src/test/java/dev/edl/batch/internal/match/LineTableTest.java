package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class LineTableTest {
    /** Text over {@code a}, {@code b}, space, tab and line breaks (so normalisation matters). */
    private static final Gen<String> TEXT = strings()
            .betweenCodePoints('a', 'f')
            .ofLengthBetween(0, 30)
            .map(s -> s.replace('c', ' ').replace('d', '\t').replace('e', '\n').replace('f', '\n'));

    @Test
    void equalLinesAreFoundForEachSearchLineFromTheIndexesOrOnePass() {
        String[] pool = {"a", " a", "b", "}", "", "c  d", "c d"};
        qt().forAll(
                        lists().of(integers().between(0, pool.length - 1)).ofSizeBetween(0, 30),
                        lists().of(integers().between(0, pool.length + 1)).ofSizeBetween(1, 8),
                        integers().between(1, 4))
                .checkAssert((textLines, searchLines, limit) -> {
                    StringBuilder text = new StringBuilder();
                    for (int line : textLines) {
                        text.append(pool[line]).append('\n');
                    }
                    String[] search = new String[searchLines.size()];
                    for (int k = 0; k < search.length; k++) {
                        int pick = searchLines.get(k);
                        search[k] = pick < pool.length ? Whitespace.normalize(pool[pick]) : "x" + pick;
                    }
                    // small posting limits, so that some lines are too common to be indexed
                    LineTable table = new LineTable(MatchText.of(text.toString(), limit));
                    int[] @Nullable [] indexed = table.linesEqualToEach(search, false);
                    int[] @Nullable [] each = table.linesEqualToEach(search, true);
                    assertEquals(search.length, each.length);
                    for (int k = 0; k < search.length; k++) {
                        String normal = search[k];
                        int[] expected = IntStream.range(0, textLines.size())
                                .filter(i -> Whitespace.normalize(pool[textLines.get(i)])
                                        .equals(normal))
                                .toArray();
                        assertArrayEquals(expected, each[k]);
                        assertArrayEquals(expected, table.linesEqualTo(normal));
                        int[] listed = indexed[k];
                        if (listed == null) {
                            // only a line held by more lines than an index keeps goes unlisted (the
                            // empty entry after the final line break is indexed too)
                            assertTrue(expected.length + 1 > limit, normal);
                        } else {
                            assertArrayEquals(expected, listed);
                        }
                    }
                });
    }

    @Test
    void normalisesLinesWithPrefixSums() {
        LineTable table = new LineTable(MatchText.of("  a  b\n\tc\n\n"));
        assertArrayEquals(new String[] {"a b", "c", ""}, table.lines());
        assertEquals(5, table.windowLength(0, 2));
        assertEquals(2, table.windowLength(1, 2));
        assertArrayEquals(new int[] {0, 3, 4, 4}, table.prefix());
        assertEquals(5, table.windowLength(0, 2));
        assertEquals(6, table.windowLength(0, 3));
        assertArrayEquals(new int[] {2}, table.linesEqualTo(""));
        assertArrayEquals(new int[] {0}, table.linesEqualTo("a b"));
    }

    @Test
    void aCurrentTableIsReused() {
        MatchText text = MatchText.of("a\nb\n");
        LineTable table = LineTable.catchUp(null, text);
        assertSame(table, LineTable.catchUp(table, text));
    }

    @Test
    void derivedTablesEqualFreshOnes() {
        qt().forAll(
                        TEXT,
                        lists().of(TEXT).ofSizeBetween(1, 10),
                        integers().between(0, 1 << 16),
                        integers().between(1, 64))
                .checkAssert((initial, replacements, seed, limit) -> {
                    // small posting limits too, so that lines become too common as the text changes
                    MatchText text = MatchText.of(initial, limit);
                    LineTable table = LineTable.catchUp(null, text);
                    StringBuilder model = new StringBuilder(initial);
                    int next = seed;
                    for (String replacement : replacements) {
                        int length = model.length();
                        int start = length == 0 ? 0 : next % (length + 1);
                        int end = start + (length - start == 0 ? 0 : (next / 7) % (length - start + 1));
                        boolean look = (next >>> 16 & 1) == 0;
                        boolean coarse = (next >>> 17 & 1) == 0;
                        next = (next * 1103515245 + 12345) & 0x7fffffff;
                        text.replace(start, end, replacement);
                        model.replace(start, end, replacement);
                        if (!look) {
                            continue;
                        }
                        table = LineTable.catchUp(table, text);
                        LineTable fresh = new LineTable(MatchText.of(model.toString()));
                        assertArrayEquals(fresh.lines(), table.lines());
                        for (int from = 0; from < table.size(); from++) {
                            assertEquals(
                                    fresh.windowLength(from, table.size() - from),
                                    table.windowLength(from, table.size() - from));
                        }
                        assertArrayEquals(fresh.prefix(), table.prefix());
                        if (coarse) {
                            assertArrayEquals(fresh.coarse(), table.coarse());
                        }
                        String[] lines = fresh.lines();
                        int[] @Nullable [] indexed = table.linesEqualToEach(lines, false);
                        for (int k = 0; k < lines.length; k++) {
                            int[] expected = fresh.linesEqualTo(lines[k]);
                            int[] listed = indexed[k];
                            if (listed != null) {
                                assertArrayEquals(expected, listed);
                            }
                            assertArrayEquals(expected, table.linesEqualTo(lines[k]));
                        }
                        assertEquals(fresh.size(), table.size());
                    }
                });
    }

    @Test
    void aTableOfAnEarlierVersionRefusesToReadTheText() {
        MatchText text = MatchText.of("a\nb\nc\n");
        LineTable table = new LineTable(text);
        text.replace(0, 1, "A");
        assertThrows(IllegalStateException.class, () -> table.line(0));
        assertThrows(IllegalStateException.class, () -> table.hash(0));
        assertThrows(IllegalStateException.class, () -> table.windowLength(0, 2));
        assertThrows(IllegalStateException.class, table::prefix);
        assertThrows(IllegalStateException.class, table::coarse);
        assertThrows(IllegalStateException.class, () -> table.linesEqualToEach(new String[] {"b"}, true));
    }

    @Test
    void coarseCountsAreBuiltOnceAndEqualAPlainCountAlsoWhenDerived() {
        StringBuilder initial = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            initial.append("  value").append(i).append(" = f(").append(i % 7).append(");\n");
        }
        MatchText text = MatchText.of(initial.toString());
        LineTable table = LineTable.catchUp(null, text);
        assertArrayEquals(plainCoarse(table), table.coarse());
        assertSame(table.coarse(), table.coarse());
        // one line changed, one added, one removed: the unchanged runs reuse the earlier counts
        text.replace(text.lineStart(10), text.lineEnd(10), "changed line");
        text.replace(text.lineStart(20), text.lineStart(20), "new line\n");
        text.replace(text.lineStart(2), text.lineStart(3), "");
        LineTable derived = LineTable.catchUp(table, text);
        assertArrayEquals(plainCoarse(derived), derived.coarse());
        // derived again from a table that never built its own counts
        text.replace(text.lineStart(1), text.lineEnd(1), "first changed");
        LineTable unbuilt = LineTable.catchUp(derived, text);
        text.replace(text.lineStart(25), text.lineEnd(25), "late change");
        LineTable last = LineTable.catchUp(unbuilt, text);
        assertArrayEquals(plainCoarse(last), last.coarse());
    }

    private static int[] plainCoarse(LineTable table) {
        String[] lines = table.lines();
        int[] counts = new int[(lines.length + 1) * LineTable.COARSE_BUCKETS];
        for (int i = 0; i < lines.length; i++) {
            System.arraycopy(
                    counts,
                    i * LineTable.COARSE_BUCKETS,
                    counts,
                    (i + 1) * LineTable.COARSE_BUCKETS,
                    LineTable.COARSE_BUCKETS);
            for (char c : lines[i].toCharArray()) {
                counts[(i + 1) * LineTable.COARSE_BUCKETS + LineTable.coarseBucket(c)]++;
            }
        }
        return counts;
    }

    @Test
    void linesWithTheSameHashButOtherTextAreNotEqual() {
        // "Aa" and "BB" have the same String hash code
        LineTable table = new LineTable(MatchText.of("Aa\nBB\nAa\n"));
        assertArrayEquals(new int[] {0, 2}, table.linesEqualTo("Aa"));
        assertArrayEquals(new int[] {1}, table.linesEqualTo("BB"));
    }
}
