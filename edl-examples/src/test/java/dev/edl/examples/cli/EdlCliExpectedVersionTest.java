package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.cli.CliProcess.Outcome;
import dev.edl.files.FileVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --expected-version} on lines, batch, blocks and run (issue 28 item 4), run as a separate process. */
class EdlCliExpectedVersionTest {
    private static final Pattern VERSION_NOW = Pattern.compile("version now: ([0-9a-f]{16}), (\\d+) lines");

    @TempDir
    Path workspace;

    @BeforeEach
    void createFile() throws IOException {
        Files.writeString(workspace.resolve("doc.md"), "# title\n\nsome text\n\n## end\n");
    }

    private String version() throws IOException {
        return FileVersion.of(Files.readAllBytes(workspace.resolve("doc.md")));
    }

    private String token(Outcome outcome) throws IOException {
        Matcher now = VERSION_NOW.matcher(outcome.stdout());
        assertTrue(now.find(), outcome::toString);
        assertEquals(version(), now.group(1), "the printed token is the file's");
        return now.group(1);
    }

    @Test
    void aChainOfGuardedEditsUsesTheTokenEachWritePrints() throws Exception {
        String first = version();
        Outcome lines = CliProcess.run(
                workspace,
                "lines",
                "--file",
                "doc.md",
                "--start",
                "3",
                "--end",
                "3",
                "--content",
                "new text\n",
                "--expected-version",
                first);
        assertEquals(0, lines.exitCode(), lines::toString);
        assertTrue(lines.stdout().contains("version now: " + version() + ", 5 lines"), lines::toString);
        Outcome batch = CliProcess.runWithInput(
                workspace,
                "[{\"search\": \"# title\", \"replace\": \"# Title\"}]",
                "batch",
                "--file",
                "doc.md",
                "--edits",
                "-",
                "--expected-version",
                token(lines));
        assertEquals(0, batch.exitCode(), batch::toString);
        Outcome blocks = CliProcess.runWithInput(
                workspace,
                "FILE: doc.md\nFIND:\n## end\nREPLACE:\n## End\nEND\n",
                "blocks",
                "-",
                "--commit",
                "--expected-version",
                "doc.md=" + token(batch));
        assertEquals(0, blocks.exitCode(), blocks::toString);
        assertTrue(blocks.stdout().contains("doc.md: version now: "), blocks::toString);
        Outcome run = CliProcess.runWithInput(
                workspace,
                "file doc.md\nselect /new text/\nreplace \"text\"\n",
                "run",
                "-",
                "--expected-version",
                "doc.md=" + token(blocks));
        assertEquals(0, run.exitCode(), run::toString);
        token(run);
        assertEquals(
                "# Title\n\ntext\n\n## End\n", Files.readString(workspace.resolve("doc.md"), StandardCharsets.UTF_8));
    }

    @Test
    void anOldTokenIsRefusedEverywhereAndTheFileKept() throws Exception {
        String old = version();
        Files.writeString(workspace.resolve("doc.md"), "# title\n\nchanged\n\n## end\n");
        String now = Files.readString(workspace.resolve("doc.md"));
        Outcome lines = CliProcess.run(
                workspace,
                "lines",
                "--file",
                "doc.md",
                "--start",
                "1",
                "--end",
                "1",
                "--content",
                "x\n",
                "--expected-version",
                old);
        assertEquals(1, lines.exitCode(), lines::toString);
        assertTrue(
                lines.stdout().contains("expected version " + old + ", current version " + version()), lines::toString);
        assertTrue(lines.stdout().contains("Which lines changed since your version is unknown here"), lines::toString);
        Outcome batch = CliProcess.runWithInput(
                workspace,
                "[{\"search\": \"# title\", \"replace\": \"x\"}]",
                "batch",
                "--file",
                "doc.md",
                "--edits",
                "-",
                "--expected-version",
                old);
        assertEquals(1, batch.exitCode(), batch::toString);
        Outcome blocks = CliProcess.runWithInput(
                workspace,
                "FILE: doc.md\nFIND:\n# title\nREPLACE:\nx\nEND\n",
                "blocks",
                "-",
                "--commit",
                "--expected-version",
                "doc.md=" + old);
        assertEquals(1, blocks.exitCode(), blocks::toString);
        Outcome run = CliProcess.runWithInput(
                workspace,
                "file doc.md\nselect /title/\nreplace \"x\"\n",
                "run",
                "-",
                "--expected-version",
                "doc.md=" + old);
        assertEquals(1, run.exitCode(), run::toString);
        assertTrue(run.stdout().contains("expected version " + old), run::toString);
        assertEquals(now, Files.readString(workspace.resolve("doc.md")));
        Outcome invalid = CliProcess.run(
                workspace, "lines", "--file", "doc.md", "--start", "1", "--content", "x", "--expected-version", "abc");
        assertEquals(2, invalid.exitCode(), invalid::toString);
        assertTrue(invalid.stderr().contains("Invalid expected version: \"abc\""), invalid::toString);
    }
}
