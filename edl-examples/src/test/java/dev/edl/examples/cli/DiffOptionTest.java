package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.edl.examples.cli.CliProcess.Outcome;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports sized for a context window on the command line (issue 28 item 6): {@code batch},
 * {@code lines}, {@code blocks} and {@code run} print a compact diff by default, the whole diff
 * with {@code --diff full} (or a bare {@code --diff}), none with {@code --diff none}, in text and JSON.
 */
class DiffOptionTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NOTE = "[Compact diff: ";
    private static final String HINT = "add --diff full for whole lines.]";

    @TempDir
    Path workspace;

    private record Run(int exitCode, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
        }
    }

    private Run edl(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = args[0];
        all[1] = "--root=" + workspace;
        System.arraycopy(args, 1, all, 2, args.length - 1);
        int code = EdlCli.execute(
                all,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A Markdown paragraph on one line of about 600 characters. */
    private static String paragraph(int i) {
        return "Paragraph " + i + " says something long about the project, " + "and then more words ".repeat(26)
                + "so that the line is about 600 characters long, ending here .";
    }

    private static String told(int i) {
        return paragraph(i).replace(i + " says", i + " tells");
    }

    /** "# Title", then the paragraphs 1..n each followed by a blank line. */
    private void markdown(int paragraphs) throws IOException {
        StringBuilder text = new StringBuilder("# Title\n\n");
        for (int i = 1; i <= paragraphs; i++) {
            text.append(paragraph(i)).append("\n\n");
        }
        Files.writeString(workspace.resolve("doc.md"), text, StandardCharsets.UTF_8);
    }

    /** Four lines: a title and three long paragraphs, so that the middle one has long context lines. */
    private void threeParagraphs() throws IOException {
        Files.writeString(
                workspace.resolve("doc.md"),
                "# T\n" + paragraph(1) + "\n" + paragraph(2) + "\n" + paragraph(3) + "\n",
                StandardCharsets.UTF_8);
    }

    private static String edits(int count) {
        List<String> edits = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            edits.add("{\"search\": \"Paragraph " + i + " says\", \"replace\": \"Paragraph " + i + " tells\"}");
        }
        return "[" + String.join(", ", edits) + "]";
    }

    private static int longestLine(String text) {
        int longest = 0;
        for (String line : text.split("\n", -1)) {
            longest = Math.max(longest, line.length());
        }
        return longest;
    }

    /** A long context line as the compact diff shows it: its first 80 characters, marker included. */
    private static String clippedContext(int i) {
        return "\n " + paragraph(i).substring(0, 79) + " …\n";
    }

    @Test
    void aTwentyTwoEditBatchOnLongMarkdownLinesIsCompactByDefaultAndWholeWithDiffFull() throws Exception {
        markdown(22);
        Run compact = edl(edits(22), "batch", "--file", "doc.md", "--edits", "-", "--dry-run");
        Run full = edl(edits(22), "batch", "--file", "doc.md", "--edits", "-", "--dry-run", "--diff", "full");
        assertEquals(0, compact.exitCode(), compact::toString);
        assertEquals(0, full.exitCode(), full::toString);

        assertTrue(compact.out().length() < 9_000, "compact: " + compact.out().length());
        assertTrue(longestLine(compact.out()) < 200, compact::toString);
        assertTrue(compact.out().contains("-Paragraph 5 says something long"), compact::toString);
        assertTrue(compact.out().contains("+Paragraph 5 tells something long"), compact::toString);
        assertTrue(compact.out().contains(NOTE + "44 long lines clipped ("), compact::toString);
        assertTrue(compact.out().contains(HINT), compact::toString);
        assertFalse(compact.out().contains("\"diff\""), "the CLI note names the CLI option");

        assertTrue(full.out().length() > 25_000, "full: " + full.out().length());
        assertTrue(full.out().contains("\n+" + told(5) + "\n"), full::toString);
        assertTrue(full.out().contains("\n-" + paragraph(22) + "\n"), full::toString);
        assertFalse(full.out().contains(NOTE), full::toString);
        String header = compact.out().substring(0, compact.out().indexOf("--- a/doc.md"));
        assertTrue(full.out().startsWith(header), "only the diff differs:\n" + header);
    }

    @Test
    void aBatchDiffTooLongForTheReportIsCutInCompactModeAndWholeInFullMode() throws Exception {
        markdown(80);
        Run compact = edl(edits(80), "batch", "--file", "doc.md", "--edits", "-", "--dry-run");
        Run full = edl(edits(80), "batch", "--file", "doc.md", "--edits", "-", "--dry-run", "--diff=full");
        assertEquals(0, compact.exitCode(), compact::toString);
        assertEquals(0, full.exitCode(), full::toString);
        assertTrue(compact.out().contains("… diff cut: "), compact::toString);
        assertTrue(compact.out().contains("(add --diff full to see all of it)"), compact::toString);
        assertFalse(compact.out().contains("diff()"), "no pointer to the Java API: " + compact);
        assertTrue(compact.out().length() < 12_000, "compact: " + compact.out().length());
        assertFalse(full.out().contains("diff cut"), "full is the whole diff");
        assertTrue(full.out().contains("\n+" + told(80) + "\n"), "the last edit is in the full diff");
    }

    @Test
    void batchJsonShapesEveryDiffItHolds() throws Exception {
        markdown(3);
        Run compact = edl(edits(3), "batch", "--file", "doc.md", "--edits", "-", "--dry-run", "--json");
        Run full = edl(edits(3), "batch", "--file", "doc.md", "--edits", "-", "--dry-run", "--json", "--diff");
        Run none = edl(edits(3), "batch", "--file", "doc.md", "--edits", "-", "--dry-run", "--json", "--diff", "none");
        JsonNode c = JSON.readTree(compact.out());
        JsonNode f = JSON.readTree(full.out());
        JsonNode n = JSON.readTree(none.out());
        assertTrue(c.get("finalDiff").asText().contains(NOTE + "6 long lines clipped"), compact::toString);
        assertTrue(c.get("report").asText().contains(HINT), compact::toString);
        assertTrue(c.get("edits").get(0).get("diff").asText().contains("+Paragraph 1 tells"), compact::toString);
        assertTrue(f.get("finalDiff").asText().contains("+" + told(2) + "\n"), full::toString);
        assertFalse(f.get("report").asText().contains(NOTE), full::toString);
        assertEquals("", n.get("finalDiff").asText(), none::toString);
        assertFalse(n.get("report").asText().contains("--- a/doc.md"), none::toString);
        assertTrue(n.get("report").asText().contains("OK: 3 of 3 edits applied"), none::toString);
    }

    @Test
    void linesClipsLongContextLinesAndSaysTheNewLineCountAndHowFarLaterLinesMoved() throws Exception {
        threeParagraphs();
        Run compact = edl(
                "",
                "lines",
                "--file",
                "doc.md",
                "--start",
                "3",
                "--end",
                "3",
                "--content",
                told(2) + "\nand one more line\n",
                "--dry-run");
        assertEquals(0, compact.exitCode(), compact::toString);
        assertTrue(compact.out().contains("(5 lines now; later lines moved down by 1)"), compact::toString);
        assertTrue(compact.out().contains(clippedContext(1)), compact::toString);
        assertTrue(compact.out().contains(clippedContext(3)), compact::toString);
        assertTrue(compact.out().contains("\n+Paragraph 2 tells something long"), compact::toString);
        assertTrue(compact.out().contains("\n+and one more line\n"), compact::toString);
        assertTrue(compact.out().contains(NOTE + "4 long lines clipped ("), compact::toString);
        assertTrue(compact.out().contains(HINT), compact::toString);
        assertTrue(compact.out().length() < 1_500, "compact: " + compact.out().length());

        Run full = edl(
                "",
                "lines",
                "--file",
                "doc.md",
                "--start",
                "3",
                "--end",
                "3",
                "--content",
                told(2) + "\nand one more line\n",
                "--diff",
                "full");
        assertEquals(0, full.exitCode(), full::toString);
        assertTrue(full.out().contains("\n " + paragraph(1) + "\n"), full::toString);
        assertTrue(full.out().contains("\n-" + paragraph(2) + "\n+" + told(2) + "\n"), full::toString);
        assertFalse(full.out().contains(NOTE), full::toString);
        assertTrue(full.out().contains("version now: "), "the version line still ends the report");

        Run none = edl(
                "",
                "lines",
                "--file",
                "doc.md",
                "--start",
                "1",
                "--end",
                "1",
                "--content",
                "# Title\n",
                "--diff",
                "none");
        assertEquals(0, none.exitCode(), none::toString);
        assertTrue(none.out().startsWith("doc.md: Replaced lines 1-1 (5 lines now)\n"), none::toString);
        assertFalse(none.out().contains("--- a/doc.md"), none::toString);
        assertFalse(none.out().contains("\n\n"), "no blank line left where the diff was: " + none);
        assertTrue(none.out().contains("version now: "), none::toString);
    }

    @Test
    void linesJsonDiffIsCompactUnlessFullIsAsked() throws Exception {
        threeParagraphs();
        Run compact = edl(
                "",
                "lines",
                "--file",
                "doc.md",
                "--start",
                "3",
                "--end",
                "3",
                "--content",
                told(2),
                "--dry-run",
                "--json");
        Run full = edl(
                "",
                "lines",
                "--file",
                "doc.md",
                "--start",
                "3",
                "--end",
                "3",
                "--content",
                told(2),
                "--dry-run",
                "--json",
                "--diff",
                "FULL");
        String c = JSON.readTree(compact.out()).get("diff").asText();
        String f = JSON.readTree(full.out()).get("diff").asText();
        assertTrue(c.contains(clippedContext(1)), compact::toString);
        assertTrue(c.contains(NOTE) && c.contains(HINT), compact::toString);
        assertTrue(f.contains("\n-" + paragraph(2) + "\n+" + told(2) + "\n"), full::toString);
        assertEquals(1, JSON.readTree(full.out()).get("newLineCount").asInt(), "one line in, one out");
    }

    @Test
    void blocksPreviewIsCompactByDefaultAndWholeWithDiffFull() throws Exception {
        threeParagraphs();
        String response = "FILE: doc.md\nFIND:\n" + paragraph(2) + "\nREPLACE:\n" + told(2) + "\nEND\n";
        Run compact = edl(response, "blocks", "-");
        Run full = edl(response, "blocks", "--diff", "full", "-");
        Run bare = edl(response, "blocks", "--diff", "-");
        assertEquals(0, compact.exitCode(), compact::toString);
        assertTrue(compact.out().contains("Preview only: nothing was written."), compact::toString);
        assertTrue(compact.out().contains(clippedContext(1)), compact::toString);
        assertTrue(compact.out().contains(NOTE) && compact.out().contains(HINT), compact::toString);
        assertTrue(compact.out().length() < 1_500, "compact: " + compact.out().length());
        assertEquals(0, full.exitCode(), full::toString);
        assertTrue(full.out().contains("\n-" + paragraph(2) + "\n+" + told(2) + "\n"), full::toString);
        assertFalse(full.out().contains(NOTE), full::toString);
        assertEquals(full, bare, "a bare --diff is --diff full, and '-' is still the response");

        Run json = edl(response, "blocks", "--json", "-");
        JsonNode tree = JSON.readTree(json.out());
        assertTrue(tree.get("diff").asText().contains(HINT), json::toString);
        assertTrue(tree.get("report").asText().contains(HINT), json::toString);
        JsonNode whole = JSON.readTree(
                edl(response, "blocks", "--json", "--diff=full", "-").out());
        assertTrue(whole.get("diff").asText().contains("+" + told(2) + "\n"), whole::toString);
        assertEquals(
                "# T\n" + paragraph(1) + "\n" + paragraph(2) + "\n" + paragraph(3) + "\n",
                Files.readString(workspace.resolve("doc.md")),
                "previews write nothing");
    }

    @Test
    void runPrintsACompactDiffByDefaultAsARealProcess() throws Exception {
        threeParagraphs();
        String script = "file doc.md\nselect /Paragraph 2 says/\nreplace \"Paragraph 2 tells\"\n";
        Outcome compact = CliProcess.runWithInput(workspace, script, "run", "--dry-run", "-");
        assertEquals(0, compact.exitCode(), compact::toString);
        assertTrue(compact.stdout().contains("--- a/doc.md\n+++ b/doc.md\n"), compact::toString);
        assertTrue(compact.stdout().contains(clippedContext(1)), compact::toString);
        assertTrue(compact.stdout().contains("+Paragraph 2 tells something long"), compact::toString);
        assertTrue(
                compact.stdout().contains(NOTE + "4 long lines clipped (")
                        && compact.stdout().contains(HINT),
                compact::toString);
        assertTrue(longestLine(compact.stdout()) < 200, compact::toString);
    }

    @Test
    void runTakesFullNoneAndABareDiffBeforeItsScript() throws Exception {
        threeParagraphs();
        String script = "file doc.md\nselect /Paragraph 2 says/\nreplace \"Paragraph 2 tells\"\n";
        Files.writeString(workspace.resolve("fix.edl"), script);
        String fixEdl = workspace.resolve("fix.edl").toString();
        Run bare = edl(script, "run", "--dry-run", "--diff", "-");
        Run bareBeforeFile = edl("", "run", "--dry-run", "--diff", fixEdl);
        Run bareAfterFile = edl("", "run", "--dry-run", fixEdl, "--diff");
        Run full = edl("", "run", "--dry-run", "--diff", "full", fixEdl);
        Run none = edl("", "run", "--dry-run", "--diff", "none", fixEdl);
        for (Run run : List.of(bare, bareBeforeFile, bareAfterFile, full)) {
            assertEquals(0, run.exitCode(), run::toString);
            assertTrue(run.out().contains("\n-" + paragraph(2) + "\n+" + told(2) + "\n"), run::toString);
            assertFalse(run.out().contains(NOTE), run::toString);
        }
        assertEquals(bare, full);
        assertEquals(0, none.exitCode(), none::toString);
        assertFalse(none.out().contains("--- a/doc.md"), none::toString);
        assertTrue(none.out().contains("doc.md"), none::toString);

        JsonNode compact =
                JSON.readTree(edl("", "run", "--dry-run", "--json", fixEdl).out());
        JsonNode whole = JSON.readTree(
                edl("", "run", "--dry-run", "--json", "--diff=full", fixEdl).out());
        JsonNode without = JSON.readTree(
                edl("", "run", "--dry-run", "--json", "--diff=none", fixEdl).out());
        assertTrue(compact.get("diff").asText().contains(HINT), compact::toString);
        assertTrue(compact.get("diff").asText().contains(clippedContext(1)), compact::toString);
        assertTrue(whole.get("diff").asText().contains("\n+" + told(2) + "\n"), whole::toString);
        assertEquals("", without.get("diff").asText(), without::toString);
    }

    @Test
    void aWordThatIsNoModeIsAUsageErrorWhereNothingElseCouldTakeIt() throws Exception {
        markdown(1);
        Files.writeString(workspace.resolve("fix.edl"), "file doc.md\nselect 1\nreplace \"# T\"\n");
        Run batch = edl(edits(1), "batch", "--file", "doc.md", "--edits", "-", "--diff", "big");
        assertEquals(2, batch.exitCode(), batch::toString);
        assertTrue(
                batch.err().contains("Invalid value for option '--diff': expected compact, full or none but was 'big'"),
                batch::toString);
        Run run = edl("", "run", workspace.resolve("fix.edl").toString(), "--diff", "fll");
        assertEquals(2, run.exitCode(), run::toString);
        assertTrue(run.err().contains("but was 'fll' (a bare --diff means full)"), run::toString);
        assertEquals(
                "# Title\n\n" + paragraph(1) + "\n\n",
                Files.readString(workspace.resolve("doc.md")),
                "a usage error edits nothing");
    }

    @Test
    void helpNamesTheModesAndTheDefault() {
        Run help = edl("", "batch", "--help");
        assertEquals(0, help.exitCode(), help::toString);
        assertTrue(help.out().contains("--diff[=compact|full|none]"), help::toString);
        assertTrue(help.out().contains("compact (default"), help::toString);
    }
}
