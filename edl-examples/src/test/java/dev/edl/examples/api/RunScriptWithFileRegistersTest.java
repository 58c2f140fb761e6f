package dev.edl.examples.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunScriptWithFileRegistersTest {
    @TempDir
    Path workspace;

    @Test
    void theRetryPastesTheTextTheFailedRunSaved() throws Exception {
        Files.writeString(workspace.resolve("A.java"), "class A {\n    int x = 1;\n}\n");
        RunScriptWithFileRegisters.Outcome outcome = RunScriptWithFileRegisters.run(
                workspace,
                "file A.java\nselect <<END\n    int x = 2;\nEND\nreplace <<END\n    long x = 1;\nEND\n",
                "    int x = 1;");

        assertFalse(outcome.first().isSuccess());
        assertEquals(EditError.Kind.EDIT, outcome.first().error().orElseThrow().kind());
        assertEquals("A.java", outcome.first().error().orElseThrow().path());
        assertEquals("_saved_1", outcome.savedRegister());
        assertTrue(outcome.retry().isSuccess(), outcome.retry()::formatted);
        assertEquals("class A {\n    long x = 1;\n}\n", Files.readString(workspace.resolve("A.java")));
        // The saved text lives in the file store, where another process would find it.
        RegisterStore store = RegisterStore.file(workspace.resolve(".edl/registers.json"));
        assertEquals("    long x = 1;\n", store.get("_saved_1").orElseThrow());
    }
}
