package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An empty replacement means the same in {@link BatchEdit} and {@link EditBlocks}. */
class EmptyReplacementTest {
    /** Text, search, expected result. */
    private static final List<List<String>> CASES = List.of(
            List.of("a\nb\nc\n", "b", "a\nc\n"),
            List.of("a\nb\nc\n", "b\n", "a\nc\n"),
            List.of("a\n  b  \nc\n", "b", "a\nc\n"),
            List.of("a\nb", "b", "a"),
            List.of("a\nb\n", "b\n", "a\n"),
            List.of("a\r\nb\r\nc\r\n", "b", "a\r\nc\r\n"),
            List.of("a\nb\n", "a\nb", ""),
            List.of("b", "b", ""),
            List.of("a b c\n", "b ", "a c\n"),
            List.of("x b y\n", "b", "x  y\n"),
            List.of("    x\n  y\n", "y", "    x\n"));

    @Test
    void wholeLinesGoWithTheirLineBreakInBothEntries() {
        for (List<String> c : CASES) {
            String text = c.get(0);
            String search = c.get(1);
            String expected = c.get(2);
            BatchResult batch = BatchEdit.withDefaults().apply(text, List.of(SearchReplace.of(search, "")));
            assertTrue(batch.isSuccess(), batch.formatted());
            assertEquals(expected, batch.file().after(), "BatchEdit: " + c);
            EditBlocksResult blocks = EditBlocks.applyAll(text, List.of(BlockEdit.of(1, "f", search, "")));
            assertTrue(blocks.isSuccess(), String.valueOf(blocks.edits()));
            assertEquals(expected, blocks.file().after(), "EditBlocks: " + c);
        }
    }

    @Test
    void everyOccurrenceOfAMultiReplacementGoesWithItsLine() {
        BatchResult result = BatchEdit.withDefaults()
                .apply("x\nkeep\nx\nkeep\nx", List.of(SearchReplace.of("x", "").withExpectedReplacements(3)));
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("keep\nkeep", result.file().after());
        BatchResult adjacent = BatchEdit.withDefaults()
                .apply("x\nx", List.of(SearchReplace.of("x", "").withExpectedReplacements(2)));
        assertEquals("", adjacent.file().after());
    }
}
