package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SingleLineWorkloadTest {
    @Test
    void linesShareTheirPrefixAndSuffixAndEditsTakeOneLineInEachHundred() {
        SingleLineWorkload w = SingleLineWorkload.build("W7", 1_000);
        List<String> lines = w.input().lines().toList();
        assertEquals(1_000, lines.size());
        assertTrue(w.input().endsWith("\n"));
        assertEquals(
                "    public static final String CONSTANT_NAME_PREFIX_0000042_SUFFIX_LONG_COMMON_TAIL"
                        + " = \"a shared value for every constant\";",
                lines.get(42));
        assertEquals(10, w.edits().size());
        for (int k = 0; k < w.edits().size(); k++) {
            WorkloadEdit edit = w.edits().get(k);
            int line = Integer.parseInt(edit.label().substring("line ".length()));
            assertTrue(line >= 100 * k && line < 100 * (k + 1), edit.label());
            assertEquals(lines.get(line), edit.search());
            assertEquals(
                    edit.search().replace("a shared value for every constant", String.format("changed %07d", line)),
                    edit.replace());
        }
    }

    @Test
    void theModelDigestIsTheInputWithTheEditedLinesReplaced() {
        SingleLineWorkload w = SingleLineWorkload.build("W7", 500);
        String expected = w.input();
        for (WorkloadEdit edit : w.edits()) {
            expected = expected.replace(edit.search() + "\n", edit.replace() + "\n");
        }
        assertEquals(Workloads.sha256(expected), w.expectedSha256());
        assertNotEquals(Workloads.sha256(w.input()), w.expectedSha256());
    }

    @Test
    void theScriptSelectsAndReplacesEachEditedLine() {
        SingleLineWorkload w = SingleLineWorkload.build("W7edl", 200);
        WorkloadEdit first = w.edits().get(0);
        assertTrue(w.script()
                .startsWith("file constants.java\nselect <<END\n" + first.search() + "\nEND\nreplace <<END\n"
                        + first.replace() + "\nEND\n"));
        assertEquals(2, w.edits().size());
        assertEquals(
                2 * w.edits().size(),
                w.script().lines().filter(l -> l.equals("END")).count());
    }

    @Test
    void rowIdsChooseTheSize() {
        assertEquals(100_000, SingleLineWorkload.of("W7").lines());
        assertEquals(100_000, SingleLineWorkload.of("W7edl").lines());
        assertThrows(IllegalArgumentException.class, () -> SingleLineWorkload.of("W9"));
    }
}
