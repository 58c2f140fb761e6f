package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.SourcePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where commands stand in the script {@link ScriptPrinter#print} would write for them, and how long
 * that script is: what a run of commands built in code reports instead of printing and parsing the
 * script. Public only for {@code dev.edl.Edl} (the package is not exported).
 *
 * @param positions each command's position in the printed script (1-based line, column 0)
 * @param length the printed script's length, in UTF-16 code units
 */
public record ScriptLayout(List<SourcePosition> positions, long length) {
    /** Copies the positions. */
    public ScriptLayout {
        positions = List.copyOf(positions);
    }

    /**
     * Checks commands as {@link ScriptPrinter#print} does and lays them out: each command is
     * printed alone, in turn, so the whole script is never held and nothing is parsed.
     *
     * @param commands the commands, not null and without null elements
     * @return where each command would stand
     * @throws IllegalArgumentException when a command cannot be written as EDL (see {@link
     *     ScriptPrinter})
     */
    public static ScriptLayout of(List<Command> commands) {
        List<SourcePosition> positions =
                new ArrayList<>(Objects.requireNonNull(commands, "commands").size());
        StringBuilder printed = new StringBuilder();
        int line = 1;
        long length = 0;
        for (Command command : commands) {
            printed.setLength(0);
            ScriptPrinter.printTo(printed, Objects.requireNonNull(command, "command"));
            positions.add(new SourcePosition(line, 0));
            for (int i = printed.indexOf("\n"); i >= 0; i = printed.indexOf("\n", i + 1)) {
                line++;
            }
            length += printed.length();
        }
        return new ScriptLayout(positions, length);
    }
}
