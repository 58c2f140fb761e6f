package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
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
import java.util.Objects;
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
        assertTrue(result.scriptError().orElseThrow().message().startsWith("Parse error: Unterminated regex"));
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
                result.scriptError().orElseThrow().message());
    }

    @Test
    @SuppressWarnings("NullAway") // passes null on purpose
    void builderRejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().regexTimeout(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().regexTimeoutPerRun(Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> Edl.builder().maxScriptSize(0));
        assertThrows(NullPointerException.class, () -> Edl.run((String) null, RegisterStore.inMemory()));
    }

    /**
     * A built script runs the commands it holds: the caller's text reaches the register store as the
     * very string in the script's command. Printing and parsing the script again would hand on a
     * parsed copy (as running its text does).
     */
    @Test
    void aBuiltScriptRunsItsCommandsWithoutPrintingAndParsingThem() throws IOException {
        Files.writeString(root.resolve("a.txt"), "alpha\n");
        EdlScript script = EdlScript.builder()
                .file("a.txt")
                .selectText("omega")
                .replace("beta")
                .build();
        String text = Objects.requireNonNull(
                ((Command.Replace) script.commands().get(2)).text().literal());
        RegisterStore store = RegisterStore.inMemory();
        Edl edl = Edl.builder().workspace(root).registers(store).build();

        EdlResult built = edl.run(script);
        SavedRegister saved = built.fileErrors().get(0).savedRegisters().get(0);
        assertSame(text, store.get(saved.name()).orElseThrow());

        EdlResult printed = edl.run(script.text());
        SavedRegister parsed = printed.fileErrors().get(0).savedRegisters().get(0);
        assertNotSame(text, store.get(parsed.name()).orElseThrow(), "running the text parses a copy");
        assertEquals(text, store.get(parsed.name()).orElseThrow());
        assertEquals(
                printed.formatted().replace(parsed.name(), saved.name()),
                built.formatted(),
                "the same report either way");
    }

    /** {@code run(List<Command>)} runs the given commands too, with the caller's own strings. */
    @Test
    void commandsRunAsTheyAre() throws IOException {
        Files.writeString(root.resolve("a.txt"), "alpha\n");
        String text = String.join(" ", "the", "caller's", "text");
        List<Command> commands = List.of(
                new Command.OpenFile("a.txt", SourcePosition.NONE),
                new Command.Select(new Selector.Regex("omega", ""), SourcePosition.NONE),
                new Command.Replace(new MutationText.Quoted(text), SourcePosition.NONE));
        RegisterStore store = RegisterStore.inMemory();

        EdlResult result =
                Edl.builder().workspace(root).registers(store).build().run(commands);

        assertEquals(
                "select: no matches for pattern /omega/",
                result.error().orElseThrow().message());
        assertSame(text, store.get("_saved_1").orElseThrow());
        assertEquals("alpha\n", Files.readString(root.resolve("a.txt")));
    }

    /**
     * Errors of commands run with {@code run(List<Command>)} point into the script they print as,
     * whatever positions the commands carry: the same error as running that script's text.
     */
    @Test
    void errorsOfRunCommandsPointIntoTheScriptTheyPrintAs() {
        List<Command> commands = List.of(
                new Command.Select(new Selector.Lines("a\nb"), new SourcePosition(9, 4)),
                new Command.Replace(new MutationText.Quoted("x"), new SourcePosition(12, 4)));
        Edl edl = Edl.builder().workspace(root).build();

        EdlResult result = edl.run(commands);

        EditError error = result.error().orElseThrow();
        assertEquals(EditError.Kind.SCRIPT, error.kind());
        assertEquals(new SourcePosition(1, 0), error.position());
        EdlResult printed = edl.run(EdlScript.print(commands));
        assertEquals(printed.error().orElseThrow().position(), error.position());
        assertEquals(printed.error().orElseThrow().message(), error.message());
        assertEquals(
                printed.error().orElseThrow().position(),
                edl.run(EdlScript.of(commands)).error().orElseThrow().position());
    }

    /** Commands and built scripts keep the script rules: the size limit and what can be written as EDL. */
    @Test
    void commandsKeepTheScriptLimits() {
        List<Command> commands = Edl.parse("file a.txt\nselect bof\n");
        Edl small = Edl.builder().workspace(root).maxScriptSize(10).build();
        String tooLarge = "Error: Script too large: 22 characters (limit 10)";
        assertEquals(tooLarge, small.run(commands).scriptError().orElseThrow().message());
        assertEquals(
                tooLarge,
                small.run(EdlScript.of(commands)).scriptError().orElseThrow().message());
        assertEquals(
                EditError.Kind.LIMIT, small.run(commands).error().orElseThrow().kind());
        Edl edl = Edl.builder().workspace(root).build();
        assertThrows(
                IllegalArgumentException.class,
                () -> edl.run(List.of(
                        new Command.OpenFile("a.txt", SourcePosition.NONE),
                        new Command.Cut("_saved_1", SourcePosition.NONE))));
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
