package dev.edl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EdlRetryExampleTest {
    @TempDir
    Path workspace;

    @Test
    void theRetryReusesTheSavedTextAcrossProcessesSharingAFileStore() throws Exception {
        Path file = workspace.resolve("Greeter.java");
        Files.writeString(file, EdlRetryExample.GREETER, StandardCharsets.UTF_8);
        RegisterStore store = RegisterStore.file(workspace.resolve(".edl/registers.json"));

        EdlRetryExample.Outcome outcome = EdlRetryExample.run(workspace, store);

        assertFalse(outcome.firstAttempt().isSuccess());
        assertEquals("_saved_1", outcome.savedRegister());
        assertTrue(outcome.firstAttempt().formatted().contains("Use `replace _saved_1`"));
        assertTrue(outcome.retry().isSuccess(), outcome.retry()::formatted);
        String edited = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals("""
                public final class Greeter {
                    public String greet(String name) {
                        if (name == null || name.isBlank()) {
                            return "Hello, stranger";
                        }
                        return "Hello, " + name.strip();
                    }
                }
                """, edited);
        assertTrue(RegisterStore.file(workspace.resolve(".edl/registers.json"))
                .get("_saved_1")
                .isPresent());
    }
}
