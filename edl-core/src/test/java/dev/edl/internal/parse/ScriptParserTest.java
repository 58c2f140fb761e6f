package dev.edl.internal.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.edl.Command;
import dev.edl.EdlParseException;
import dev.edl.MutationText;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import java.util.List;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

class ScriptParserTest {
    private static final SourcePosition NONE = SourcePosition.NONE;

    private static List<Command> parseNoPositions(String script) {
        return ScriptParser.parse(script).stream().map(Command::withoutPosition).toList();
    }

    private static Command one(String script) {
        List<Command> commands = parseNoPositions(script);
        assertEquals(1, commands.size(), () -> "commands: " + commands);
        return commands.get(0);
    }

    private static EdlParseException error(String script) {
        return assertThrows(EdlParseException.class, () -> ScriptParser.parse(script));
    }

    private static String detail(String script) {
        return error(script).detail();
    }

    // ---- commands ----

    @Test
    void fileAndNewfileTakePaths() {
        assertEquals(new Command.OpenFile("src/App.java", NONE), one("file src/App.java"));
        assertEquals(new Command.OpenFile("/abs/x.ts", NONE), one("file /abs/x.ts"));
        assertEquals(new Command.OpenFile("a#b.ts", NONE), one("file a#b.ts"));
        assertEquals(new Command.OpenFile("dir with space/x.ts", NONE), one("file `dir with space/x.ts`"));
        assertEquals(new Command.NewFile("new/x.md", NONE), one("newfile\n  new/x.md"));
        assertEquals(new Command.NewFile("<<EOF", NONE), one("newfile <<EOF"));
    }

    @Test
    void everyPatternCommand() {
        Selector p = new Selector.Regex("x", "");
        assertEquals(new Command.Select(p, NONE), one("select /x/"));
        assertEquals(new Command.Select(p, NONE), one("select_one /x/"));
        assertEquals(new Command.SelectMultiple(p, NONE), one("select_multiple /x/"));
        assertEquals(new Command.Narrow(p, NONE), one("narrow /x/"));
        assertEquals(new Command.NarrowMultiple(p, NONE), one("narrow_multiple /x/"));
        assertEquals(new Command.SelectNext(p, NONE), one("select_next /x/"));
        assertEquals(new Command.SelectPrev(p, NONE), one("select_prev /x/"));
        assertEquals(new Command.ExtendForward(p, NONE), one("extend_forward /x/"));
        assertEquals(new Command.ExtendBack(p, NONE), one("extend_back /x/"));
    }

    @Test
    void commandsWithoutOrWithSimpleArguments() {
        assertEquals(
                List.of(
                        new Command.RetainFirst(NONE),
                        new Command.RetainLast(NONE),
                        new Command.RetainNth(2, NONE),
                        new Command.RetainNth(-1, NONE),
                        new Command.Delete(NONE),
                        new Command.Cut("a#b", NONE),
                        new Command.InsertAfter(new MutationText.Register("r1"), NONE)),
                parseNoPositions("retain_first retain_last retain_nth 2 retain_nth -1 delete cut a#b paste r1"));
    }

    @Test
    void mutationTextForms() {
        assertEquals(new Command.Replace(new MutationText.Heredoc("BBB"), NONE), one("replace <<Y\nBBB\nY"));
        assertEquals(new Command.Replace(new MutationText.Quoted("planet"), NONE), one("replace \"planet\""));
        assertEquals(new Command.InsertBefore(new MutationText.Quoted("> "), NONE), one("insert_before \"> \""));
        assertEquals(new Command.InsertAfter(new MutationText.Register("a"), NONE), one("insert_after a"));
        assertEquals(new Command.Replace(new MutationText.Register("_saved_1"), NONE), one("replace _saved_1"));
        assertEquals(
                new Command.InsertAfter(new MutationText.Quoted("line\n\tx \"q\" \\"), NONE),
                one("insert_after \"line\\n\\tx \\\"q\\\" \\\\\""));
    }

    @Test
    void heredocWithQuotedDelimiter() {
        assertEquals(
                new Command.Replace(new MutationText.Heredoc("a $b\n# c"), NONE),
                one("replace <<'EOF'\na $b\n# c\nEOF"));
    }

