package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnifiedHunksTest {
    /** Lines that carry their own line breaks, as a text under edit hands them out. */
    private record Raw(List<String> lines) implements UnifiedHunks.Side {
        @Override
        public int lineCount() {
            return lines.size();
        }

        @Override
        public void appendLine(StringBuilder out, int line) {
            out.append(lines.get(line));
        }
    }

    private static Raw numbered(int count) {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            lines.add(i + "\n");
        }
        return new Raw(lines);
    }

    private static String write(Raw before, Raw after, LineChange... changes) {
        StringBuilder out = new StringBuilder();
        UnifiedHunks.write(out, "f.txt", before, after, List.of(changes));
        return out.toString();
    }

    @Test
    void oneChangeGetsThreeContextLinesEachSide() {
        Raw before = numbered(10);
        List<String> lines = new ArrayList<>(before.lines());
        lines.set(4, "five\n");
        assertEquals(
                "--- a/f.txt\n+++ b/f.txt\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n",
                write(before, new Raw(lines), new LineChange(4, 5, 4, 5)));
    }

    @Test
    void changesSixLinesApartShareAHunkSevenApartDoNot() {
        Raw before = numbered(20);
        List<String> lines = new ArrayList<>(before.lines());
        lines.set(2, "x\n");
        lines.set(9, "y\n");
        lines.set(17, "z\n");
        Raw after = new Raw(lines);
        // lines 3 and 10: six unchanged lines between them (4–9), one hunk; line 18 is seven past 10
        String diff = write(
                before,
                after,
                new LineChange(2, 3, 2, 3),
                new LineChange(9, 10, 9, 10),
                new LineChange(17, 18, 17, 18));
        assertEquals(
                "--- a/f.txt\n+++ b/f.txt\n"
                        + "@@ -1,13 +1,13 @@\n 1\n 2\n-3\n+x\n 4\n 5\n 6\n 7\n 8\n 9\n-10\n+y\n 11\n 12\n 13\n"
                        + "@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+z\n 19\n 20\n",
                diff);
    }

    @Test
    void aLastLineWithoutBreakGetsTheNoteEvenWhenEmpty() {
        Raw before = new Raw(List.of("a\n", "b"));
        Raw after = new Raw(List.of("a\n", ""));
        assertEquals(
                "--- a/f.txt\n+++ b/f.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+\n"
                        + "\\ No newline at end of file\n",
                write(before, after, new LineChange(1, 2, 1, 2)));
    }

    @Test
    void insertionsAndDeletionsNameLineZeroRangesLikeDiff() {
        Raw empty = new Raw(List.of());
        Raw one = new Raw(List.of("new\n"));
        assertEquals("--- a/f.txt\n+++ b/f.txt\n@@ -0,0 +1 @@\n+new\n", write(empty, one, new LineChange(0, 0, 0, 1)));
        assertEquals("--- a/f.txt\n+++ b/f.txt\n@@ -1 +0,0 @@\n-new\n", write(one, empty, new LineChange(0, 1, 0, 0)));
    }

    @Test
    void aWriterGivenNoChangeWritesNothing() {
        StringBuilder out = new StringBuilder();
        UnifiedHunks.Writer writer = new UnifiedHunks.Writer(out, "f.txt", numbered(3), numbered(3));
        assertFalse(writer.finish());
        assertEquals("", out.toString());
    }

    @Test
    void aWriterWritesEachHunkOnceTheNextChangeIsTooFarToShareIt() {
        Raw before = numbered(20);
        List<String> lines = new ArrayList<>(before.lines());
        lines.set(2, "x\n");
        lines.set(17, "z\n");
        StringBuilder out = new StringBuilder();
        UnifiedHunks.Writer writer = new UnifiedHunks.Writer(out, "f.txt", before, new Raw(lines));
        writer.add(new LineChange(2, 3, 2, 3));
        // the first hunk waits: a change up to six lines on would join it
        assertEquals("--- a/f.txt\n+++ b/f.txt\n", out.toString());
        writer.add(new LineChange(17, 18, 17, 18));
        assertEquals("--- a/f.txt\n+++ b/f.txt\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+x\n 4\n 5\n 6\n", out.toString());
        assertTrue(writer.finish());
        String diff = "--- a/f.txt\n+++ b/f.txt\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+x\n 4\n 5\n 6\n"
                + "@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+z\n 19\n 20\n";
        assertEquals(diff, out.toString());
        // a second finish has nothing left to write
        assertTrue(writer.finish());
        assertEquals(diff, out.toString());
    }
}
