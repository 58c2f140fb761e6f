package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The line columns, line keys and normalised lines of a {@link MatchText} against a naive model
 * (the text split at each {@code \n}) under random replacements: starts, hashes, normalised hashes
 * and lengths, and ids that are distinct and kept by the lines a replacement did not touch.
 */
class LineColumnsTest {
    private static String snippet(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(16); i > 0; i--) {
            out.append(" a  b\n\t\r".charAt(random.nextInt(8)));
        }
        return out.toString();
    }

    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (text.isEmpty() || text.endsWith("\n")) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    @Test
    void columnsKeysAndNormalisedLinesFollowRandomReplacements() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String initial = snippet(random) + snippet(random);
            MatchText text = MatchText.of(initial);
            boolean tracked = random.nextBoolean();
            if (tracked) {
                text.trackNormalizedLines();
            }
            StringBuilder model = new StringBuilder(initial);
            for (int step = 0; step < 12; step++) {
                long[] idsBefore = new long[text.lineCount()];
                text.lineIds(idsBefore);
                int linesBefore = text.lineCount();
                int start = random.nextInt(model.length() + 1);
                int end = start + random.nextInt(model.length() - start + 1);
                int firstTouched = text.lineOf(start);
                int lastTouched = text.lineOf(end);
                String replacement = snippet(random);
                text.replace(start, end, replacement);
                model.replace(start, end, replacement);
                if (!tracked && random.nextInt(4) == 0) {
                    text.trackNormalizedLines();
                    tracked = true;
                }

                List<String> lines = lines(model.toString());
                assertEquals(lines.size(), text.lineCount());
                int[] starts = new int[lines.size() + 1];
                for (int j = 0, at = 0; j < lines.size(); j++) {
                    starts[j] = at;
                    at += lines.get(j).length() + 1;
                }
                starts[lines.size()] = model.length();
                assertArrayEquals(starts, text.lineStarts());
                assertArrayEquals(lines.stream().mapToInt(String::hashCode).toArray(), text.lineHashes());
                if (tracked) {
                    for (int j = 0; j < lines.size(); j++) {
                        String normal = Whitespace.normalize(lines.get(j));
                        assertEquals(normal.hashCode(), text.normalizedHash(j + 1));
                        assertEquals(normal.length(), text.normalizedLength(j + 1));
                    }
                }
                long[] ids = new long[text.lineCount()];
                text.lineIds(ids);
                Set<Long> distinct = new HashSet<>();
                for (long id : ids) {
                    distinct.add(id);
                }
                assertEquals(ids.length, distinct.size());
                // lines before the first touched one keep their ids, and so do those after the last
                for (int j = 0; j < firstTouched - 1 && j < ids.length; j++) {
                    assertEquals(idsBefore[j], ids[j]);
                }
                int shift = ids.length - linesBefore;
                for (int j = lastTouched; j < linesBefore && j + shift < ids.length; j++) {
                    if (j + shift
                            > firstTouched
                                    - 1
                                    + replacement.chars().filter(c -> c == '\n').count()) {
                        assertEquals(idsBefore[j], ids[j + shift]);
                    }
                }
            }
        });
    }
    // ---------------------------------------------------------------- the columns on their own

    /** Columns over a whole text, with the characters and the id map they share. */
    private record Table(CharGapBuffer chars, LineKeys keys, LineColumns columns) {
        static Table of(String text) {
            CharGapBuffer chars = new CharGapBuffer(text);
            LineKeys keys = new LineKeys(4);
            return new Table(chars, keys, new LineColumns(chars, text, 0, text.length(), keys));
        }
    }

    /** The entries of a text: 0, then the offset after each {@code \n}. */
    private static List<Integer> entries(String text) {
        List<Integer> entries = new ArrayList<>(List.of(0));
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            entries.add(i + 1);
        }
        return entries;
    }

    /** The edge key as documented: per end, its outer character's low byte, then the folded hash of 8 characters. */
    private static int modelEdge(String line) {
        if (line.isEmpty()) {
            return 0;
        }
        String head = line.substring(0, Math.min(8, line.length()));
        String tail = line.substring(Math.max(0, line.length() - 8));
        return modelEnd(line.charAt(0), head.hashCode()) << 16
                | modelEnd(line.charAt(line.length() - 1), tail.hashCode());
    }

    private static int modelEnd(char outer, int hash) {
        int folded = (hash & 0xFF) ^ (hash >>> 8 & 0xFF) ^ (hash >>> 16 & 0xFF) ^ (hash >>> 24 & 0xFF);
        return (outer & 0xFF) << 8 | folded;
    }

    @Test
    void entriesEndsAndLineCountsOfSmallTexts() {
        assertEquals(0, Table.of("").columns().lineCount());
        assertEquals(1, Table.of("").columns().entries());
        assertEquals(1, Table.of("a").columns().lineCount());
        assertEquals(1, Table.of("a\n").columns().lineCount());
        assertEquals(2, Table.of("a\n").columns().entries());
        assertEquals(2, Table.of("a\nb").columns().lineCount());
        assertEquals(2, Table.of("\n\n").columns().lineCount());
        LineColumns columns = Table.of("ab\n\ncd").columns();
        assertEquals(2, columns.end(0));
        assertEquals(3, columns.end(1));
        assertEquals(6, columns.end(2));
        assertEquals(4, columns.entry(2));
    }

    @Test
    void aLongTextGrowsItsFirstPassAndKeepsRoomForSixteenMoreEntries() {
        // lines of 2 characters: far more than the pass's first guess of one line per 32 characters
        String text = "a\n".repeat(500);
        LineColumns columns = Table.of(text).columns();
        assertEquals(501, columns.entries());
        assertEquals(500, columns.lineCount());
        assertEquals(517, columns.capacity());
        assertEquals(998, columns.entry(499));
        assertEquals(1000, columns.entry(500));
        // lines of 32 characters or more: the first guess holds them, trimmed to the same room
        LineColumns longLines = Table.of(("x".repeat(40) + "\n").repeat(10)).columns();
        assertEquals(11, longLines.entries());
        assertEquals(27, longLines.capacity());
    }

    @Test
    void linesExpectedSizeTheTablesOnceWithTheirRoomKept() {
        String text = "a\n".repeat(500);
        CharGapBuffer chars = new CharGapBuffer(text);
        // as many as expected: room for a sixteenth more and 16, kept as the gap's
        LineColumns sized = new LineColumns(chars, text, 0, text.length(), new LineKeys(16), 501);
        assertEquals(501, sized.entries());
        assertEquals(501 + 501 / 16 + 16, sized.capacity());
        // too few expected: grown, then trimmed to 16 entries of room as without a guess
        LineColumns grown = new LineColumns(chars, text, 0, text.length(), new LineKeys(16), 100);
        assertEquals(500, grown.lineCount());
        assertEquals(998, grown.entry(499));
        assertEquals(517, grown.capacity());
        // far too many expected: trimmed
        LineColumns trimmed = new LineColumns(chars, text, 0, text.length(), new LineKeys(16), 5_000);
        assertEquals(517, trimmed.capacity());
    }

    @Test
    void aBlockOfPartOfATextHasTheLinesOfThatPartOnly() {
        String text = "zz\nab\ncd\nyy";
        CharGapBuffer chars = new CharGapBuffer(text, 3, 9);
        LineColumns columns = new LineColumns(chars, text, 3, 9, new LineKeys(4));
        assertEquals(3, columns.entries());
        assertEquals(2, columns.lineCount());
        assertEquals(0, columns.entry(0));
        assertEquals(3, columns.entry(1));
        assertEquals(6, columns.entry(2));
    }

    @Test
    void everyGapPositionMapsSlotsBothWaysAndKeepsStartsIdsAndSlotsOfIds() {
        String text = "one\n\ntwo three\nfour\n\n\nfive six seven eight nine\nten";
        List<Integer> starts = entries(text);
        int n = starts.size();
        for (int gap = 0; gap <= n; gap++) {
            for (int back = 0; back <= n; back++) {
                Table table = Table.of(text);
                LineColumns columns = table.columns();
                columns.describe();
                int[] ids = new int[n];
                for (int j = 0; j < n; j++) {
                    ids[j] = columns.idAt(columns.physical(j));
                }
                int[] hashes = columns.hashes().clone();
                columns.edges();
                columns.moveGap(gap);
                columns.moveGap(back);
                assertEquals(back, columns.gap());
                assertEquals(columns.capacity() - n + back, columns.afterGap());
                for (int j = 0; j < n; j++) {
                    int slot = columns.physical(j);
                    assertEquals(j < back ? j : j + columns.capacity() - n, slot);
                    assertEquals(j, columns.logical(slot));
                    assertEquals(starts.get(j), columns.entry(j));
                    assertEquals(ids[j], columns.idAt(slot));
                    assertEquals(slot, table.keys().slotOf(ids[j]));
                    assertEquals(hashes[j], columns.hashAt(slot));
                    int end = j + 1 < n ? starts.get(j + 1) - 1 : text.length();
                    assertEquals(modelEdge(text.substring(starts.get(j), end)), columns.edgeAt(slot));
                }
            }
        }
    }

    @Test
    void firstStartAfterCountsTheEntriesAtOrBeforeAnOffsetWhereverTheGapIs() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(120); i > 0; i--) {
                text.append(random.nextInt(3) == 0 ? '\n' : 'x');
            }
            String string = text.toString();
            List<Integer> starts = entries(string);
            LineColumns columns = Table.of(string).columns();
            columns.moveGap(random.nextInt(starts.size() + 1));
            for (int offset = 0; offset <= string.length(); offset++) {
                int expected = 0;
                while (expected < starts.size() && starts.get(expected) <= offset) {
                    expected++;
                }
                assertEquals(expected, columns.firstStartAfter(offset), string + " @" + offset);
                // an entry noted first (its line, another line, the last entry) is tried, never trusted
                int noted = random.nextInt(starts.size());
                assertEquals(starts.get(noted), columns.noteEntry(noted));
                assertEquals(expected, columns.firstStartAfter(offset), string + " @" + offset + " noted " + noted);
                assertEquals(expected, columns.firstStartAfter(offset), "the answer noted again");
            }
        });
    }

    @Test
    void hashesAreComputedOnRequestUntilAllAreKeptAndThenTheSame() {
        String text = "alpha\n\nbeta gamma\n\u00e9\u2019\nlast line here";
        List<String> lines = lines(text);
        Table table = Table.of(text);
        LineColumns columns = table.columns();
        columns.moveGap(2);
        for (int j = 0; j < lines.size(); j++) {
            assertEquals(lines.get(j).hashCode(), columns.hashAt(columns.physical(j)));
        }
        assertFalse(columns.described());
        int[] hashes = columns.hashes();
        assertTrue(columns.described());
        for (int j = 0; j < lines.size(); j++) {
            assertEquals(lines.get(j).hashCode(), hashes[columns.physical(j)]);
            assertEquals(lines.get(j).hashCode(), columns.hashAt(columns.physical(j)));
        }
        // ids, given in the same pass, are distinct and map back to their slots
        Set<Integer> ids = new HashSet<>();
        for (int j = 0; j < columns.entries(); j++) {
            int slot = columns.physical(j);
            int id = columns.ids()[slot];
            assertTrue(ids.add(id));
            assertEquals(slot, table.keys().slotOf(id));
        }
        assertEquals(columns.entries(), table.keys().limit());
    }

    @Test
    void describingGivesIdsOnceAndHashingAfterwardsKeepsThem() {
        Table table = Table.of("a\nb\nc");
        LineColumns columns = table.columns();
        assertEquals(0, columns.idAt(0));
        int[] ids = columns.ids().clone();
        columns.describe();
        columns.hashes();
        assertArrayEquals(ids, columns.ids());
        assertEquals(3, table.keys().limit());
    }

    @Test
    void storeNeedsDescribedLinesAndKeepsItsHashOnlyOnceHashesAreKept() {
        LineColumns fresh = Table.of("a\nb").columns();
        assertThrows(IllegalStateException.class, () -> fresh.store(0, 7));

        Table table = Table.of("a\nb");
        LineColumns columns = table.columns();
        columns.describe();
        int id = columns.store(1, 12345);
        assertEquals(2, id);
        assertEquals(2, columns.idAt(1));
        assertEquals(1, table.keys().slotOf(2));
        // hashes not kept: the hash is computed from the characters
        assertEquals("b".hashCode(), columns.hashAt(1));
        columns.hashes();
        columns.store(1, 12345);
        assertEquals(12345, columns.hashAt(1));
    }

    @Test
    void edgeKeysFollowTheirDefinitionForShortAndLongLinesOnBothSidesOfTheGap() {
        String[] lines = {
            "",
            "a",
            "ab",
            "\u0141x",
            "abcdefg",
            "abcdefgh",
            "abcdefghi",
            "0123456789abcdef",
            "0123456789abcdefg",
            "  indented line of some length;",
            "\t}"
        };
        String text = String.join("\n", lines);
        List<Integer> starts = entries(text);
        for (int charGap = 0; charGap <= text.length(); charGap++) {
            Table table = Table.of(text);
            // the characters' gap anywhere (an empty replacement moves it), lines read across it
            table.chars().replace(charGap, charGap, "");
            LineColumns columns = table.columns();
            for (int j = 0; j < lines.length; j++) {
                int from = starts.get(j);
                int to = from + lines[j].length();
                assertEquals(modelEdge(lines[j]), columns.edgeOf(from, to), lines[j] + " gap " + charGap);
                assertEquals(modelEdge(lines[j]), columns.edgeAcrossGap(from, to), lines[j]);
            }
        }
        for (String line : lines) {
            char[] padded = ("##" + line + "##").toCharArray();
            assertEquals(modelEdge(line), LineColumns.edge(padded, 2, 2 + line.length()), line);
        }
        assertEquals(0x41 << 8 | 0x12 ^ 0x34 ^ 0x56 ^ 0x78, LineColumns.endKey('A', 0x12345678));
        assertEquals(0x41 << 8 | 0xFF ^ 0x80, LineColumns.endKey('\u0141', 0xFF000080));
    }

    @Test
    void edgeKeysAreOnlyKeptOnceAskedForAndStoredOnlyThen() {
        LineColumns columns = Table.of("ab\ncd").columns();
        assertFalse(columns.tracksEdges());
        columns.storeEdge(0, 99);
        assertFalse(columns.tracksEdges());
        assertEquals(modelEdge("ab"), columns.edgeAt(0));
        assertTrue(columns.tracksEdges());
        columns.storeEdge(0, 99);
        assertEquals(99, columns.edgeAt(0));
        assertEquals(99, columns.edges()[0]);
    }

    @Test
    void normalisedColumnsAreAddedOnceAndMoveWithTheGap() {
        LineColumns columns = Table.of("a\nb\nc\nd").columns();
        assertNull(columns.normalHashes());
        assertNull(columns.normalLengths());
        columns.trackNormalized();
        int[] normals = Objects.requireNonNull(columns.normalHashes());
        int[] lengths = Objects.requireNonNull(columns.normalLengths());
        for (int j = 0; j < 4; j++) {
            normals[columns.physical(j)] = 100 + j;
            lengths[columns.physical(j)] = 200 + j;
        }
        columns.trackNormalized();
        assertSame(normals, columns.normalHashes());
        columns.moveGap(1);
        columns.moveGap(3);
        for (int j = 0; j < 4; j++) {
            assertEquals(100 + j, Objects.requireNonNull(columns.normalHashes())[columns.physical(j)]);
            assertEquals(200 + j, Objects.requireNonNull(columns.normalLengths())[columns.physical(j)]);
        }
    }

    @Test
    void reservingRoomKeepsEveryColumnAndTheSlotsOfIdsAfterTheGap() {
        String text = "l0\nl1\nl2\nl3\nl4";
        for (int gap = 0; gap <= 5; gap++) {
            Table table = Table.of(text);
            LineColumns columns = table.columns();
            columns.hashes();
            columns.edges();
            columns.trackNormalized();
            for (int j = 0; j < 5; j++) {
                Objects.requireNonNull(columns.normalHashes())[columns.physical(j)] = 10 + j;
                Objects.requireNonNull(columns.normalLengths())[columns.physical(j)] = 20 + j;
            }
            int[] ids = new int[5];
            for (int j = 0; j < 5; j++) {
                ids[j] = columns.idAt(columns.physical(j));
            }
            columns.moveGap(gap);
            int capacity = columns.capacity();
            // room there already: nothing changes
            columns.reserve(capacity - 5);
            assertEquals(capacity, columns.capacity());
            columns.reserve(capacity - 4);
            assertEquals(2 * capacity, columns.capacity());
            columns.reserve(5 * capacity);
            assertEquals(5 + 5 * capacity + 16, columns.capacity());
            assertEquals(gap, columns.gap());
            for (int j = 0; j < 5; j++) {
                int slot = columns.physical(j);
                assertEquals(3 * j, columns.entry(j));
                assertEquals(("l" + j).hashCode(), columns.hashAt(slot));
                assertEquals(modelEdge("l" + j), columns.edgeAt(slot));
                assertEquals(ids[j], columns.idAt(slot));
                assertEquals(slot, table.keys().slotOf(ids[j]));
                assertEquals(10 + j, Objects.requireNonNull(columns.normalHashes())[slot]);
                assertEquals(20 + j, Objects.requireNonNull(columns.normalLengths())[slot]);
            }
        }
    }

    @Test
    void reservingWithoutHashesIdsOrEdgesGrowsOnlyTheStarts() {
        LineColumns columns = Table.of("a\nb\nc").columns();
        columns.moveGap(1);
        columns.reserve(100);
        assertEquals(4L * columns.capacity(), columns.bytes());
        assertEquals(0, columns.entry(0));
        assertEquals(2, columns.entry(1));
        assertEquals(4, columns.entry(2));
        assertFalse(columns.described());
        assertFalse(columns.tracksEdges());
    }

    @Test
    void aStartSetJustAfterTheGapIsKeptAsADistanceFromTheEnd() {
        LineColumns columns = Table.of("a\nb\nc").columns();
        columns.moveGap(1);
        columns.setStart(1, 2);
        columns.setStart(0, 0);
        assertEquals(0, columns.entry(0));
        assertEquals(2, columns.entry(1));
        columns.setStart(2, 5);
        assertEquals(5, columns.entry(2));
        assertEquals(4, columns.end(1));
    }

    @Test
    void anAppendedEntryTakesTheSlotAtTheGapAndMovesTheGapOn() {
        LineColumns columns = Table.of("a\nb").columns();
        columns.moveGap(1);
        // the entry after the gap is dropped, then two appended in its place
        columns.dropAfterGap(1);
        assertEquals(1, columns.entries());
        columns.reserve(2);
        assertEquals(1, columns.append(1));
        assertEquals(2, columns.append(2));
        assertEquals(3, columns.gap());
        assertEquals(3, columns.entries());
        assertEquals(2, columns.entry(2));
    }

    @Test
    void aBlockHashedAsItIsReadHasTheColumnsOfOneHashedAfterwards() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            // lines short and long, some longer than a run of the read, the last with or without
            // its line break; the block a part of a larger text
            StringBuilder whole = new StringBuilder();
            for (int i = random.nextInt(40); i > 0; i--) {
                int length = random.nextInt(8) == 0 ? random.nextInt(3 * LineColumns.READ_RUN) : random.nextInt(80);
                for (int c = 0; c < length; c++) {
                    whole.append((char) ('a' + random.nextInt(26)));
                }
                whole.append('\n');
            }
            whole.append("tail".substring(random.nextInt(5)));
            String text = whole.toString();
            int from = random.nextInt(text.length() + 1);
            int to = from + random.nextInt(text.length() - from + 1);
            int expected = random.nextBoolean() ? -1 : random.nextInt(400);
            LineKeys plainKeys = new LineKeys(LineColumns.firstCapacity(to - from, expected));
            CharGapBuffer plainChars = new CharGapBuffer(text, from, to);
            LineColumns plain = new LineColumns(plainChars, text, from, to, plainKeys, expected);
            plain.hashes();
            LineKeys readKeys = new LineKeys(LineColumns.firstCapacity(to - from, expected));
            CharGapBuffer readChars = new CharGapBuffer(to - from);
            LineColumns read = LineColumns.readHashed(readChars, text, from, to, readKeys, expected);
            String range = text.substring(from, to);
            assertEquals(range, readChars.toString());
            assertTrue(read.hashed() && read.described());
            assertEquals(plain.entries(), read.entries(), range);
            assertEquals(plain.capacity(), read.capacity(), range);
            assertEquals(plain.lineCount(), read.lineCount());
            assertEquals(plain.longestAtRead(), read.longestAtRead());
            for (int j = 0; j < plain.entries(); j++) {
                assertEquals(plain.entry(j), read.entry(j));
                assertEquals(plain.hashAt(j), read.hashAt(j));
                int end = plain.end(j);
                assertEquals(range.substring(plain.entry(j), end).hashCode(), read.hashAt(j));
                assertEquals(plain.idAt(j), read.idAt(j));
                assertEquals(j, readKeys.slotOf(read.idAt(j)));
            }
        });
    }

    @Test
    void theLongestLineIsFoundWithTheLineStarts() {
        assertEquals(0, Table.of("").columns().longestAtRead());
        assertEquals(0, Table.of("\n\n").columns().longestAtRead());
        assertEquals(3, Table.of("abc").columns().longestAtRead());
        assertEquals(4, Table.of("ab\nabcd\n\nx").columns().longestAtRead());
        // the last line counts though it has no line break, and a line break is not counted
        assertEquals(5, Table.of("ab\nabcde").columns().longestAtRead());
        assertEquals(2, Table.of("ab\n").columns().longestAtRead());
        // a block of a larger text measures only its own range
        String text = "0123456789\nab\nabc\n0123456789";
        CharGapBuffer chars = new CharGapBuffer(text, 11, 18);
        LineColumns columns = new LineColumns(chars, text, 11, 18, new LineKeys(4));
        assertEquals(3, columns.longestAtRead());
    }

    @Test
    void theLongestLineBoundStartsAtTheLongestLineAndFollowsLongerWrittenLines() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String initial = snippet(random) + snippet(random);
            TextBlock block = new TextBlock(initial, TextBlock.DEFAULT_POSTING_LIMIT, 0);
            OccurrenceSearch search = field(block, "search", OccurrenceSearch.class);
            int bound = longest(initial);
            assertEquals(bound, search.longestLineBound(), initial);
            StringBuilder model = new StringBuilder(initial);
            for (int step = 0; step < 8; step++) {
                int start = random.nextInt(model.length() + 1);
                int end = start + random.nextInt(model.length() - start + 1);
                String replacement = snippet(random);
                block.replace(start, end, replacement);
                model.replace(start, end, replacement);
                // never lowered; at least every line now in the text
                int now = search.longestLineBound();
                assertTrue(now >= bound, model::toString);
                assertTrue(now >= longest(model.toString()), model::toString);
                bound = now;
            }
        });
    }

    private static int longest(String text) {
        int most = 0;
        for (String line : lines(text)) {
            most = Math.max(most, line.length());
        }
        return most;
    }

    @Test
    void bytesCountEveryColumnThatIsKept() {
        LineColumns columns = Table.of("a\nb\nc\nd").columns();
        long slots = columns.capacity();
        assertEquals(4 * slots, columns.bytes());
        columns.describe();
        assertEquals(8 * slots, columns.bytes());
        columns.hashes();
        assertEquals(12 * slots, columns.bytes());
        columns.edges();
        assertEquals(16 * slots, columns.bytes());
        columns.trackNormalized();
        assertEquals(24 * slots, columns.bytes());
    }

    private static <T> T field(TextBlock block, String name, Class<T> type) {
        try {
            Field field = TextBlock.class.getDeclaredField(name);
            field.setAccessible(true);
            return type.cast(field.get(block));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The columns of one block, read directly, under random replacements (lines added, removed,
     * rewritten in place on either side of the gap): every entry's start, hash and edge key against
     * the text split at its line breaks, ids that map back to their slots, and the entry after any
     * offset.
     */
    @Test
    void aBlocksColumnsAgreeWithItsTextAfterEveryReplacement() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String initial = snippet(random) + snippet(random) + snippet(random);
            TextBlock block = new TextBlock(initial, TextBlock.DEFAULT_POSTING_LIMIT, 0);
            LineColumns columns = field(block, "columns", LineColumns.class);
            LineKeys keys = field(block, "keys", LineKeys.class);
            boolean edges = random.nextBoolean();
            if (edges) {
                columns.edges();
            }
            if (random.nextBoolean()) {
                columns.describe();
            }
            if (random.nextBoolean()) {
                columns.hashes();
            }
            StringBuilder model = new StringBuilder(initial);
            for (int step = 0; step < 16; step++) {
                int start = random.nextInt(model.length() + 1);
                int end = Math.min(model.length(), start + random.nextInt(6));
                List<Integer> starts = replaceInBoth(block, columns, model, start, end, snippet(random));
                String text = model.toString();
                for (int j = 0; j < starts.size(); j++) {
                    int slot = columns.physical(j);
                    assertEquals(j, columns.logical(slot));
                    assertEquals(starts.get(j), columns.entry(j), text);
                    int lineEnd = j + 1 < starts.size() ? starts.get(j + 1) - 1 : text.length();
                    assertEquals(lineEnd, columns.end(j));
                    String line = text.substring(starts.get(j), lineEnd);
                    assertEquals(line.hashCode(), columns.hashAt(slot), text);
                    if (edges) {
                        assertEquals(modelEdge(line), columns.edgeAt(slot), text);
                    }
                    if (columns.described()) {
                        assertEquals(slot, keys.slotOf(columns.ids()[slot]));
                    }
                }
                for (int probe = 0; probe < 8; probe++) {
                    int offset = random.nextInt(text.length() + 1);
                    assertEquals(firstStartAfter(starts, offset), columns.firstStartAfter(offset));
                }
                if (random.nextInt(4) == 0) {
                    columns.describe();
                }
            }
        });
    }

    /**
     * Replacements inside one line keep the line count and, before the gap, only record how the
     * starts after them move (written as the next one comes, or when the gap moves): forwards,
     * backwards, in any order, and among replacements that add or remove lines (which move the
     * gap), every entry, search of a start and line count agrees with the text after each step.
     */
    @Test
    void startsAfterReplacementsInsideALineFollowWhereverTheNextOneIs() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            StringBuilder built = new StringBuilder();
            int lineCount = 20 + random.nextInt(60);
            for (int i = 0; i < lineCount; i++) {
                built.append("line ")
                        .append(i)
                        .append(" x".repeat(random.nextInt(4)))
                        .append('\n');
            }
            String initial = built.toString();
            TextBlock block = new TextBlock(initial, TextBlock.DEFAULT_POSTING_LIMIT, 0);
            LineColumns columns = field(block, "columns", LineColumns.class);
            StringBuilder model = new StringBuilder(initial);
            int order = random.nextInt(3); // forwards, backwards, anywhere
            for (int step = 0; step < 30; step++) {
                List<Integer> before = entries(model.toString());
                int lines = before.size() - 1;
                int line = order == 0
                        ? Math.min(lines - 1, step * lines / 30 + random.nextInt(2))
                        : order == 1 ? Math.max(0, lines - 1 - step * lines / 30) : random.nextInt(lines);
                int lineStart = before.get(line);
                int lineEnd = before.get(line + 1) - 1;
                int start = lineStart + random.nextInt(lineEnd - lineStart + 1);
                int end = start + random.nextInt(lineEnd - start + 1);
                String replacement = random.nextInt(8) == 0 ? "new\nline" : "y".repeat(random.nextInt(5));
                List<Integer> starts = replaceInBoth(block, columns, model, start, end, replacement);
                String text = model.toString();
                for (int j = 0; j < starts.size(); j++) {
                    assertEquals(starts.get(j), columns.entry(j), text);
                }
                int offset = random.nextInt(text.length() + 1);
                assertEquals(firstStartAfter(starts, offset), columns.firstStartAfter(offset));
                // the entry found last, or noted by a search, stays noted through the next edits
                if (random.nextBoolean()) {
                    columns.noteEntry(random.nextInt(starts.size()));
                }
                assertEquals(entries(text).size() - 1, columns.lineCount());
            }
        });
    }

    /**
     * Makes a replacement in a block and in its model text alike; returns the model's entries,
     * after checking that the block's columns have as many.
     */
    private static List<Integer> replaceInBoth(
            TextBlock block, LineColumns columns, StringBuilder model, int start, int end, String replacement) {
        block.replace(start, end, replacement);
        model.replace(start, end, replacement);
        List<Integer> starts = entries(model.toString());
        assertEquals(starts.size(), columns.entries(), model.toString());
        return starts;
    }

    /** The number of entries at or before an offset, as {@link LineColumns#firstStartAfter} counts them. */
    private static int firstStartAfter(List<Integer> starts, int offset) {
        int count = 0;
        while (count < starts.size() && starts.get(count) <= offset) {
            count++;
        }
        return count;
    }
}
