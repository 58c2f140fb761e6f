package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SharedLinesTest {
    private static final String[] LINES = {"a", "b", "c", "", "a b"};

    @Test
    void eachLinePairsOnce() {
        LineTable table = new LineTable(MatchText.of("a\na\na\nb\n"));
        SharedLines shared = new SharedLines(new String[] {"a", "b", "c"});
        // lines 0..3 hold a, a, a, b: only one a pairs, so two lines are shared
        assertTrue(shared.atLeast(table, 0, 4, 2));
        assertFalse(shared.atLeast(table, 0, 4, 3));
        assertTrue(shared.atLeast(table, 0, 4, 0));
        assertFalse(shared.atLeast(table, 0, 3, 2));
    }

    @Test
    void answersAsAPlainMultisetIntersectionDoes() {
        qt().forAll(
                        lists().of(integers().between(0, LINES.length - 1)).ofSizeBetween(1, 20),
                        lists().of(integers().between(0, LINES.length - 1)).ofSizeBetween(1, 8),
                        integers().between(0, 1000),
                        integers().between(-1, 9))
                .checkAssert((textLines, searchLines, window, needed) -> {
                    StringBuilder text = new StringBuilder();
                    for (int line : textLines) {
                        text.append(LINES[line]).append('\n');
                    }
                    String[] search = searchLines.stream().map(i -> LINES[i]).toArray(String[]::new);
                    LineTable table = new LineTable(MatchText.of(text.toString()));
                    SharedLines shared = new SharedLines(search);
                    // the same instance checks several windows in a row (its per-window state resets)
                    for (int k = 0; k < 3; k++) {
                        int start = (window + k * 7) % textLines.size();
                        int length = 1 + (window / 3 + k) % (textLines.size() - start);
                        List<String> remaining = new ArrayList<>(List.of(search));
                        int pairs = 0;
                        for (int line = start; line < start + length; line++) {
                            pairs += remaining.remove(LINES[textLines.get(line)]) ? 1 : 0;
                        }
                        assertEquals(pairs >= needed, shared.atLeast(table, start, length, needed));
                    }
                });
    }

    @Test
    void everyWindowAndEveryNeedOfAManyLineSearchEqualsAPlainCount() {
        // forty distinct search lines fill a 128-slot table, so probing past taken slots is exercised
        String[] search = new String[40];
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < search.length; i++) {
            search[i] = "line " + i;
            text.append(i % 3 == 0 ? "other " + i : search[i]).append('\n');
        }
        text.append("line 1\nline 1\n");
        LineTable table = new LineTable(MatchText.of(text.toString()));
        SharedLines shared = new SharedLines(search);
        String[] lines = table.lines();
        for (int start = 0; start < lines.length; start++) {
            for (int length = 1; start + length <= lines.length; length += 3) {
                List<String> remaining = new ArrayList<>(List.of(search));
                int pairs = 0;
                for (int line = start; line < start + length; line++) {
                    pairs += remaining.remove(lines[line]) ? 1 : 0;
                }
                for (int needed = pairs - 1; needed <= pairs + 1; needed++) {
                    assertEquals(
                            pairs >= needed,
                            shared.atLeast(table, start, length, needed),
                            start + "+" + length + " needs " + needed);
                }
            }
        }
    }
}
