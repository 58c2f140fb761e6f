package dev.edl.internal.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

class ScriptPrinterTest {
    private static final SourcePosition NONE = SourcePosition.NONE;

    private static String print(Command... commands) {
        return ScriptPrinter.print(List.of(commands));
    }

    private static void assertRoundTrip(List<Command> commands) {
        String script = ScriptPrinter.print(commands);
        List<Command> parsed = ScriptParser.parse(script);
        assertEquals(
                commands.stream().map(Command::withoutPosition).toList(),
                parsed.stream().map(Command::withoutPosition).toList(),
                () -> "script:\n" + script);
        assertEquals(script, ScriptPrinter.print(parsed));
    }

    private static void assertRejected(Command command) {
        assertThrows(IllegalArgumentException.class, () -> ScriptPrinter.print(List.of(command)));
    }

    @Test
    void printsACanonicalScript() {
        assertEquals("", ScriptPrinter.print(List.of()));
        String script = print(
                new Command.OpenFile("src/App.java", new SourcePosition(3, 4)),
                new Command.Select(new Selector.Regex("foo\\(\\d+\\)", "i"), NONE),
                new Command.Narrow(new Selector.Range(new Selector.LineColumn(2, 4), new Selector.Eof()), NONE),
                new Command.RetainNth(-1, NONE),
                new Command.Replace(new MutationText.Heredoc("  BBB"), NONE),
                new Command.InsertAfter(new MutationText.Register("r1"), NONE),
                new Command.InsertBefore(new MutationText.Quoted("say \"hi\"\\\n\t"), NONE),
                new Command.Cut("a", NONE),
                new Command.Delete(NONE));
        assertEquals(
                "file src/App.java\n"
                        + "select /foo\\(\\d+\\)/i\n"
                        + "narrow 2:4-eof\n"
                        + "retain_nth -1\n"
                        + "replace <<EOF\n  BBB\nEOF\n"
                        + "insert_after r1\n"
                        + "insert_before \"say \\\"hi\\\"\\\\\\n\\t\"\n"
                        + "cut a\n"
                        + "delete\n",
                script);
    }

    @Test
    void aliasesPrintAsCanonicalCommands() {
        List<Command> parsed = ScriptParser.parse("paste r\nselect_one /x/\n");
        assertEquals("insert_after r\nselect /x/\n", ScriptPrinter.print(parsed));
    }

    @Test
    void pathsNeedingBackticksGetThem() {
        assertEquals("file `dir with space/a.ts`\n", print(new Command.OpenFile("dir with space/a.ts", NONE)));
        assertEquals("newfile a`b\n", print(new Command.NewFile("a`b", NONE)));
        assertEquals("file /abs/a#b.ts\n", print(new Command.OpenFile("/abs/a#b.ts", NONE)));
    }

    @Test
    void heredocDelimiterAvoidsContentLines() {
        assertEquals(
                "replace <<EOF1\nEOF\n EOF1\nEOF\nEOF1\n",
                print(new Command.Replace(new MutationText.Heredoc("EOF\n EOF1\nEOF"), NONE)));
        assertEquals(
                "select <<EOF2\nEOF1\nEOF\nEOF2\n", print(new Command.Select(new Selector.Lines("EOF1\nEOF"), NONE)));
        assertEquals("replace <<EOF\nEOF\n", print(new Command.Replace(new MutationText.Heredoc(""), NONE)));
    }

    @Test
    void roundTripsEdgeCaseTexts() {
        for (String text : List.of("", "\n", "\n\n", "a\n", "\na", "EOF", "lone\rcr", "\u0000", "#x", "<<E")) {
            assertRoundTrip(List.of(
                    new Command.Replace(new MutationText.Heredoc(text), NONE),
                    new Command.InsertAfter(new MutationText.Quoted(text + "\r\n" + text + "\r"), NONE)));
        }
    }

    @Test
    void rejectsWhatAScriptCannotExpress() {
        assertRejected(new Command.Replace(new MutationText.Heredoc("a\r\nb"), NONE));
        assertRejected(new Command.Replace(new MutationText.Heredoc("a\r"), NONE));
        assertRejected(new Command.Select(new Selector.Lines(""), NONE));
        assertRejected(new Command.Select(new Selector.Lines("x\r\n"), NONE));
        assertRejected(new Command.OpenFile("", NONE));
        assertRejected(new Command.OpenFile("a `b", NONE));
        assertRejected(new Command.NewFile("`a", NONE));
        assertRejected(new Command.OpenFile("a\r\nb", NONE));
        assertRejected(new Command.Select(new Selector.Regex("a\nb", ""), NONE));
        assertRejected(new Command.Select(new Selector.Regex("a/b", ""), NONE));
        assertRejected(new Command.Select(new Selector.Regex("a\\", ""), NONE));
        assertRejected(new Command.Select(new Selector.Regex("a", "y"), NONE));
        assertRejected(new Command.Select(new Selector.Regex("a", "x"), NONE));
        assertRejected(new Command.Select(new Selector.Regex("a(", ""), NONE));
        assertRejected(new Command.Select(new Selector.Line(0), NONE));
        assertRejected(new Command.Select(new Selector.LineColumn(1, -1), NONE));
        assertRejected(new Command.Select(new Selector.Range(new Selector.Line(7), new Selector.Line(3)), NONE));
        for (String name : List.of("", "a b", "12", "3-5", "eof", "select", "/x", "`x", "\"x", "#x", "<<x")) {
            assertRejected(new Command.Cut(name, NONE));
            assertRejected(new Command.Replace(new MutationText.Register(name), NONE));
        }
        assertRejected(new Command.Cut("_saved_1", NONE));
    }

