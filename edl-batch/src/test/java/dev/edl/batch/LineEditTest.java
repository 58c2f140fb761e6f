package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LineEditTest {
    @Test
    void factoriesAndGuard() {
        assertEquals(new LineEdit(2, 3, "x", null), LineEdit.of(2, 3, "x"));
        assertEquals(new LineEdit(4, null, "y", null), LineEdit.fromLine(4, "y"));
        LineEdit guarded = LineEdit.of(2, 3, "x").withExpectCurrent("b\nc\n");
        assertEquals("b\nc\n", guarded.expectCurrent());
        assertNull(guarded.withExpectCurrent(null).expectCurrent());
    }

    @Test
    void oneEditAppliesThroughEveryEngine() {
        LineEdit edit = LineEdit.of(2, 2, "B");
        assertEquals(
                "a\nB\nc\n",
                LineReplace.withDefaults().apply("a\nb\nc\n", edit).file().after());
        LineReplaceResult dry = LineReplace.builder().dryRun(true).build().apply("a\nb\nc\n", edit);
        assertEquals("DRY RUN: Would replace lines 2-2", dry.message());
    }

    @Test
    void aBadRangeIsReportedNotThrown() {
        LineReplaceResult result = LineReplace.withDefaults().apply("a\n", LineEdit.of(3, 1, "x"));
        assertEquals(
                "Invalid range: endLine (1) cannot be less than startLine (3)",
                result.error().orElseThrow().message());
        assertEquals("a\n", result.file().after());
    }
}
