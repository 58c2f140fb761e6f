package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.examples.cli.CliProcess.Outcome;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the real {@code edl} tool as a separate process against files in a temporary workspace. */
class EdlCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path workspace;

    @BeforeEach
    void createWorkspace() throws IOException {
        workspace = Files.createDirectories(dir.resolve("ws"));
        write("a.txt", "hello world\n");
        write("b.txt", "alpha\nbeta\ngamma\n");
    }

    @Test
    void helpOnTheToolAndEveryCommand() throws Exception {
        Outcome top = CliProcess.run(workspace, "--help");
        assertEquals(0, top.exitCode(), top::toString);
        for (String command : EdlCli.COMMANDS) {
            assertTrue(top.stdout().contains(command), () -> command + " missing in\n" + top);
        }
        for (String command : EdlCli.COMMANDS) {
            Outcome help = CliProcess.run(workspace, command, "--help");
            assertEquals(0, help.exitCode(), help::toString);
            assertTrue(help.stdout().contains("Usage: edl " + command), help::toString);
        }
    }

    @Test
    void usageErrorsExitWithTwoOnStandardError() throws Exception {
        Outcome none = CliProcess.run(workspace);
        assertEquals(2, none.exitCode(), none::toString);
        assertTrue(none.stderr().contains("Usage: edl"), none::toString);
        assertEquals("", none.stdout());

        Outcome unknownOption = CliProcess.run(workspace, "run", "--frobnicate", "x.edl");
        assertEquals(2, unknownOption.exitCode(), unknownOption::toString);
        assertTrue(unknownOption.stderr().contains("--frobnicate"), unknownOption::toString);

        Outcome noRoot = CliProcess.runWithInput(workspace, "file a.txt\n", "run", "--root", "no-such-dir", "-");
        assertEquals(2, noRoot.exitCode(), noRoot::toString);
        assertTrue(noRoot.stderr().contains("workspace root is not a directory"), noRoot::toString);

        Outcome missingScript = CliProcess.run(workspace, "run", "no-such-script.edl");
        assertEquals(2, missingScript.exitCode(), missingScript::toString);
        assertTrue(missingScript.stderr().contains("no-such-script.edl"), missingScript::toString);
    }

    @Test
    void runsAScriptFileAndWritesTheFile() throws Exception {
        Path script = dir.resolve("edit.edl");
        Files.writeString(script, "file a.txt\nselect /world/\nreplace \"planet\"\n");
        Outcome outcome = CliProcess.run(workspace, "run", script.toString());
        assertEquals(0, outcome.exitCode(), outcome::toString);
        assertEquals("hello planet\n", read("a.txt"));
        assertTrue(outcome.stdout().contains("a.txt: 1 replacement"), outcome::toString);
        assertEquals("", outcome.stderr());
    }

    @Test
    void readsTheScriptFromStandardInputWithARoot() throws Exception {
        Outcome outcome = CliProcess.runWithInput(
                dir, "file b.txt\nselect 2\nreplace \"BETA\"\n", "run", "--root", workspace.toString(), "--diff", "-");
        assertEquals(0, outcome.exitCode(), outcome::toString);
        assertEquals("alpha\nBETA\ngamma\n", read("b.txt"));
        assertTrue(outcome.stdout().contains("+BETA"), outcome::toString);
    }

    @Test
    void aFailedFileExitsWithOneAndOnlyThatFileIsLeftAlone() throws Exception {
        String script = "file a.txt\nselect /world/\nreplace \"planet\"\nfile b.txt\nselect /delta/\nreplace \"x\"\n";
        Outcome outcome = CliProcess.runWithInput(workspace, script, "run", "-");
        assertEquals(1, outcome.exitCode(), outcome::toString);
        assertEquals("hello planet\n", read("a.txt"));
        assertEquals("alpha\nbeta\ngamma\n", read("b.txt"));
        assertTrue(outcome.stdout().contains("File errors:"), outcome::toString);
        assertTrue(outcome.stderr().contains("--registers"), outcome::toString);
    }

    @Test
    void allOrNothingWritesNothingWhenAFileFails() throws Exception {
        String script = "file a.txt\nselect /world/\nreplace \"planet\"\nfile b.txt\nselect /delta/\nreplace \"x\"\n";
        Outcome outcome = CliProcess.runWithInput(workspace, script, "run", "--all-or-nothing", "-");
        assertEquals(1, outcome.exitCode(), outcome::toString);
        assertEquals("hello world\n", read("a.txt"));
    }

    @Test
    void aScriptErrorExitsWithTwoAndWritesNothing() throws Exception {
        Outcome outcome = CliProcess.runWithInput(workspace, "file a.txt\nselect /world\nreplace \"x\"\n", "run", "-");
        assertEquals(2, outcome.exitCode(), outcome::toString);
        assertTrue(outcome.stdout().startsWith("Parse error:"), outcome::toString);
        assertEquals("hello world\n", read("a.txt"));
    }

    @Test
    void dryRunWritesNothing() throws Exception {
        Outcome outcome = CliProcess.runWithInput(
                workspace, "file a.txt\nselect /world/\nreplace \"planet\"\n", "run", "--dry-run", "-");
        assertEquals(0, outcome.exitCode(), outcome::toString);
        assertEquals("hello world\n", read("a.txt"));
    }

    @Test
    void pathsOutsideTheWorkspaceAreRefused() throws Exception {
        Files.writeString(dir.resolve("outside.txt"), "secret\n");
        Outcome outcome = CliProcess.runWithInput(
                workspace, "file ../outside.txt\nselect /secret/\nreplace \"owned\"\n", "run", "-");
        assertEquals(1, outcome.exitCode(), outcome::toString);
        assertTrue(outcome.stdout().contains("outside the workspace"), outcome::toString);
        assertEquals("secret\n", Files.readString(dir.resolve("outside.txt")));
    }

    @Test
    void jsonOutputDescribesTheRun() throws Exception {
        String script = "file a.txt\nselect /world/\nreplace \"planet\"\nfile b.txt\nselect /delta/\nreplace \"x\"\n";
        Outcome outcome = CliProcess.runWithInput(workspace, script, "run", "--json", "-");
        assertEquals(1, outcome.exitCode(), outcome::toString);
        JsonNode json = JSON.readTree(outcome.stdout());
        assertFalse(json.get("success").asBoolean());
        assertTrue(json.get("scriptError").isNull());
        assertEquals("b.txt", json.get("fileErrors").get(0).get("path").asText());
        assertEquals(
                "_saved_1",
                json.get("fileErrors")
                        .get(0)
                        .get("savedRegisters")
                        .get(0)
                        .get("name")
                        .asText());
        assertEquals("a.txt", json.get("files").get(0).get("path").asText());
        assertTrue(json.get("files").get(0).get("written").asBoolean());
        assertTrue(json.get("diff").asText().contains("+hello planet"), outcome::toString);
    }

    @Test
    void registersPersistBetweenInvocations() throws Exception {
        Path registers = dir.resolve("state/registers.json");
        Outcome failed = CliProcess.runWithInput(
                workspace,
                "file b.txt\nselect <<X\nBeta\nX\nreplace <<Y\nBETA\nY\n",
                "run",
                "--registers",
                registers.toString(),
                "-");
        assertEquals(1, failed.exitCode(), failed::toString);
        assertTrue(failed.stdout().contains("_saved_1"), failed::toString);
        assertTrue(Files.exists(registers), "register file written");

        Outcome retried = CliProcess.runWithInput(
                workspace,
                "file b.txt\nselect <<X\nbeta\nX\nreplace _saved_1\n",
                "run",
                "--registers",
                registers.toString(),
                "-");
        assertEquals(0, retried.exitCode(), retried::toString);
        assertEquals("alpha\nBETA\ngamma\n", read("b.txt"));
    }

    @Test
    void describePrintsTheToolDescriptions() throws Exception {
        Outcome text = CliProcess.run(workspace, "describe");
        assertEquals(0, text.exitCode(), text::toString);
        assertTrue(text.stdout().contains("replace _saved_"), text::toString);

        Outcome json = CliProcess.run(workspace, "describe", "--json");
        assertEquals(0, json.exitCode(), json::toString);
        JsonNode tools = JSON.readTree(json.stdout());
        assertEquals(7, tools.size());
        assertEquals("edl", tools.get(0).get("name").asText());
        assertEquals("read_lines", tools.get(4).get("name").asText());
        assertEquals("object", tools.get(0).get("inputSchema").get("type").asText());

        Outcome unknown = CliProcess.run(workspace, "describe", "nope");
        assertEquals(2, unknown.exitCode(), unknown::toString);
        assertTrue(unknown.stderr().contains("unknown tool: nope"), unknown::toString);
    }

    @Test
    void readShowsNumberedLinesAndTheVersionToken() throws Exception {
        Outcome lines = CliProcess.run(workspace, "read", "--file", "b.txt", "--start", "2");
        assertEquals(0, lines.exitCode(), lines::toString);
        assertTrue(lines.stdout().startsWith("b.txt: 3 lines, version: "), lines::toString);
        assertTrue(lines.stdout().endsWith("Lines 2-3:\n    2 | beta\n    3 | gamma\n"), lines::toString);
        write("b.txt", "alpha\nBETA\ngamma\n");
        Outcome changed = CliProcess.run(workspace, "read", "--file", "b.txt", "--end", "1");
        assertTrue(
                !changed.stdout()
                        .lines()
                        .findFirst()
                        .equals(lines.stdout().lines().findFirst()),
                changed::toString);
        Outcome past = CliProcess.run(workspace, "read", "--file", "b.txt", "--start", "9");
        assertEquals(1, past.exitCode(), past::toString);
        assertTrue(past.stdout().contains("startLine 9 is past the end of the file (3 lines)"), past::toString);
        Outcome missing = CliProcess.run(workspace, "read", "--file", "nope.txt");
        assertEquals(1, missing.exitCode(), missing::toString);
    }

    @Test
    void demoRunsOnItsOwnTemporaryWorkspace() throws Exception {
        Outcome outcome = CliProcess.run(workspace, "demo");
        assertEquals(0, outcome.exitCode(), outcome::toString);
        assertTrue(outcome.stdout().contains("Text saved to register _saved_1"), outcome::toString);
        assertTrue(outcome.stdout().contains("replace _saved_1"), outcome::toString);
        assertTrue(outcome.stdout().contains("+            sum = Math.addExact"), outcome::toString);
        assertTrue(outcome.stdout().contains("Wrote 1 file: src/main/java/shop/Cart.java"), outcome::toString);
        assertTrue(outcome.stdout().contains("Tour complete"), outcome::toString);
        assertEquals("hello world\n", read("a.txt"));
    }

    private void write(String path, String content) throws IOException {
        Files.writeString(workspace.resolve(path), content, StandardCharsets.UTF_8);
    }

    private String read(String path) throws IOException {
        return Files.readString(workspace.resolve(path), StandardCharsets.UTF_8);
    }
}