    @Test
    void heredocValueRules() {
        assertEquals(new Command.Replace(new MutationText.Heredoc("x"), NONE), one("replace <<E\nx\nE"));
        assertEquals(new Command.Replace(new MutationText.Heredoc("a\n"), NONE), one("replace <<E\na\n\nE"));
        assertEquals(new Command.Replace(new MutationText.Heredoc(""), NONE), one("replace <<E\nE"));
        assertEquals(
                new Command.Replace(new MutationText.Heredoc("  return x;"), NONE), one("replace <<E\n  return x;\nE"));
    }

    @Test
    void workedExampleScriptsParse() {
        assertEquals(
                List.of(
                        new Command.Select(new Selector.Lines("second"), NONE),
                        new Command.Cut("a", NONE),
                        new Command.Select(new Selector.Lines("third"), NONE),
                        new Command.InsertAfter(new MutationText.Register("a"), NONE)),
                parseNoPositions("select <<X\nsecond\nX\ncut a\nselect <<X\nthird\nX\ninsert_after a\n"));
        assertEquals(
                List.of(
                        new Command.Select(new Selector.Regex("function f", ""), NONE),
                        new Command.ExtendForward(new Selector.Regex("}", ""), NONE),
                        new Command.Replace(new MutationText.Quoted("function f() { return 2; }"), NONE)),
                parseNoPositions("select /function f/\nextend_forward /}/\nreplace \"function f() { return 2; }\""));
        assertEquals(
                List.of(
                        new Command.SelectMultiple(new Selector.Regex("^", "m"), NONE),
                        new Command.InsertBefore(new MutationText.Quoted("> "), NONE)),
                parseNoPositions("select_multiple /^/m\ninsert_before \"> \""));
    }

    @Test
    void everySpecExampleScriptParsesAndRoundTrips() {
        // Scripts from the EDL guide's examples, with their "; " separators written as line breaks.
        List<String> scripts = List.of(
                "select_multiple /world/\nreplace \"planet\"",
                "select_multiple /aaa/\nretain_nth -1\nreplace \"x\"",
                "select /aaabbb/\nselect_next /bbb/",
                "select <<X\nbbb\nX\nreplace <<Y\nBBB\nY",
                "select <<X\nabc\nX\nreplace \"cba\"",
                "select <<X\nhello\nX",
                "select /world/\ninsert_before \"<\"\ninsert_after \">\"",
                "select bof\ninsert_after \"a\"\ninsert_after \"b\"",
                "select <<X\nbbb\nX\ninsert_after <<Y\ntext\nY",
                "select 2\nreplace <<R\na\nb\nc\nR\nselect 4",
                "narrow 7\nselect_next 1\nextend_forward 5-eof\nextend_back bof-12",
                "select <<E\nab\nab\nE");
        List<Integer> sizes = List.of(2, 3, 2, 2, 2, 1, 3, 3, 2, 3, 4, 1);
        for (int i = 0; i < scripts.size(); i++) {
            List<Command> commands = ScriptParser.parse(scripts.get(i));
            assertEquals(sizes.get(i), commands.size(), scripts.get(i));
            List<Command> reparsed = ScriptParser.parse(ScriptPrinter.print(commands));
            assertEquals(
                    commands.stream().map(Command::withoutPosition).toList(),
                    reparsed.stream().map(Command::withoutPosition).toList());
        }
        assertEquals(
                List.of(
                        new Command.Select(new Selector.Line(2), NONE),
                        new Command.Replace(new MutationText.Heredoc("a\nb\nc"), NONE),
                        new Command.Select(new Selector.Line(4), NONE)),
                parseNoPositions(scripts.get(9)));
    }

    // ---- patterns ----

    @Test
    void patternForms() {
        assertEquals(new Selector.Regex("foo\\(\\d+\\)", "i"), pattern("/foo\\(\\d+\\)/i"));
        assertEquals(new Selector.Regex("a\\/b", "gimsu"), pattern("/a\\/b/gimsu"));
        assertEquals(new Selector.Lines("  return x;"), pattern("<<E\n  return x;\nE"));
        assertEquals(new Selector.Bof(), pattern("bof"));
        assertEquals(new Selector.Eof(), pattern("eof"));
        assertEquals(new Selector.Line(12), pattern("12"));
        assertEquals(new Selector.Line(12), pattern("12:"));
        assertEquals(new Selector.LineColumn(12, 4), pattern("12:4"));
        assertEquals(new Selector.LineColumn(12, 0), pattern("12:0"));
        assertEquals(new Selector.Range(new Selector.Line(3), new Selector.Line(7)), pattern("3-7"));
        assertEquals(new Selector.Range(new Selector.Bof(), new Selector.Line(12)), pattern("bof-12"));
        assertEquals(new Selector.Range(new Selector.Line(5), new Selector.Eof()), pattern("5-eof"));
        assertEquals(
                new Selector.Range(new Selector.LineColumn(2, 4), new Selector.LineColumn(3, 0)), pattern("2:4-3:0"));
        assertEquals(new Selector.Range(new Selector.Line(3), new Selector.Line(3)), pattern("3-3"));
        assertEquals(new Selector.Range(new Selector.Line(3), new Selector.LineColumn(3, 0)), pattern("3-3:0"));
    }

