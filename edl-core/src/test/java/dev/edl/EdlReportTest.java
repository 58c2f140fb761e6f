package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spec section 10: the report written for an LLM. */
class EdlReportTest {
    @TempDir
    Path root;

    private EdlResult run(String script) {
        return Edl.builder().workspace(root).build().run(script);
    }

    @Test
    void fullReportWithEverySection() throws IOException {
        Files.createDirectories(root.resolve("src"));
        Files.writeString(root.resolve("src/App.java"), "class App {\n  int x = 1;\n}\n");
        Files.writeString(root.resolve("b.txt"), "hello\n");
        EdlResult result = run(String.join(
                "\n",
                "file ./src/App.java",
                "select <<END",
                "  int x = 1;",
                "END",
                "replace <<END",
                "  int x = 2;",
                "  int y = 3;",
                "END",
                "file b.txt",
                "select /nothere/",
                "replace \"new\"",
                "file src/App.java",
                "select 3",
                ""));
        assertEquals(
                String.join(
                        "\n",
                        "Warnings:",
                        "  \"select\" used line number 3. Text/regex patterns are more reliable: line numbers refer to"
                                + " the file as it was loaded at the start of this run.",
                        "",
                        "Trace:",
                        "  file ./src/App.java → switched to src/App.java (3 lines)",
                        "  select <<\"  int x = 1;\" → 1 range, 1 line",
                        "  replace <<heredoc (2 lines) → 1 range replaced, 2 lines inserted",
                        "  file b.txt → switched to b.txt (1 line)",
                        "  select /nothere/ → FAILED (see File errors)",
                        "  file src/App.java → switched to src/App.java (4 lines)",
                        "  select 3 → 1 range, 1 line",
                        "",
                        "Mutations:",
                        "  src/App.java: 1 replacement, +2/-1 lines",
                        "",
                        "Final selection (1 range):",
                        "  Range 0: [4:0 - 4:1]",
                        "    }",
                        "",
                        "File errors:",
                        "  b.txt: select: no matches for pattern /nothere/ (1 mutation not applied)",
                        "    Text saved to register _saved_1 (3 chars). Use `replace _saved_1` to reference it.",
                        ""),
                result.formatted());
        assertEquals("src/App.java", result.files().get(0).path());
        assertEquals(
                "--- a/src/App.java\n+++ b/src/App.java\n@@ -1,3 +1,4 @@\n class App {\n-  int x = 1;\n+  int x = 2;\n"
                        + "+  int y = 3;\n }\n",
                result.unifiedDiff());
    }

    @Test
    void nothingModified() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a\n");
        EdlResult result = run("file a.txt\nselect /a/\n");
        assertEquals(
                "Trace:\n  file a.txt → switched to a.txt (1 line)\n  select /a/ → 1 range, 1 line\n\n"
                        + "Mutations:\n  No files modified.\n\nFinal selection (1 range):\n  Range 0: [1:0 - 1:1]\n    a\n",
                result.formatted());
        assertTrue(result.files().get(0).written() == false
                && !result.files().get(0).changed());
    }

    @Test
    void countsArePluralisedAndZerosLeftOut() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a b a\n");
        EdlResult result = run("file a.txt\nselect_multiple /a/\ninsert_before \"<\"\nselect /b/\ndelete\n");
        // Text put into or taken out of a line adds or removes no line (before: "+2/-1 lines").
        assertTrue(
                result.formatted().contains("  a.txt: 2 inline insertions, 1 deletion, +0/-0 lines\n"),
                result.formatted());
    }

    @Test
    void longSelectionsAreAbbreviated() throws IOException {
        Files.writeString(root.resolve("a.txt"), "x".repeat(1000) + "\n");
        String report = run("file a.txt\nselect /x+/\n").formatted();
        assertTrue(report.contains("    " + "x".repeat(397) + "\n    ...\n    " + "x".repeat(397) + "\n"), report);
    }

    @Test
    void parseErrorReportShowsOnlyTheErrorAndSavedTexts() {
        EdlResult result = run("file a.txt\nreplace \"t\"\nbogus\n");
        assertEquals(
                "Parse error: Unknown command: bogus (line 3, column 0)\n"
                        + "  Text saved to register _saved_1 (1 chars). Use `replace _saved_1` to reference it.\n",
                result.formatted());
    }

    @Test
    void catastrophicRegexEndsByItsBudget() throws IOException {
        Files.writeString(root.resolve("a.txt"), "a".repeat(40) + "!\n");
        EdlResult result = Edl.builder()
                .workspace(root)
                .regexTimeout(Duration.ofMillis(200))
                .build()
                .run("file a.txt\nselect /((a+)+)+?c/\nreplace \"never\"\n");
        assertEquals(
                "Regex /((a+)+)+?c/ timed out after 200 ms",
                result.fileErrors().get(0).message());
        assertEquals(
                "_saved_1", result.fileErrors().get(0).savedRegisters().get(0).name());
        assertEquals("a".repeat(40) + "!\n", Files.readString(root.resolve("a.txt")));
    }
}
