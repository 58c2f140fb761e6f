package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a model reads after a run: the retry hints, end-of-file fidelity, ambiguity and whitespace hints. */
class EdlModelMessagesTest {
    private final Edl edl = Edl.builder().registers(RegisterStore.inMemory()).build();

    private EdlResult run(String script, String path, String content) {
        return edl.runInMemory(script, Map.of(path, content));
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void theRetryHintRepeatsTheCommandTheTextCameFrom() {
        EdlResult result = run(
                "file a.java\nselect <<END\nint y;\nEND\ninsert_before <<END\n// comment\nEND\n",
                "a.java",
                "class A {\n  int x;\n}\n");
        // Before: "Use `replace _saved_1` to reference it." — followed literally it replaced the anchor line.
        assertTrue(
                result.formatted()
                        .contains("Text saved to register _saved_1 (11 chars). Use `insert_before _saved_1`"
                                + " to reference it."),
                result.formatted());
        assertFalse(result.formatted().contains("`replace _saved_1`"), result.formatted());
        assertEquals(
                "insert_before",
                result.fileErrors().get(0).savedRegisters().get(0).command());
    }

    @Test
    void eachSavedRegisterNamesItsOwnCommand() {
        EdlResult result =
                run("file a.txt\nselect /nothere/\nreplace \"r\"\ninsert_after <<END\nafter\nEND\n", "a.txt", "text\n");
        String report = result.formatted();
        assertTrue(report.contains("Use `replace _saved_1` to reference it."), report);
        assertTrue(report.contains("Use `insert_after _saved_2` to reference it."), report);
    }

    @Test
    void replacingTheLastLineKeepsAMissingFinalNewline() {
        EdlResult result =
                run("file a.txt\nselect <<END\nlast\nEND\nreplace <<END\nLAST\nEND\n", "a.txt", "first\nlast");
        // Before: "first\nLAST\n" — a line break was added and the trace said nothing.
        assertEquals("first\nLAST", result.files().get(0).after());
    }

    @Test
    void replacingTheLastLineOfACrlfFileKeepsAMissingFinalNewline() {
        EdlResult result =
                run("file a.txt\nselect <<END\nlast\nEND\nreplace <<END\nLAST\nEND\n", "a.txt", "first\r\nlast");
        assertFalse(
                result.files().get(0).after().endsWith("\n"),
                result.files().get(0).after());
    }

    @Test
    void insertingAfterAnUnterminatedLastLineSaysTheFileNowEndsWithALineBreak() {
        EdlResult result =
                run("file a.txt\nselect <<END\nlast\nEND\ninsert_after <<END\nmore\nEND\n", "a.txt", "first\nlast");
        // Whole lines stay whole (a worked example of the language); the trace now says what changed.
        assertEquals("first\nlast\nmore\n", result.files().get(0).after());
        assertTrue(result.formatted().contains("inserted; the file now ends with a line break"), result.formatted());
    }

    @Test
    void deletingTheLastLineKeepsAMissingFinalNewline() {
        EdlResult result = run("file a.txt\nselect <<END\nlast\nEND\ndelete\n", "a.txt", "first\nlast");
        assertEquals("first", result.files().get(0).after());
    }

    @Test
    void aFinalNewlineStaysWhenTheLastLineIsReplaced() {
        EdlResult result =
                run("file a.txt\nselect <<END\nlast\nEND\nreplace <<END\nLAST\nEND\n", "a.txt", "first\nlast\n");
        assertEquals("first\nLAST\n", result.files().get(0).after());
        assertFalse(result.formatted().contains("line break at the end"), result.formatted());
    }

    @Test
    void anEditThatChangesTheFinalNewlineSaysSo() {
        EdlResult removed = run("file a.txt\nselect /last\\n/\nreplace \"LAST\"\n", "a.txt", "first\nlast\n");
        assertEquals("first\nLAST", removed.files().get(0).after());
        assertTrue(removed.formatted().contains("the file now ends without a line break"), removed.formatted());

        EdlResult added = run("file a.txt\nselect /last/\nreplace \"LAST\\n\"\n", "a.txt", "first\nlast");
        assertEquals("first\nLAST\n", added.files().get(0).after());
        assertTrue(added.formatted().contains("the file now ends with a line break"), added.formatted());
    }

    @Test
    void anAmbiguousSelectSuggestsNarrowAndRetainNthWithTheLines() {
        EdlResult result = run(
                "file a.txt\nselect <<END\n  x = 1;\nEND\nreplace <<END\n  x = 2;\nEND\n",
                "a.txt",
                "void a() {\n  x = 1;\n}\nvoid b() {\n  x = 1;\n}\n");
        String message = result.fileErrors().get(0).message();
        // Before: "Use a longer pattern, or select_multiple to select every match."
        assertTrue(message.contains("matched 2 times, expected exactly one (at lines 2, 5)"), message);
        assertTrue(message.contains("`narrow`"), message);
        assertTrue(
                message.contains("`select_multiple` then `retain_nth 0` keeps line 2, `retain_nth 1` keeps line 5"),
                message);
    }

    @Test
    void eachErrorIsPrintedOnce() {
        EdlResult result = run("file a.txt\nselect /nothere/\nreplace \"new\"\n", "a.txt", "hello\n");
        String report = result.formatted();
        // Before: the message was in the trace, in the File errors header and in the file's trace again.
        assertEquals(1, occurrences(report, "no matches for pattern /nothere/"), report);
        assertTrue(report.contains("  select /nothere/ → FAILED (see File errors)\n"), report);
        assertTrue(
                report.contains("  a.txt: select: no matches for pattern /nothere/ (1 mutation not applied)\n"),
                report);
    }

    @Test
    void aHeredocThatDiffersOnlyInWhitespaceShowsTheFileLinesWithWhitespaceVisible() {
        EdlResult result = run(
                "file a.java\nselect <<END\nint x;\nvoid m() {}\nEND\nreplace <<END\nint z;\nEND\n",
                "a.java",
                "class A {\n  int x;\n\tvoid m() {}  \n}\n");
        String message = result.fileErrors().get(0).message();
        // Before: only "copy them exactly, whitespace included", without the file's text.
        assertTrue(message.contains("different indentation or spacing at line 2"), message);
        assertTrue(message.contains("      2 | ··int·x;"), message);
        assertTrue(message.contains("      3 | →void·m()·{}··"), message);
    }

    @Test
    void aHugeFinalSelectionIsCutWithAPlainNote() {
        StringBuilder file = new StringBuilder();
        for (int line = 1; line <= 5000; line++) {
            file.append("item ").append(line).append('\n');
        }
        EdlResult result = run("file a.txt\nselect_multiple /item/\n", "a.txt", file.toString());
        String report = result.formatted();
        // Before: all 5,000 ranges were listed.
        assertTrue(report.contains("Final selection (5000 ranges):"), report);
        // More than 5 ranges: the first and the last, with a count (issue 32: a long list is noise).
        assertTrue(report.contains("  Range 0: [1:0 - 1:4]\n    item\n"), report);
        assertFalse(report.contains("  Range 1: ["), report);
        assertTrue(
                report.contains("  … 4998 more ranges (ranges 1–4998, lines 2–4999) not shown: the report lists the"
                        + " first and the last of more than 5 ranges\n  Range 4999: [5000:0 - 5000:4]"),
                report);
        assertTrue(report.length() < 2_000, () -> "report of " + report.length() + " chars");
        // The full selection is in the library result.
        assertEquals(5000, result.finalSelection().size());
        SelectedRange last = result.finalSelection().get(4999);
        assertEquals(5000, last.startLine());
        assertEquals(0, last.startColumn());
        assertEquals("item", last.text());
    }
}
