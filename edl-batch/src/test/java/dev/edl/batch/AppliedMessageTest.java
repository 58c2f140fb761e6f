package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.batch.internal.match.Located;
import dev.edl.batch.internal.match.Occurrence;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AppliedMessageTest {
    private static Occurrence at(int line, MatchKind kind, double similarity, String indentNote) {
        return new Occurrence(line * 10, line * 10 + 1, line, line, kind, similarity, "x", indentNote);
    }

    @Test
    void theTierIsAlwaysNamed() {
        assertEquals(
                "applied at line 12 (exact)",
                AppliedMessage.of(new Located(MatchKind.EXACT, List.of(at(12, MatchKind.EXACT, 1, "")), 1)));
        assertEquals(
                "applied at line 2 (fuzzy, 96% similar)",
                AppliedMessage.of(new Located(MatchKind.FUZZY, List.of(at(2, MatchKind.FUZZY, 0.9699, "")), 1)));
        assertEquals(
                "applied at line 4 (whitespace-tolerant; line 4 is indented with 2 spaces)",
                AppliedMessage.of(new Located(
                        MatchKind.WHITESPACE,
                        List.of(at(4, MatchKind.WHITESPACE, 1, "line 4 is indented with 2 spaces")),
                        1)));
    }

    @Test
    void severalReplacementsListTenLinesAndTheHintNoteStaysInsideTheBrackets() {
        List<Occurrence> twelve = new ArrayList<>();
        for (int line = 1; line <= 12; line++) {
            twelve.add(at(line, MatchKind.EXACT, 1, ""));
        }
        assertEquals(
                "applied 12 replacements at lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … (exact)",
                AppliedMessage.of(new Located(MatchKind.EXACT, twelve, 12)));
        assertEquals(
                "applied at line 5 (exact, the one of 3 at line hint 5)",
                AppliedMessage.of(new Located(MatchKind.EXACT, List.of(at(5, MatchKind.EXACT, 1, "")), 3, 5, 0)));
    }

    @Test
    void batchEditAndEditBlocksReportTheSameWords() {
        // Before: edit blocks said "applied at line 3, the one of 2 at line hint 3", the batch
        // "applied at line 3 (exact, the one of 2 at line hint 3)".
        String text = "a\n  b\na\n";
        EditOutcome batch = BatchEdit.withDefaults()
                .apply(text, List.of(SearchReplace.of("a", "A").withLineHint(3)))
                .edits()
                .get(0);
        EditOutcome block = new BlockApplier(text, MatchSettings.DEFAULTS)
                .apply(BlockEdit.of(1, "f", "a", "A").withLineHint(3));
        assertEquals("applied at line 3 (exact, the one of 2 at line hint 3)", batch.message());
        assertEquals(batch.message(), block.message());
        EditOutcome looseBatch = BatchEdit.withDefaults()
                .apply(text, List.of(SearchReplace.of("    b", "    c")))
                .edits()
                .get(0);
        EditOutcome looseBlock =
                new BlockApplier(text, MatchSettings.DEFAULTS).apply(BlockEdit.of(1, "f", "    b", "    c"));
        assertEquals(looseBatch.message(), looseBlock.message());
    }
}
