package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file or path that failed stays failed for the rest of the run, and edits land where they should. */
class EdlFailedPathTest {
    @TempDir
    Path root;

    private final RegisterStore store = RegisterStore.inMemory();

    private EdlResult run(String script) {
        return Edl.builder().workspace(root).registers(store).build().run(script);
    }

    @Test
    void aNewfileThatFailedBecauseTheFileExistsIsNotEditedByALaterFileBlock() throws IOException {
        Files.writeString(root.resolve("b.md"), "old\n");
        Files.writeString(root.resolve("other.txt"), "o\n");
        EdlResult result = run("newfile b.md\ninsert_after \"fresh\"\nfile other.txt\nselect /o/\nreplace \"O\"\n"
                + "file b.md\nselect /old/\nreplace \"NEW\"\n");
        assertEquals("old\n", Files.readString(root.resolve("b.md")));
        assertEquals(1, result.fileErrors().size(), result.formatted());
        FileError error = result.fileErrors().get(0);
        assertEquals("b.md", error.path());
        assertEquals(2, error.notApplied(), "both blocks' mutations are counted");
        assertEquals(
                List.of("fresh", "NEW"),
                error.savedRegisters().stream()
                        .map(r -> store.get(r.name()).orElseThrow())
                        .toList());
        assertTrue(
                result.trace().contains("file b.md → skipped: this file failed earlier in the run"),
                result.formatted());
        assertEquals("O\n", Files.readString(root.resolve("other.txt")));
    }

    @Test
    void aMissingFileThatFailedIsNotCreatedByALaterNewfile() throws IOException {
        Files.writeString(root.resolve("other.txt"), "o\n");
        EdlResult result = run("file missing.txt\nselect bof\ninsert_before \"a\"\n"
                + "file other.txt\nselect /o/\nreplace \"O\"\n"
                + "newfile missing.txt\ninsert_after \"b\"\n");
        assertFalse(Files.exists(root.resolve("missing.txt")), result.formatted());
        assertEquals("O\n", Files.readString(root.resolve("other.txt")), "other files are still written");
        FileError error = result.fileErrors().get(0);
        assertEquals("File not found: missing.txt", error.message());
        assertEquals(2, error.notApplied());
        assertEquals(2, error.savedRegisters().size());
        assertTrue(result.trace().contains("newfile missing.txt → skipped: this file failed earlier in the run"));
    }

    @Test
    void anotherSpellingOfAFailedPathIsTheSamePath() throws IOException {
        Files.writeString(root.resolve("b.md"), "old\n");
        Files.writeString(root.resolve("other.txt"), "o\n");
        EdlResult result = run("newfile b.md\nfile other.txt\nfile ./x/../b.md\nselect /old/\nreplace \"NEW\"\n");
        assertEquals("old\n", Files.readString(root.resolve("b.md")), result.formatted());
        assertEquals(1, result.fileErrors().get(0).notApplied());
    }

    @Test
    void goingBackToAFileThatFailedEarlierSkipsItsLaterBlocks() throws IOException {
        Files.writeString(root.resolve("a.txt"), "alpha\n");
        Files.writeString(root.resolve("b.txt"), "beta\n");
        EdlResult result = run("file a.txt\nselect /alpha/\nreplace \"A\"\nselect /nope/\n"
                + "file b.txt\nselect /beta/\nreplace \"B\"\n"
                + "file a.txt\nselect /A/\nreplace \"again\"\ninsert_after <<E\nmore\nE\n");
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")), "no edit of the failed file is written");
        assertEquals("B\n", Files.readString(root.resolve("b.txt")));
        assertEquals(1, result.fileErrors().size());
        FileError error = result.fileErrors().get(0);
        assertEquals("a.txt", error.path());
        assertEquals(2, error.notApplied(), "the two mutations of the later block");
        assertEquals(
                List.of("again", "more\n"),
                error.savedRegisters().stream()
                        .map(r -> store.get(r.name()).orElseThrow())
                        .toList());
        assertTrue(result.trace().contains("file a.txt → skipped: this file failed earlier in the run"));
        assertTrue(result.formatted().contains("a.txt"), result.formatted());
    }

    @Test
    void aLineNumberAfterAnInsertBeforeNamesTheOriginalLineNotTheInsertedText() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        EdlResult result = run("file a.txt\nselect 2\ninsert_before <<E\nX\nE\nselect 2\nreplace \"2\"\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("one\nX\n2\nthree\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void aLineNumberAfterAnInsertAfterTheLineBeforeIsStillTheOriginalLine() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        EdlResult result = run("file a.txt\nselect /one\\n/\ninsert_after \"X\\n\"\nselect 2\nreplace \"2\"\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("one\nX\n2\nthree\n", Files.readString(root.resolve("a.txt")));
    }
}
