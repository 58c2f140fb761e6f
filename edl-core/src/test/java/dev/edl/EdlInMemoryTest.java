package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link Edl#runInMemory}: hostile paths and texts end as file errors, and nothing claims a disk write. */
class EdlInMemoryTest {
    private final Edl edl = Edl.builder().build();

    @Test
    void aChangedFileIsReportedNotWrittenToDisk() {
        EdlResult result = edl.runInMemory("file a.txt\nselect /x/\nreplace \"y\"\n", Map.of("a.txt", "x\n"));
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("y\n", result.files().get(0).after());
        assertFalse(result.files().get(0).written(), "nothing touched the disk");
    }

    @Test
    void pathsWithNulOrALoneSurrogateAreFileErrorsNotExceptions() {
        for (String path : List.of("a\u0000b.txt", "bad\uD800.txt", "x/\uDC00")) {
            EdlResult result = edl.runInMemory("file " + quoted(path) + "\nselect /x/\nreplace \"y\"\n", Map.of());
            assertFalse(result.isSuccess(), path);
            assertEquals(1, result.fileErrors().size(), result.formatted());
            assertTrue(result.fileErrors().get(0).message().startsWith("Invalid path: "), result.formatted());
            EdlResult created = edl.runInMemory("newfile " + quoted(path) + "\ninsert_after \"y\"\n", Map.of());
            assertTrue(created.fileErrors().get(0).message().startsWith("Invalid path: "), created.formatted());
        }
    }

    @Test
    void aLoneSurrogateInTheNewTextIsRefusedAndSaved() {
        EdlResult result = edl.runInMemory("file a.txt\nselect /x/\nreplace \"\uD83D\"\n", Map.of("a.txt", "x\n"));
        assertFalse(result.isSuccess());
        assertTrue(result.fileErrors().get(0).message().contains("lone surrogate"), result.formatted());
        assertEquals("x\n", result.files().get(0).after());
        assertFalse(result.fileErrors().get(0).savedRegisters().isEmpty());
    }

    private static String quoted(String path) {
        return "\"" + path + "\"";
    }
}