    private static Selector pattern(String text) {
        return ((Command.Select) one("select " + text)).selector();
    }

    @Test
    void invalidPatterns() {
        assertEquals("Invalid pattern: foo", detail("select foo"));
        assertEquals("Invalid pattern: 3-", detail("select 3-"));
        assertEquals("Invalid pattern: 1-2-3", detail("select 1-2-3"));
        assertEquals("Invalid pattern: -3", detail("select -3"));
        assertEquals(
                "Unexpected quoted string in pattern position. Use a heredoc for line selection or a regex for"
                        + " inline selection.",
                detail("select \"foo\""));
        assertEquals("Empty literal pattern will match everywhere. Use a non-empty pattern.", detail("select <<E\nE"));
        assertEquals("select: expected a pattern, got end of input", detail("select"));
        assertEquals("narrow: expected a pattern, got end of input", detail("narrow  # nothing"));
        assertEquals("select: expected a pattern, got path", detail("select `a`"));
    }

    @Test
    void lineNumbersStartAtOne() {
        assertEquals("Invalid pattern: 0 (line numbers start at 1)", detail("select 0"));
        assertEquals("Invalid pattern: 0:3 (line numbers start at 1)", detail("select 0:3"));
        assertEquals("Invalid pattern: 1-0 (line numbers start at 1)", detail("select 1-0"));
        assertEquals("Invalid pattern: 99999999999 (number too large)", detail("select 99999999999"));
    }

    @Test
    void rangesThatEndBeforeTheyStart() {
        assertEquals("Invalid range 7-3: it ends before it starts", detail("select 7-3"));
        assertEquals("Invalid range 3:5-3:2: it ends before it starts", detail("select 3:5-3:2"));
        assertEquals("Invalid range 5-4:9: it ends before it starts", detail("select 5-4:9"));
        assertEquals("Invalid range 5:1-4: it ends before it starts", detail("select 5:1-4"));
        // Ranges with bof/eof depend on the file: checked when the script runs.
        assertEquals(new Selector.Range(new Selector.Eof(), new Selector.Line(3)), pattern("eof-3"));
    }

    @Test
    void regexFlagsAndValidity() {
        assertEquals("Unsupported regex flag: y", detail("select /a/y"));
        assertEquals("Unsupported regex flag: y", detail("select /a/giy"));
        String unclosed = "a(";
        String description = assertThrows(PatternSyntaxException.class, () -> java.util.regex.Pattern.compile(unclosed))
                .getDescription();
        assertEquals("Invalid regex /a(/: " + description, detail("select /a(/"));
        assertTrue(description.startsWith("Unclosed group"), description);
        assertTrue(detail("select /[/i").startsWith("Invalid regex /[/i: "));
    }

    // ---- command-position errors ----

    @Test
    void unknownCommandsAndNonWords() {
        assertEquals("Unknown command: Select", detail("Select /x/"));
        assertEquals("Unknown command: foo", detail("select /x/\nfoo"));
        assertEquals("Expected command, got regex", detail("/x/"));
        assertEquals("Expected command, got heredoc", detail("<<E\nx\nE"));
        assertEquals("Expected command, got quoted string", detail("\"x\""));
        assertEquals("Expected command, got path", detail("`x`"));
        assertEquals("Unknown command: z", detail("select /x/iz"));
    }

    @Test
    void retainNthNeedsAnInteger() {
        assertEquals("retain_nth expects an integer, got x", detail("retain_nth x"));
        assertEquals("retain_nth expects an integer, got 1.5", detail("retain_nth 1.5"));
        assertEquals("retain_nth expects an integer, got 99999999999", detail("retain_nth 99999999999"));
        assertEquals("retain_nth expects an integer, got quoted string", detail("retain_nth \"1\""));
        assertEquals("retain_nth: expected an integer, got end of input", detail("retain_nth"));
    }

