package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issues 28 and 32 ("Exact for the model"), from the model's side: the report text a run returns
 * for indentation mismatches, typos in heredocs, ambiguous selects, unquoted text, counts and
 * multi-file dry runs.
 */
class EdlExactForTheModelTest {
    private final Edl edl = Edl.builder().registers(RegisterStore.inMemory()).build();

    private static final String A_JAVA =
            "class A {\n    void f() {\n        if (x) {\n            // note one\n        }\n    }\n}\n";

    private EdlResult run(String script, String path, String content) {
        return edl.runInMemory(script, Map.of(path, content));
    }

    @Test
    void aHeredocWithTooLittleIndentationIsRefusedAndBothIndentationsAreNamed() {
        EdlResult result = run(
                "file A.java\nselect <<END\n        // note one\nEND\nreplace <<END\n            // note two\nEND\n",
                "A.java",
                A_JAVA);
        String report = result.formatted();
        assertFalse(result.isSuccess(), report);
        assertEquals(A_JAVA, result.files().get(0).after());
        assertTrue(
                report.contains("the lines are in the file with different indentation or spacing at line 4; copy them"
                        + " exactly, whitespace included: line 4 is indented with 12 spaces, your pattern with 8"
                        + " spaces) (1 mutation not applied)\n"
                        + "    The file's line 4 as it is (· is a space, → a tab):\n"
                        + "          4 | ············//·note·one\n"),
                report);
    }

    @Test
    void aTypoInsideAMultiLineHeredocPointsAtTheFirstDifferingLine() {
        EdlResult result = run(
                "file t.txt\nselect <<END\nalpha\nbeta\ngammx\ndelta\nEND\nreplace \"x\"\n",
                "t.txt",
                "alpha\nbeta\ngamma\ndelta\nalpha\nbeta\nother\nthing\n");
        String report = result.formatted();
        // Before: "the first line of the pattern is at lines 1, 5, but the lines after it differ)" and nothing more.
        assertTrue(
                report.contains("but the lines after it differ) (1 mutation not applied)\n"
                        + "    The closest place starts at line 1; its first differing line is the file's line 3,"
                        + " your pattern's line 3 (· is a space, → a tab):\n"
                        + "      - your pattern, line 3: gammx\n"
                        + "      + file, line 3:         gamma\n"),
                report);
    }

    @Test
    void aTypoInTheFirstLineOfAHeredocStillFindsTheClosestPlace() {
        EdlResult result = run(
                "file t.txt\nselect <<END\n  int totl = 0;\n  int count = 0;\n  return total;\nEND\ndelete\n",
                "t.txt",
                "void f() {\n  int total = 0;\n  int count = 0;\n  return total;\n}\n");
        String report = result.formatted();
        assertTrue(report.contains("2 of its 3 lines are at lines 2–4)"), report);
        assertTrue(report.contains("      - your pattern, line 1: ··int·totl·=·0;\n"), report);
        assertTrue(report.contains("      + file, line 2:         ··int·total·=·0;\n"), report);
    }

    @Test
    void anAmbiguousSelectSaysWhichMatchLiesInsideTheSelectionJustBuilt() {
        EdlResult result = run(
                "file a.txt\nselect /fn b/\nextend_forward /}/\nselect /x = 1/\nreplace \"x = 2\"\n",
                "a.txt",
                "fn a() {\n  x = 1;\n}\nfn b() {\n  x = 1;\n}\nfn c() {\n  x = 1;\n}\n");
        String message = result.fileErrors().get(0).message();
        assertTrue(
                message.startsWith("select: pattern /x = 1/ matched 3 times, expected exactly one (at lines 5, 2, 8,"
                        + " nearest the current selection first). Exactly one of them, at line 5, lies inside the"
                        + " current selection (1 range on lines 4–6): `narrow /x = 1/` would select it (`select`"
                        + " searches the whole file)."),
                message);
    }

