package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.FileError;
import dev.edl.FileResult;
import dev.edl.MutationText;
import dev.edl.Pattern;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.TextFile;
import dev.edl.files.WriteResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Runs parsed commands: one file at a time, failures isolated per file, nothing written before the
 * end (spec sections 4–7). One instance serves one run.
 */
public final class Executor {
    private final RunOptions options;
    private final PatternSearch search;
    private final Registers registers;
    private final Map<Path, Document> documents = new LinkedHashMap<>();
    private final Map<Document, FailedFile> failures = new LinkedHashMap<>();
    /** Failures of file/newfile commands naming no loaded file. */
    private final List<FailedFile> pathFailures = new ArrayList<>();
    /** The same failures by path (see {@link #pathKey}): a path that failed stays failed for the run. */
    private final Map<Object, FailedFile> failedPaths = new LinkedHashMap<>();
    /** Whether each changed document was written. */
    private final Map<Document, Boolean> written = new LinkedHashMap<>();

    private final Set<String> warnings = new LinkedHashSet<>();
    private final List<String> trace = new ArrayList<>();
    private @Nullable Document current;
    private List<TextRange> selection = List.of();
    /** Whether {@link #stop} ended the run before its last command. */
    private boolean stoppedEarly;

    private long deadline;

    private Executor(RunOptions options) {
        this.options = options;
        this.search = new PatternSearch(nanos(options.regexTimeout()), nanos(options.regexTimeoutPerRun()));
        this.registers = new Registers(options.registers());
    }

    private static long nanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
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
    public static RunOutcome parseFailure(String message, List<Command> parsed, RunOptions options) {
        Executor executor = new Executor(options);
        List<SavedRegister> saved = new ArrayList<>();
        String error = message;
        try {
            saved = executor.saveTexts(parsed, 0, parsed.size());
        } catch (RuntimeException e) {
            error = message + "\n" + textsNotSaved(e);
        }
        return executor.finish(error, saved, false);
    }

    private RunOutcome run(List<Command> commands) {
        String scriptError = null;
        List<SavedRegister> scriptSaved = new ArrayList<>();
        int index = 0;
        try {
            while (index < commands.size()) {
                Command command = commands.get(index);
                deadline = search.newDeadline();
                FailedFile failedBefore = failedEarlier(command);
                if (failedBefore != null) {
                    index = skipFailed(commands, index, failedBefore);
                    continue;
                }
                try {
                    String summary = execute(command);
                    record(command, "→ " + summary);
                    index++;
                } catch (CommandFailure failure) {
                    boolean fileCommand = command instanceof Command.File || command instanceof Command.NewFile;
                    if (!fileCommand && current == null) {
                        scriptError = "Error: " + failure.message();
                        trace.add(CommandText.describe(command) + " → FAILED: " + failure.message());
                        scriptSaved.addAll(saveTexts(commands, index, commands.size()));
                        break;
                    }
                    index = fail(commands, index, fileCommand ? loadedDocument(command) : current, failure.message());
                }
            }
        } catch (RegisterStoreException e) {
            return finish(stop(commands, index, String.valueOf(e.getMessage()), scriptSaved), scriptSaved, true);
        } catch (RunStopped e) {
            return finish(stop(commands, index, String.valueOf(e.getMessage()), scriptSaved), scriptSaved, true);
        } catch (RuntimeException e) {
            // A defect here or in a caller's register store: end the run with a report, never half a file.
            return finish(stop(commands, index, "unexpected failure: " + e, scriptSaved), scriptSaved, true);
        }
        return finish(scriptError, scriptSaved, scriptError != null);
    }

