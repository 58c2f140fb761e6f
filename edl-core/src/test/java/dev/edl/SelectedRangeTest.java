package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SelectedRangeTest {

    @Test
    void aRunReportsItsFinalSelectionWithOneBasedLinesAndZeroBasedColumns() {
        EdlResult result =
                Edl.builder().build().runInMemory("file a.txt\nselect_multiple /b+/\n", Map.of("a.txt", "ab\nxbb\n"));
        assertEquals(
                List.of(new SelectedRange(1, 1, 1, 2, "b"), new SelectedRange(2, 1, 2, 3, "bb")),
                result.finalSelection());
        assertEquals("SelectedRange[2:1 - 2:3]", result.finalSelection().get(1).toString());
    }

    @Test
    void aFailedRunHasNoFinalSelection() {
        EdlResult result = Edl.builder().build().runInMemory("file a.txt\nselect /zzz/\n", Map.of("a.txt", "ab\n"));
        assertEquals(List.of(), result.finalSelection());
    }
}
