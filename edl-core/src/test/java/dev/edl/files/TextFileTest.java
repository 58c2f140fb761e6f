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

    @Test
    void versionIsTheTokenOfTheBytesRead() {
        byte[] bytes = "x\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        TextFile read =
                new TextFile("a.txt", Path.of("/w/a.txt"), "x\n", TextFormat.DEFAULT, FileStamp.of(bytes), List.of());
        assertEquals(FileVersion.of(bytes), read.version());
        TextFile created = new TextFile("a.txt", Path.of("/w/a.txt"), "", TextFormat.DEFAULT, null, List.of());
        assertEquals("new", created.version());
        // a stamp without digest (texts held in memory): the version of the text's UTF-8 bytes
        TextFile inMemory = new TextFile(
                "a.txt", Path.of("/a.txt"), "x\n", TextFormat.DEFAULT, new FileStamp(2, new byte[0]), List.of());
        assertEquals(FileVersion.of(bytes), inMemory.version());
    }

    @Test
    void checkVersionPassesTheSameVersionAndRefusesAnother() {
        byte[] bytes = "x\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        TextFile read =
                new TextFile("a.txt", Path.of("/w/a.txt"), "x\n", TextFormat.DEFAULT, FileStamp.of(bytes), List.of());
        read.checkVersion(null);
        read.checkVersion(read.version().toUpperCase(java.util.Locale.ROOT));
        FileAccessException stale =
                assertThrows(FileAccessException.class, () -> read.checkVersion("0000000000000000"));
        assertEquals(
                "File changed on disk since it was read: a.txt (expected version 0000000000000000, current version "
                        + read.version() + ")",
                stale.getMessage());
        TextFile created = new TextFile("b.txt", Path.of("/w/b.txt"), "", TextFormat.DEFAULT, null, List.of());
        created.checkVersion("new");
        assertThrows(FileAccessException.class, () -> created.checkVersion(read.version()));
        assertThrows(IllegalArgumentException.class, () -> read.checkVersion("nope"));
    }
}
