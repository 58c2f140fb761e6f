package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextFileTest {
    @Test
    void newWhenThereIsNoStamp() {
        TextFile created = new TextFile("a.txt", Path.of("/w/a.txt"), "", TextFormat.DEFAULT, null, List.of());
        assertTrue(created.isNew());
        TextFile read = new TextFile(
                "a.txt", Path.of("/w/a.txt"), "x", TextFormat.DEFAULT, FileStamp.of(new byte[] {'x'}), List.of());
        assertFalse(read.isNew());
    }

    @Test
    void warningsAreCopiedAndUnmodifiable() {
        List<String> warnings = new ArrayList<>(List.of("w1"));
        TextFile file = new TextFile("a.txt", Path.of("/w/a.txt"), "", TextFormat.DEFAULT, null, warnings);
        warnings.add("w2");
        assertEquals(List.of("w1"), file.warnings());
        assertThrows(UnsupportedOperationException.class, () -> file.warnings().add("w3"));
    }
}
