package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.Workspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In all-or-nothing mode no file is written unless every file's edits applied and every register the
 * run depends on was read and committed: one test per way a run can end early.
 */
class EdlAllOrNothingTest {
    private static final String SCRIPT =
            "file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /two/\nreplace myreg\n";

    @TempDir
    Path root;

    private Edl.Builder edl() throws IOException {
        Files.writeString(root.resolve("a.txt"), "alpha\n");
        Files.writeString(root.resolve("b.txt"), "one\ntwo\n");
        return Edl.builder().workspace(root).allOrNothing(true);
    }

    private void assertNothingWritten(EdlResult result) throws IOException {
        assertFalse(result.isSuccess(), result.formatted());
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")), result.formatted());
        assertEquals("one\ntwo\n", Files.readString(root.resolve("b.txt")), result.formatted());
        assertTrue(result.files().stream().noneMatch(FileResult::written), result.formatted());
    }

    @Test
    void anUnreadableRegisterStoreWritesNothing() throws IOException {
        Edl.Builder edl = edl();
        Path registers = root.resolve("regs.json");
        Files.writeString(registers, "{corrupt");
        EdlResult result = edl.registers(RegisterStore.file(registers)).build().run(SCRIPT);
        assertNothingWritten(result);
        assertTrue(
                result.scriptError().orElseThrow().message().contains("Register file is corrupt"), result.formatted());
        assertTrue(result.formatted().contains("All-or-nothing: no file was written"), result.formatted());
    }

    @Test
    void anUnreadableRegisterStoreDoesNotHalfApplyTheFileItStoppedIn() throws IOException {
        Edl.Builder edl = edl();
        Path registers = root.resolve("regs.json");
        Files.writeString(registers, "{corrupt");
        EdlResult result = edl.allOrNothing(false)
                .registers(RegisterStore.file(registers))
                .build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\n"
                        + "file b.txt\nselect /one/\nreplace \"ONE\"\nselect /two/\nreplace myreg\n");
        assertEquals("ALPHA\n", Files.readString(root.resolve("a.txt")), "the completed file is written");
        assertEquals("one\ntwo\n", Files.readString(root.resolve("b.txt")), "no half of b.txt's block");
        assertEquals("b.txt", result.fileErrors().get(0).path(), result.formatted());
    }

    @Test
    void aRegisterStoreThatCannotBeWrittenWritesNothing() throws IOException {
        Edl.Builder edl = edl();
        Files.writeString(root.resolve("blocked"), "a file, not a directory");
        RegisterStore store = RegisterStore.file(root.resolve("blocked/regs.json"));
        EdlResult result = edl.registers(store)
                .build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /two/\ncut c\n");
        assertNothingWritten(result);
        assertTrue(
                result.scriptError().orElseThrow().message().contains("registers could not be saved"),
                result.formatted());
    }

    @Test
    void aRegexOverItsBudgetInALaterFileWritesNothing() throws IOException {
        Edl.Builder edl = edl();
        Files.writeString(root.resolve("b.txt"), "one\ntwo\n" + "x".repeat(40) + "\n");
        EdlResult result = edl.regexTimeout(Duration.ofMillis(50))
                .build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /((x+)+)+y/\nreplace \"z\"\n");
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")), result.formatted());
        assertTrue(result.fileErrors().get(0).message().contains("timed out"), result.formatted());
    }

    @Test
    void aLaterFileOverTheSizeLimitWritesNothing() throws IOException {
        Edl.Builder edl = edl();
        Files.writeString(root.resolve("b.txt"), "one\ntwo\n" + "z".repeat(100));
        EdlResult result = edl.workspace(
                        Workspace.builder().root(root).maxFileSize(50).build())
                .build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /two/\nreplace \"2\"\n");
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")), result.formatted());
        assertEquals("b.txt", result.fileErrors().get(0).path());
    }

    @Test
    void aLaterFileThatCannotBeReadWritesNothing() throws IOException {
        Edl.Builder edl = edl();
        Files.createDirectory(root.resolve("dir.txt"));
        EdlResult result = edl.build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile dir.txt\nselect bof\nreplace \"2\"\n");
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")), result.formatted());
        assertEquals("dir.txt", result.fileErrors().get(0).path());
    }

    @Test
    void anUnexpectedExceptionWritesNothingAndDoesNotEscape() throws IOException {
        Edl.Builder edl = edl();
        RegisterStore broken = new ThrowingStore(new IllegalStateException("store bug"));
        EdlResult result = edl.registers(broken).build().run(SCRIPT);
        assertNothingWritten(result);
        String error = result.scriptError().orElseThrow().message();
        assertTrue(error.contains("IllegalStateException") && error.contains("store bug"), error);
    }

    @Test
    void withoutAllOrNothingAnUnexpectedExceptionStillEndsTheRunWithAReport() throws IOException {
        Edl.Builder edl = edl();
        RegisterStore broken = new ThrowingStore(new IllegalStateException("store bug"));
        EdlResult result = edl.allOrNothing(false).registers(broken).build().run(SCRIPT);
        assertEquals("ALPHA\n", Files.readString(root.resolve("a.txt")), "the completed file is written");
        assertEquals("one\ntwo\n", Files.readString(root.resolve("b.txt")));
        assertTrue(result.scriptError().orElseThrow().message().contains("store bug"), result.formatted());
    }

    @Test
    void aFailedFileWritesNothing() throws IOException {
        EdlResult result = edl().build()
                .run("file a.txt\nselect /alpha/\nreplace \"ALPHA\"\nfile b.txt\nselect /nope/\nreplace \"x\"\n");
        assertNothingWritten(result);
        assertTrue(result.formatted().contains("All-or-nothing: no file was written"), result.formatted());
    }

    /** A store whose reads fail with an unexpected exception. */
    private static final class ThrowingStore implements RegisterStore {
        private final RuntimeException failure;

        ThrowingStore(RuntimeException failure) {
            this.failure = failure;
        }

        @Override
        public Optional<String> get(String name) {
            throw failure;
        }

        @Override
        public void putAll(Map<String, String> registers) {}

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
