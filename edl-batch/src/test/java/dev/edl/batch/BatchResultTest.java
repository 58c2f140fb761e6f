package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchResultTest {
    @Test
    void formattedHasOneLinePerEditASummaryAndTheDiff() {
        String text = "a\n  fire ball\nc\nfly high\n";
        BatchResult result = BatchEdit.withDefaults()
                .apply(
                        text,
                        List.of(
                                SearchReplace.of("fire  ball\n", "Fireball\n").withLabel("Fireball"),
                                SearchReplace.of("fly higher\n", "Fly\n").withLabel("Fly"),
                                SearchReplace.of("c", "C")));
        List<String> lines = List.of(result.formatted().split("\n"));
        assertEquals(
                "✓ 1 [Fireball] applied at line 2 (whitespace-tolerant; line 2 is indented with 2 spaces, your search"
                        + " with none; the replacement was re-indented to 2 spaces)",
                lines.get(0));
        assertTrue(lines.get(1).startsWith("✗ 2 [Fly] not found — closest: line 4, 80% similar"), lines.get(1));
        assertTrue(lines.contains("      -fly higher"), result.formatted());
        assertTrue(lines.contains("      +fly high"), result.formatted());
        assertTrue(lines.contains("✓ 3 applied at line 3 (exact)"), result.formatted());
        assertTrue(lines.contains("INCOMPLETE: 2 of 3 edits applied, 1 failed, 0 skipped"), result.formatted());
        assertTrue(result.formatted().endsWith(result.diff()));
    }

    @Test
    void skippedEditsAndSuccessSummary() {
        BatchResult ok = BatchEdit.withDefaults().apply("x\n", List.of(SearchReplace.of("x", "y")));
        assertTrue(ok.formatted().contains("OK: 1 of 1 edits applied, 0 failed, 0 skipped\n"), ok.formatted());
        BatchResult stopped = BatchEdit.builder()
                .stopOnError(true)
                .build()
                .apply("x\n", List.of(SearchReplace.of("q", "y"), SearchReplace.of("x", "y")));
        assertTrue(stopped.formatted().contains("– 2 skipped — stopped after edit 1 failed (stopOnError)"));
    }

    @Test
    void longFinalDiffsAreCutWithANote() {
        StringBuilder text = new StringBuilder();
        List<SearchReplace> edits = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            text.append("entry ").append(i).append('\n').append("keep\n".repeat(7));
            edits.add(SearchReplace.of("entry " + i + "\n", "ENTRY " + i + "\n"));
        }
        BatchResult result = BatchEdit.withDefaults().apply(text.toString(), edits);
        String formatted = result.formatted();
        assertTrue(formatted.contains("… diff cut: "), formatted.substring(formatted.length() - 300));
        assertTrue(formatted.contains(" more lines (the full diff is in diff())\n"));
        assertTrue(formatted.length() < result.diff().length() + 300 * 60);
    }

    @Test
    void failuresListsOnlyFailedEdits() {
        BatchResult result = BatchEdit.withDefaults()
                .apply("a\n", List.of(SearchReplace.of("a", "b"), SearchReplace.of("zzz", "c")));
        assertEquals(1, result.failures().size());
        assertEquals(2, result.failures().get(0).number());
    }
}
