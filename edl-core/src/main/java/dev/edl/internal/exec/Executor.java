package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.EditError;
import dev.edl.EdlResult;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import dev.edl.SelectedRange;
import dev.edl.Selector;
import dev.edl.SourcePosition;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.lang.invoke.MethodHandles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Runs parsed commands: one file at a time, failures isolated per file, nothing written before the
 * end. One instance serves one run. This class is the command loop and the dispatch: each file has a
 * {@link FileRun} (document, selection, trace, failure) that the loop hands to {@link Selections},
 * {@link Mutations} and {@link FailureLedger}; at the end {@link Finishing} gets an immutable {@link
 * RunSummary} and builds the public result.
 */
public final class Executor {
    private static volatile @Nullable ResultFactory installedResults;

    private final RunOptions options;
    private final ResultFactory results;
    private final Registers registers;
    /** Every file loaded so far, by location, in order of first use. */
    private final Map<Path, FileRun> files = new LinkedHashMap<>();
    /** The files the run left for another while they had a selection, latest left last. */
    private final Set<FileRun> left = new LinkedHashSet<>();

    private final Set<String> warnings = new LinkedHashSet<>();
    private final List<String> trace = new TraceLines();
    private final Selections selections;
    private final Mutations mutations;
    private final FailureLedger ledger;
    /** Where each command is, for a script error; null: {@link Command#position()}. */
    private final @Nullable List<SourcePosition> positions;
    /** The current file: null until the first file/newfile command and after a failure. */
    private @Nullable FileRun current;
    /** Whether {@link #stop} ended the run before its last command. */
    private boolean stoppedEarly;
    /** The commands run and the index of the one running (for a file command's look ahead). */
    private List<Command> script = List.of();

    private int running;
    /** The caller's expected versions by location; resolved when first needed. */
    private @Nullable Map<Path, String> expectedVersions;

    private Executor(RunOptions options, @Nullable List<SourcePosition> positions) {
        this.options = options;
        this.positions = positions;
        this.results = results();
        this.registers = new Registers(options.registers(), results);
        this.selections = new Selections(options, warnings);
        this.mutations = new Mutations(registers);
        this.ledger = new FailureLedger(registers, options.files(), trace, files);
    }

    /**
     * Installs the factory of the public results; {@code dev.edl} does this once, when {@code
     * EdlResult} is initialised.
     *
     * @param factory the factory
     */
    public static void installResults(ResultFactory factory) {
        installedResults = factory;
    }

