package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.FileVersion;
import dev.edl.files.Workspace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Edl.Builder#expectedVersion}: a file is edited only at the version the caller saw. */
class EdlExpectedVersionTest {
    private static final String SCRIPT =
            "file a.txt\nselect /one/\nreplace \"ONE\"\nfile b.txt\nselect /two/\n" + "replace \"TWO\"\n";

    @TempDir
    Path root;

    private String version(String path) {
        return Workspace.at(root).open(path).version();
    }

    @Test
    void filesAtTheExpectedVersionsAreEdited() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\n");
        Files.writeString(root.resolve("b.txt"), "two\n");
        EdlResult result = Edl.builder()
                .workspace(root)
                .expectedVersion("a.txt", version("a.txt").toUpperCase(java.util.Locale.ROOT))
                .expectedVersions(Map.of("./b.txt", version("b.txt")))
                .build()
                .run(SCRIPT);
        assertTrue(result.isSuccess(), result::formatted);
        assertEquals("ONE\n", Files.readString(root.resolve("a.txt")));
        assertEquals("TWO\n", Files.readString(root.resolve("b.txt")));
    }

    @Test
    void aFileAtAnotherVersionFailsNothingWrittenToItTextsSaved() throws Exception {
        Files.writeString(root.resolve("a.txt"), "one\n");
        Files.writeString(root.resolve("b.txt"), "two\n");
        String seen = version("a.txt");
        Files.writeString(root.resolve("a.txt"), "one\nchanged by someone else\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = Edl.builder()
                .workspace(root)
                .registers(store)
                .expectedVersion("a.txt", seen)
                .build()
                .run(SCRIPT);
        assertEquals(1, result.fileErrors().size(), result::formatted);
        FileError error = result.fileErrors().get(0);
        assertEquals(EditError.Kind.STALE, error.error().kind());
        assertEquals(
                "File changed on disk since it was read: a.txt (expected version " + seen + ", current version "
                        + version("a.txt") + ")",
                error.message());
        assertEquals("one\nchanged by someone else\n", Files.readString(root.resolve("a.txt")));
        assertEquals("ONE", store.get(error.savedRegisters().get(0).name()).orElseThrow());
        // the other file had no expected version and is written
        assertEquals("TWO\n", Files.readString(root.resolve("b.txt")));
    }

    @Test
    void aNewFileIsAtVersionNew() throws Exception {
        EdlResult created = Edl.builder()
                .workspace(root)
                .expectedVersion("n.txt", FileVersion.NEW)
                .build()
                .run("newfile n.txt\ninsert_after \"hello\\n\"\n");
        assertTrue(created.isSuccess(), created::formatted);
        assertEquals("hello\n", Files.readString(root.resolve("n.txt"), StandardCharsets.UTF_8));
        EdlResult refused = Edl.builder()
                .workspace(root)
                .expectedVersion("m.txt", version("n.txt"))
                .build()
                .run("newfile m.txt\ninsert_after \"hello\\n\"\n");
        assertEquals(EditError.Kind.STALE, refused.fileErrors().get(0).error().kind(), refused::formatted);
        assertTrue(Files.notExists(root.resolve("m.txt")));
    }

    @Test
    void inMemoryTextsHaveTheVersionOfTheirUtf8Bytes() {
        String seen = FileVersion.of("one\n".getBytes(StandardCharsets.UTF_8));
        Edl edl = Edl.builder().expectedVersion("a.txt", seen).build();
        assertTrue(edl.runInMemory("file a.txt\nselect /one/\nreplace \"1\"\n", Map.of("a.txt", "one\n"))
                .isSuccess());
        EdlResult stale = edl.runInMemory("file a.txt\nselect /two/\nreplace \"2\"\n", Map.of("a.txt", "two\n"));
        assertEquals(EditError.Kind.STALE, stale.fileErrors().get(0).error().kind(), stale::formatted);
    }

    @Test
    void aMalformedVersionIsRefusedAtTheBuilder() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Edl.builder().expectedVersion("a.txt", "abc"));
        assertTrue(String.valueOf(e.getMessage()).startsWith("Invalid expected version: \"abc\""), e::getMessage);
    }
}
