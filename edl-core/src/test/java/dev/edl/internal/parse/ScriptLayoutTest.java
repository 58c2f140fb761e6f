package dev.edl.internal.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptLayoutTest {
    /** Commands whose printed forms span one line or several (heredocs, some with EOF lines inside). */
    private static final List<Command> SAMPLES = List.of(
            new Command.OpenFile("a.txt", SourcePosition.NONE),
            new Command.OpenFile("with space/b.txt", SourcePosition.NONE),
            new Command.Select(new Selector.Lines("one line"), SourcePosition.NONE),
            new Command.Select(new Selector.Lines("two\nlines"), SourcePosition.NONE),
            new Command.NarrowMultiple(new Selector.Lines("EOF\nEOF1\nx"), SourcePosition.NONE),
            new Command.Replace(new MutationText.Quoted("quoted\nwith\nbreaks\r"), SourcePosition.NONE),
            new Command.InsertAfter(new MutationText.Heredoc("a\n\nb\n"), SourcePosition.NONE),
            new Command.InsertBefore(new MutationText.Heredoc(""), SourcePosition.NONE),
            new Command.SelectNext(new Selector.Regex("x\\/y", "i"), SourcePosition.NONE),
            new Command.RetainNth(-1, SourcePosition.NONE),
            new Command.Cut("r", SourcePosition.NONE),
            new Command.Delete(SourcePosition.NONE));

    /** Each command stands where the parser finds it in the printed script, which is as long as said. */
    @Test
    void positionsAndLengthAreThoseOfThePrintedScript() {
        qt().withExamples(300)
                .forAll(lists().of(integers().between(0, SAMPLES.size() - 1)).ofSizeBetween(0, 20))
                .checkAssert(picks -> {
                    List<Command> commands = new ArrayList<>();
                    for (int pick : picks) {
                        commands.add(SAMPLES.get(pick));
                    }
                    String printed = ScriptPrinter.print(commands);
                    List<SourcePosition> parsed = new ArrayList<>();
                    for (Command command : ScriptParser.parse(printed)) {
                        parsed.add(command.position());
                    }
                    ScriptLayout layout = ScriptLayout.of(commands);
                    assertEquals(parsed, layout.positions(), printed);
                    assertEquals(printed.length(), layout.length());
                });
    }

    @Test
    void refusesWhatCannotBePrinted() {
        IllegalArgumentException error = assertThrows(
                IllegalArgumentException.class,
                () -> ScriptLayout.of(List.of(new Command.Select(new Selector.Lines(""), SourcePosition.NONE))));
        assertEquals("Cannot print an empty heredoc selector", error.getMessage());
        assertThrows(NullPointerException.class, () -> ScriptLayout.of(java.util.Arrays.asList((Command) null)));
    }

    @Test
    void noCommandsIsAnEmptyScript() {
        assertEquals(new ScriptLayout(List.of(), 0), ScriptLayout.of(List.of()));
    }
}
