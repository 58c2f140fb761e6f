package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangedRegionsTest {
    @Test
    void overlappingRegionsMergeAndAdjacentOnesStayApart() {
        ChangedRegions regions = new ChangedRegions();
        // lines 10-11 become 3 lines, then line 2 goes: the first region moves up a line
        regions.record(10, 12, 3);
        regions.record(2, 3, 0);
        assertEquals(List.of(List.of(2, 2, 2, 3), List.of(9, 12, 10, 12)), listed(regions));
        // line 12 comes right after the second region: adjacent, kept apart
        regions.record(12, 13, 1);
        assertEquals(3, regions.size());
        // a replacement across both later regions merges them
        regions.record(10, 13, 1);
        assertEquals(List.of(List.of(2, 2, 2, 3), List.of(9, 11, 10, 13)), listed(regions));
    }

    @Test
    void aRegionKeepsItsTagUntilItMerges() {
        ChangedRegions regions = new ChangedRegions();
        regions.record(10, 11, 1, 7);
        regions.record(2, 3, 1, 3);
        regions.record(20, 21, 2, 5);
        regions.record(30, 31, 1);
        // in line order, whatever the order recorded; untagged is -1
        assertEquals(List.of(3, 7, 5, -1), tags(regions));
        // a replacement across the first two merges them: the merged region has no tag, the
        // others keep theirs
        regions.record(2, 11, 1, 9);
        assertEquals(List.of(-1, 5, -1), tags(regions));
    }

    @Test
    void equalsShiftingEveryLaterRegionWhateverTheOrderOfTheEdits() {
        // edits in file order, in reverse order and anywhere (so the gap moves both ways), some
        // of them overlapping earlier regions; compared with the plain list that shifts every
        // later region at each edit
        qt().forAll(
                        lists().of(integers().between(0, 1 << 20)).ofSizeBetween(1, 60),
                        integers().between(0, 2))
                .checkAssert((edits, order) -> {
                    ChangedRegions regions = new ChangedRegions();
                    List<int[]> model = new ArrayList<>();
                    int lines = 200;
                    for (int k = 0; k < edits.size(); k++) {
                        int edit = edits.get(k);
                        int from = switch (order) {
                            case 0 -> Math.min(lines, k * 3 + edit % 3);
                            case 1 -> Math.max(0, lines - 1 - k * 4 - edit % 3);
                            default -> edit % (lines + 1);
                        };
                        int to = Math.min(lines, from + (edit >>> 4) % 4);
                        int count = (edit >>> 8) % 4;
                        regions.record(from, to, count);
                        recordPlainly(model, from, to, count);
                        lines += count - (to - from);
                        assertEquals(plainList(model), listed(regions));
                    }
                });
    }

    private static List<Integer> tags(ChangedRegions regions) {
        List<Integer> tags = new ArrayList<>();
        for (int i = 0; i < regions.size(); i++) {
            tags.add(regions.tag(i));
        }
        return tags;
    }

    private static List<List<Integer>> listed(ChangedRegions regions) {
        List<List<Integer>> listed = new ArrayList<>();
        for (int i = 0; i < regions.size(); i++) {
            listed.add(List.of(regions.newStart(i), regions.newEnd(i), regions.oldStart(i), regions.oldEnd(i)));
        }
        return listed;
    }

    private static List<List<Integer>> plainList(List<int[]> model) {
        List<List<Integer>> listed = new ArrayList<>();
        for (int[] region : model) {
            listed.add(List.of(region[0], region[1], region[2], region[3]));
        }
        return listed;
    }

    /** The plain algorithm: {newStart, newEnd, oldStart, oldEnd}, every later region shifted. */
    private static void recordPlainly(List<int[]> regions, int from, int to, int count) {
        int first = 0;
        while (first < regions.size() && regions.get(first)[1] <= from) {
            first++;
        }
        int shiftBefore = first > 0 ? regions.get(first - 1)[1] - regions.get(first - 1)[3] : 0;
        int last = first;
        while (last < regions.size() && regions.get(last)[0] < to) {
            last++;
        }
        int newStart = from;
        int oldStart = from - shiftBefore;
        int newEnd = to;
        int oldEnd = to - shiftBefore;
        if (last > first) {
            int[] head = regions.get(first);
            int[] tail = regions.get(last - 1);
            if (head[0] <= from) {
                newStart = head[0];
                oldStart = head[2];
            }
            if (tail[1] >= to) {
                newEnd = tail[1];
                oldEnd = tail[3];
            } else {
                oldEnd = tail[3] + (to - tail[1]);
            }
        }
        int delta = count - (to - from);
        regions.subList(first, last).clear();
        regions.add(first, new int[] {newStart, newEnd + delta, oldStart, oldEnd});
        for (int i = first + 1; i < regions.size(); i++) {
            regions.get(i)[0] += delta;
            regions.get(i)[1] += delta;
        }
    }
}
