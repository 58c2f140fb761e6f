package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registers never collide and a cut never loses its text, whatever the register store does. */
class EdlRegisterSafetyTest {
    @TempDir
    Path root;

    private EdlResult run(RegisterStore store, String script) {
        return Edl.builder().workspace(root).registers(store).build().run(script);
    }

    // ---- the reserved _saved_ prefix ----

    @Test
    void cuttingIntoASavedRegisterIsAParseErrorAndChangesNothing() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = run(store, "file a.txt\nselect /x/\nreplace \"t\"\nselect /one/\ncut _saved_1\n");
        String error = result.scriptError().orElseThrow().message();
        assertTrue(error.startsWith("Parse error: cut: register names starting with \"_saved_\" are reserved"), error);
        assertTrue(error.contains("(line 5, column 4)"), error);
        assertEquals("one\ntwo\n", Files.readString(root.resolve("a.txt")));
        assertEquals(List.of(new SavedRegister("_saved_1", 1, "replace")), result.savedRegisters());
        assertEquals("t", store.get("_saved_1").orElseThrow(), "the caller's text, not the cut one");
    }

    @Test
    void theReservedPrefixIsCaseSensitiveAndOnlyAPrefix() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\ntwo\n");
        RegisterStore store = RegisterStore.inMemory();
        EdlResult result = run(store, "file a.txt\nselect /one\\n/\ncut my_saved_1\nselect /two/\ncut _SAVED_1\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("one\n", store.get("my_saved_1").orElseThrow());
        assertEquals("two", store.get("_SAVED_1").orElseThrow());
    }

    @Test
    void readingASavedRegisterStaysAllowed() throws IOException {
        Files.writeString(root.resolve("a.txt"), "one\n");
        RegisterStore store = RegisterStore.inMemory();
        run(store, "file a.txt\nselect /x/\nreplace \"ONE\"\n");
        EdlResult retry = run(store, "file a.txt\nselect /one/\nreplace _saved_1\nselect eof\npaste _saved_1\n");
        assertTrue(retry.isSuccess(), retry.formatted());
        assertEquals("ONE\nONE", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void autoSavingSkipsSavedRegistersThatAlreadyExistInTheStore() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        for (RegisterStore store : List.of(RegisterStore.inMemory(), RegisterStore.file(root.resolve("r.json")))) {
            // Written through the API (or by an older version): the store's counter does not know them.
            store.putAll(Map.of("_saved_1", "users one", "_saved_2", "users two", "_saved_4", "users four"));
            EdlResult result = run(store, "file a.txt\nselect /x/\nreplace \"1\"\ninsert_after \"2\"\n");
            assertEquals(
                    List.of("_saved_3", "_saved_5"),
                    result.fileErrors().get(0).savedRegisters().stream()
                            .map(SavedRegister::name)
                            .toList(),
                    store.toString());
            assertEquals("users one", store.get("_saved_1").orElseThrow());
            assertEquals("users two", store.get("_saved_2").orElseThrow());
            assertEquals("users four", store.get("_saved_4").orElseThrow());
            assertEquals("1", store.get("_saved_3").orElseThrow());
            assertEquals("2", store.get("_saved_5").orElseThrow());
        }
    }

    // ---- a store that cannot be written ----

    @Test
    void aCutIsNotWrittenWhenTheStoreIsCorrupt() throws IOException {
        Files.writeString(root.resolve("a.txt"), "keep\nmove me\n");
        Files.writeString(root.resolve("b.txt"), "b\n");
        Path registers = root.resolve("regs.json");
        Files.writeString(registers, "{corrupt");
        EdlResult result = run(
                RegisterStore.file(registers),
                "file a.txt\nselect <<E\nmove me\nE\ncut clip\nfile b.txt\nselect /b/\nreplace \"B\"\n");
        assertFalse(result.isSuccess());
        assertEquals("keep\nmove me\n", Files.readString(root.resolve("a.txt")), "the cut text stays in the file");
        assertEquals("b\n", Files.readString(root.resolve("b.txt")), "nothing is written without the registers");
        assertTrue(result.files().stream().noneMatch(FileResult::written), result.formatted());
        String error = result.scriptError().orElseThrow().message();
        assertTrue(error.contains("registers could not be saved"), error);
        assertTrue(error.contains("no file was written"), error);
        assertEquals("{corrupt", Files.readString(registers));
    }

    @Test
    void aCutIsNotWrittenWhenTheStoreCannotBeWritten() throws IOException {
        Files.writeString(root.resolve("a.txt"), "keep\nmove me\n");
        // A directory where the store's parent directory should be: every write fails, reads see nothing.
        Files.writeString(root.resolve("blocked"), "not a directory");
        RegisterStore store = RegisterStore.file(root.resolve("blocked/regs.json"));
        EdlResult result = run(store, "file a.txt\nselect <<E\nmove me\nE\ncut clip\n");
        assertEquals("keep\nmove me\n", Files.readString(root.resolve("a.txt")));
        assertFalse(result.files().get(0).written());
        assertTrue(result.scriptError().orElseThrow().message().contains("no file was written"), result.formatted());
        assertTrue(result.formatted().contains("no file was written"), result.formatted());
    }

    @Test
    void aStoreThatFailsOnlyWhenCommittingHoldsBackEveryFile() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\n");
        Files.writeString(root.resolve("b.txt"), "y\n");
        RegisterStore failing = new FailingCommitStore();
        EdlResult result = run(failing, "file a.txt\nselect /x/\ncut c\nfile b.txt\nselect /y/\nreplace \"Y\"\n");
        assertEquals("x\n", Files.readString(root.resolve("a.txt")));
        assertEquals("y\n", Files.readString(root.resolve("b.txt")));
        assertTrue(result.scriptError().orElseThrow().message().contains("disk full"), result.formatted());
    }

    @Test
    void withoutRegisterChangesAnUnwritableStoreDoesNotMatter() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\n");
        EdlResult result = run(new FailingCommitStore(), "file a.txt\nselect /x/\nreplace \"X\"\n");
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals("X\n", Files.readString(root.resolve("a.txt")));
    }

    /** Reads work, every write fails. */
    private static final class FailingCommitStore implements RegisterStore {
        @Override
        public java.util.Optional<String> get(String name) {
            return java.util.Optional.empty();
        }

        @Override
        public void putAll(Map<String, String> registers) {
            throw new RegisterStoreException("disk full", null);
        }

        @Override
        public int allocateSavedId() {
            return 1;
        }

        @Override
        public Map<String, Integer> sizes() {
            return Map.of();
        }
    }
}
