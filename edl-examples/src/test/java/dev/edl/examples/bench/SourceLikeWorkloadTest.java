package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SourceLikeWorkloadTest {
    private static int count(String text, String search) {
        int n = 0;
        for (int at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void linesAreShortAndRepeatLikeCode() {
        SingleLineWorkload w = SourceLikeWorkload.build("W8", 20_000);
        List<String> lines = w.input().lines().toList();
        assertEquals(20_000, lines.size());
        assertTrue(w.input().endsWith("\n"));
        int[] lengths = lines.stream().mapToInt(String::length).sorted().toArray();
        assertTrue(lengths[lengths.length / 2] <= 20, "median length " + lengths[lengths.length / 2]);
        Map<String, Integer> counts = new HashMap<>();
        lines.forEach(l -> counts.merge(l, 1, Integer::sum));
        long repeated =
                lines.stream().filter(l -> counts.getOrDefault(l, 0) > 1).count();
        assertTrue(repeated * 2 > lines.size(), "most lines repeat: " + repeated);
        assertTrue(counts.getOrDefault("    }", 0) > 1000
                && counts.getOrDefault("        }", 0) > 1000
                && counts.getOrDefault("     */", 0) > 500);
    }

    @Test
    void everySearchIsShortAndOccursOnceWhenItIsApplied() {
        SingleLineWorkload w = SourceLikeWorkload.build("W8", 20_000);
        assertEquals(200, w.edits().size());
        String text = w.input();
        int previous = -1;
        for (int k = 0; k < w.edits().size(); k++) {
            WorkloadEdit edit = w.edits().get(k);
            int line = Integer.parseInt(edit.label().substring("line ".length()));
            assertTrue(line >= 100 * k && line < 100 * (k + 1) && line > previous, edit.label());
            previous = line;
            assertTrue(edit.search().length() >= 5 && edit.search().length() <= 40, edit.search());
            assertEquals(1, count(text, edit.search()), edit.search());
            assertTrue(edit.search().startsWith("        "), "edits take the whole line");
            text = text.replace(edit.search(), edit.replace());
        }
        assertEquals(Workloads.sha256(text), w.expectedSha256());
        assertNotEquals(Workloads.sha256(w.input()), w.expectedSha256());
    }

    @Test
    void theWorkloadIsDeterministicAndIdsChooseTheSize() {
        SingleLineWorkload a = SourceLikeWorkload.build("W8", 1_000);
        SingleLineWorkload b = SourceLikeWorkload.build("W8", 1_000);
        assertEquals(a, b);
        assertEquals(Workloads.sha256(a.input()), Workloads.sha256(b.input()));
        for (String id : List.of("W8", "W8exact", "W8edl")) {
            assertEquals(100_000, SingleLineWorkload.of(id).lines(), id);
        }
        SingleLineWorkload script = SourceLikeWorkload.build("W8edl", 300);
        assertEquals(
                2L * script.edits().size(),
                Arrays.stream(script.script().split("\n")).filter("END"::equals).count());
    }
}