    @Test
    void positionWordsAfterMutationsExplainTheSelection() {
        assertEquals(
                "replace acts on the current selection, and \"12\" is not a text or register. Position the"
                        + " selection first (for example select 12), then replace.",
                detail("replace 12"));
        for (String word : List.of("bof", "eof", "12", "3:4", "3-5", "12:")) {
            for (String command : List.of("replace", "insert_before", "insert_after", "paste")) {
                assertEquals(
                        command + " acts on the current selection, and \"" + word + "\" is not a text or register."
                                + " Position the selection first (for example select " + word + "), then "
                                + command + ".",
                        detail(command + " " + word));
            }
        }
        assertTrue(detail("cut 12").startsWith("cut: \"12\" looks like a position, not a register name."));
    }

    @Test
    void mutationTextErrors() {
        assertEquals(
                "Expected heredoc, quoted string, or register name after replace, got regex", detail("replace /x/"));
        assertEquals(
                "Expected heredoc, quoted string, or register name after insert_after, got path",
                detail("insert_after `x`"));
        assertEquals(
                "Expected heredoc, quoted string, or register name after insert_before, got end of input",
                detail("insert_before"));
        assertEquals(
                "Expected heredoc, quoted string, or register name after replace, got command select",
                detail("replace\nselect /x/"));
        assertEquals("cut: expected a register name, got quoted string", detail("cut \"a\""));
        assertEquals("paste: expected a register name, got end of input", detail("paste"));
        assertEquals("cut: expected a register name, got command delete", detail("cut delete"));
    }

    @Test
    void filePathErrors() {
        assertEquals("Expected file path, got end of input", detail("file"));
        assertEquals("Expected file path, got end of input", detail("newfile \n  "));
        assertEquals("Empty file path", detail("file ``"));
        assertEquals("Unterminated path literal", detail("file `abc"));
    }

    @Test
    void lexicalErrorsSurfaceWithTheirMessages() {
        assertEquals("Unterminated regex", detail("select /abc"));
        assertEquals("Unterminated quoted string", detail("replace \"abc"));
        assertEquals("Unterminated quoted string (newline before closing quote)", detail("replace \"abc\n\""));
        assertEquals("Invalid escape sequence in quoted string: \\q", detail("replace \"a\\qb\""));
        assertEquals("Invalid heredoc marker", detail("replace <<\nx"));
        assertEquals("Unterminated quoted heredoc marker", detail("replace <<'X\nx\nX"));
        assertEquals("Unexpected content after heredoc marker", detail("replace <<X y\nx\nX"));
        assertEquals("Unterminated heredoc, expected X", detail("replace <<X\nx\n"));
    }

    // ---- positions ----

    @Test
    void commandsArePositionedAtTheirCommandWord() {
        List<Command> commands =
                ScriptParser.parse("file a.ts\n  select <<E\nx\nE\n\n\treplace \"y\" delete # c\n# x\n cut r");
        assertEquals(
                List.of(
                        new SourcePosition(1, 0),
                        new SourcePosition(2, 2),
                        new SourcePosition(6, 1),
                        new SourcePosition(6, 13),
                        new SourcePosition(8, 1)),
                commands.stream().map(Command::position).toList());
    }

    @Test
    void errorsArePositionedAtTheOffendingToken() {
        EdlParseException e = error("select /x/\n  replace 12");
        assertEquals(2, e.line());
        assertEquals(10, e.column());
        assertEquals(
                "replace acts on the current selection, and \"12\" is not a text or register. Position the"
                        + " selection first (for example select 12), then replace. (line 2, column 10)",
                e.getMessage());
        EdlParseException end = error("select /x/\nselect ");
        assertEquals(2, end.line());
        assertEquals(7, end.column());
    }

    @Test
    void crlfScriptsParseLikeLf() {
        String crlf = "file a.ts\r\nselect <<X\r\nbbb\r\nX\r\nreplace <<Y\r\nBBB\r\nY\r\n";
        String lf = crlf.replace("\r\n", "\n");
        assertEquals(ScriptParser.parse(lf), ScriptParser.parse(crlf));
        assertEquals(
                new Command.Replace(new MutationText.Heredoc("BBB"), new SourcePosition(5, 0)),
                ScriptParser.parse(crlf).get(2));
    }

    // ---- delimiter clash hint ----

