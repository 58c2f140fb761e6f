package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spec section 6: registers never lose the caller's text. */
class EdlRegistersTest {
    @TempDir
    Path root;

    private EdlResult run(RegisterStore store, String script) {
        return Edl.builder().workspace(root).registers(store).build().run(script);
    }

    @Test
    void failedTextIsSavedAndTheRetryReproducesItExactly() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult failed = run(store, "file a.txt\nselect <<E\nTWO\nE\nreplace <<E\n2a\n2b\nE\n");
        FileError error = failed.fileErrors().get(0);
        assertEquals(List.of(new SavedRegister("_saved_1", 6, "replace")), error.savedRegisters());
        assertEquals("2a\n2b\n", store.get("_saved_1").orElseThrow(), "the heredoc's line break is kept");
        assertTrue(failed.formatted()
                .contains("    Text saved to register _saved_1 (6 chars). Use `replace _saved_1` to reference it."));

        EdlResult retry = run(store, "file a.txt\nselect <<E\ntwo\nE\nreplace _saved_1\n");
        assertTrue(retry.isSuccess(), retry.formatted());
        assertEquals("one\n2a\n2b\nthree\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void everyLiteralTextUpToTheNextFileIsSavedInScriptOrder() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = run(
                store,
                "file a.txt\nselect /x/\nreplace \"1\"\ninsert_before <<E\n2\nE\ninsert_after r\ndelete\n"
                        + "file a.txt\ninsert_after \"3\"\nfile b.txt\nselect /b/\nreplace \"B\"\n");
        FileError error = result.fileErrors().get(0);
        assertEquals(
                List.of("_saved_1", "_saved_2", "_saved_3"),
                error.savedRegisters().stream().map(SavedRegister::name).toList());
        assertEquals("1", store.get("_saved_1").orElseThrow());
        assertEquals("2\n", store.get("_saved_2").orElseThrow());
        assertEquals("3", store.get("_saved_3").orElseThrow());
        assertEquals(5, error.notApplied());
        assertEquals("B\n", Files.readString(root.resolve("b.txt")));
    }

    @Test
    void theCounterContinuesAcrossRunsAndFiles() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        RegisterStore store = RegisterStore.inMemory();
        run(store, "file a.txt\nselect /x/\nreplace \"1\"\nfile b.txt\nselect /y/\nreplace \"2\"\n");
        EdlResult second = run(store, "file a.txt\nselect /x/\nreplace \"3\"\n");
        assertEquals(
                "_saved_3", second.fileErrors().get(0).savedRegisters().get(0).name());
        assertEquals("2", store.get("_saved_2").orElseThrow());
    }

    @Test
    void cutInOneRunIsUsableInTheNextAndAcrossFiles() throws IOException {
        Files.writeString(root.resolve("a.txt"), "keep\nmove me\n");
        Files.writeString(root.resolve("b.txt"), "target\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult first =
                run(store, "file a.txt\nselect <<E\nmove me\nE\ncut clip\nfile b.txt\nselect eof\npaste clip\n");
        assertTrue(first.isSuccess(), first.formatted());
        assertEquals("target\nmove me\n", Files.readString(root.resolve("b.txt")));
        run(store, "file b.txt\nselect bof\ninsert_before clip\n");
        assertEquals("move me\ntarget\nmove me\n", Files.readString(root.resolve("b.txt")));
    }

    @Test
    void cutsAreKeptEvenWhenALaterFileFails() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\ny\n");
        RegisterStore store = RegisterStore.inMemory();
        run(store, "file a.txt\nselect /x/\ncut c\nselect /nope/\n");
        assertEquals("x", store.get("c").orElseThrow());
        assertEquals("x\ny\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void textsSurviveAParseError() {
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = run(
                store, "file a.txt\nselect /x/\nreplace <<E\nkept\nE\nselect /broken\ninsert_after \"also kept\"\n");
        assertTrue(result.scriptError().orElseThrow().message().startsWith("Parse error: Unterminated regex"));
        assertEquals(
                List.of(new SavedRegister("_saved_1", 5, "replace"), new SavedRegister("_saved_2", 9, "insert_after")),
                result.savedRegisters());
        assertEquals("kept\n", store.get("_saved_1").orElseThrow());
        assertEquals("also kept", store.get("_saved_2").orElseThrow());
        assertTrue(result.formatted()
                .contains("  Text saved to register _saved_2 (9 chars). Use `insert_after _saved_2` to reference it."));
    }

    @Test
    void savedRegistersAreUsableLaterInTheSameRun() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result =
                run(store, "file a.txt\nselect /x/\nreplace \"saved\"\nfile b.txt\nselect /b/\nreplace _saved_1\n");
        assertEquals("saved\n", Files.readString(root.resolve("b.txt")));
        assertEquals(1, result.fileErrors().size());
    }

    @Test
    void registersPersistInAFileStore() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Path registers = root.resolve(".edl/registers.json");
        run(RegisterStore.file(registers), "file a.txt\nselect /x/\nreplace <<E\nlong text\nE\n");
        RegisterStore reopened = RegisterStore.file(registers);
        assertEquals("long text\n", reopened.get("_saved_1").orElseThrow());
        EdlResult retry = run(reopened, "file a.txt\nselect /a/\nreplace _saved_1\n");
        assertTrue(retry.isSuccess(), retry.formatted());
        assertEquals("long text\n\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void aCorruptRegisterFileIsAClearErrorNotACrashNorAReset() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        Path registers = root.resolve("registers.json");
        Files.writeString(registers, "{ not json");
        EdlResult result = run(RegisterStore.file(registers), "file a.txt\nselect /x/\nreplace \"text\"\n");
        assertTrue(
                result.scriptError().orElseThrow().message().contains("Register file is corrupt"), result.formatted());
        assertEquals("{ not json", Files.readString(registers), "the corrupt file is left as it was");
        assertEquals("a\n", Files.readString(root.resolve("a.txt")));
    }
}