    /**
     * Ends the run early at {@code commands[index]}: the current file fails as a whole (none of its
     * edits is written), and the texts of every command not run are saved if the store still can.
     *
     * @return the script error
     */
    private String stop(List<Command> commands, int index, String reason, List<SavedRegister> scriptSaved) {
        stoppedEarly = true;
        trace.add(CommandText.describe(commands.get(index)) + " → STOPPED: " + reason);
        Document document = current;
        current = null;
        selection = List.of();
        int next = index;
        boolean textsLost = false;
        if (document != null && !failures.containsKey(document)) {
            next = nextFileCommand(commands, index, document);
            FailedFile failed =
                    new FailedFile(document.path(), "the run stopped in this file: " + reason, document.trace());
            failed.notApplied = countMutations(commands, index, next);
            failures.put(document, failed);
            try {
                failed.saved.addAll(saveTexts(commands, index, next));
            } catch (RuntimeException e) {
                textsLost = true;
            }
        }
        try {
            scriptSaved.addAll(saveTexts(commands, next, commands.size()));
        } catch (RuntimeException e) {
            textsLost = true;
        }
        return "Error: " + reason + " (the run stopped here"
                + (textsLost
                        ? "; the texts of the commands not run could not be saved to registers, so keep your script)"
                        : ")");
    }

    // ---- commands -------------------------------------------------------------------------

    private String execute(Command command) throws CommandFailure {
        if (command instanceof Command.File file) {
            return enter(file.path());
        }
        if (command instanceof Command.NewFile newFile) {
            return create(newFile.path());
        }
        Document document = currentDocument();
        if (command instanceof Command.Select c) {
            return select(exactlyOne(c.name(), c.pattern(), wholeFile(document), document));
        }
        if (command instanceof Command.SelectMultiple c) {
            return select(atLeastOne(c.name(), c.pattern(), wholeFile(document), document));
        }
        if (command instanceof Command.Narrow c) {
            return select(exactlyOne(c.name(), c.pattern(), selection, document));
        }
        if (command instanceof Command.NarrowMultiple c) {
            return select(atLeastOne(c.name(), c.pattern(), selection, document));
        }
        if (command instanceof Command.RetainFirst c) {
            return select(List.of(nonEmpty(c.name()).get(0)));
        }
        if (command instanceof Command.RetainLast c) {
            List<TextRange> ranges = nonEmpty(c.name());
            return select(List.of(ranges.get(ranges.size() - 1)));
        }
        if (command instanceof Command.RetainNth c) {
            return retainNth(c);
        }
        if (command instanceof Command.SelectNext c) {
            TextRange range = single(c.name());
            List<TextRange> matches =
                    find(c.pattern(), range.end(), document.length(), PatternSearch.Want.FIRST, document, c.name());
            if (matches.isEmpty()) {
                throw noMatches(c.name(), "after selection ", c.pattern());
            }
            return select(List.of(matches.get(0)));
        }
        if (command instanceof Command.SelectPrev c) {
            TextRange range = single(c.name());
            List<TextRange> matches = find(c.pattern(), 0, range.start(), PatternSearch.Want.LAST, document, c.name());
            if (matches.isEmpty()) {
                throw noMatches(c.name(), "before selection ", c.pattern());
            }
            return select(List.of(matches.get(matches.size() - 1)));
        }
        if (command instanceof Command.ExtendForward c) {
            TextRange range = single(c.name());
            List<TextRange> matches =
                    find(c.pattern(), range.end(), document.length(), PatternSearch.Want.FIRST, document, c.name());
            if (matches.isEmpty()) {
                throw noMatches(c.name(), "after selection ", c.pattern());
            }
            TextRange match = matches.get(0);
            return select(List.of(new TextRange(range.start(), match.end(), match.lineSelection())));
        }
        if (command instanceof Command.ExtendBack c) {
            TextRange range = single(c.name());
            List<TextRange> matches = find(c.pattern(), 0, range.start(), PatternSearch.Want.LAST, document, c.name());
            if (matches.isEmpty()) {
                throw noMatches(c.name(), "before selection ", c.pattern());
            }
            TextRange match = matches.get(matches.size() - 1);
            return select(List.of(new TextRange(match.start(), range.end(), range.lineSelection())));
        }
        if (command instanceof Command.Replace c) {
            return replace(document, c.name(), textOf(c.text()), c.text().literal());
        }
        if (command instanceof Command.InsertBefore c) {
            return insert(document, c.name(), textOf(c.text()), c.text().literal(), true);
        }
        if (command instanceof Command.InsertAfter c) {
            return insert(document, c.name(), textOf(c.text()), c.text().literal(), false);
        }
        if (command instanceof Command.Delete c) {
            return delete(document, c.name(), null);
        }
        if (command instanceof Command.Cut c) {
            return delete(document, c.name(), c.register());
        }
        throw new IllegalStateException("unhandled command " + command.name());
    }

