package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.EditError;
import dev.edl.RegisterStoreException;
import dev.edl.SourcePosition;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Runs parsed commands: one file at a time, failures isolated per file, nothing written before the
 * end. One instance serves one run. This class is the command loop and the dispatch; selecting,
 * mutating, the failure ledger and the finishing (registers, writes, report) are their own classes.
 */
public final class Executor {
    private final RunState state;
    private final Selections selections;
    private final Mutations mutations;
    private final FailureLedger ledger;
    private final Finishing finishing;
    /** Whether {@link #stop} ended the run before its last command. */
    private boolean stoppedEarly;
    /** The caller's expected versions by location; resolved when first needed. */
    private @Nullable Map<Path, String> expectedVersions;

    private Executor(RunOptions options) {
        this.state = new RunState(options);
        this.selections = new Selections(state);
        this.mutations = new Mutations(state);
        this.ledger = new FailureLedger(state);
        this.finishing = new Finishing(state, ledger);
    }

    /**
     * Runs commands and writes the files they changed (unless a dry run).
     *
     * @param commands the parsed script
     * @param options the run's settings
     * @return what happened
     */
    public static RunOutcome execute(List<Command> commands, RunOptions options) {
        return new Executor(options).run(commands);
    }

    /**
     * The outcome of a script that did not parse: nothing runs, but the texts of every mutation
     * command that could be parsed are saved to registers.
     *
     * @param message the parse error as shown, e.g. {@code "Parse error: Unterminated regex (line 2, column 7)"}
     * @param parsed the commands the parser could recover
     * @param options the run's settings
     * @return the outcome
     */
    public static RunOutcome parseFailure(
            String message,
            EditError.Kind kind,
            @Nullable SourcePosition position,
            List<Command> parsed,
            RunOptions options) {
        Executor executor = new Executor(options);
        List<SavedText> saved = new ArrayList<>();
        String error = message;
        try {
            saved = executor.ledger.saveTexts(parsed, 0, parsed.size());
        } catch (RuntimeException e) {
            error = message + "\n" + FailureLedger.textsNotSaved(e);
        }
        return executor.finishing.finish(error, kind, position, saved, false, false);
    }

    private RunOutcome run(List<Command> commands) {
        String scriptError = null;
        SourcePosition scriptPosition = null;
        List<SavedText> scriptSaved = new ArrayList<>();
        int index = 0;
        try {
            while (index < commands.size()) {
                Command command = commands.get(index);
                selections.startCommand();
                FailedFile failedBefore = ledger.failedEarlier(command);
                if (failedBefore != null) {
                    index = ledger.skipFailed(commands, index, failedBefore);
                    continue;
                }
                try {
                    String summary = execute(command);
                    state.record(command, "→ " + summary);
                    index++;
                } catch (CommandFailure failure) {
                    boolean fileCommand = command instanceof Command.FileCommand;
                    if (!fileCommand && state.current == null) {
                        scriptError = "Error: " + failure.message();
                        scriptPosition = command.position();
                        state.trace.add(CommandText.describe(command) + " → FAILED: " + failure.message());
                        SavedText.appendAll(scriptSaved, ledger.saveTexts(commands, index, commands.size()));
                        break;
                    }
                    index = ledger.fail(
                            commands,
                            index,
                            fileCommand ? ledger.loadedDocument(command) : state.current,
                            failure.message(),
                            failure.kind());
                }
            }
        } catch (RegisterStoreException e) {
            return stopAndFinish(
                    commands, index, String.valueOf(e.getMessage()), EditError.Kind.REGISTERS, scriptSaved);
        } catch (RunStopped e) {
            return stopAndFinish(commands, index, String.valueOf(e.getMessage()), EditError.Kind.LIMIT, scriptSaved);
        } catch (RuntimeException e) {
            // A defect here or in a caller's register store: end the run with a report, never half a file.
            return stopAndFinish(commands, index, "unexpected failure: " + e, EditError.Kind.REGISTERS, scriptSaved);
        }
        return finishing.finish(
                scriptError, EditError.Kind.SCRIPT, scriptPosition, scriptSaved, scriptError != null, stoppedEarly);
    }

