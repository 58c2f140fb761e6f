package dev.edl.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import dev.edl.internal.text.LineChange;
import dev.edl.internal.text.LineDiff;
import dev.edl.internal.text.Lines;
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
        assertEquals(List.of("a\r", "b"), Lines.split("a\r\nb\n"));
        assertEquals(List.of(), Lines.split(""));
        assertEquals(List.of("", ""), Lines.split("\n\n"));
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
                    assertEquals(after, TextPatch.apply(before, UnifiedDiff.of("f", before, after)));
                });
    }

    @Test
    void linesFoundOnOneSideOnlyNeverMatch() {
        // "x" occurs on both sides, everything else on one side only
        List<LineChange> changes = LineDiff.changes(List.of("a", "x", "b", "c"), List.of("d", "e", "x", "f"));
        assertEquals(List.of(new LineChange(0, 1, 0, 2), new LineChange(2, 4, 3, 4)), changes);
    }

    @Test
    void noSharedLineGivesOneChange() {
        assertEquals(
                List.of(new LineChange(1, 3, 1, 4)),
                LineDiff.changes(List.of("same", "a", "b", "end"), List.of("same", "c", "d", "e", "end")));
        assertEquals(List.of(), LineDiff.changes(List.of("a", "b"), List.of("a", "b")));
        assertEquals(List.of(new LineChange(1, 1, 1, 2)), LineDiff.changes(List.of("a", "b"), List.of("a", "n", "b")));
    }

    /** The algorithm guard counts shared lines only: unique lines do not push a region over it. */
    @Test
    void largeRegionsAreOneReplacementOnlyAboveTheGuardInSharedLines() {
        List<String> old = alternating(20_000, "a", "b");
        List<String> now = alternating(20_000, "b", "a");
        old.add(10_000, "only old");
        now.add(5_000, "only new");
        List<LineChange> minimal = LineDiff.changes(old, now);
        assertEquals(diffUtilsSize(old, now), changedLines(minimal));
        assertTrue(minimal.size() > 1, minimal::toString);

        List<String> bigOld = alternating(20_001, "a", "b");
        List<String> bigNew = alternating(20_001, "b", "a");
        assertEquals(List.of(new LineChange(0, 20_001, 0, 20_001)), LineDiff.changes(bigOld, bigNew));
    }

    /** Few distinct lines (many shared): the diff patches old into new and is minimal. */
    @Test
    void diffIsMinimalAndAppliesForTextsWithSharedLines() {
        qt().forAll(
                        lists().of(integers().between(0, 5)).ofSizeBetween(0, 25),
                        lists().of(integers().between(0, 5)).ofSizeBetween(0, 25),
                        booleans().all(),
                        booleans().all())
                .checkAssert((a, b, aBreak, bBreak) -> checkDiff(text(a, "", aBreak), text(b, "", bBreak)));
    }

    /** No line in common: the diff patches old into new and is minimal (all out, all in). */
    @Test
    void diffIsMinimalAndAppliesForTextsWithoutSharedLines() {
        qt().forAll(
                        lists().of(integers().between(0, 5)).ofSizeBetween(0, 25),
                        lists().of(integers().between(0, 5)).ofSizeBetween(0, 25),
                        booleans().all(),
                        booleans().all())
                .checkAssert((a, b, aBreak, bBreak) -> checkDiff(text(a, "old ", aBreak), text(b, "new ", bBreak)));
    }

    @Test
    void equalTextsGiveNoDiffProperty() {
        qt().forAll(
                        lists().of(integers().between(0, 5)).ofSizeBetween(0, 25),
                        booleans().all())
                .checkAssert((a, aBreak) -> {
                    String text = text(a, "", aBreak);
                    assertEquals("", UnifiedDiff.of("f", text, new String(text.toCharArray())));
                    List<String> lines = TextPatch.linesWithBreaks(text);
                    assertEquals(List.of(), LineDiff.changes(lines, new ArrayList<>(lines)));
                });
    }

    private static void checkDiff(String before, String after) {
        String diff = UnifiedDiff.of("f", before, after);
        assertEquals(after, TextPatch.apply(before, diff), diff);
        assertEquals(before.equals(after), diff.isEmpty(), diff);
        List<String> oldLines = TextPatch.linesWithBreaks(before);
        List<String> newLines = TextPatch.linesWithBreaks(after);
        int minimal = diffUtilsSize(oldLines, newLines);
        int shown = 0;
        List<String> diffLines = Lines.split(diff);
        for (int i = 2; i < diffLines.size(); i++) {
            char marker = diffLines.get(i).charAt(0);
            if (marker == '-' || marker == '+') {
                shown++;
            }
        }
        assertEquals(minimal, shown, diff);
        List<LineChange> changes = LineDiff.changes(oldLines, newLines);
        assertEquals(minimal, changedLines(changes), changes::toString);
        assertEquals(newLines, applyChanges(oldLines, changes, newLines));
    }

    /** Rebuilds the new lines from the old ones and the changes, checking that changes are apart. */
    private static List<String> applyChanges(List<String> old, List<LineChange> changes, List<String> now) {
        List<String> result = new ArrayList<>();
        int oldAt = 0;
        int newAt = 0;
        for (int k = 0; k < changes.size(); k++) {
            LineChange change = changes.get(k);
            assertTrue(k == 0 || change.oldStart() > oldAt, changes::toString);
            assertEquals(change.oldStart() - oldAt, change.newStart() - newAt, changes::toString);
            result.addAll(old.subList(oldAt, change.oldStart()));
            result.addAll(now.subList(change.newStart(), change.newEnd()));
            oldAt = change.oldEnd();
            newAt = change.newEnd();
        }
        result.addAll(old.subList(oldAt, old.size()));
        return result;
    }

    private static int diffUtilsSize(List<String> old, List<String> now) {
        int size = 0;
        for (AbstractDelta<String> delta : DiffUtils.diff(old, now).getDeltas()) {
            size += delta.getSource().size() + delta.getTarget().size();
        }
        return size;
    }

    private static int changedLines(List<LineChange> changes) {
        int size = 0;
        for (LineChange change : changes) {
            size += change.oldEnd() - change.oldStart() + change.newEnd() - change.newStart();
        }
        return size;
    }

    private static List<String> alternating(int count, String even, String odd) {
        List<String> lines = new ArrayList<>(count + 1);
        for (int i = 0; i < count; i++) {
            lines.add(i % 2 == 0 ? even : odd);
        }
        return lines;
    }

    /**
     * Lines from a few tokens; 4 gives an empty line (without prefix) or the bare prefix, 5 a line
     * with a carriage return.
     */
    private static String text(List<Integer> tokens, String prefix, boolean finalBreak) {
        StringBuilder text = new StringBuilder();
        for (int t : tokens) {
            text.append(t == 4 ? prefix.strip() : prefix + (t == 5 ? "cr\r" : "line" + t))
                    .append('\n');
        }
        if (!finalBreak && text.length() > 0) {
            text.setLength(text.length() - 1);
        }
        return text.toString();
    }

    private static String render(List<Integer> tokens) {
        StringBuilder text = new StringBuilder();
        for (int t : tokens) {
            text.append(t == 4 ? "" : "line" + t).append('\n');
        }
        return text.toString();
    }
}
