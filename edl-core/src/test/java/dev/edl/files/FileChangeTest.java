package dev.edl.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class FileChangeTest {
    @Test
    void holdsTheFileAndItsNewText() {
        TextFile file = new TextFile("a.txt", Path.of("/w/a.txt"), "old", TextFormat.DEFAULT, null, List.of());
        FileChange change = new FileChange(file, "new");
        assertSame(file, change.file());
        assertEquals("new", change.newText());
        assertEquals(new FileChange(file, "new"), change);
    }
}