    private RunOutcome stopAndFinish(
            List<Command> commands, int index, String reason, EditError.Kind kind, List<SavedText> scriptSaved) {
        String error = stop(commands, index, reason, kind, scriptSaved);
        return finishing.finish(error, kind, null, scriptSaved, true, stoppedEarly);
    }

    /**
     * Ends the run early at {@code commands[index]}: the current file fails as a whole (none of its
     * edits is written), and the texts of every command not run are saved if the store still can.
     *
     * @return the script error
     */
    private String stop(
            List<Command> commands, int index, String reason, EditError.Kind kind, List<SavedText> scriptSaved) {
        stoppedEarly = true;
        state.trace.add(CommandText.describe(commands.get(index)) + " → STOPPED: " + reason);
        Document document = state.current;
        state.leaveFile();
        int next = index;
        boolean textsLost = false;
        if (document != null && !ledger.hasFailed(document)) {
            next = ledger.nextFileCommand(commands, index, document);
            textsLost = !ledger.failStopped(commands, index, next, document, reason, kind);
        }
        try {
            SavedText.appendAll(scriptSaved, ledger.saveTexts(commands, next, commands.size()));
        } catch (RuntimeException e) {
            textsLost = true;
        }
        return "Error: " + reason + " (the run stopped here"
                + (textsLost
                        ? "; the texts of the commands not run could not be saved to registers, so keep your script)"
                        : ")");
    }

    private String execute(Command command) throws CommandFailure {
        return command.accept(steps).run();
    }

    /** One command's work, run after dispatch so that it may fail with a checked {@link CommandFailure}. */
    @FunctionalInterface
    private interface Step {
        String run() throws CommandFailure;
    }

    /** The per-command dispatch; the compiler checks that every command is handled. */
    private final Command.Visitor<Step> steps = new Command.Visitor<>() {
        @Override
        public Step visit(Command.OpenFile c) {
            return () -> enter(c.path());
        }

        @Override
        public Step visit(Command.NewFile c) {
            return () -> create(c.path());
        }

        @Override
        public Step visit(Command.Select c) {
            return () -> {
                Document document = state.currentDocument();
                return selections.select(
                        selections.exactlyOne(c.name(), c.selector(), Selections.wholeFile(document), document));
            };
        }

        @Override
        public Step visit(Command.SelectMultiple c) {
            return () -> {
                Document document = state.currentDocument();
                return selections.select(
                        selections.atLeastOne(c.name(), c.selector(), Selections.wholeFile(document), document));
            };
        }

        @Override
        public Step visit(Command.Narrow c) {
            return () -> {
                Document document = state.currentDocument();
                return selections.select(selections.exactlyOne(c.name(), c.selector(), state.selection, document));
            };
        }

        @Override
        public Step visit(Command.NarrowMultiple c) {
            return () -> {
                Document document = state.currentDocument();
                return selections.select(selections.atLeastOne(c.name(), c.selector(), state.selection, document));
            };
        }

        @Override
        public Step visit(Command.RetainFirst c) {
            return () -> {
                state.currentDocument();
                return selections.select(List.of(state.nonEmpty(c.name()).get(0)));
            };
        }

        @Override
        public Step visit(Command.RetainLast c) {
            return () -> {
                state.currentDocument();
                List<TextRange> ranges = state.nonEmpty(c.name());
                return selections.select(List.of(ranges.get(ranges.size() - 1)));
            };
        }

        @Override
        public Step visit(Command.RetainNth c) {
            return () -> {
                state.currentDocument();
                return selections.retainNth(c);
            };
        }

        @Override
        public Step visit(Command.SelectNext c) {
            return () -> selections.step(state.currentDocument(), c.name(), c.selector(), true, false);
        }

        @Override
        public Step visit(Command.SelectPrev c) {
            return () -> selections.step(state.currentDocument(), c.name(), c.selector(), false, false);
        }

        @Override
        public Step visit(Command.ExtendForward c) {
            return () -> selections.step(state.currentDocument(), c.name(), c.selector(), true, true);
        }

        @Override
        public Step visit(Command.ExtendBack c) {
            return () -> selections.step(state.currentDocument(), c.name(), c.selector(), false, true);
        }

        @Override
        public Step visit(Command.Replace c) {
            return () -> mutations.replace(
                    state.currentDocument(),
                    c.name(),
                    mutations.textOf(c.name(), c.text()),
                    c.text().literal());
        }

        @Override
        public Step visit(Command.InsertBefore c) {
            return () -> mutations.insert(
                    state.currentDocument(),
                    c.name(),
                    mutations.textOf(c.name(), c.text()),
                    c.text().literal(),
                    true);
        }

        @Override
        public Step visit(Command.InsertAfter c) {
            return () -> mutations.insert(
                    state.currentDocument(),
                    c.name(),
                    mutations.textOf(c.name(), c.text()),
                    c.text().literal(),
                    false);
        }

        @Override
        public Step visit(Command.Delete c) {
            return () -> mutations.delete(state.currentDocument(), c.name(), null);
        }

        @Override
        public Step visit(Command.Cut c) {
            return () -> mutations.delete(state.currentDocument(), c.name(), c.register());
        }
    };

