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

/** The {@code batch}, {@code lines} and {@code blocks} commands, run as a separate process. */
class EdlCliEditCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path workspace;

    @BeforeEach
    void createWorkspace() throws IOException {
        workspace = Files.createDirectories(dir.resolve("ws"));
        Files.writeString(workspace.resolve("doc.md"), "# title\n\nsome text .\n\n## end\n");
    }

    @Test
    void batchAppliesEditsFromAFileAndExitsWithOneWhenOneFails() throws Exception {
        Path edits = dir.resolve("edits.json");
        Files.writeString(
                edits,
                "[{\"search\": \"# title\", \"replace\": \"# Title\"},"
                        + " {\"search\": \"text .\", \"replace\": \"text.\", \"label\": \"dot\"}]");
        Outcome ok = CliProcess.run(workspace, "batch", "--file", "doc.md", "--edits", edits.toString());
        assertEquals(0, ok.exitCode(), ok::toString);
        assertEquals("# Title\n\nsome text.\n\n## end\n", read("doc.md"));
        assertTrue(ok.stdout().contains("[dot]"), ok::toString);

        Outcome partial = CliProcess.runWithInput(
                workspace,
                "[{\"search\": \"## end\", \"replace\": \"## End\"}, {\"search\": \"## missing\", \"replace\": \"x\"}]",
                "batch",
                "--file",
                "doc.md",
                "--edits",
                "-",
                "--json");
        assertEquals(1, partial.exitCode(), partial::toString);
        JsonNode json = JSON.readTree(partial.stdout());
        assertEquals(1, json.get("applied").asInt());
        assertEquals("FAILED", json.get("edits").get(1).get("status").asText());
        assertEquals("# Title\n\nsome text.\n\n## End\n", read("doc.md"));
    }

    @Test
    void batchRejectsMalformedEditsWithTwo() throws Exception {
        Outcome notJson = CliProcess.runWithInput(workspace, "[{", "batch", "--file", "doc.md", "--edits", "-");
        assertEquals(2, notJson.exitCode(), notJson::toString);
        assertTrue(notJson.stderr().contains("not valid JSON"), notJson::toString);
        Outcome missing = CliProcess.runWithInput(
                workspace, "[{\"search\": \"x\"}]", "batch", "--file", "doc.md", "--edits", "-");
        assertEquals(2, missing.exitCode(), missing::toString);
        assertTrue(missing.stderr().contains("edits[0]: missing \"replace\""), missing::toString);
        Outcome noFile = CliProcess.run(workspace, "batch", "--edits", "-");
        assertEquals(2, noFile.exitCode(), noFile::toString);
        assertTrue(noFile.stderr().contains("--file"), noFile::toString);
    }

    @Test
    void linesReplacesARangeFromContentOrStandardInput() throws Exception {
        Outcome ok = CliProcess.run(
                workspace, "lines", "--file", "doc.md", "--start", "3", "--end", "3", "--content", "new text\nmore\n");
        assertEquals(0, ok.exitCode(), ok::toString);
        assertEquals("# title\n\nnew text\nmore\n\n## end\n", read("doc.md"));

        Outcome fromStdin = CliProcess.runWithInput(
                workspace, "## fin\n", "lines", "--file", "doc.md", "--start", "6", "--content-file", "-");
        assertEquals(0, fromStdin.exitCode(), fromStdin::toString);
        assertEquals("# title\n\nnew text\nmore\n\n## fin\n", read("doc.md"));

        Outcome beyond = CliProcess.run(workspace, "lines", "--file", "doc.md", "--start", "40", "--content", "x");
        assertEquals(1, beyond.exitCode(), beyond::toString);
        assertTrue(
                beyond.stdout().contains("startLine 40 is beyond file length (6 lines). Use startLine 7 to append."),
                beyond::toString);

        Outcome both = CliProcess.run(
                workspace, "lines", "--file", "doc.md", "--start", "1", "--content", "x", "--content-file", "y");
        assertEquals(2, both.exitCode(), both::toString);
    }

    @Test
    void blocksPreviewsThenCommitsAndWritesNothingWhenAnEditFails() throws Exception {
        String response = "Sure:\n\nFILE: doc.md\nFIND:\n## end\nREPLACE:\n## The end\nEND\n";
        Outcome preview = CliProcess.runWithInput(workspace, response, "blocks", "-");
        assertEquals(0, preview.exitCode(), preview::toString);
        assertTrue(preview.stdout().contains("+## The end"), preview::toString);
        assertEquals("# title\n\nsome text .\n\n## end\n", read("doc.md"));

        Path file = dir.resolve("response.txt");
        Files.writeString(file, response);
        Outcome committed = CliProcess.run(workspace, "blocks", "--commit", file.toString());
        assertEquals(0, committed.exitCode(), committed::toString);
        assertEquals("# title\n\nsome text .\n\n## The end\n", read("doc.md"));

        String oneBad = "FILE: doc.md\nFIND:\n# title\nREPLACE:\n# Title\nEND\nFIND:\nnot there\nREPLACE:\nx\nEND\n";
        Outcome failed = CliProcess.runWithInput(workspace, oneBad, "blocks", "--commit", "-");
        assertEquals(1, failed.exitCode(), failed::toString);
        assertFalse(failed.stdout().isEmpty());
        assertEquals("# title\n\nsome text .\n\n## The end\n", read("doc.md"));
    }

    private String read(String path) throws IOException {
        return Files.readString(workspace.resolve(path), StandardCharsets.UTF_8);
    }
}
