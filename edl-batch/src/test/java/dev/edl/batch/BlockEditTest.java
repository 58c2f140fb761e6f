package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BlockEditTest {
    @Test
    void labelsNameIndexFileAndSourceLine() {
        assertEquals("edit 2 (a.rs, FIND at response line 14)", new BlockEdit("a.rs", "x", "y", null, 2, 14).label());
        assertEquals("edit 3 (a.rs)", BlockEdit.of(3, "a.rs", "x", "y").label());
    }

    @Test
    void lineHintCopiesAndValidation() {
        BlockEdit edit = BlockEdit.of(1, "a", "x", "");
        assertNull(edit.lineHint());
        assertEquals(9, edit.withLineHint(9).lineHint());
        assertNull(edit.withLineHint(9).withLineHint(null).lineHint());
        assertThrows(IllegalArgumentException.class, () -> BlockEdit.of(1, "a", "", "y"));
        assertThrows(IllegalArgumentException.class, () -> edit.withLineHint(0));
    }
}