    private String enter(String path) throws CommandFailure {
        Path location = resolve(path);
        Document document = state.documents.get(location);
        if (document == null) {
            TextFile file = open(path);
            checkVersion(file, location);
            document = new Document(file);
            state.documents.put(location, document);
            state.warnings.addAll(file.warnings());
        }
        rememberSelection(document);
        state.current = document;
        state.selection = List.of(new TextRange(0, document.length(), false));
        return "switched to " + document.path() + " ("
                + Texts.plural(Texts.lineCount(document.content()), "line", "lines") + ")";
    }

    private String create(String path) throws CommandFailure {
        Path location = resolve(path);
        Document existing = state.documents.get(location);
        if (existing != null) {
            throw new CommandFailure("newfile: file already loaded: " + existing.path());
        }
        TextFile file;
        try {
            file = state.options.files().create(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
        checkVersion(file, location);
        Document document = new Document(file);
        state.documents.put(location, document);
        rememberSelection(document);
        state.current = document;
        state.selection = List.of(new TextRange(0, 0, false));
        return "created " + document.path();
    }

    /**
     * Refuses a file that is not at the version the caller expects: checked against the bytes just
     * read, which the edits are computed from and the write's stale check compares with.
     */
    private void checkVersion(TextFile file, Path location) throws CommandFailure {
        Map<Path, String> expected = expectedVersions;
        if (expected == null) {
            expected = new HashMap<>();
            for (Map.Entry<String, String> entry :
                    state.options.expectedVersions().entrySet()) {
                try {
                    expected.put(state.options.files().resolve(entry.getKey()), entry.getValue());
                } catch (FileAccessException e) {
                    // a path that cannot be resolved cannot be opened either; the file command says why
                }
            }
            expectedVersions = expected;
        }
        try {
            file.checkVersion(expected.get(location));
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.STALE);
        }
    }

    /** Notes where the selection is in the file the run leaves for {@code next}, for the report. */
    private void rememberSelection(Document next) {
        Document left = state.current;
        if (left == null || left == next || state.selection.isEmpty()) {
            return;
        }
        state.leftSelections.remove(left.path());
        state.leftSelections.put(left.path(), Selections.positions(left, state.selection));
    }

    private Path resolve(String path) throws CommandFailure {
        try {
            return state.options.files().resolve(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
    }

    private TextFile open(String path) throws CommandFailure {
        try {
            return state.options.files().open(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
    }
}
