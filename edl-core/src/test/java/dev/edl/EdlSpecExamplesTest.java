package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every worked example of the EDL guide (docs/edl.md), run end to end on real files. */
class EdlSpecExamplesTest {
    @TempDir
    Path root;

    private EdlResult run(String content, String script) throws IOException {
        Files.writeString(root.resolve("f.txt"), content, StandardCharsets.UTF_8);
        // Scripts are written with "; " between commands, as in the guide's tables.
        return Edl.builder().workspace(root).build().run("file f.txt\n" + script.replaceAll("; (?=[a-z_]+\\b)", "\n"));
    }

    private String file() throws IOException {
        return Files.readString(root.resolve("f.txt"), StandardCharsets.UTF_8);
    }

    private void assertResult(String content, String script, String expected) throws IOException {
        EdlResult result = run(content, script);
        assertTrue(result.isSuccess(), result.formatted());
        assertEquals(expected, file());
    }

    private void assertFileError(String content, String script, String message) throws IOException {
        EdlResult result = run(content, script);
        assertFalse(result.isSuccess());
        assertEquals(1, result.fileErrors().size(), result.formatted());
        assertEquals(message, result.fileErrors().get(0).message());
        assertEquals(content, file(), "a failed file is never written");
    }

    @Test
    void selectMultipleReplace() throws IOException {
        assertResult(
                "hello world\ngoodbye world\n",
                "select_multiple /world/; replace \"planet\"",
                "hello planet\ngoodbye planet\n");
    }

    @Test
    void retainNthNegative() throws IOException {
        assertResult(
                "aaa bbb aaa bbb aaa\n", "select_multiple /aaa/; retain_nth -1; replace \"x\"", "aaa bbb aaa bbb x\n");
    }

    @Test
    void selectNextSearchesOnlyAfterTheSelection() throws IOException {
        assertFileError(
                "aaabbbccc",
                "select /aaabbb/; select_next /bbb/",
                "select_next: no matches after selection for pattern /bbb/");
    }

    @Test
    void extendForwardThenReplace() throws IOException {
        assertResult(
                "function f() {\n  return 1;\n}\n",
                "select /function f/; extend_forward /}/; replace \"function f() { return 2; }\"",
                "function f() { return 2; }\n");
    }

    @Test
    void heredocSelectAndReplaceAreWholeLines() throws IOException {
        assertResult("aaa\nbbb\nccc\n", "select <<X\nbbb\nX\nreplace <<Y\nBBB\nY", "aaa\nBBB\nccc\n");
    }

    @Test
    void heredocSelectionIncludesTheLineBreak() throws IOException {
        assertResult("abc\ndef\n", "select <<X\nabc\nX\nreplace \"cba\"", "cbadef\n");
    }

    @Test
    void heredocPatternsMatchWholeLinesOnly() throws IOException {
        EdlResult result = run("hello world\n", "select <<X\nhello\nX");
        assertEquals(1, result.fileErrors().size());
        assertTrue(result.fileErrors().get(0).message().startsWith("select: no matches for pattern <<\"hello\""));
    }

    @Test
    void zeroWidthRegexInsertsPerLine() throws IOException {
        assertResult("a\nb\n", "select_multiple /^/m; insert_before \"> \"", "> a\n> b\n");
    }

    @Test
    void cutAndPasteThroughARegister() throws IOException {
        assertResult(
                "first\nsecond\nthird\n",
                "select <<X\nsecond\nX\ncut a\nselect <<X\nthird\nX\ninsert_after a",
                "first\nthird\nsecond\n");
    }

    @Test
    void pasteIsInsertAfter() throws IOException {
        assertResult(
                "first\nsecond\nthird\n",
                "select <<X\nsecond\nX\ncut a\nselect <<X\nthird\nX\npaste a",
                "first\nthird\nsecond\n");
    }

    @Test
    void insertsGrowTheSelectionSoTheyChain() throws IOException {
        assertResult("hello world\n", "select /world/; insert_before \"<\"; insert_after \">\"", "hello <world>\n");
        assertResult("xyz\n", "select bof; insert_after \"a\"; insert_after \"b\"", "abxyz\n");
    }

    @Test
    void insertAfterALastLineWithoutLineBreakAddsOne() throws IOException {
        assertResult("aaa\nbbb", "select <<X\nbbb\nX\ninsert_after <<Y\ntext\nY", "aaa\nbbb\ntext\n");
    }

    @Test
    void overlappingHeredocCandidatesAreAllConsidered() throws IOException {
        assertResult("xab\nab\nab", "select <<X\nab\nab\nX\nreplace \"Z\"", "xab\nZ");
    }

