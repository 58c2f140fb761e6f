package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EdlTest {
    @TempDir
    Path root;

    @Test
    void parseReturnsCommandsWithPositions() {
        List<Command> commands = Edl.parse("file a.txt\nselect /x/\n");
        assertEquals(2, commands.size());
        assertEquals(new Command.OpenFile("a.txt", new SourcePosition(1, 0)), commands.get(0));
        assertEquals(new SourcePosition(2, 0), commands.get(1).position());
    }

    @Test
    void parseThrowsWithLineAndColumn() {
        EdlParseException error = assertThrows(EdlParseException.class, () -> Edl.parse("file a\nselect /x"));
        assertEquals("Unterminated regex", error.detail());
        assertEquals(2, error.line());
    }

    @Test
    void runNeverThrowsForScriptProblems() {
        EdlResult result = Edl.builder().workspace(root).build().run("select /x");
        assertTrue(result.scriptError().orElseThrow().startsWith("Parse error: Unterminated regex"));
    }

    @Test
    void dryRunWritesNothingButShowsTheDiff() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\n");
        EdlResult result =
                Edl.builder().workspace(root).dryRun(true).build().run("file a.txt\nselect /x/\nreplace \"y\"");
        assertTrue(result.isSuccess());
        assertEquals("x\n", Files.readString(root.resolve("a.txt")));
        assertEquals("y\n", result.files().get(0).after());
        assertFalse(result.files().get(0).written());
        assertEquals("--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-x\n+y\n", result.unifiedDiff());
    }

    @Test
    void allOrNothingWritesNoFileWhenOneFails() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x\n");
        Files.writeString(root.resolve("b.txt"), "y\n");
        EdlResult result = Edl.builder()
                .workspace(root)
                .allOrNothing(true)
                .build()
                .run("file a.txt\nselect /x/\nreplace \"1\"\nfile b.txt\nselect /nope/\nreplace \"2\"\n");
        assertFalse(result.isSuccess());
        assertEquals("x\n", Files.readString(root.resolve("a.txt")));
        assertEquals("y\n", Files.readString(root.resolve("b.txt")));
    }

    @Test
    void scriptSizeIsLimited() {
        EdlResult result =
                Edl.builder().workspace(root).maxScriptSize(10).build().run("file a.txt\nselect bof\n");
        assertEquals(
                "Error: Script too large: 22 characters (limit 10)",
                result.scriptError().orElseThrow());
    }

    @Test
    @SuppressWarnings("NullAway") // passes null on purpose
    void builderRejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().regexTimeout(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().maxFileSize(0));
        assertThrows(NullPointerException.class, () -> Edl.run((String) null, RegisterStore.inMemory()));
    }
}
