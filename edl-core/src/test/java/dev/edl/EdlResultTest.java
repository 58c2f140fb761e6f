package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link EdlResult#error()}, {@link FileError#error()} and {@link EdlResult#diff()}. */
class EdlResultTest {
    @TempDir
    Path root;

    private Edl edl() {
        return Edl.builder().workspace(root).build();
    }

    @Test
    void successHasNoErrorAndADiff() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\n");
        EdlResult result = edl().run("file a.txt\nselect /one/\nreplace \"two\"\n");
        assertTrue(result.isSuccess());
        assertEquals(Optional.empty(), result.error());
        assertEquals("--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-one\n+two\n", result.diff());
        assertEquals(result.diff(), result.unifiedDiff());
    }

    @Test
    void aParseErrorIsAValueWithItsPosition() {
        EdlResult result = edl().run("file a.txt\nselect /x\n");
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.SCRIPT, error.kind());
        assertEquals(new SourcePosition(2, 7), error.position());
        assertNull(error.path());
        assertEquals(result.scriptError().orElseThrow().message(), error.message());
        assertTrue(error.message().startsWith("Parse error: "), error.message());
        assertEquals("", result.diff());
    }

    @Test
    void aCommandBeforeAnyFileIsAScriptErrorAtThatCommand() {
        EdlResult result = edl().run("\nselect /x/\n");
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.SCRIPT, error.kind());
        assertEquals(new SourcePosition(2, 0), error.position());
    }

    @Test
    void aTooLargeScriptIsALimit() {
        EdlResult result =
                Edl.builder().workspace(root).maxScriptSize(5).build().run("file a.txt\n");
        assertEquals(EditError.Kind.LIMIT, result.error().orElseThrow().kind());
    }

    @Test
    void aFailedEditIsTheFirstFilesError() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\n");
        Files.writeString(root.resolve("b.txt"), "two\n");
        EdlResult result = edl().run("file a.txt\nselect /zzz/\nreplace \"x\"\nfile b.txt\nselect /qqq/\ndelete\n");
        assertFalse(result.isSuccess());
        assertEquals(2, result.fileErrors().size());
        FileError first = result.fileErrors().get(0);
        assertEquals(EditError.Kind.EDIT, first.error().kind());
        assertEquals("a.txt", first.error().path());
        assertEquals(first.message(), first.error().message());
        assertEquals(first.error(), result.error().orElseThrow());
        assertEquals(1, first.notApplied());
        assertEquals(1, first.savedRegisters().size());
    }

    @Test
    void aMissingFileIsAFileError() {
        EdlResult result = edl().run("file missing.txt\nselect /x/\ndelete\n");
        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.FILE, error.kind());
        assertEquals("missing.txt", error.path());
    }

    @Test
    void aRegexTimeoutIsALimit() {
        String text = "a".repeat(40) + "!\n";
        EdlResult result = Edl.builder()
                .regexTimeout(Duration.ofMillis(50))
                .build()
                .runInMemory("file a.txt\nselect /((a+)+)+?c/\ndelete\n", Map.of("a.txt", text));
        assertEquals(EditError.Kind.LIMIT, result.error().orElseThrow().kind(), result.formatted());
    }
}