    @Test
    void lineNumbersRefertoTheFileAsLoaded() throws IOException {
        assertResult(
                "1\n2\n3\n4\n5\n",
                "select 2; replace <<R\na\nb\nc\nR\nselect 4; replace \"four\"",
                "1\na\nb\nc\n\n3\nfour\n5\n");
    }

    @Test
    void lineNumberUseIsWarned() throws IOException {
        EdlResult result = run("1\n2\n", "select 2; replace \"x\"");
        assertTrue(result.warnings()
                .get(0)
                .startsWith("\"select\" used line number 2. Text/regex patterns are more reliable"));
    }

    @Test
    void positionInsideAChangedRegionCannotBeResolved() throws IOException {
        assertFileError(
                "one\ntwo\nthree\n",
                "select /one\\ntwo/; replace \"x\"; select 2",
                "Cannot resolve position: line 2 was changed earlier in this script");
    }

    @Test
    void positionalPatternsObeyTheScope() throws IOException {
        assertFileError("a\nb\nc\nd\ne\nf\ng\nh\n", "select 2-3; narrow 7", "narrow: no matches for pattern 7");
        assertFileError(
                "a\nb\nc\n", "select 2; select_next 1", "select_next: no matches after selection for pattern 1");
    }

    @Test
    void columnBeyondTheLineIsAnError() throws IOException {
        assertFileError("abc\n", "select 1:9", "Column 9 out of range for line 1 (length 3)");
    }

    @Test
    void rangesAndLineColumns() throws IOException {
        assertResult("one\ntwo\nthree\n", "select 2:1-3:2; replace \"_\"", "one\nt_ree\n");
        assertResult("one\ntwo\nthree\n", "select bof-2; replace \"X\"", "X\nthree\n");
        assertResult("one\ntwo\nthree\n", "select 2-eof; delete", "one\n");
        assertResult("one\ntwo\n", "select eof; insert_after \"three\\n\"", "one\ntwo\nthree\n");
    }

    @Test
    void narrowSearchesInsideTheSelection() throws IOException {
        assertResult("a x\nb x\nc x\n", "select /b x/; narrow /x/; replace \"y\"", "a x\nb y\nc x\n");
        assertResult(
                "f(a, b)\ng(a, b)\n", "select /g\\(.*\\)/; narrow_multiple /\\w/; replace \"z\"", "f(a, b)\nz(z, z)\n");
    }

    @Test
    void narrowRegexSeesOnlyTheScope() throws IOException {
        assertResult("xab\n", "select /ab/; narrow /^a/; replace \"A\"", "xAb\n");
    }

    @Test
    void selectPrevAndExtendBack() throws IOException {
        assertResult("a1 a2 b a3\n", "select /b/; select_prev /a\\d/; replace \"P\"", "a1 P b a3\n");
        assertResult("start x end\n", "select /end/; extend_back /start/; replace \"all\"", "all\n");
    }

    @Test
    void retainFirstAndLast() throws IOException {
        assertResult("a a a\n", "select_multiple /a/; retain_first; replace \"b\"", "b a a\n");
        assertResult("a a a\n", "select_multiple /a/; retain_last; replace \"b\"", "a a b\n");
    }

    @Test
    void deleteLeavesAnInsertionPoint() throws IOException {
        assertResult("abc\n", "select /b/; delete; insert_after \"X\"", "aXc\n");
    }

    @Test
    void commonErrors() throws IOException {
        assertFileError(
                "a a\n",
                "select /a/",
                "select: pattern /a/ matched 2 times, expected exactly one (at lines 1, 1). To pick one: select a"
                        + " larger region that contains only the one you mean, then `narrow` to this pattern inside it;"
                        + " or `select_multiple` then `retain_nth 0` keeps the one at 1:0, `retain_nth 1` keeps the one"
                        + " at 1:2; or use a longer pattern.");
        assertFileError(
                "a a\n", "select_multiple /a/; select_next /a/", "select_next: expected a single selection, got 2");
        assertFileError("a a\n", "select_multiple /a/; cut r", "cut: expected a single selection, got 2");
        assertFileError(
                "a\na\na\n", "select_multiple <<X\na\na\nX\nreplace \"x\"", "replace: selection ranges overlap");
        assertFileError("a\n", "select_multiple /a/; retain_nth 3", "retain_nth: index 3 out of range (1 selections)");
        assertFileError(
                "a\n",
                "select /a/; replace nothing",
                "Register \"nothing\" is empty or does not exist. To insert literal text, quote it: replace"
                        + " \"nothing\". No register exists yet.");
    }

    @Test
    void aCommandBeforeAnyFileIsAScriptError() {
        EdlResult result = Edl.builder().workspace(root).build().run("select /a/\nreplace \"b\"\n");
        assertEquals(
                "Error: No file selected. Use 'file' command first.",
                result.scriptError().orElseThrow().message());
        assertEquals(1, result.savedRegisters().size());
    }
}
