package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reports sized for a context window (issue 28 item 6, issue 32 item 5), from the model's side. */
class CompactDiffTest {
    @TempDir
    Path root;

    private static String paragraph(int i) {
        return "Paragraph " + i + " says something long about the project, " + "and then more words ".repeat(30)
                + "so that the line is about 600 characters long, ending here .";
    }

    private Map<String, Object> batchArguments(@org.jspecify.annotations.Nullable String diff) {
        List<Map<String, Object>> edits = new ArrayList<>();
        for (int i = 1; i <= 22; i++) {
            edits.add(Map.of("search", "Paragraph " + i + " says", "replace", "Paragraph " + i + " tells"));
        }
        return diff == null
                ? Map.of("path", "doc.md", "edits", edits, "dryRun", true)
                : Map.of("path", "doc.md", "edits", edits, "dryRun", true, "diff", diff);
    }

    @Test
    void aTwentyTwoEditBatchOnLongMarkdownLinesStaysSmall() throws Exception {
        StringBuilder text = new StringBuilder("# Title\n\n");
        for (int i = 1; i <= 22; i++) {
            text.append(paragraph(i)).append("\n\n");
        }
        Files.writeString(root.resolve("doc.md"), text, StandardCharsets.UTF_8);
        EdlTool batch = EdlTools.of(root, RegisterStore.inMemory())
                .tool("batch_edit_blocks")
                .orElseThrow();
        ToolResult compact = batch.call(batchArguments(null));
        ToolResult full = batch.call(batchArguments("full"));
        assertFalse(compact.isError(), compact.text());
        assertFalse(full.isError(), full.text());
        assertTrue(
                full.text().length() > 25_000,
                "the full diff holds the whole lines: " + full.text().length());
        assertTrue(compact.text().length() < 9_000, "compact: " + compact.text().length());
        assertTrue(compact.text().contains("-Paragraph 5 says something long"), compact.text());
        assertTrue(compact.text().contains("+Paragraph 5 tells something long"), compact.text());
        assertTrue(compact.text().contains("[Compact diff: 44 long lines clipped ("), compact.text());
        assertTrue(compact.text().contains("pass \"diff\": \"full\" for whole lines.]"), compact.text());
        assertTrue(full.text().contains("+" + paragraph(5).replace("5 says", "5 tells") + "\n"), full.text());
    }

    @Test
    void shortLinesAreShownWholeWithoutANote() {
        String diff = "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n";
        assertEquals(diff, CompactDiff.of(diff));
    }

    @Test
    void theNoteSaysHowTheCallerAsksForWholeLines() {
        String line = "x".repeat(300);
        String diff = "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n " + line + "\n-a\n+b\n";
        String compact = CompactDiff.of(diff, "add --diff full");
        assertTrue(
                compact.startsWith("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n " + "x".repeat(79) + " …\n-a\n+b\n"), compact);
        assertTrue(
                compact.endsWith("[Compact diff: 1 long line clipped (" + (301 - 82)
                        + " characters left out, marked …); add --diff full for whole lines.]\n"),
                compact);
        assertTrue(CompactDiff.of(diff).contains("; pass \"diff\": \"full\" for whole lines.]"));
    }

    @Test
    void aBadDiffModeIsRefusedBeforeAnythingIsWritten() throws Exception {
        Files.writeString(root.resolve("a.txt"), "x\n");
        ToolResult result = EdlTools.of(root, RegisterStore.inMemory())
                .tool("batch_edit_blocks")
                .orElseThrow()
                .call(Map.of("path", "a.txt", "edits", List.of(Map.of("search", "x", "replace", "y")), "diff", "big"));
        assertTrue(result.isError());
        assertTrue(result.text().contains("\"diff\" must be \"compact\" or \"full\""), result.text());
        assertEquals("x\n", Files.readString(root.resolve("a.txt")));
    }

    @Test
    void theEdlToolReturnsTheCompactDiffToo() throws Exception {
        Files.writeString(root.resolve("doc.md"), "# T\n\n" + paragraph(1) + "\n", StandardCharsets.UTF_8);
        ToolResult result = EdlTools.of(root, RegisterStore.inMemory())
                .tool("edl")
                .orElseThrow()
                .call(Map.of("script", "file doc.md\nselect /ending here/\nreplace \"ends here\"\n"));
        assertFalse(result.isError(), result.text());
        assertTrue(result.text().contains("--- a/doc.md\n+++ b/doc.md\n"), result.text());
        assertTrue(result.text().contains("+…"), result.text());
        assertTrue(result.text().contains("ends here ."), result.text());
        assertTrue(result.text().contains("[Compact diff: 2 long lines clipped"), result.text());
    }
}
