package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BlockApplierTest {
    private static BlockEdit edit(String find, String replace) {
        return BlockEdit.of(1, "f", find, replace);
    }

    @Test
    void reportsLineKindAndHintChoice() {
        BlockApplier applier = new BlockApplier("a\n  b\na\n", MatchSettings.DEFAULTS);
        EditOutcome exact = applier.apply(edit("a", "A").withLineHint(3));
        // Before: "applied at line 3, the one of 2 at line hint 3" (no tier, the hint outside the brackets).
        assertEquals("applied at line 3 (exact, the one of 2 at line hint 3)", exact.message());
        assertEquals(MatchKind.EXACT, exact.matchKind());
        EditOutcome loose = applier.apply(edit("    b", "    c"));
        assertEquals(MatchKind.WHITESPACE, loose.matchKind());
        assertEquals(
                "applied at line 2 (whitespace-tolerant; line 2 is indented with 2 spaces, your search with 4 spaces;"
                        + " the replacement was re-indented to 2 spaces)",
                loose.message());
        assertEquals("a\n  c\nA\n", applier.text());
    }

    @Test
    void aFailedEditLeavesTheTextAsItWas() {
        BlockApplier applier = new BlockApplier("one\ntwo\n", MatchSettings.DEFAULTS);
        EditOutcome failed = applier.apply(edit("three", "3"));
        assertFalse(failed.isApplied());
        assertEquals(0, failed.line());
        assertEquals("one\ntwo\n", applier.text());
        assertTrue(applier.apply(edit("two", "2")).isApplied());
        assertEquals("one\n2\n", applier.text());
    }

    @Test
    void deletionRemovesWholeLinesOnly() {
        assertEquals("a\nc\n", deleted("a\n  b  \nc\n", "b"));
        assertEquals("a\n\nc\n", deleted("a\nb\n\n\nc\n", "b\n"));
        assertEquals("a\n", deleted("a\nb\n", "b\n"));
        assertEquals("x y\n", deleted("x b y\n", "b "));
        assertEquals("a", deleted("a\r\nb", "b"));
        assertEquals("a\r\nc\r\n", deleted("a\r\nb\r\nc\r\n", "b"));
        assertEquals("", deleted("b", "b"));
    }

    private static String deleted(String text, String find) {
        BlockApplier applier = new BlockApplier(text, MatchSettings.DEFAULTS);
        assertTrue(applier.apply(edit(find, "")).isApplied());
        return applier.text();
    }
}
