package dev.edl.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnifiedDiffTest {

    @Test
    void equalTextsGiveNoDiff() {
        assertEquals("", UnifiedDiff.of("a.txt", "x\ny\n", "x\ny\n"));
    }

    @Test
    void oneChangedLineWithContext() {
        String before = "1\n2\n3\n4\n5\n6\n7\n8\n";
        String after = "1\n2\n3\n4\nFIVE\n6\n7\n8\n";
        assertEquals(
                "--- a/f.txt\n+++ b/f.txt\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n",
                UnifiedDiff.of("f.txt", before, after));
    }

    @Test
    void newFileAndDeletedContent() {
        assertEquals("--- a/n.txt\n+++ b/n.txt\n@@ -0,0 +1,2 @@\n+a\n+b\n", UnifiedDiff.of("n.txt", "", "a\nb\n"));
        assertEquals("--- a/n.txt\n+++ b/n.txt\n@@ -1 +0,0 @@\n-a\n", UnifiedDiff.of("n.txt", "a\n", ""));
    }

    @Test
    void finalNewlineChangesAreShown() {
        assertEquals(
                "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n",
                UnifiedDiff.of("f", "a", "a\n"));
        assertEquals(
                "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n x\n-y\n+z\n\\ No newline at end of file\n",
                UnifiedDiff.of("f", "x\ny\n", "x\nz"));
    }

    @Test
    void distantChangesMakeSeparateHunks() {
        StringBuilder before = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            before.append(i).append('\n');
        }
        String after = before.toString().replace("\n2\n", "\ntwo\n").replace("\n28\n", "\ntwenty-eight\n");
        String diff = UnifiedDiff.of("f", before.toString(), after);
        assertEquals(2, diff.split("@@ -", -1).length - 1);
        assertTrue(diff.contains("@@ -1,5 +1,5 @@"), diff);
        assertTrue(diff.contains("@@ -25,6 +25,6 @@"), diff);
    }

    @Test
    void splitLinesKeepsCarriageReturnsAndIgnoresFinalBreak() {
        assertEquals(List.of("a\r", "b"), UnifiedDiff.splitLines("a\r\nb\n"));
        assertEquals(List.of(), UnifiedDiff.splitLines(""));
        assertEquals(List.of("", ""), UnifiedDiff.splitLines("\n\n"));
    }

    /** Applying the diff's hunks to the old lines gives the new lines (diff round trip). */
    @Test
    void diffRoundTrip() {
        qt().forAll(
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 30),
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 30))
                .checkAssert((a, b) -> {
                    String before = render(a);
                    String after = render(b);
                    assertEquals(after, apply(before, UnifiedDiff.of("f", before, after)));
                });
    }

    private static String render(List<Integer> tokens) {
        StringBuilder text = new StringBuilder();
        for (int t : tokens) {
            text.append(t == 4 ? "" : "line" + t).append('\n');
        }
        return text.toString();
    }

    private static String apply(String before, String diff) {
        if (diff.isEmpty()) {
            return before;
        }
        List<String> old = UnifiedDiff.splitLines(before);
        List<String> result = new ArrayList<>();
        int oldAt = 0;
        String[] lines = diff.split("\n", -1);
        for (int i = 2; i < lines.length - 1; i++) {
            String line = lines[i];
            if (line.startsWith("@@")) {
                String oldRange = line.substring(4, line.indexOf(' ', 4));
                String[] parts = oldRange.split(",");
                int start = Integer.parseInt(parts[0]);
                int count = parts.length > 1 ? Integer.parseInt(parts[1]) : 1;
                int zeroBased = count == 0 ? start : start - 1;
                while (oldAt < zeroBased) {
                    result.add(old.get(oldAt++));
                }
            } else if (line.startsWith(" ")) {
                result.add(old.get(oldAt++));
            } else if (line.startsWith("-")) {
                oldAt++;
            } else if (line.startsWith("+")) {
                result.add(line.substring(1));
            }
        }
        while (oldAt < old.size()) {
            result.add(old.get(oldAt++));
        }
        StringBuilder text = new StringBuilder();
        for (String l : result) {
            text.append(l).append('\n');
        }
        return text.toString();
    }
}
