package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineDiffTest {

    @Test
    void equalListsHaveNoChanges() {
        assertEquals(List.of(), LineDiff.changes(List.of(), List.of()));
        assertEquals(List.of(), LineDiff.changes(List.of("a", "b"), List.of("a", "b")));
    }

    @Test
    void pureInsertionsAndDeletionsAfterTheCommonEnds() {
        assertEquals(List.of(new LineChange(1, 1, 1, 2)), LineDiff.changes(List.of("a", "c"), List.of("a", "b", "c")));
        assertEquals(List.of(new LineChange(0, 2, 0, 0)), LineDiff.changes(List.of("a", "b", "c"), List.of("c")));
        assertEquals(List.of(new LineChange(0, 0, 0, 2)), LineDiff.changes(List.of(), List.of("x", "y")));
        assertEquals(List.of(new LineChange(2, 3, 2, 2)), LineDiff.changes(List.of("a", "a", "a"), List.of("a", "a")));
    }

    @Test
    void aMiddleThatSharesNoLineIsOneChange() {
        assertEquals(
                List.of(new LineChange(1, 3, 1, 2)),
                LineDiff.changes(List.of("a", "b", "c", "z"), List.of("a", "x", "z")));
    }

    @Test
    void sharedLinesInTheMiddleSplitTheChanges() {
        assertEquals(
                List.of(new LineChange(0, 1, 0, 1), new LineChange(2, 3, 2, 4)),
                LineDiff.changes(List.of("a", "m", "b"), List.of("x", "m", "y", "z")));
        // a line only on the old side before a shared one, and only on the new side after it
        assertEquals(
                List.of(new LineChange(0, 1, 0, 0), new LineChange(2, 2, 1, 2)),
                LineDiff.changes(List.of("p", "m", "q"), List.of("m", "n", "q")));
        // lines removed at the end of the middle
        assertEquals(
                List.of(new LineChange(0, 1, 0, 1), new LineChange(2, 4, 2, 2)),
                LineDiff.changes(List.of("a", "m", "b", "c", "z"), List.of("x", "m", "z")));
    }

    @Test
    void overTwentyThousandSharedLinesOnBothSidesMakeOneReplacement() {
        List<String> shared = new ArrayList<>();
        for (int i = 0; i < LineDiff.MAX_ALGORITHM_LINES + 1; i++) {
            shared.add("line " + i);
        }
        List<String> before = new ArrayList<>(shared);
        before.add(0, "old");
        before.add("old");
        List<String> after = new ArrayList<>(shared);
        after.add(0, "new");
        after.add("new");
        int size = before.size();
        assertEquals(List.of(new LineChange(0, size, 0, size)), LineDiff.changes(before, after));
        // exactly the limit still gets a minimal diff
        before.remove(1);
        after.remove(1);
        size = before.size();
        assertEquals(
                List.of(new LineChange(0, 1, 0, 1), new LineChange(size - 1, size, size - 1, size)),
                LineDiff.changes(before, after));
        // over the limit on one side only: still minimal (old, a repeated line and old out; new and new in)
        before.add(1, "line 1");
        int edits = 0;
        for (LineChange change : LineDiff.changes(before, after)) {
            edits += change.oldEnd() - change.oldStart() + change.newEnd() - change.newStart();
        }
        assertEquals(5, edits);
        // and over it on the new side only
        int reversed = 0;
        for (LineChange change : LineDiff.changes(after, before)) {
            reversed += change.oldEnd() - change.oldStart() + change.newEnd() - change.newStart();
        }
        assertEquals(5, reversed);
    }

    /** Against dynamic programming: as few deleted plus inserted lines, and the changes rebuild the new list. */
    @Test
    void changesAreMinimalSortedApartAndRebuildTheNewLines() {
        qt().withExamples(2000)
                .forAll(
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 25),
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 25))
                .checkAssert((a, b) -> {
                    List<String> before = a.stream().map(i -> "l" + i).toList();
                    List<String> after = b.stream().map(i -> "l" + i).toList();
                    List<LineChange> changes = LineDiff.changes(before, after);
                    int edits = 0;
                    List<String> rebuilt = new ArrayList<>();
                    int oldAt = 0;
                    int newAt = 0;
                    for (LineChange change : changes) {
                        assertEquals(change.oldStart() - oldAt, change.newStart() - newAt, changes.toString());
                        if (oldAt > 0 || newAt > 0) {
                            assertTrue(change.oldStart() > oldAt, "unchanged line between changes " + changes);
                        }
                        rebuilt.addAll(before.subList(oldAt, change.oldStart()));
                        rebuilt.addAll(after.subList(change.newStart(), change.newEnd()));
                        edits += change.oldEnd() - change.oldStart() + change.newEnd() - change.newStart();
                        oldAt = change.oldEnd();
                        newAt = change.newEnd();
                    }
                    rebuilt.addAll(before.subList(oldAt, before.size()));
                    assertEquals(after, rebuilt);
                    assertEquals(before.size() + after.size() - 2 * lcs(before, after), edits);
                });
    }

    private static int lcs(List<String> a, List<String> b) {
        int[][] table = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                table[i][j] = a.get(i).equals(b.get(j))
                        ? table[i + 1][j + 1] + 1
                        : Math.max(table[i + 1][j], table[i][j + 1]);
            }
        }
        return table[0][0];
    }
}
