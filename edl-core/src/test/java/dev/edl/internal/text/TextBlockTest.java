package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A block's own reading API and the bytes it reports: what {@link MatchText} reaches only through
 * its blocks (most of a block's behaviour is checked through {@code MatchTextTest}'s properties).
 */
class TextBlockTest {
    @Test
    void readingAheadFollowsALineHashToItsLineOnceTheLineIndexIsBuilt() {
        TextBlock block = new TextBlock("abc\ndef\nabc\n", 64, 0);
        assertEquals(0, block.touchLine("def".hashCode()), "no line index yet: nothing to read");
        assertEquals(-1, block.touchLineId(0));
        block.wholeLineOccurrences("def");
        int id = block.touchLineId(block.touchLine("def".hashCode()));
        assertEquals(4 + 'd', block.touchLineStart(id), "the line's start plus its first character");
        // the newest of two equal lines heads the list
        assertEquals(8 + 'a', block.touchLineStart(block.touchLineId(block.touchLine("abc".hashCode()))));
        assertEquals(-1, block.touchLineStart(-1));
        assertEquals(-1, block.touchLineStart(1_000));
    }

    @Test
    void charsIsAViewOfTheBlockAndOfAnyWindowOfIt() {
        TextBlock block = new TextBlock("abc\ndef\n", 64, 0);
        CharSequence all = block.chars();
        assertEquals(8, all.length());
        assertEquals('d', all.charAt(4));
        assertEquals("abc\ndef\n", all.toString());
        CharSequence window = all.subSequence(2, 6);
        assertEquals(4, window.length());
        assertEquals('c', window.charAt(0));
        assertEquals('\n', window.charAt(1));
        assertEquals("c\nde", window.toString());
        // a window of a window counts from its own start
        CharSequence inner = window.subSequence(1, 3);
        assertEquals(2, inner.length());
        assertEquals("\nd", inner.toString());
        assertEquals('d', inner.charAt(1));
    }

    @Test
    void contentFlatCopyAndVersionFollowReplacements() {
        TextBlock block = new TextBlock("abc\ndef\n", 64, 0);
        assertTrue(block.contentEquals("abc\ndef\n"));
        assertFalse(block.contentEquals("abc\ndeg\n"));
        assertEquals(0, block.version());
        block.replace(1, 2, "XY");
        assertEquals(1, block.version());
        assertTrue(block.contentEquals("aXYc\ndef\n"));
        assertEquals("aXYc\ndef\n", block.flat().toString());
        block.replace(0, 0, "\n");
        assertEquals(2, block.version());
        assertEquals("\naXYc\ndef\n", block.flat().toString());
    }

    @Test
    void theStartOfTheLineAfterTheLastIsTheLength() {
        TextBlock block = new TextBlock("ab\ncd", 64, 0);
        assertEquals(2, block.lineCount());
        assertEquals(3, block.lineStart(2));
        assertEquals(5, block.lineStart(3));
        assertArrayEquals(new int[] {0, 3, 5}, block.lineStarts());
    }

    @Test
    void wholeLineOccurrencesStartAndEndLines() {
        TextBlock block = new TextBlock("x\nab\nxab\nab\n", 64, 0);
        assertArrayEquals(new int[] {2, 9}, block.wholeLineOccurrences("ab"));
        assertArrayEquals(new int[] {0}, block.wholeLineOccurrences("x\nab"));
    }

    @Test
    void announcedSearchesThatMakeAPlanAreAnsweredFromThePlannedIndex() {
        String line = "        int a1 = x;";
        // the last line is the longest: the search is not answered as a whole line
        String text = ("    }\n" + line + "\n        return x;\n").repeat(20) + "        // the end of the method\n";
        // without an announcement a search this short scans: no index is built
        TextBlock unannounced = new TextBlock(text, 64, 0);
        assertEquals(GramIndexTest.naiveOccurrences(text, line).length, unannounced.occurrences(line).length);
        assertEquals(0, unannounced.indexBytes());
        // announced with enough others, it is planned: the block builds the planned index for it
        TextBlock announced = new TextBlock(text, 64, 0);
        announced.expectSearches(Collections.nCopies(SearchPlan.MIN_SEARCHES, line));
        assertArrayEquals(GramIndexTest.naiveOccurrences(text, line), announced.occurrences(line));
        assertTrue(announced.indexBytes() > 0, "the planned index is built and counted");
        // searches that make no plan are taken as they are
        TextBlock unplanned = new TextBlock(text, 64, 0);
        unplanned.expectSearches(List.of("x;"));
        assertArrayEquals(GramIndexTest.naiveOccurrences(text, "x;"), unplanned.occurrences("x;"));
    }

    @Test
    void theGramFilterIsBuiltOnTheFirstProbeAndCounted() {
        String text = "alpha beta\ngamma delta\n";
        TextBlock block = new TextBlock(text, 64, 0);
        assertEquals(0, block.indexBytes());
        assertFalse(block.mayContain(GramFilter.probe("epsilon zeta")));
        assertTrue(block.mayContain(GramFilter.probe("gamma delta")));
        long filterBytes = GramFilter.of(text.toCharArray(), text.length()).bytes();
        assertEquals(filterBytes, block.indexBytes());
        // grams that a replacement writes are added to it
        block.replace(6, 10, "epsilon zeta");
        assertTrue(block.mayContain(GramFilter.probe("epsilon zeta")));
    }

    @Test
    void theGramIndexIsCountedOnceBuilt() {
        TextBlock block = new TextBlock("a line long enough to hold samples of the gram index\n".repeat(4), 64, 0);
        assertEquals(0, block.gramIndexBytes());
        block.indexGrams();
        assertTrue(block.gramIndexBytes() > 0);
        assertTrue(block.indexBytes() >= block.gramIndexBytes());
    }

    @Test
    void theLineTableIsTheColumnsAndAnIdMapSizedForALinePer32Characters() {
        StringBuilder source = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            source.append("line ").append(i).append('\n');
        }
        String text = source.toString();
        int from = text.indexOf("line 100\n");
        int to = text.indexOf("line 250\n");
        TextBlock block = new TextBlock(text, from, to, 64, 0, new SearchSamples());
        assertEquals(text.substring(from, to), block.toString());
        LineColumns columns = new LineColumns(new CharGapBuffer(text, from, to), text, from, to, new LineKeys(0));
        assertEquals(columns.bytes() + 4L * ((to - from) / 32 + 16), block.lineTableBytes());
    }

    @Test
    void aFilterOfLinesByBlockGetsEveryLineOfAFreshBlockAndTheLinesWrittenLater() {
        TextBlock block = new TextBlock("abc\ndef\n", 64, 5);
        LineBlockFilter filter = new LineBlockFilter(16);
        block.addLinesTo(filter);
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[] {"def".hashCode()}), 5));
        block.replace(4, 7, "written");
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[] {"written".hashCode()}), 5));
    }

    @Test
    void anEmptyBlockGivenAFilterOfLinesAddsTheLinesWrittenLater() {
        // an empty block has no line whose hash would be read: giving it the filter must describe
        // its lines anyway, or replacements would not add theirs
        TextBlock block = new TextBlock("", 64, 5);
        LineBlockFilter filter = new LineBlockFilter(16);
        block.addLinesTo(filter);
        block.replace(0, 0, "written\nlater\n");
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[] {"written".hashCode()}), 5));
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[] {"later".hashCode()}), 5));
    }
}
