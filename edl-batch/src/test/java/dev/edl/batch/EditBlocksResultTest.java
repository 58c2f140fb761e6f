package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.FileEdit;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditBlocksResultTest {
    private static final String TEXT = "alpha\nbeta\ngamma\n";

    private static List<BlockEdit> edits(String response) {
        return EditBlocks.parse(response).edits();
    }

    @Test
    void theFileEditHoldsTheTextBeforeAndAfter() {
        EditBlocksResult result = EditBlocks.applyAll(TEXT, edits("FILE: g.txt\nFIND:\nbeta\nREPLACE:\nBETA\nEND\n"));
        FileEdit file = result.file();
        assertEquals("g.txt", file.path());
        assertEquals(TEXT, file.before());
        assertEquals("alpha\nBETA\ngamma\n", file.after());
        assertFalse(file.written(), "applyAll writes nothing");
        assertEquals(file.diff(), result.diff());
        assertTrue(result.diff().startsWith("--- a/g.txt\n"), result.diff());
    }

    @Test
    void editsOfSeveralFilesHaveNoPath() {
        EditBlocksResult result = EditBlocks.applyAll(
                TEXT,
                edits("FILE: a.txt\nFIND:\nalpha\nREPLACE:\nA\nEND\nFILE: b.txt\nFIND:\ngamma\nREPLACE:\nG\nEND\n"));
        assertNull(result.file().path());
        assertTrue(result.diff().startsWith("--- a/text\n"), result.diff());
    }

    @Test
    void formattedListsEveryEditThenASummaryThenTheDiff() {
        EditBlocksResult result = EditBlocks.applyAll(
                TEXT,
                edits("FILE: g.txt\nFIND:\nbeta\nREPLACE:\nBETA\nEND\nFILE: g.txt\nFIND:\ndelta\nREPLACE:\nD\nEND\n"));
        String report = result.formatted();
        List<String> lines = List.of(report.split("\n"));
        assertEquals("✓ 1 g.txt: applied at line 2 (exact)", lines.get(0), report);
        assertTrue(lines.get(1).startsWith("✗ 2 g.txt: not found"), report);
        assertTrue(lines.contains("INCOMPLETE: 1 of 2 edits applied, 1 failed"), report);
        assertTrue(report.endsWith("\n" + result.diff()), report);
    }

    @Test
    void formattedOfACleanRun() {
        EditBlocksResult result = EditBlocks.applyAll(TEXT, edits("FILE: g.txt\nFIND:\ngamma\nREPLACE:\nGAMMA\nEND\n"));
        assertEquals(
                "✓ 1 g.txt: applied at line 3 (exact)\nOK: 1 of 1 edits applied, 0 failed\n\n"
                        + "--- a/g.txt\n+++ b/g.txt\n@@ -1,3 +1,3 @@\n alpha\n beta\n-gamma\n+GAMMA\n",
                result.formatted());
    }
}
