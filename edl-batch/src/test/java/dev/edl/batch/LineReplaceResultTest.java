package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LineReplaceResultTest {
    @Test
    void messageWarningsThenDiff() {
        LineReplaceResult result = LineReplace.withDefaults().apply("a\nb\nc\n", LineEdit.of(2, 9, "B\n"));
        String report = result.formatted();
        assertTrue(report.startsWith(result.message() + " (2 lines now; later lines moved up by 1)\n"), report);
        for (String warning : result.warnings()) {
            assertTrue(report.contains("Warning: " + warning + "\n"), report);
        }
        assertTrue(report.contains("+B\n"), report);
        assertTrue(report.endsWith("\n"));
    }

    @Test
    void aFailureIsJustTheMessage() {
        LineReplaceResult result = LineReplace.withDefaults().apply("a\n", LineEdit.fromLine(0, "x"));
        assertEquals("Invalid startLine: 0. Must be >= 1\n", result.formatted());
    }

    @Test
    void aSuccessSaysTheNewLineCountAndHowFarLaterLinesMoved() {
        LineReplaceResult grown = LineReplace.withDefaults().apply("a\nb\nc\n", LineEdit.of(2, 2, "x\ny\nz\n"));
        assertTrue(
                grown.formatted().startsWith("Replaced lines 2-2 (5 lines now; later lines moved down by 2)\n"),
                grown.formatted());
        LineReplaceResult same = LineReplace.withDefaults().apply("a\nb\n", LineEdit.of(1, 1, "A\n"));
        assertTrue(same.formatted().startsWith("Replaced lines 1-1 (2 lines now)\n"), same.formatted());
    }
}