    private static ResultFactory results() {
        ResultFactory factory = installedResults;
        if (factory == null) {
            try {
                // EdlResult installs the factory when it is initialised
                MethodHandles.lookup().ensureInitialized(EdlResult.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot initialise " + EdlResult.class.getName(), e);
            }
            factory = installedResults;
            if (factory == null) {
                throw new IllegalStateException("no result factory installed");
            }
        }
        return factory;
    }

    /**
     * Runs commands and writes the files they changed (unless a dry run); a script error names the
     * position of its command ({@link Command#position()}).
     *
     * @param commands the commands, in order
     * @param options the run's settings
     * @return what happened
     */
    public static EdlResult execute(List<Command> commands, RunOptions options) {
        return new Executor(options, null).run(commands);
    }

    /**
     * Runs commands whose positions are given apart from them, e.g. those of the script they would
     * print as.
     *
     * @param commands the commands, in order
     * @param positions where each command is, one per command
     * @param options the run's settings
     * @return what happened
     */
    public static EdlResult execute(List<Command> commands, List<SourcePosition> positions, RunOptions options) {
        if (positions.size() != commands.size()) {
            throw new IllegalArgumentException(positions.size() + " positions for " + commands.size() + " commands");
        }
        return new Executor(options, List.copyOf(positions)).run(commands);
    }

    /**
     * The outcome of a script that did not run (it did not parse, was too large, or its files could
     * not be locked): nothing runs, but the texts of every mutation command given are saved to
     * registers.
     *
     * @param message the error as shown, e.g. {@code "Parse error: Unterminated regex (line 2, column 7)"}
     * @param kind the error's kind
     * @param position where in the script the error was found, or null
     * @param parsed the commands whose texts to save (those the parser could recover)
     * @param options the run's settings
     * @return the outcome
     */
    public static EdlResult parseFailure(
            String message,
            EditError.Kind kind,
            @Nullable SourcePosition position,
            List<Command> parsed,
            RunOptions options) {
        Executor executor = new Executor(options, null);
        List<SavedRegister> saved = new ArrayList<>();
        String error = message;
        try {
            saved = executor.ledger.saveTexts(parsed, 0, parsed.size());
        } catch (RuntimeException e) {
            error = message + "\n" + FailureLedger.textsNotSaved(e);
        }
        return executor.finish(error, kind, position, saved, false);
    }

    private EdlResult run(List<Command> commands) {
        String scriptError = null;
        SourcePosition scriptPosition = null;
        List<SavedRegister> scriptSaved = new ArrayList<>();
        int index = 0;
        script = commands;
        SearchReadAhead readAhead = new SearchReadAhead();
        try {
            while (index < commands.size()) {
                Command command = commands.get(index);
                running = index;
                selections.startCommand();
                FailedFile failedBefore = ledger.failedEarlier(command);
                if (failedBefore != null) {
                    index = ledger.skipFailed(commands, index, failedBefore);
                    current = null;
                    continue;
                }
                readAhead.before(commands, index, current);
                try {
                    String summary = execute(command);
                    record(command, "→ " + summary);
                    index++;
                } catch (CommandFailure failure) {
                    boolean fileCommand = command instanceof Command.FileCommand;
                    if (!fileCommand && current == null) {
                        scriptError = "Error: " + failure.message();
                        scriptPosition = positions == null ? command.position() : positions.get(index);
                        trace.add(CommandText.describe(command) + " → FAILED: " + failure.message());
                        registers.appendAll(scriptSaved, ledger.saveTexts(commands, index, commands.size()));
                        break;
                    }
                    FileRun failing = fileCommand ? loaded(command) : current;
                    current = null;
                    index = ledger.fail(commands, index, failing, failure.message(), failure.kind());
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
        return finish(scriptError, EditError.Kind.SCRIPT, scriptPosition, scriptSaved, scriptError != null);
    }

    /** Notes a command that ran in the run's trace and in its file's. */
    private void record(Command command, String summary) {
        String line = CommandText.describe(command) + " " + summary;
        trace.add(line);
        FileRun file = current;
        if (file != null) {
            file.trace().add(line);
        }
    }

    private EdlResult stopAndFinish(
            List<Command> commands, int index, String reason, EditError.Kind kind, List<SavedRegister> scriptSaved) {
        String error = stop(commands, index, reason, kind, scriptSaved);
        return finish(error, kind, null, scriptSaved, true);
    }

    /**
     * Ends the run early at {@code commands[index]}: the current file fails as a whole (none of its
     * edits is written), and the texts of every command not run are saved if the store still can.
     *
     * @return the script error
     */
    private String stop(
            List<Command> commands, int index, String reason, EditError.Kind kind, List<SavedRegister> scriptSaved) {
        stoppedEarly = true;
        trace.add(CommandText.describe(commands.get(index)) + " → STOPPED: " + reason);
        FileRun file = current;
        current = null;
        int next = index;
        boolean textsLost = false;
        if (file != null && !file.failed()) {
            next = ledger.nextFileCommand(commands, index, file.document());
            textsLost = !ledger.failStopped(commands, index, next, file, reason, kind);
        }
        try {
            registers.appendAll(scriptSaved, ledger.saveTexts(commands, next, commands.size()));
        } catch (RuntimeException e) {
            textsLost = true;
        }
        return "Error: " + reason + " (the run stopped here"
                + (textsLost
                        ? "; the texts of the commands not run could not be saved to registers, so keep your script)"
                        : ")");
    }

    /** Sums up the commands' work and hands it to {@link Finishing}. */
    private EdlResult finish(
            @Nullable String scriptError,
            EditError.Kind kind,
            @Nullable SourcePosition position,
            List<SavedRegister> scriptSaved,
            boolean stopped) {
        FileRun last = current != null && !current.failed() ? current : null;
        Map<FileRun, FileSummary> summaries = new IdentityHashMap<>();
        List<FileSummary> fileSummaries = new ArrayList<>(files.size());
        for (FileRun file : files.values()) {
            String leftSelection = left.contains(file) && file != last && !file.failed() ? file.leftSelection() : null;
            FailedFile failure = file.failure();
            FileSummary summary = new FileSummary(
                    file.document(),
                    file.trace(),
                    failure == null ? null : failure.toFileError(results),
                    leftSelection);
            summaries.put(file, summary);
            fileSummaries.add(summary);
        }
        List<FileSummary> leftInOrder = new ArrayList<>();
        for (FileRun file : left) {
            FileSummary summary = summaries.get(file);
            if (summary != null && summary.leftSelection() != null) {
                leftInOrder.add(summary);
            }
        }
        RunSummary summary = new RunSummary(
                scriptError,
                kind,
                position,
                scriptSaved,
                stopped,
                stoppedEarly,
                fileSummaries,
                ledger.fileErrors(results),
                leftInOrder,
                List.copyOf(warnings),
                trace,
                last == null ? null : summaries.get(last),
                last == null ? List.of() : finalSelection(last));
        return Finishing.finish(options, registers, results, summary);
    }

    /** The selection of the file the run ended in, in lines and columns of its final text. */
    private List<SelectedRange> finalSelection(FileRun file) {
        Document document = file.document();
        List<SelectedRange> ranges = new ArrayList<>();
        for (TextRange range : file.selection()) {
            ranges.add(results.selectedRange(
                    document.currentLineOf(range.start()),
                    document.currentColumnOf(range.start()),
                    document.currentLineOf(range.end()),
                    document.currentColumnOf(range.end()),
                    document.substring(range.start(), range.end())));
        }
        return ranges;
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
                FileRun file = currentFile();
                return selections.select(
                        file,
                        selections.exactlyOne(file, c.name(), c.selector(), Selections.wholeFile(file.document())));
            };
        }

        @Override
        public Step visit(Command.SelectMultiple c) {
            return () -> {
                FileRun file = currentFile();
                return selections.select(
                        file,
                        selections.atLeastOne(file, c.name(), c.selector(), Selections.wholeFile(file.document())));
            };
        }

        @Override
        public Step visit(Command.Narrow c) {
            return () -> {
                FileRun file = currentFile();
                return selections.select(file, selections.exactlyOne(file, c.name(), c.selector(), file.selection()));
            };
        }

        @Override
        public Step visit(Command.NarrowMultiple c) {
            return () -> {
                FileRun file = currentFile();
                return selections.select(file, selections.atLeastOne(file, c.name(), c.selector(), file.selection()));
            };
        }

        @Override
        public Step visit(Command.RetainFirst c) {
            return () -> {
                FileRun file = currentFile();
                return selections.select(file, List.of(file.nonEmpty(c.name()).get(0)));
            };
        }

        @Override
        public Step visit(Command.RetainLast c) {
            return () -> {
                FileRun file = currentFile();
                List<TextRange> ranges = file.nonEmpty(c.name());
                return selections.select(file, List.of(ranges.get(ranges.size() - 1)));
            };
        }

        @Override
        public Step visit(Command.RetainNth c) {
            return () -> selections.retainNth(currentFile(), c);
        }

        @Override
        public Step visit(Command.SelectNext c) {
            return () -> selections.step(currentFile(), c.name(), c.selector(), true, false);
        }

        @Override
        public Step visit(Command.SelectPrev c) {
            return () -> selections.step(currentFile(), c.name(), c.selector(), false, false);
        }

        @Override
        public Step visit(Command.ExtendForward c) {
            return () -> selections.step(currentFile(), c.name(), c.selector(), true, true);
        }

        @Override
        public Step visit(Command.ExtendBack c) {
            return () -> selections.step(currentFile(), c.name(), c.selector(), false, true);
        }

        @Override
        public Step visit(Command.Replace c) {
            return () -> {
                FileRun file = currentFile();
                return mutations.replace(
                        file,
                        c.name(),
                        mutations.textOf(c.name(), c.text()),
                        c.text().literal());
            };
        }

        @Override
        public Step visit(Command.InsertBefore c) {
            return () -> {
                FileRun file = currentFile();
                return mutations.insert(
                        file,
                        c.name(),
                        mutations.textOf(c.name(), c.text()),
                        c.text().literal(),
                        true);
            };
        }

        @Override
        public Step visit(Command.InsertAfter c) {
            return () -> {
                FileRun file = currentFile();
                return mutations.insert(
                        file,
                        c.name(),
                        mutations.textOf(c.name(), c.text()),
                        c.text().literal(),
                        false);
            };
        }

        @Override
        public Step visit(Command.Delete c) {
            return () -> mutations.delete(currentFile(), c.name(), null);
        }

        @Override
        public Step visit(Command.Cut c) {
            return () -> mutations.delete(currentFile(), c.name(), c.register());
        }
    };

    private FileRun currentFile() throws CommandFailure {
        FileRun file = current;
        if (file == null) {
            throw new CommandFailure("No file selected. Use 'file' command first.");
        }
        return file;
    }

    private String enter(String path) throws CommandFailure {
        Path location = resolve(path);
        FileRun run = files.get(location);
        Document document;
        if (run == null) {
            TextFile file = open(path);
            checkVersion(file, location);
            document = new Document(file, wholeLineSearchesAhead());
            run = new FileRun(document, Selections.wholeFile(document));
            files.put(location, run);
            warnings.addAll(file.warnings());
        } else {
            document = run.document();
            run.select(Selections.wholeFile(document));
        }
        leaveFor(run);
        current = run;
        return "switched to " + document.path() + " (" + Texts.plural(document.lineCount(), "line", "lines") + ")";
    }

    private String create(String path) throws CommandFailure {
        Path location = resolve(path);
        FileRun existing = files.get(location);
        if (existing != null) {
            throw new CommandFailure("newfile: file already loaded: " + existing.path());
        }
        TextFile file;
        try {
            file = options.files().create(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
        checkVersion(file, location);
        Document document = new Document(file, wholeLineSearchesAhead());
        FileRun run = new FileRun(document, List.of(new TextRange(0, 0, false)));
        files.put(location, run);
        leaveFor(run);
        current = run;
        return "created " + document.path();
    }

    /**
     * How many whole-line searches (heredoc patterns) the running file command's section (up to
     * the next file command) makes: when some, its document indexes its lines as it reads the file,
     * and when many, it also fills its filter of lines by block then.
     */
    private int wholeLineSearchesAhead() {
        return wholeLineSearchesAhead(script, running);
    }

    /** {@link #wholeLineSearchesAhead()} for the file command at index {@code fileCommand} of a script. */
    static int wholeLineSearchesAhead(List<Command> script, int fileCommand) {
        int searches = 0;
        for (int i = fileCommand + 1; i < script.size(); i++) {
            Command command = script.get(i);
            Class<?> type = command.getClass();
            if (opensFile(type)) {
                break;
            }
            if (SEARCHES.get(type) && ((Command.Search) command).selector() instanceof Selector.Lines) {
                searches++;
            }
        }
        return searches;
    }

    /** Whether commands of this class start a file's section of a script ({@code file}, {@code newfile}). */
    static boolean opensFile(Class<?> type) {
        return type == Command.OpenFile.class || type == Command.NewFile.class;
    }

    /**
     * Which command classes are {@link Command.Search}es, looked up by class: {@code instanceof}
     * against two interfaces in turn, for every command of a script, missed the JVM's one-entry
     * cache of a class's last interface each time (2 % of W8edl's 1,000-edit script).
     */
    private static final ClassValue<Boolean> SEARCHES = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return Command.Search.class.isAssignableFrom(type);
        }
    };

    /** The file run a file/newfile command names, if that file was already loaded in this run. */
    private @Nullable FileRun loaded(Command command) {
        String path = ((Command.FileCommand) command).path();
        try {
            return files.get(options.files().resolve(path));
        } catch (FileAccessException e) {
            return null;
        }
    }

    /**
     * Refuses a file that is not at the version the caller expects: checked against the bytes just
     * read, which the edits are computed from and the write's stale check compares with.
     */
    private void checkVersion(TextFile file, Path location) throws CommandFailure {
        Map<Path, String> expected = expectedVersions;
        if (expected == null) {
            expected = new HashMap<>();
            for (Map.Entry<String, String> entry : options.expectedVersions().entrySet()) {
                try {
                    expected.put(options.files().resolve(entry.getKey()), entry.getValue());
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

    /**
     * Notes where the selection is in the file the run leaves for {@code next}, for the report (in
     * words, now: the file's text may change if the run comes back to it).
     */
    private void leaveFor(FileRun next) {
        FileRun leaving = current;
        if (leaving == null || leaving == next || leaving.selection().isEmpty()) {
            return;
        }
        leaving.noteLeft(Selections.positions(leaving.document(), leaving.selection()));
        left.remove(leaving);
        left.add(leaving);
    }

    private Path resolve(String path) throws CommandFailure {
        try {
            return options.files().resolve(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
    }

    private TextFile open(String path) throws CommandFailure {
        try {
            return options.files().open(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()), EditError.Kind.FILE);
        }
    }
}