    private String enter(String path) throws CommandFailure {
        Path location = resolve(path);
        Document document = documents.get(location);
        if (document == null) {
            TextFile file = open(path);
            document = new Document(file);
            documents.put(location, document);
            warnings.addAll(file.warnings());
        }
        current = document;
        selection = List.of(new TextRange(0, document.length(), false));
        return "switched to " + document.path() + " ("
                + Texts.plural(Texts.lineCount(document.content()), "line", "lines") + ")";
    }

    private String create(String path) throws CommandFailure {
        Path location = resolve(path);
        Document existing = documents.get(location);
        if (existing != null) {
            throw new CommandFailure("newfile: file already loaded: " + existing.path());
        }
        TextFile file;
        try {
            file = options.files().create(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()));
        }
        Document document = new Document(file);
        documents.put(location, document);
        current = document;
        selection = List.of(new TextRange(0, 0, false));
        return "created " + document.path();
    }

    private Path resolve(String path) throws CommandFailure {
        try {
            return options.files().resolve(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()));
        }
    }

    private TextFile open(String path) throws CommandFailure {
        try {
            return options.files().open(path);
        } catch (FileAccessException e) {
            throw new CommandFailure(String.valueOf(e.getMessage()));
        }
    }

    private Document currentDocument() throws CommandFailure {
        Document document = current;
        if (document == null) {
            throw new CommandFailure("No file selected. Use 'file' command first.");
        }
        return document;
    }

    private String select(List<TextRange> ranges) {
        selection = List.copyOf(ranges);
        Document document = current;
        int lines = 0;
        if (document != null) {
            for (TextRange range : ranges) {
                lines += Texts.lineCount(document.content().subSequence(range.start(), range.end()));
            }
        }
        return Texts.plural(ranges.size(), "range", "ranges") + ", " + Texts.plural(lines, "line", "lines");
    }

    private static List<TextRange> wholeFile(Document document) {
        return List.of(new TextRange(0, document.length(), false));
    }

    private List<TextRange> matchesIn(
            String command, Pattern pattern, List<TextRange> scopes, PatternSearch.Want want, Document document)
            throws CommandFailure {
        List<TextRange> matches = new ArrayList<>();
        for (TextRange scope : scopes) {
            matches.addAll(find(pattern, scope.start(), scope.end(), want, document, command));
            if (want == PatternSearch.Want.TWO && matches.size() >= 2) {
                break;
            }
        }
        return matches;
    }

    private List<TextRange> exactlyOne(String command, Pattern pattern, List<TextRange> scopes, Document document)
            throws CommandFailure {
        List<TextRange> matches = matchesIn(command, pattern, scopes, PatternSearch.Want.TWO, document);
        if (matches.isEmpty()) {
            throw noMatches(command, "", pattern);
        }
        if (matches.size() > 1) {
            matches = matchesIn(command, pattern, scopes, PatternSearch.Want.ALL, document);
            throw new CommandFailure(command + ": pattern " + CommandText.describe(pattern) + " matched "
                    + matches.size() + " times, expected exactly one (at lines " + linesOf(matches, document)
                    + "). Use a longer pattern, or " + command + "_multiple to select every match.");
        }
        return matches;
    }

    private List<TextRange> atLeastOne(String command, Pattern pattern, List<TextRange> scopes, Document document)
            throws CommandFailure {
        List<TextRange> matches = matchesIn(command, pattern, scopes, PatternSearch.Want.ALL, document);
        if (matches.isEmpty()) {
            throw noMatches(command, "", pattern);
        }
        return matches;
    }

    private List<TextRange> find(
            Pattern pattern, int scopeStart, int scopeEnd, PatternSearch.Want want, Document document, String command)
            throws CommandFailure {
        return search.find(
                pattern,
                document,
                scopeStart,
                scopeEnd,
                want,
                deadline,
                line -> warnings.add("\"" + command
                        + "\" used line number " + line
                        + ". Text/regex patterns are more reliable: line numbers refer to the file as it was loaded at the"
                        + " start of this run."));
    }

    private CommandFailure noMatches(String command, String where, Pattern pattern) {
        String hint = "";
        if (pattern instanceof Pattern.Lines lines) {
            Document document = current;
            String nearMiss = document == null ? null : NearMiss.explain(lines.text(), document.text());
            hint = nearMiss != null
                    ? " (heredoc patterns match whole lines exactly: " + nearMiss + ")"
                    : " (heredoc patterns match whole lines exactly, indentation included)";
        }
        return new CommandFailure(
                command + ": no matches " + where + "for pattern " + CommandText.describe(pattern) + hint);
    }

    private static String linesOf(List<TextRange> matches, Document document) {
        LineIndex lines = LineIndex.of(document.content());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(10, matches.size()); i++) {
            out.append(i == 0 ? "" : ", ").append(lines.lineOf(matches.get(i).start()));
        }
        return matches.size() > 10 ? out + ", …" : out.toString();
    }

    private List<TextRange> nonEmpty(String command) throws CommandFailure {
        if (selection.isEmpty()) {
            throw new CommandFailure(command + ": no selection");
        }
        return selection;
    }

    private TextRange single(String command) throws CommandFailure {
        if (selection.size() != 1) {
            throw new CommandFailure(command + ": expected a single selection, got " + selection.size());
        }
        return selection.get(0);
    }

    private String retainNth(Command.RetainNth command) throws CommandFailure {
        List<TextRange> ranges = nonEmpty(command.name());
        int n = command.index();
        int at = n < 0 ? ranges.size() + n : n;
        if (at < 0 || at >= ranges.size()) {
            throw new CommandFailure(
                    command.name() + ": index " + n + " out of range (" + ranges.size() + " selections)");
        }
        return select(List.of(ranges.get(at)));
    }

    // ---- mutations ------------------------------------------------------------------------

    private String textOf(MutationText text) throws CommandFailure {
        String literal = text.literal();
        if (literal != null) {
            return literal;
        }
        String name = ((MutationText.Register) text).name();
        String stored = registers.get(name);
        if (stored == null) {
            throw new CommandFailure("Register \"" + name + "\" is empty or does not exist");
        }
        return stored;
    }

    private List<TextRange> mutable(String command) throws CommandFailure {
        List<TextRange> ranges = nonEmpty(command);
        for (int i = 1; i < ranges.size(); i++) {
            if (ranges.get(i).start() < ranges.get(i - 1).end()) {
                throw new CommandFailure(command + ": selection ranges overlap");
            }
        }
        return ranges;
    }

    private String replace(Document document, String command, String text, @Nullable String literal)
            throws CommandFailure {
        List<TextRange> ranges = mutable(command);
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        for (TextRange range : ranges) {
            edits.add(new Document.Edit(range.start(), range.end(), text));
        }
        int[] starts = document.apply(edits, Document.Kind.REPLACEMENT);
        List<TextRange> next = new ArrayList<>(ranges.size());
        for (int start : starts) {
            next.add(new TextRange(start, start + text.length(), false));
        }
        selection = next;
        document.countMutationCommand(literal);
        return Texts.plural(ranges.size(), "range", "ranges") + " replaced, "
                + Texts.plural(Texts.lineCount(text) * ranges.size(), "line", "lines") + " inserted";
    }

    private String insert(Document document, String command, String text, @Nullable String literal, boolean before)
            throws CommandFailure {
        List<TextRange> ranges = mutable(command);
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        StringBuilder documentText = document.content();
        for (TextRange range : ranges) {
            int at = before ? range.start() : range.end();
            String insert = text;
            if (!before
                    && range.lineSelection()
                    && range.length() > 0
                    && range.end() == documentText.length()
                    && documentText.charAt(range.end() - 1) != '\n') {
                // Keep whole lines whole: the selected last line has no line break of its own.
                insert = "\n" + text;
            }
            edits.add(new Document.Edit(at, at, insert));
        }
        int[] starts = document.apply(edits, Document.Kind.INSERTION);
        List<TextRange> next = new ArrayList<>(ranges.size());
        int lines = 0;
        for (int i = 0; i < ranges.size(); i++) {
            TextRange range = ranges.get(i);
            int inserted = edits.get(i).insert().length();
            int newStart = before ? starts[i] : starts[i] - range.length();
            next.add(new TextRange(newStart, newStart + range.length() + inserted, range.lineSelection()));
            lines += Texts.lineCount(edits.get(i).insert());
        }
        selection = next;
        document.countMutationCommand(literal);
        return Texts.plural(lines, "line", "lines") + " inserted";
    }

    private String delete(Document document, String command, @Nullable String register) throws CommandFailure {
        List<TextRange> ranges = register == null ? mutable(command) : List.of(single(command));
        String removed = document.content()
                .substring(ranges.get(0).start(), ranges.get(0).end());
        List<Document.Edit> edits = new ArrayList<>(ranges.size());
        int lines = 0;
        for (TextRange range : ranges) {
            edits.add(new Document.Edit(range.start(), range.end(), ""));
            lines += Texts.lineCount(document.content().subSequence(range.start(), range.end()));
        }
        int[] starts = document.apply(edits, Document.Kind.DELETION);
        selection = List.of(new TextRange(starts[0], starts[0], false));
        document.countMutationCommand(null);
        if (register != null) {
            registers.put(register, removed);
            return "cut " + Texts.plural(lines, "line", "lines") + " into register " + register;
        }
        return Texts.plural(ranges.size(), "range", "ranges") + " deleted, " + Texts.plural(lines, "line", "lines")
                + " removed";
    }

    // ---- failures -------------------------------------------------------------------------

    /** The per-file error being built: the first failure plus any later blocks of the same file. */
    private static final class FailedFile {
        final String path;
        final String message;
        final List<String> trace;
        final List<SavedRegister> saved = new ArrayList<>();
        int notApplied;

        FailedFile(String path, String message, List<String> trace) {
            this.path = path;
            this.message = message;
            this.trace = new ArrayList<>(trace);
        }

        FileError toFileError() {
            return new FileError(path, message, notApplied, trace, saved);
        }
    }

    private void record(Command command, String summary) {
        String line = CommandText.describe(command) + " " + summary;
        trace.add(line);
        Document document = current;
        if (document != null) {
            document.trace().add(line);
        }
    }

    /** Charges a failure and returns the index of the next command to run. */
    private int fail(List<Command> commands, int index, @Nullable Document document, String message) {
        Command command = commands.get(index);
        String line = CommandText.describe(command) + " → FAILED: " + message;
        trace.add(line);
        int next = nextFileCommand(commands, index, document);
        FailedFile failed;
        if (document == null) {
            String path = displayPath(command);
            List<String> fileTrace = List.of(line);
            failed = new FailedFile(path, message, fileTrace);
            pathFailures.add(failed);
            failedPaths.put(pathKey(pathOf(command)), failed);
        } else {
            document.trace().add(line);
            FailedFile earlier = failures.get(document);
            if (earlier != null) {
                failed = earlier;
                failed.trace.add(line);
            } else {
                failed = new FailedFile(document.path(), message, document.trace());
                failures.put(document, failed);
            }
        }
        current = null;
        selection = List.of();
        failed.notApplied += countMutations(commands, index, next);
        failed.saved.addAll(saveTexts(commands, index, next));
        return next;
    }

    /** The document a file/newfile command names, if it was already loaded in this run. */
    private @Nullable Document loadedDocument(Command command) {
        String path = command instanceof Command.File f ? f.path() : ((Command.NewFile) command).path();
        try {
            return documents.get(options.files().resolve(path));
        } catch (FileAccessException e) {
            return null;
        }
    }

    /**
     * The failure of the file a file/newfile command names, when that file or path already failed in
     * this run; null otherwise (and for every other command).
     */
    private @Nullable FailedFile failedEarlier(Command command) {
        String path = pathOf(command);
        if (path == null) {
            return null;
        }
        Object key = pathKey(path);
        FailedFile failed = failedPaths.get(key);
        if (failed != null) {
            return failed;
        }
        Document document = key instanceof Path location ? documents.get(location) : null;
        return document == null ? null : failures.get(document);
    }

    /** Skips the commands of a file that failed earlier, counting and saving their texts. */
    private int skipFailed(List<Command> commands, int index, FailedFile failed) {
        Command command = commands.get(index);
        trace.add(CommandText.describe(command) + " → skipped: this file failed earlier in the run");
        int next = nextFileCommand(commands, index, null);
        failed.notApplied += countMutations(commands, index, next);
        failed.saved.addAll(saveTexts(commands, index, next));
        current = null;
        selection = List.of();
        return next;
    }

    private static @Nullable String pathOf(Command command) {
        return command instanceof Command.File f ? f.path() : command instanceof Command.NewFile n ? n.path() : null;
    }

    /** What identifies a path within the run: its location, or the text itself when it does not resolve. */
    private Object pathKey(@Nullable String path) {
        if (path == null) {
            return "";
        }
        try {
            return options.files().resolve(path);
        } catch (FileAccessException e) {
            return "unresolved:" + path;
        }
    }

    /** The index of the next file/newfile command naming a different file than {@code document}. */
    private int nextFileCommand(List<Command> commands, int index, @Nullable Document document) {
        Command failing = commands.get(index);
        String failingPath =
                failing instanceof Command.File f ? f.path() : failing instanceof Command.NewFile n ? n.path() : null;
        for (int i = index + 1; i < commands.size(); i++) {
            Command command = commands.get(i);
            String path = command instanceof Command.File f
                    ? f.path()
                    : command instanceof Command.NewFile n ? n.path() : null;
            if (path == null) {
                continue;
            }
            if (!samePath(path, document, failingPath)) {
                return i;
            }
        }
        return commands.size();
    }

    private boolean samePath(String path, @Nullable Document document, @Nullable String failingPath) {
        try {
            Path location = options.files().resolve(path);
            if (document != null) {
                return location.equals(document.file().location());
            }
            return failingPath != null && location.equals(options.files().resolve(failingPath));
        } catch (FileAccessException e) {
            return path.equals(failingPath);
        }
    }

    private String displayPath(Command command) {
        String path = command instanceof Command.File f ? f.path() : ((Command.NewFile) command).path();
        try {
            return options.files().displayPath(options.files().resolve(path));
        } catch (FileAccessException e) {
            return path;
        }
    }

    private static int countMutations(List<Command> commands, int from, int to) {
        int count = 0;
        for (int i = from; i < to; i++) {
            if (commands.get(i).isMutation()) {
                count++;
            }
        }
        return count;
    }

    /** Saves the literal texts of replace/insert commands in {@code [from, to)} to fresh registers. */
    private List<SavedRegister> saveTexts(List<Command> commands, int from, int to) {
        List<String> texts = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String literal = literalOf(commands.get(i));
            if (literal != null) {
                texts.add(literal);
            }
        }
        return registers.saveAll(texts);
    }

    private static @Nullable String literalOf(Command command) {
        MutationText text = CommandText.textOf(command);
        return text == null ? null : text.literal();
    }

    private static String textsNotSaved(RuntimeException e) {
        return "The texts of this script could not be saved to registers: " + describe(e);
    }

    private static String describe(RuntimeException e) {
        return e instanceof RegisterStoreException ? String.valueOf(e.getMessage()) : e.toString();
    }

    // ---- writing and the outcome ----------------------------------------------------------

    /**
     * Commits the run's registers, then writes every file that changed and did not fail, unless
     * this is a dry run or all-or-nothing forbids it. Files are written only once the registers are
     * committed, so a cut text is in the store before it leaves the file.
     *
     * @param stopped whether the run ended early (a script error)
     * @return the errors of this phase, possibly empty
     */
    private List<String> commitAndWrite(boolean stopped) {
        List<String> errors = new ArrayList<>();
        List<Document> changed = new ArrayList<>();
        for (Document document : documents.values()) {
            if (!failures.containsKey(document) && document.changed()) {
                changed.add(document);
            }
        }
        if (!changed.isEmpty() && options.dryRun()) {
            warnings.add("Dry run: no file was written.");
            changed.clear();
        } else if (!changed.isEmpty()
                && options.allOrNothing()
                && (stopped || !failures.isEmpty() || !pathFailures.isEmpty())) {
            warnings.add("All-or-nothing: no file was written because "
                    + (stopped ? "the run stopped early." : "a file failed."));
            changed.clear();
        }
        try {
            registers.commit();
        } catch (RuntimeException e) {
            String message = "Error: registers could not be saved: " + describe(e);
            if (!changed.isEmpty()) {
                message += " (so no file was written: every text this run cut or saved is still in its file or"
                        + " in the script)";
                changed.clear();
            }
            errors.add(message);
        }
        if (changed.isEmpty()) {
            return errors;
        }
        List<FileChange> changes = new ArrayList<>();
        for (Document document : changed) {
            changes.add(new FileChange(document.file(), document.text()));
        }
        List<WriteResult> results;
        try {
            results = options.files().write(changes, options.allOrNothing());
        } catch (RuntimeException e) {
            errors.add("Error: unexpected failure while writing files: " + e
                    + " (some of the changed files may have been written; check them)");
            return errors;
        }
        for (int i = 0; i < results.size(); i++) {
            WriteResult result = results.get(i);
            Document document = changed.get(i);
            written.put(document, result.written());
            String error = result.error();
            if (error != null) {
                FailedFile failed = new FailedFile(document.path(), error, document.trace());
                failed.notApplied = document.mutationCommands();
                failures.put(document, failed);
                try {
                    failed.saved.addAll(registers.saveAll(document.literalTexts()));
                } catch (RuntimeException e) {
                    errors.add("Error: " + textsNotSaved(e));
                }
            } else if (result.heldBack()) {
                warnings.add("All-or-nothing: " + document.path() + " was not written because another file failed.");
            }
        }
        try {
            registers.commit();
        } catch (RuntimeException e) {
            // The files went through; only saving a failed write's texts did not.
            errors.add("Error: " + textsNotSaved(e));
        }
        return errors;
    }

    private RunOutcome finish(@Nullable String scriptError, List<SavedRegister> scriptSaved, boolean stopped) {
        String error = scriptError;
        for (String problem : commitAndWrite(stopped)) {
            error = error == null ? problem : error + "\n" + problem;
        }
        if (stoppedEarly && error != null && !options.dryRun()) {
            List<String> paths = new ArrayList<>();
            written.forEach((document, done) -> {
                if (done) {
                    paths.add(document.path());
                }
            });
            error += paths.isEmpty()
                    ? "\nNo file was written."
                    : "\nFiles completed before the stop were written: " + String.join(", ", paths) + ".";
        }
        List<FileError> fileErrors = new ArrayList<>();
        for (FailedFile failed : pathFailures) {
            fileErrors.add(failed.toFileError());
        }
        for (FailedFile failed : failures.values()) {
            fileErrors.add(failed.toFileError());
        }
        List<FileResult> files = new ArrayList<>();
        for (Document document : documents.values()) {
            boolean failed = failures.containsKey(document);
            String after = failed && !written.getOrDefault(document, false) ? document.original() : document.text();
            files.add(new FileResult(
                    document.path(),
                    document.original(),
                    after,
                    document.isNew(),
                    written.getOrDefault(document, false)));
        }
        Report report = new Report(
                error, scriptSaved, fileErrors, List.copyOf(warnings), trace, mutationLines(), finalSelection());
        return new RunOutcome(
                error,
                List.copyOf(scriptSaved),
                List.copyOf(fileErrors),
                List.copyOf(files),
                List.copyOf(warnings),
                List.copyOf(trace),
                report.format());
    }

    private List<String> mutationLines() {
        List<String> lines = new ArrayList<>();
        for (Document document : documents.values()) {
            if (failures.containsKey(document) || !document.changed()) {
                continue;
            }
            lines.add(Report.mutationLine(document));
        }
        return lines;
    }

    private List<Report.SelectedText> finalSelection() {
        Document document = current;
        if (document == null || failures.containsKey(document)) {
            return List.of();
        }
        String text = document.text();
        LineIndex lines = LineIndex.of(text);
        List<Report.SelectedText> ranges = new ArrayList<>();
        for (TextRange range : selection) {
            ranges.add(new Report.SelectedText(
                    lines.lineOf(range.start()),
                    lines.columnOf(range.start()),
                    lines.lineOf(range.end()),
                    lines.columnOf(range.end()),
                    text.substring(range.start(), range.end())));
        }
        return ranges;
    }
}
