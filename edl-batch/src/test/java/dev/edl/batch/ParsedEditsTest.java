package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParsedEditsTest {
    @Test
    void groupsByFileInFirstAppearanceOrder() {
        BlockEdit b1 = BlockEdit.of(1, "b.txt", "x", "y");
        BlockEdit a1 = BlockEdit.of(2, "src/a.txt", "x", "y");
        BlockEdit b2 = BlockEdit.of(3, "b.txt", "z", "w");
        ParsedEdits parsed = new ParsedEdits(List.of(b1, a1, b2), List.of(new BlockDiagnostic(9, "Missing END")));
        assertEquals(List.of("b.txt", "src/a.txt"), parsed.affectedFiles());
        assertEquals(List.of(b1, b2), parsed.editsFor("b.txt"));
        assertEquals(List.of(a1), parsed.editsFor("`./src/a.txt`"));
        assertFalse(parsed.isClean());
    }

    @Test
    void isImmutable() {
        List<BlockEdit> edits = new ArrayList<>(List.of(BlockEdit.of(1, "a", "x", "y")));
        ParsedEdits parsed = new ParsedEdits(edits, List.of());
        edits.clear();
        assertEquals(1, parsed.edits().size());
        assertThrows(UnsupportedOperationException.class, () -> parsed.edits().clear());
    }
}
