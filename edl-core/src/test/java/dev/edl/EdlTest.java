package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.files.Workspace;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().regexTimeoutPerRun(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().maxScriptSize(0));
        assertThrows(NullPointerException.class, () -> Edl.run((String) null, RegisterStore.inMemory()));
    }

    /** Issue 31: the workspace's settings are set on the workspace, not declared again on Edl.Builder. */
    @Test
    void theBuilderDeclaresNoWorkspaceSetting() {
        Set<String> repeated = new TreeSet<>(publicMethodNames(Workspace.Builder.class));
        repeated.retainAll(publicMethodNames(Edl.Builder.class));
        repeated.remove("build");
        assertEquals(Set.of(), repeated, "set these on Workspace.Builder and pass workspace(Workspace)");
    }

    @Test
    void theWorkspaceGivesTheFileSizeLimitAndConfinement() throws IOException {
        Files.writeString(root.resolve("big.txt"), "x".repeat(100) + "\n");
        Path outside = Files.createTempFile("edl-outside-", ".txt");
        try {
            Files.writeString(outside, "a\n");
            Workspace small = Workspace.builder().root(root).maxFileSize(50).build();
            EdlResult tooLarge = Edl.builder().workspace(small).build().run("file big.txt\nselect bof\n");
            assertTrue(
                    tooLarge.fileErrors().get(0).message().startsWith("File too large: big.txt"), tooLarge::formatted);
            // workspace(Path) replaces an earlier workspace(Workspace), with the default limits.
            EdlResult replaced =
                    Edl.builder().workspace(small).workspace(root).build().run("file big.txt\nselect bof\n");
            assertTrue(replaced.isSuccess(), replaced::formatted);

            String script = "file " + outside.toAbsolutePath() + "\nselect 1\nreplace \"b\"\n";
            EdlResult confined = Edl.builder().workspace(root).build().run(script);
            assertFalse(confined.isSuccess(), confined::formatted);
            assertEquals("a\n", Files.readString(outside));
            Workspace open = Workspace.builder().root(root).unconfined(true).build();
            EdlResult unconfined = Edl.builder().workspace(open).build().run(script);
            assertTrue(unconfined.isSuccess(), unconfined::formatted);
            assertEquals("b\n", Files.readString(outside));
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    private static Set<String> publicMethodNames(Class<?> type) {
        Set<String> names = new TreeSet<>();
        for (Method method : type.getDeclaredMethods()) {
            if (Modifier.isPublic(method.getModifiers())) {
                names.add(method.getName());
            }
        }
        return names;
    }
}