    @Test
    void delimiterClashAddsAHint() {
        String script = "file a.ts\nselect /x/\nreplace <<EOF\nbefore\nEOF\nafter\nEOF\n";
        EdlParseException e = error(script);
        assertTrue(e.detail().startsWith("Unknown command: after. Note: the heredoc delimiter EOF "), e.detail());
        assertTrue(e.detail().contains("EOF"), e.detail());
        assertTrue(e.detail().contains("<<UNIQUE_MARKER"), e.detail());
        assertEquals(6, e.line());
    }

    @Test
    void noHintWhenDelimitersAreReusedCorrectly() {
        String script = "replace <<EOF\na\nEOF\ninsert_after <<EOF\nb\nEOF\nbogus\n";
        assertEquals("Unknown command: bogus", detail(script));
    }

    @Test
    void hintAlsoForQuotedDelimiters() {
        String script = "replace <<'A B'\nx\nA B\ny\nA B\n";
        assertTrue(detail(script).contains("Note: the heredoc delimiter A B"), detail(script));
    }

    // ---- recovery ----

    @Test
    void recoveringParseKeepsEveryParsableCommand() {
        String script = "file a.ts\nselect /x/\nreplace \"one\"\nbogus stuff here\nselect 7-3\n"
                + "insert_after <<E\ntwo\nE\nretain_nth x\ndelete\n";
        ParseOutcome outcome = ScriptParser.parseRecovering(script);
        assertEquals(
                List.of(
                        "Unknown command: bogus",
                        "Invalid range 7-3: it ends before it starts",
                        "retain_nth expects an integer, got x"),
                outcome.errors().stream().map(EdlParseException::detail).toList());
        assertEquals(
                List.of("file", "select", "replace", "insert_after", "delete"),
                outcome.commands().stream().map(Command::name).toList());
        assertEquals(new SourcePosition(6, 0), outcome.commands().get(3).position());
        assertFalse(outcome.isValid());
    }

    @Test
    void recoveringAfterUnterminatedHeredocKeepsLaterCommands() {
        String script = "replace \"before\"\nreplace <<EOF\nbody\nEOF2\nselect /y/\ninsert_before \"after\"\n";
        ParseOutcome outcome = ScriptParser.parseRecovering(script);
        assertEquals(
                List.of("Unterminated heredoc, expected EOF"),
                outcome.errors().stream().map(EdlParseException::detail).toList());
        assertEquals(
                List.of(
                        new Command.Replace(new MutationText.Quoted("before"), NONE),
                        new Command.Select(new Selector.Regex("y", ""), NONE),
                        new Command.InsertBefore(new MutationText.Quoted("after"), NONE)),
                outcome.commands().stream().map(Command::withoutPosition).toList());
    }

    @Test
    void recoveringKeepsTextsWithRecoverableLexicalErrors() {
        String script = "replace \"C:\\dir\"\ninsert_after <<E trailing\nline\nE\n";
        ParseOutcome outcome = ScriptParser.parseRecovering(script);
        assertEquals(
                List.of("Invalid escape sequence in quoted string: \\d", "Unexpected content after heredoc marker"),
                outcome.errors().stream().map(EdlParseException::detail).toList());
        assertEquals(
                List.of(
                        new Command.Replace(new MutationText.Quoted("C:\\dir"), NONE),
                        new Command.InsertAfter(new MutationText.Heredoc("line"), NONE)),
                outcome.commands().stream().map(Command::withoutPosition).toList());
    }

    @Test
    void recoveringResumesAtACommandWordMetInArgumentPosition() {
        ParseOutcome outcome = ScriptParser.parseRecovering("select\nreplace \"a\"\nretain_nth\ndelete");
        assertEquals(
                List.of("Invalid pattern: replace", "retain_nth expects an integer, got delete"),
                outcome.errors().stream().map(EdlParseException::detail).toList());
        assertEquals(
                List.of("replace", "delete"),
                outcome.commands().stream().map(Command::name).toList());
    }

    @Test
    void recoveringAddsTheClashHintToEveryError() {
        ParseOutcome outcome = ScriptParser.parseRecovering("replace <<EOF\na\nEOF\nb\nEOF\nreplace \"c\"");
        assertEquals(1, outcome.errors().size());
        assertTrue(outcome.errors().get(0).detail().contains("<<UNIQUE_MARKER"));
        assertEquals(2, outcome.commands().size());
    }

