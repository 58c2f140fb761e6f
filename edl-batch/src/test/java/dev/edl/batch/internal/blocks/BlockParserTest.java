package dev.edl.batch.internal.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.batch.BlockDiagnostic;
import dev.edl.batch.BlockEdit;
import dev.edl.batch.ParsedEdits;
import java.util.List;
import org.junit.jupiter.api.Test;

class BlockParserTest {
    private static final List<String> PIECES = List.of(
            "FILE: a.txt",
            "file: b",
            "FILE:",
            "FIND:",
            "find (near line 3):",
            "FIND (line 2):",
            "REPLACE:",
            "replace:",
            "END",
            "end",
            "x",
            "  y",
            "",
            "1 | g",
            "**FIND:**",
            "```",
            "prose here",
            "\r");

    @Test
    void neverThrowsAndEveryBlockBecomesAnEditOrADiagnostic() {
        qt().withExamples(500)
                .forAll(lists().of(integers().between(0, PIECES.size() - 1)).ofSizeBetween(0, 40))
                .checkAssert(picks -> {
                    StringBuilder response = new StringBuilder();
                    int markers = 0;
                    for (int pick : picks) {
                        String piece = PIECES.get(pick);
                        response.append(piece).append('\n');
                        if (piece.equals("FIND:")) {
                            markers++;
                        }
                    }
                    ParsedEdits parsed = BlockParser.parse(response.toString());
                    for (int i = 0; i < parsed.edits().size(); i++) {
                        BlockEdit edit = parsed.edits().get(i);
                        assertEquals(i + 1, edit.index());
                        assertFalse(edit.find().isBlank());
                        assertFalse(edit.file().isEmpty());
                    }
                    for (BlockDiagnostic diagnostic : parsed.diagnostics()) {
                        assertTrue(diagnostic.line() >= 1 && diagnostic.line() <= picks.size());
                    }
                    // An upper-case FIND: always opens a block (inside a body it ends the open one), and every
                    // block ends as an edit or a diagnostic: nothing is dropped silently.
                    assertTrue(parsed.edits().size() + parsed.diagnostics().size() >= markers, response::toString);
                });
    }
}
