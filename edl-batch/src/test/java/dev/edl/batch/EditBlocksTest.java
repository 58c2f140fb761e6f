package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.EditError;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditBlocksTest {

    private static BlockEdit edit(int index, String find, String replace) {
        return BlockEdit.of(index, "f.txt", find, replace);
    }

    @Test
    void appliesEditsInOrderEachToThePreviousResult() {
        String edited = EditBlocks.apply(
                "alpha\nbeta\ngamma\n", List.of(edit(1, "beta", "BETA"), edit(2, "BETA\ngamma", "delta")));
        assertEquals("alpha\ndelta\n", edited);
    }

    @Test
    void appliesParsedBlocks() {
        ParsedEdits parsed =
                EditBlocks.parse("FILE: f.txt\nFIND:\nbeta\nREPLACE:\nb1\nb2\nEND\nFIND:\ngamma\nREPLACE:\nEND\n");
        assertEquals("alpha\nb1\nb2\n", EditBlocks.apply("alpha\nbeta\ngamma\n", parsed.editsFor("f.txt")));
    }

    @Test
    void ambiguousMatchFailsAndNamesTheLines() {
        EditFailedException failure = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply("x = 1\ny\nx = 1\nz\n", List.of(edit(1, "a", "b"), edit(2, "x = 1", "x = 2"))));
        assertEquals(1, failure.edit().index());
        failure = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply("x = 1\ny\nx = 1\nz\n", List.of(edit(4, "x = 1", "x = 2"))));
        assertEquals(4, failure.edit().index());
        assertEquals("f.txt", failure.edit().file());
        assertEquals(
                "ambiguous: FIND matches 2 places, at lines 1, 3 — include more surrounding lines to make it"
                        + " unique, or write FIND (near line <n>): with the line of the place to change",
                failure.reason());
        assertTrue(failure.getMessage().startsWith("edit 4 (f.txt) failed: "), failure.getMessage());
        assertNull(failure.closest());
    }

    @Test
    void lineHintPicksTheNearestOccurrence() {
        String original = "x = 1\ny\nx = 1\nz\n";
        assertEquals(
                "x = 1\ny\nx = 2\nz\n",
                EditBlocks.apply(original, List.of(edit(1, "x = 1", "x = 2").withLineHint(4))));
        assertEquals(
                "x = 2\ny\nx = 1\nz\n",
                EditBlocks.apply(original, List.of(edit(1, "x = 1", "x = 2").withLineHint(1))));
        EditFailedException tie = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply(
                        original, List.of(edit(1, "x = 1", "x = 2").withLineHint(2))));
        assertTrue(tie.reason().contains("equally near line hint 2"), tie.reason());
    }

    @Test
    void gutterLineNumberFromTheResponseDisambiguates() {
        String original = "x = 1\ny\nx = 1\nz\n";
        ParsedEdits parsed = EditBlocks.parse("FILE: f\nFIND:\n3 | x = 1\n4 | z\nREPLACE:\nx = 3\nz\nEND\n");
        assertEquals("x = 1\ny\nx = 3\nz\n", EditBlocks.apply(original, parsed.edits()));
        ParsedEdits hinted = EditBlocks.parse("FILE: f\nFIND (near line 3):\nx = 1\nREPLACE:\nx = 3\nEND\n");
        assertEquals("x = 1\ny\nx = 3\nz\n", EditBlocks.apply(original, hinted.edits()));
    }

    @Test
    void whitespaceTierReindentsTheReplacement() {
        String original = "class A:\n    def f(self):\n        return 1\n";
        String edited = EditBlocks.apply(
                original, List.of(edit(1, "def f(self):\n    return 1", "def f(self):\n    x = 1\n    return x")));
        assertEquals("class A:\n    def f(self):\n        x = 1\n        return x\n", edited);
        EditFailedException strict = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply(
                        original,
                        List.of(edit(1, "def f(self):\n    return 1", "y")),
                        MatchSettings.DEFAULTS.withWhitespaceTolerant(false)));
        assertTrue(strict.reason().startsWith("not found"), strict.reason());
    }

    @Test
    void notFoundNamesTheClosestCandidateWithTheFilesRealLines() {
        String original = "fn main() {\n    let total = compute(1, 2);\n    println!(\"{}\", total);\n}\n";
        EditFailedException failure = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply(
                        original, List.of(edit(2, "    let total = compute(1, 3);", "    let total = 0;"))));
        Candidate closest = failure.closest();
        assertNotNull(closest);
        assertEquals(2, closest.startLine());
        assertEquals("    let total = compute(1, 2);", closest.text());
        assertTrue(closest.percent() >= 90, String.valueOf(closest.percent()));
        assertTrue(failure.reason().startsWith("not found — closest: line 2,"), failure.reason());
    }

    @Test
    void fuzzyApplicationOnlyWhenEnabled() {
        String original = "a\nlet total = compute(1, 2);\nb\n";
        List<BlockEdit> edits = List.of(edit(1, "let total = compute(1, 3);", "let total = 0;"));
        assertThrows(EditFailedException.class, () -> EditBlocks.apply(original, edits));
        assertEquals(
                "a\nlet total = 0;\nb\n", EditBlocks.apply(original, edits, MatchSettings.DEFAULTS.withFuzzy(true)));
    }

    @Test
    void applyAllReportsEveryEditAndKeepsTheOnesThatApplied() {
        EditBlocksResult result = EditBlocks.applyAll(
                "one\ntwo\nthree\n", List.of(edit(1, "one", "1"), edit(2, "tow", "2"), edit(3, "three", "3")));
        assertFalse(result.isSuccess());
        assertEquals(
                List.of(EditStatus.APPLIED, EditStatus.FAILED, EditStatus.APPLIED),
                result.edits().stream().map(EditOutcome::status).toList());
        assertEquals(
                List.of(1, 2, 3),
                result.edits().stream().map(EditOutcome::number).toList());
        assertEquals("1\ntwo\n3\n", result.file().after());
        assertEquals(2, result.applied());
        assertEquals(1, result.failed());
        assertNotNull(result.edits().get(1).closest());
        assertTrue(result.diff().contains("-one\n+1\n"), result.diff());
        assertEquals(EditError.Kind.EDIT, result.error().orElseThrow().kind());
        assertEquals("f.txt", result.error().orElseThrow().path());
    }

    @Test
    void applyThrowsAnUncheckedExceptionCarryingEveryOutcome() {
        EditFailedException failure = assertThrows(
                EditFailedException.class,
                () -> EditBlocks.apply(
                        "one\ntwo\nthree\n", List.of(edit(1, "one", "1"), edit(2, "tow", "2"), edit(3, "tree", "3"))));
        assertTrue(RuntimeException.class.isInstance(failure));
        assertEquals(2, failure.edit().index());
        assertEquals(3, failure.result().edits().size());
        assertEquals(2, failure.result().failed());
        assertEquals("1\ntwo\nthree\n", failure.result().file().after());
    }

    @Test
    void emptyReplaceDeletesWholeLines() {
        assertEquals("a\nc\n", EditBlocks.apply("a\nb\nc\n", List.of(edit(1, "b", ""))));
        assertEquals("a", EditBlocks.apply("a\nb", List.of(edit(1, "b", ""))));
        assertEquals("a\r\nc\r\n", EditBlocks.apply("a\r\nb\r\nc\r\n", List.of(edit(1, "b", ""))));
        assertEquals("", EditBlocks.apply("a\nb\n", List.of(edit(1, "a\nb", ""))));
        assertEquals("a c\n", EditBlocks.apply("a b c\n", List.of(edit(1, "b ", ""))));
        assertEquals("    x\n", EditBlocks.apply("    x\n  y\n", List.of(edit(1, "y", ""))), "whitespace tier");
    }

    @Test
    void crlfTextsMatchLfBlocksAndKeepTheirLineBreaks() {
        ParsedEdits parsed = EditBlocks.parse("FILE: f\r\nFIND:\r\na\r\nb\r\nREPLACE:\r\nx\r\ny\r\nEND\r\n");
        assertEquals("x\r\ny\r\nc\r\n", EditBlocks.apply("a\r\nb\r\nc\r\n", parsed.edits()));
    }

    @Test
    void replacementsAreLiteral() {
        assertEquals("v = $1 \\n $&\n", EditBlocks.apply("v = 0\n", List.of(edit(1, "0", "$1 \\n $&"))));
    }

    @Test
    void identicalFindAndReplaceIsAFailure() {
        EditFailedException failure =
                assertThrows(EditFailedException.class, () -> EditBlocks.apply("a\n", List.of(edit(1, "a", "a"))));
        assertTrue(failure.reason().contains("identical"), failure.reason());
    }
}