    // ---- property: round trip ----

    private static Gen<String> joined(List<String> fragments, int maxParts) {
        return SourceDSL.lists()
                .of(Generate.pick(fragments))
                .ofSizeBetween(0, maxParts)
                .map(parts -> String.join("", parts));
    }

    private static Gen<String> anyText() {
        return joined(
                List.of(
                        "a",
                        "\n",
                        "\r",
                        "\r\n",
                        " ",
                        "\t",
                        "\"",
                        "\\",
                        "`",
                        "'",
                        "/",
                        "#",
                        "<<",
                        "EOF",
                        "EOF1",
                        "é",
                        "\u0000",
                        "\uD83D\uDE00",
                        "select"),
                12);
    }

    private static Gen<String> heredocText() {
        return anyText().map(t -> t.contains("\r\n") || t.endsWith("\r") ? t.replace("\r", "") : t);
    }

    private static Gen<String> paths() {
        Gen<String> spaced = joined(List.of("a", "/", ".", " ", "#", "\"", "<<", "é", "\t", "\n", "-", "1"), 8)
                .map(p -> p.isEmpty() ? "p" : p);
        Gen<String> verbatim =
                joined(List.of("a", "/", "`", "#", "\"", "'", "<<", ".."), 6).map(p -> "x" + p);
        return spaced.mix(verbatim);
    }

    private static Gen<Selector.Regex> regexes() {
        Gen<String> source = joined(
                List.of(
                        "a", "\\/", "\\d", ".", "#", " ", "\"", "`", "<<", "é", "\\\\", "(?:x)", "[ab]", "x?", "^",
                        "$"),
                6);
        Gen<String> flags = Generate.pick(List.of("", "i", "gm", "ims", "u", "iu", "gimsu", "sg"));
        return source.zip(flags, Selector.Regex::new);
    }

    private static Gen<Selector.Position> positions() {
        Gen<Integer> lines = Generate.range(1, 100_000);
        Gen<Integer> columns = Generate.range(0, 500);
        return Generate.frequency(
                org.quicktheories.api.Pair.of(1, Generate.constant(new Selector.Bof())),
                org.quicktheories.api.Pair.of(1, Generate.constant(new Selector.Eof())),
                org.quicktheories.api.Pair.of(3, lines.map(Selector.Line::new)),
                org.quicktheories.api.Pair.of(3, lines.zip(columns, Selector.LineColumn::new)));
    }

    private static Gen<Selector> patterns() {
        Gen<Selector> ranges = positions()
                .zip(
                        positions(),
                        (a, b) -> PositionWords.endsBeforeStart(a, b)
                                ? new Selector.Range(b, a)
                                : new Selector.Range(a, b));
        Gen<Selector> lines = heredocText().map(t -> new Selector.Lines(t.isEmpty() ? "x" : t));
        return Generate.oneOf(regexes().map(r -> r), lines, positions().map(p -> p), ranges);
    }

    private static Gen<String> registerNames() {
        return Generate.pick(List.of("r", "a#b", "_saved_1", "x\"y", "é", "reg`1", "<x", "bofx", "12a", "Select"));
    }

    private static Gen<MutationText> texts() {
        return Generate.oneOf(
                heredocText().map(MutationText.Heredoc::new),
                anyText().map(MutationText.Quoted::new),
                registerNames().map(MutationText.Register::new));
    }

    private static Gen<Command> commands() {
        Gen<Command> files = paths().map(p -> new Command.OpenFile(p, NONE));
        Gen<Command> newFiles = paths().map(p -> new Command.NewFile(p, NONE));
        Gen<Command> patternCommands = patterns().zip(Generate.range(0, 7), (p, which) -> switch (which) {
            case 0 -> new Command.Select(p, NONE);
            case 1 -> new Command.SelectMultiple(p, NONE);
            case 2 -> new Command.Narrow(p, NONE);
            case 3 -> new Command.NarrowMultiple(p, NONE);
            case 4 -> new Command.SelectNext(p, NONE);
            case 5 -> new Command.SelectPrev(p, NONE);
            case 6 -> new Command.ExtendForward(p, NONE);
            default -> new Command.ExtendBack(p, NONE);
        });
        Gen<Command> mutations = texts().zip(Generate.range(0, 2), (t, which) -> switch (which) {
            case 0 -> new Command.Replace(t, NONE);
            case 1 -> new Command.InsertBefore(t, NONE);
            default -> new Command.InsertAfter(t, NONE);
        });
        Gen<Command> simple = Generate.pick(
                List.of(new Command.RetainFirst(NONE), new Command.RetainLast(NONE), new Command.Delete(NONE)));
        Gen<Command> retainNth =
                Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE).map(n -> new Command.RetainNth(n, NONE));
        Gen<Command> cuts = registerNames().map(r -> new Command.Cut(r.startsWith("_saved_") ? "saved_" + r : r, NONE));
        return Generate.oneOf(files, newFiles, patternCommands, mutations, simple, retainNth, cuts);
    }

    @Test
    void printedScriptsParseBackToTheSameCommands() {
        qt().withExamples(3000)
                .forAll(SourceDSL.lists().of(commands()).ofSizeBetween(0, 8))
                .checkAssert(ScriptPrinterTest::assertRoundTrip);
    }
}
