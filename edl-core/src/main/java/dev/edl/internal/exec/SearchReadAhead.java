package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.MutationText;
import dev.edl.Selector;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Looks ahead in a script for the whole-line {@code select}s coming in the current file, a window at
 * a time, and has the document read ahead for them ({@link Document#readAhead}): on a large file
 * their lookups then go to memory together instead of one after another (W8edlx10: about 8 % of
 * the run). Only plain {@code select <<END} of one line counts, with the line a {@code replace
 * <<END} right after it writes; the look ahead stops at the next file command. A hint only: what
 * the commands find is decided when they run. One instance serves one run.
 */
final class SearchReadAhead {
    /** Selects read ahead for at once: enough to overlap their loads, few enough to stay cached. */
    static final int WINDOW = 16;

    private final String[] lines = new String[WINDOW];
    private final @Nullable String[] written = new String[WINDOW];
    /** Commands before this index were looked at already. */
    private int lookedTo;

    /**
     * Called before command {@code index} runs on {@code run}'s document: when it is a {@code
     * select} past the last window, reads ahead for the next window.
     *
     * @return how many of the window's selects the document followed to a line (0 when none was
     *     read ahead)
     */
    int before(List<Command> commands, int index, @Nullable FileRun run) {
        if (run == null || index < lookedTo || commands.get(index).getClass() != Command.Select.class) {
            return 0;
        }
        int count = collect(commands, index);
        return count > 0 ? run.document().readAhead(lines, written, count) : 0;
    }

    /**
     * Gathers the window from command {@code from} on into {@link #lines} and {@link #written}.
     *
     * @return how many selects it holds
     */
    int collect(List<Command> commands, int from) {
        int count = 0;
        int i = from;
        for (; i < commands.size() && count < WINDOW; i++) {
            Command command = commands.get(i);
            Class<?> type = command.getClass();
            if (Executor.opensFile(type)) {
                break;
            }
            if (type == Command.Select.class
                    && ((Command.Select) command).selector() instanceof Selector.Lines pattern
                    && pattern.text().indexOf('\n') < 0) {
                lines[count] = pattern.text();
                written[count++] = i + 1 < commands.size()
                                && commands.get(i + 1) instanceof Command.Replace replace
                                && replace.text() instanceof MutationText.Heredoc heredoc
                        ? heredoc.value()
                        : null;
            }
        }
        lookedTo = i;
        return count;
    }

    /** The select at place {@code k} of the last window (for tests). */
    String line(int k) {
        return lines[k];
    }

    /** The line the replacement after the select at place {@code k} writes, or null (for tests). */
    @Nullable
    String written(int k) {
        return written[k];
    }
}