    @Test
    void validScriptsRecoverToTheSameCommands() {
        String script = "file a\nselect 3-5\nreplace <<E\nx\nE\n";
        ParseOutcome outcome = ScriptParser.parseRecovering(script);
        assertTrue(outcome.isValid());
        assertEquals(ScriptParser.parse(script), outcome.commands());
    }

    @Test
    void emptyAndCommentOnlyScripts() {
        assertEquals(List.of(), ScriptParser.parse(""));
        assertEquals(List.of(), ScriptParser.parse("  # nothing\n\n# more\r\n"));
    }

    // ---- scale ----

    @Test
    void largeScriptWithManyHeredocsParses() {
        StringBuilder script = new StringBuilder("file big.txt\n");
        int lines = 1;
        int heredocs = 0;
        while (lines < 10_000) {
            if (lines % 50 == 1) {
                script.append("select <<EOF\n");
                for (int i = 0; i < 20; i++) {
                    script.append("  line ").append(i).append(" of block\n");
                }
                script.append("EOF\nreplace <<EOF\nnew\nEOF\n");
                lines += 26;
                heredocs += 2;
            } else {
                script.append("select_next /x").append(lines).append("/\n");
                lines++;
            }
        }
        List<Command> commands = ScriptParser.parse(script.toString());
        assertTrue(heredocs >= 200);
        assertEquals(
                heredocs,
                commands.stream()
                        .filter(c -> c instanceof Command.Select || c instanceof Command.Replace)
                        .count());
    }

    // ---- properties ----

    private static final List<String> FRAGMENTS = List.of(
            " ",
            "\n",
            "\r\n",
            "\r",
            "\t",
            "\u0000",
            "\u00a0",
            "/",
            "\\",
            "`",
            "\"",
            "'",
            "<<",
            "<",
            "#",
            "-",
            ":",
            "E",
            "EOF",
            "x",
            "y",
            "i",
            "(",
            "[",
            "0",
            "12",
            "3-5",
            "bof",
            "eof",
            "\\n",
            "\\q",
            "\n\nEOF\n",
            "file",
            "newfile",
            "select",
            "narrow",
            "retain_nth",
            "replace",
            "insert_after",
            "paste",
            "cut",
            "delete",
            "\uD83D\uDE00",
            "\uD83D");

    private static Gen<String> scripts() {
        return SourceDSL.lists()
                .of(Generate.pick(FRAGMENTS))
                .ofSizeBetween(0, 40)
                .map(parts -> String.join("", parts));
    }

    @Test
    void parseEitherReturnsOrThrowsParseErrorsAndRecoveringNeverThrows() {
        qt().withExamples(3000).forAll(scripts()).checkAssert(script -> {
            ParseOutcome outcome = ScriptParser.parseRecovering(script);
            try {
                List<Command> commands = ScriptParser.parse(script);
                assertTrue(outcome.isValid(), () -> "recovering found errors in a valid script: " + outcome);
                assertEquals(commands, outcome.commands());
            } catch (EdlParseException e) {
                assertFalse(outcome.isValid());
                assertEquals(e.getMessage(), outcome.errors().get(0).getMessage());
            }
        });
    }

    @Test
    void parseOfArbitraryUnicodeIsTotal() {
        qt().withExamples(2000)
                .forAll(SourceDSL.strings().basicMultilingualPlaneAlphabet().ofLengthBetween(0, 60))
                .checkAssert(script -> {
                    ParseOutcome outcome = ScriptParser.parseRecovering(script);
                    try {
                        assertEquals(ScriptParser.parse(script), outcome.commands());
                    } catch (EdlParseException e) {
                        assertFalse(outcome.errors().isEmpty());
                    }
                });
    }

    @Test
    void recoveringParseNeverLosesCompleteMutationsAroundGarbage() {
        Gen<String> garbage = scripts().map(s -> s.replace("\n", " "));
        qt().withExamples(1000).forAll(garbage).checkAssert(junk -> {
            String script = "replace \"first\"\n" + junk + "\n\"\nreplace <<ZZ\nlast\nZZ\n";
            List<Command> commands = ScriptParser.parseRecovering(script).commands();
            List<String> texts = commands.stream()
                    .filter(c -> c instanceof Command.Replace)
                    .map(c -> ((Command.Replace) c).text().literal())
                    .filter(t -> t != null)
                    .collect(Collectors.toList());
            assertEquals("first", texts.get(0), () -> script);
            assertEquals("last\n", texts.get(texts.size() - 1), () -> script);
        });
    }
}
