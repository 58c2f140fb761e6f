package dev.edl.internal.exec;

import dev.edl.Command;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What the parts of one run share: its settings and registers, the files loaded so far, the current
 * file and selection, the warnings and the trace. One instance serves one run.
 */
final class RunState {
    final RunOptions options;
    final Registers registers;
    final Map<Path, Document> documents = new LinkedHashMap<>();
    final Set<String> warnings = new LinkedHashSet<>();
    final List<String> trace = new TraceLines();
    /** Where the selection was in each file the run left for another (path → positions), latest last. */
    final Map<String, String> leftSelections = new LinkedHashMap<>();

    @Nullable
    Document current;

    List<TextRange> selection = List.of();

    RunState(RunOptions options) {
        this.options = options;
        this.registers = new Registers(options.registers());
    }

    /** Leaves the current file: no file and no selection until the next file/newfile command. */
    void leaveFile() {
        current = null;
        selection = List.of();
    }

    Document currentDocument() throws CommandFailure {
        Document document = current;
        if (document == null) {
            throw new CommandFailure("No file selected. Use 'file' command first.");
        }
        return document;
    }

    List<TextRange> nonEmpty(String command) throws CommandFailure {
        if (selection.isEmpty()) {
            throw new CommandFailure(command + ": no selection");
        }
        return selection;
    }

    TextRange single(String command) throws CommandFailure {
        if (selection.size() != 1) {
            throw new CommandFailure(command + ": expected a single selection, got " + selection.size());
        }
        return selection.get(0);
    }

    void record(Command command, String summary) {
        String line = CommandText.describe(command) + " " + summary;
        trace.add(line);
        Document document = current;
        if (document != null) {
            document.trace().add(line);
        }
    }
}
