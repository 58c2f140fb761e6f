package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EditBlocksParseTest {

    private static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    private static BlockEdit only(ParsedEdits parsed) {
        assertEquals(List.of(), parsed.diagnostics());
        assertEquals(1, parsed.edits().size());
        return parsed.edits().get(0);
    }

    private static BlockDiagnostic onlyDiagnostic(ParsedEdits parsed) {
        assertEquals(1, parsed.diagnostics().size(), parsed.diagnostics().toString());
        return parsed.diagnostics().get(0);
    }

    @Test
    void parsesTheSpecExampleVerbatim() {
        ParsedEdits parsed = EditBlocks.parse(lines(
                "FILE: src/main.rs",
                "FIND:",
                "        no_stream: bool,",
                "    },",
                "REPLACE:",
                "        no_stream: bool,",
                "        #[arg(long)]",
                "        verbose: bool,",
                "    },",
                "END"));
        BlockEdit edit = only(parsed);
        assertEquals("src/main.rs", edit.file());
        assertEquals("        no_stream: bool,\n    },", edit.find());
        assertEquals("        no_stream: bool,\n        #[arg(long)]\n        verbose: bool,\n    },", edit.replace());
        assertNull(edit.lineHint());
        assertEquals(1, edit.index());
        assertEquals(2, edit.sourceLine());
        assertEquals(List.of("src/main.rs"), parsed.affectedFiles());
    }

    @Test
    void severalGroupsPerFileAndSeveralFiles() {
        ParsedEdits parsed = EditBlocks.parse(lines(
                "Here are the edits:",
                "FILE: a.txt",
                "FIND:",
                "one",
                "REPLACE:",
                "1",
                "END",
                "FIND (near line 7):",
                "two",
                "REPLACE:",
                "2",
                "END",
                "file: b.txt",
                "find:",
                "three",
                "replace:",
                "3",
                "END",
                "Done."));
        assertEquals(List.of(), parsed.diagnostics());
        assertEquals(3, parsed.edits().size());
        assertEquals(
                new BlockEdit("a.txt", "one", "1", null, 1, 3), parsed.edits().get(0));
        assertEquals(new BlockEdit("a.txt", "two", "2", 7, 2, 8), parsed.edits().get(1));
        assertEquals(
                new BlockEdit("b.txt", "three", "3", null, 3, 14),
                parsed.edits().get(2));
        assertEquals(List.of("a.txt", "b.txt"), parsed.affectedFiles());
        assertEquals(2, parsed.editsFor("./a.txt").size());
        assertEquals(List.of(parsed.edits().get(2)), parsed.editsFor("b.txt"));
        assertEquals(List.of(), parsed.editsFor("c.txt"));
        assertTrue(parsed.isClean());
    }

    @Test
    void markersToleratesSurroundingWhitespaceAndCase() {
        BlockEdit edit = only(EditBlocks.parse(
                lines("  File:   x.py  ", "\tFind (Near Line 12):  ", "a", "  Replace:", "b", "   END  ")));
        assertEquals(new BlockEdit("x.py", "a", "b", 12, 1, 2), edit);
    }

    @Test
    void codeFencesAndTildeWrappersOutsideBlocksAreIgnored() {
        BlockEdit edit = only(EditBlocks.parse(
                lines("```", "FILE: a", "FIND:", "x", "REPLACE:", "y", "END", "```", "~~~", "more prose", "~~~")));
        assertEquals("x", edit.find());
        assertEquals("y", edit.replace());
    }

    @Test
    void crlfResponsesGiveTheSameEdits() {
        String lf = lines("FILE: a", "FIND:", "  x", "", "REPLACE:", "  y", "END");
        ParsedEdits fromCrlf = EditBlocks.parse(lf.replace("\n", "\r\n"));
        assertEquals(EditBlocks.parse(lf), fromCrlf);
        assertEquals("  x\n", only(fromCrlf).find());
    }

    @Test
    void bodiesAreVerbatimIncludingBlankAndIndentedLines() {
        BlockEdit edit = only(EditBlocks.parse(
                lines("FILE: a", "FIND:", "", "    indented  ", "\ttab", "", "REPLACE:", "  ", "END")));
        assertEquals("\n    indented  \n\ttab\n", edit.find());
        assertEquals("  ", edit.replace());
    }

    @Test
    void emptyReplaceDeletes() {
        BlockEdit edit = only(EditBlocks.parse(lines("FILE: a", "FIND:", "gone", "REPLACE:", "END")));
        assertEquals("", edit.replace());
    }

    @Test
    void rubyEndInBodiesIsContent() {
        BlockEdit edit = only(EditBlocks.parse(lines(
                "FILE: app.rb",
                "FIND:",
                "def hi",
                "  puts 'hi'",
                "end",
                "REPLACE:",
                "def hi",
                "  puts 'hello'",
                "end",
                "END")));
        assertEquals("def hi\n  puts 'hi'\nend", edit.find());
        assertEquals("def hi\n  puts 'hello'\nend", edit.replace());
    }

    @Test
    void yamlFileAndFindKeysInBodiesAreContent() {
        BlockEdit edit = only(EditBlocks.parse(lines(
                "FILE: config.yml",
                "FIND:",
                "file: x",
                "find: y",
                "REPLACE:",
                "file: z",
                "  find:",
                "Find (near line 3):",
                "END")));
        assertEquals("file: x\nfind: y", edit.find());
        assertEquals("file: z\n  find:\nFind (near line 3):", edit.replace());
    }

    @Test
    void pathsAreCleanedAndNormalised() {
        assertEquals(
                "src/main.rs",
                only(EditBlocks.parse(lines("FILE: `./src/main.rs`", "FIND:", "a", "REPLACE:", "END")))
                        .file());
        assertEquals(
                "src/main.rs",
                only(EditBlocks.parse(lines("FILE: **src/x/../main.rs**", "FIND:", "a", "REPLACE:", "END")))
                        .file());
        assertEquals(
                "src/main.rs",
                only(EditBlocks.parse(lines("FILE: \"src//./main.rs\"", "FIND:", "a", "REPLACE:", "END")))
                        .file());
        assertEquals(
                "a b/c.txt",
                only(EditBlocks.parse(lines("FILE: 'a b\\c.txt'", "FIND:", "a", "REPLACE:", "END")))
                        .file());
    }

    @Test
    void missingEndAtTheEndOfTheResponseIsReported() {
        ParsedEdits parsed = EditBlocks.parse(lines("FILE: a", "FIND:", "x", "REPLACE:", "y"));
        assertEquals(List.of(), parsed.edits());
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(2, diagnostic.line());
        assertTrue(diagnostic.reason().startsWith("Missing END"), diagnostic.reason());
    }

    @Test
    void anUpperCaseMarkerInsideABodyEndsTheBlockWithoutEnd() {
        ParsedEdits parsed =
                EditBlocks.parse(lines("FILE: a", "FIND:", "x", "REPLACE:", "y", "FIND:", "z", "REPLACE:", "w", "END"));
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(2, diagnostic.line());
        assertEquals(
                "Missing END: the block was interrupted by 'FIND:' at line 6; end every block with a line END",
                diagnostic.reason());
        assertEquals(List.of(new BlockEdit("a", "z", "w", null, 1, 6)), parsed.edits());
    }

    @Test
    void anUpperCaseFileLineInsideAFindBodyEndsTheBlock() {
        ParsedEdits parsed =
                EditBlocks.parse(lines("FILE: a", "FIND:", "x", "FILE: b", "FIND:", "z", "REPLACE:", "w", "END"));
        assertEquals(2, onlyDiagnostic(parsed).line());
        assertEquals(List.of(new BlockEdit("b", "z", "w", null, 1, 5)), parsed.edits());
    }

    @Test
    void anUpperCaseReplaceInsideAReplaceBodyIsReportedTwice() {
        ParsedEdits parsed = EditBlocks.parse(lines("FILE: a", "FIND:", "x", "REPLACE:", "y", "REPLACE:", "z", "END"));
        assertEquals(List.of(), parsed.edits());
        assertEquals(2, parsed.diagnostics().size());
        assertEquals(2, parsed.diagnostics().get(0).line());
        assertEquals(6, parsed.diagnostics().get(1).line());
        assertTrue(parsed.diagnostics().get(1).reason().startsWith("REPLACE without FIND"));
    }

    @Test
    void anEndLineOfCodeInsideAReplaceBodyIsReportedNotAppliedCutOff() {
        ParsedEdits parsed = EditBlocks.parse(lines(
                "FILE: q.sql",
                "FIND:",
                "SELECT 1;",
                "REPLACE:",
                "SELECT CASE WHEN x THEN 1",
                "END",
                "FROM t;",
                "END",
                "FIND:",
                "a",
                "REPLACE:",
                "b",
                "END"));
        assertEquals(List.of(new BlockEdit("q.sql", "a", "b", null, 1, 9)), parsed.edits());
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(2, diagnostic.line());
        assertTrue(diagnostic.reason().startsWith("END at line 6 ended this block early"), diagnostic.reason());
    }

    @Test
    void aRepeatedEndOrProseAfterABlockIsHarmless() {
        ParsedEdits parsed = EditBlocks.parse(lines(
                "FILE: a",
                "FIND:",
                "x",
                "REPLACE:",
                "y",
                "END",
                "",
                "END",
                "FIND:",
                "p",
                "REPLACE:",
                "q",
                "END",
                "Done!"));
        assertEquals(List.of(), parsed.diagnostics());
        assertEquals(2, parsed.edits().size());
    }

    @Test
    void findWithoutFileIsReportedAndItsBodyIsNotReadAsMarkers() {
        ParsedEdits parsed = EditBlocks.parse(lines("FIND:", "file: x", "REPLACE:", "y", "END"));
        assertEquals(List.of(), parsed.edits());
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(
                new BlockDiagnostic(1, "FIND without FILE: write a FILE: <path> line before this block"), diagnostic);
    }

    @Test
    void replaceWithoutFindIsReportedAndSkippedToItsEnd() {
        ParsedEdits parsed =
                EditBlocks.parse(lines("FILE: a", "REPLACE:", "y", "END", "FIND:", "x", "REPLACE:", "z", "END"));
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(2, diagnostic.line());
        assertTrue(diagnostic.reason().startsWith("REPLACE without FIND"));
        assertEquals(List.of(new BlockEdit("a", "x", "z", null, 1, 5)), parsed.edits());
    }

    @Test
    void findWithoutReplaceIsReported() {
        ParsedEdits parsed = EditBlocks.parse(lines("FILE: a", "FIND:", "x", "END"));
        assertEquals(List.of(), parsed.edits());
        assertEquals(
                new BlockDiagnostic(
                        2, "FIND without REPLACE: the block ends with END at line 4 before any REPLACE: line"),
                onlyDiagnostic(parsed));
    }

    @Test
    void aReplaceMarkerWithoutItsColonIsNamed() {
        ParsedEdits parsed = EditBlocks.parse(lines("FILE: a", "FIND:", "x", "REPLACE", "y", "END"));
        assertEquals(List.of(), parsed.edits());
        // Before: only "FIND without REPLACE …", with no word about line 4.
        assertEquals(
                new BlockDiagnostic(
                        2,
                        "FIND without REPLACE: the block ends with END at line 6 before any REPLACE: line. Line 4"
                                + " 'REPLACE' looks like the REPLACE marker, but a marker is exactly REPLACE: (with"
                                + " its colon) alone on its line: write REPLACE: there"),
                onlyDiagnostic(parsed));
    }

    @Test
    void emptyFindIsReported() {
        ParsedEdits parsed =
                EditBlocks.parse(lines("FILE: a", "FIND:", "REPLACE:", "y", "END", "FIND:", "   ", "REPLACE:", "END"));
        assertEquals(List.of(), parsed.edits());
        assertEquals(
                List.of(
                        new BlockDiagnostic(2, "Empty FIND: a FIND section needs the exact lines to replace"),
                        new BlockDiagnostic(6, "Empty FIND: a FIND section needs the exact lines to replace")),
                parsed.diagnostics());
    }

    @Test
    void unknownMarkerFormsAreReported() {
        ParsedEdits parsed = EditBlocks.parse(lines(
                "FILE: a",
                "FIND (line 3):",
                "x",
                "REPLACE:",
                "y",
                "END",
                "**FIND:**",
                "x",
                "REPLACE:",
                "y",
                "END",
                "Find the bug below:",
                "FIND:",
                "ok",
                "REPLACE:",
                "fine",
                "END"));
        assertEquals(List.of(new BlockEdit("a", "ok", "fine", null, 1, 13)), parsed.edits());
        assertEquals(2, parsed.diagnostics().size());
        assertEquals(2, parsed.diagnostics().get(0).line());
        assertTrue(parsed.diagnostics().get(0).reason().startsWith("Unknown marker form 'FIND (line 3):'"));
        assertEquals(7, parsed.diagnostics().get(1).line());
        assertTrue(parsed.diagnostics().get(1).reason().startsWith("Unknown marker form '**FIND:**'"));
    }

    @Test
    void aFileLineWithoutPathIsReportedAndItsBlocksAreSkipped() {
        ParsedEdits parsed = EditBlocks.parse(lines("FILE: a", "FILE:", "FIND:", "x", "REPLACE:", "y", "END"));
        assertEquals(List.of(), parsed.edits());
        assertEquals(2, parsed.diagnostics().size());
        assertEquals(2, parsed.diagnostics().get(0).line());
        assertTrue(parsed.diagnostics().get(0).reason().startsWith("Unknown marker form 'FILE:'"));
        assertEquals(3, parsed.diagnostics().get(1).line());
        assertTrue(parsed.diagnostics().get(1).reason().startsWith("FIND without FILE"));
    }

    @Test
    void gutterInFindIsStrippedAndGivesTheLineHint() {
        BlockEdit edit = only(EditBlocks.parse(lines(
                "FILE: a",
                "FIND (near line 5):",
                "  120 |     if x {",
                "  121 |",
                "  122 |     }",
                "REPLACE:",
                "  120 |     if y {",
                "  121 |     }",
                "END")));
        assertEquals("    if x {\n\n    }", edit.find());
        assertEquals("    if y {\n    }", edit.replace());
        assertEquals(120, edit.lineHint());
    }

    @Test
    void aReplaceMixingGutterAndPlainLinesAfterAGutteredFindIsReported() {
        ParsedEdits parsed =
                EditBlocks.parse(lines("FILE: a", "FIND:", "9 | a", "10 | b", "REPLACE:", "9 | a", "c", "END"));
        assertEquals(List.of(), parsed.edits());
        BlockDiagnostic diagnostic = onlyDiagnostic(parsed);
        assertEquals(2, diagnostic.line());
        assertTrue(diagnostic.reason().startsWith("REPLACE mixes lines with and without a line-number gutter"));
    }

    @Test
    void gutterLikeReplaceLinesAreContentWhenFindHasNoGutter() {
        BlockEdit edit = only(EditBlocks.parse(lines("FILE: a", "FIND:", "a", "REPLACE:", "9 | a", "c", "END")));
        assertEquals("9 | a\nc", edit.replace());
        assertNull(edit.lineHint());
    }

    @Test
    void gutterLikeContentIsKeptWhenNumbersDoNotIncreaseOrALineLacksIt() {
        BlockEdit decreasing =
                only(EditBlocks.parse(lines("FILE: a", "FIND:", "2 | x", "1 | y", "REPLACE:", "1 | z", "END")));
        assertEquals("2 | x\n1 | y", decreasing.find());
        assertEquals("1 | z", decreasing.replace());
        assertNull(decreasing.lineHint());
        BlockEdit partial = only(EditBlocks.parse(lines("FILE: a", "FIND:", "1 | x", "y", "REPLACE:", "z", "END")));
        assertEquals("1 | x\ny", partial.find());
    }

    @Test
    void emptyAndProseOnlyResponsesHaveNoEditsAndNoDiagnostics() {
        assertEquals(new ParsedEdits(List.of(), List.of()), EditBlocks.parse(""));
        assertEquals(
                new ParsedEdits(List.of(), List.of()), EditBlocks.parse("I could not find anything to change.\nEND\n"));
    }
}