    @Test
    void anUnquotedWordAfterReplaceExplainsQuotingAndListsTheRegisters() {
        RegisterStore registers = RegisterStore.inMemory();
        registers.putAll(Map.of("header", "// header\n"));
        EdlResult result = Edl.builder()
                .registers(registers)
                .build()
                .runInMemory("file a.txt\nselect /old/\nreplace getContents\n", Map.of("a.txt", "old\n"));
        assertEquals(
                "Register \"getContents\" is empty or does not exist. To insert literal text, quote it: replace"
                        + " \"getContents\". Registers that exist: header.",
                result.fileErrors().get(0).message());
    }

    @Test
    void aMixedLineEndingFileDrawsAWarning() {
        EdlResult result = run("file m.txt\nselect /two/\nreplace \"2\"\n", "m.txt", "one\r\ntwo\nthree\n");
        assertTrue(
                result.formatted()
                        .contains("Warnings:\n  m.txt has mixed line endings (\\r\\n and \\n); they are kept as they"
                                + " are and \\r is treated as content.\n"),
                result.formatted());
    }

    @Test
    void anInlineInsertionIsNotCountedAsALine() {
        EdlResult result = run("file a.txt\nselect /b/\ninsert_after \"X\"\n", "a.txt", "a b c\nd\n");
        String report = result.formatted();
        // Before: "1 line inserted" and "+1/-0 lines" while the file kept its 2 lines.
        assertTrue(report.contains("  insert_after \"X\" → +0 lines, 1 inline insertion\n"), report);
        assertTrue(report.contains("  a.txt: 1 inline insertion, +0/-0 lines\n"), report);
        assertEquals("a bX c\nd\n", result.files().get(0).after());
    }

    @Test
    void lineInsertionsAreStillCountedAsLines() {
        EdlResult result = run("file a.txt\nselect /d/\ninsert_after \"\\nE\\nF\"\n", "a.txt", "a b c\nd\n");
        String report = result.formatted();
        assertTrue(report.contains("→ 3 lines inserted"), report);
        assertTrue(report.contains("  a.txt: 1 insertion, +3/-0 lines\n"), report);
    }

    @Test
    void lineNumbersWarnOncePerScriptAndTheTraceHasNoStrayColon() {
        StringBuilder file = new StringBuilder();
        for (int line = 1; line <= 50; line++) {
            file.append("line ").append(line).append('\n');
        }
        EdlResult result = run("file a.txt\nselect 32-43\nselect 2\n", "a.txt", file.toString());
        String report = result.formatted();
        assertEquals(1, result.warnings().size(), report);
        assertTrue(
                report.contains("  \"select\" used line numbers 32, 43, 2. Text/regex patterns are more reliable"),
                report);
        // Before: "select 2: → 1 range, 1 line".
        assertTrue(report.contains("  select 2 → 1 range, 1 line\n"), report);
    }

    @Test
    void aFailedFileIsOneLineWithoutAPendingCountOfZero() {
        EdlResult result = run("file a.txt\nselect /nothere/\n", "a.txt", "text\n");
        String report = result.formatted();
        // Before: "(0 mutations not applied)" and the file's trace repeated under File errors.
        assertTrue(report.endsWith("File errors:\n  a.txt: select: no matches for pattern /nothere/\n"), report);
    }

    @Test
    void aDryRunOverSeveralFilesShowsWhereEachFileWasLeft() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("a.txt", "x\ny\nx\nx\n");
        files.put("b.txt", "none here\n");
        files.put("c.txt", "x\nx\n");
        EdlResult result = Edl.builder()
                .registers(RegisterStore.inMemory())
                .dryRun(true)
                .build()
                .runInMemory(
                        "file a.txt\nselect_multiple /x/\nfile b.txt\nselect_multiple /x/\nfile c.txt\n"
                                + "select_multiple /x/\n",
                        files);
        String report = result.formatted();
        assertTrue(
                report.contains("Selection left in the other files:\n  a.txt: 3 ranges on lines 1, 3, 4\n\n"
                        + "Final selection (2 ranges):\n"),
                report);
        assertTrue(report.contains("File errors:\n  b.txt: select_multiple: no matches for pattern /x/\n"), report);
        assertFalse(report.contains("    select_multiple /x/ → FAILED"), report);
    }
}
