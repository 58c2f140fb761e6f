package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.batch.LineReplace;
import dev.edl.batch.LineReplaceResult;
import org.junit.jupiter.api.Test;

class LineReportsTest {
    @Test
    void messageWarningsThenDiff() {
        LineReplaceResult result = LineReplace.builder()
                .startLine(2)
                .endLine(9)
                .content("B\n")
                .build()
                .apply("a\nb\nc\n");
        String report = LineReports.format(result);
        assertTrue(report.startsWith(result.message() + " (2 lines now; later lines moved up by 1)\n"), report);
        for (String warning : result.warnings()) {
            assertTrue(report.contains("Warning: " + warning + "\n"), report);
        }
        assertTrue(report.contains("+B\n"), report);
        assertTrue(report.endsWith("\n"));
    }

    @Test
    void aFailureIsJustTheMessage() {
        LineReplaceResult result =
                LineReplace.builder().startLine(0).content("x").build().apply("a\n");
        assertEquals("Invalid startLine: 0. Must be >= 1\n", LineReports.format(result));
    }

    @Test
    void aSuccessSaysTheNewLineCountAndHowFarLaterLinesMoved() {
        LineReplaceResult grown = LineReplace.builder()
                .startLine(2)
                .endLine(2)
                .content("x\ny\nz\n")
                .build()
                .apply("a\nb\nc\n");
        assertTrue(
                LineReports.format(grown).startsWith("Replaced lines 2-2 (5 lines now; later lines moved down by 2)\n"),
                LineReports.format(grown));
        LineReplaceResult same = LineReplace.builder()
                .startLine(1)
                .endLine(1)
                .content("A\n")
                .build()
                .apply("a\nb\n");
        assertTrue(LineReports.format(same).startsWith("Replaced lines 1-1 (2 lines now)\n"), LineReports.format(same));
    }
}
