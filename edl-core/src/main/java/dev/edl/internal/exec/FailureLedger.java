package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.EditError;
import dev.edl.MutationText;
import dev.edl.RegisterStoreException;
import dev.edl.files.FileAccessException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The run's per-file failures: which files and paths failed, how many of their edits were not
 * applied, and the registers their texts were saved to. A file that failed stays failed for the run:
 * its later blocks are skipped and counted here.
 */
final class FailureLedger {
    /** How a write reports that the file changed on disk after it was read. */
    private static final String STALE_PREFIX = "File changed on disk since it was read";

    private final RunState state;
    private final Map<Document, FailedFile> failures = new LinkedHashMap<>();
    /** Failures of file/newfile commands naming no loaded file. */
    private final List<FailedFile> pathFailures = new ArrayList<>();
    /** The same failures by path (see {@link #pathKey}): a path that failed stays failed for the run. */
    private final Map<Object, FailedFile> failedPaths = new LinkedHashMap<>();

    FailureLedger(RunState state) {
        this.state = state;
    }

    boolean hasFailed(Document document) {
        return failures.containsKey(document);
    }

    /** Whether any file or path failed. */
    boolean any() {
        return !failures.isEmpty() || !pathFailures.isEmpty();
    }

    /** The per-file errors: failed paths first, then failed files, each in the order they failed. */
    List<FileFailure> fileErrors() {
        List<FileFailure> fileErrors = new ArrayList<>();
        for (FailedFile failed : pathFailures) {
            fileErrors.add(failed.toFileError());
        }
        for (FailedFile failed : failures.values()) {
            fileErrors.add(failed.toFileError());
        }
        return fileErrors;
    }

    /**
     * Fails {@code document} because the run stopped at {@code commands[index]}, counting and saving
     * the texts of its commands not run, {@code [index, next)}.
     *
     * @return whether those texts were saved
     */
    boolean failStopped(
            List<Command> commands, int index, int next, Document document, String reason, EditError.Kind kind) {
        FailedFile failed =
                new FailedFile(document.path(), "the run stopped in this file: " + reason, kind, document.trace());
        failed.notApplied = countMutations(commands, index, next);
        failures.put(document, failed);
        try {
            SavedText.appendAll(failed.saved, saveTexts(commands, index, next));
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Fails a changed document whose write failed, saving the literal texts of its edits.
     *
     * @throws RuntimeException when the texts could not be saved (the failure is recorded anyway)
     */
    void failWrite(Document document, String error) {
        EditError.Kind kind = error.startsWith(STALE_PREFIX) ? EditError.Kind.STALE : EditError.Kind.FILE;
        FailedFile failed = new FailedFile(document.path(), error, kind, document.trace());
        failed.notApplied = document.mutationCommands();
        failures.put(document, failed);
        SavedText.appendAll(failed.saved, state.registers.saveAll(document.literalTexts()));
    }

    /** Charges a failure and returns the index of the next command to run. */
    int fail(List<Command> commands, int index, @Nullable Document document, String message, EditError.Kind kind) {
        Command command = commands.get(index);
        String line = CommandText.describe(command) + " → FAILED: " + message;
        state.trace.add(line);
        int next = nextFileCommand(commands, index, document);
        FailedFile failed;
        if (document == null) {
            String path = displayPath(command);
            List<String> fileTrace = List.of(line);
            failed = new FailedFile(path, message, kind, fileTrace);
            pathFailures.add(failed);
            failedPaths.put(pathKey(pathOf(command)), failed);
        } else {
            document.trace().add(line);
            FailedFile earlier = failures.get(document);
            if (earlier != null) {
                failed = earlier;
                failed.trace.add(line);
            } else {
                failed = new FailedFile(document.path(), message, kind, document.trace());
                failures.put(document, failed);
            }
        }
        state.leaveFile();
        failed.notApplied += countMutations(commands, index, next);
        SavedText.appendAll(failed.saved, saveTexts(commands, index, next));
        return next;
    }

    /** The document a file/newfile command names, if it was already loaded in this run. */
    @Nullable
    Document loadedDocument(Command command) {
        String path = ((Command.FileCommand) command).path();
        try {
            return state.documents.get(state.options.files().resolve(path));
        } catch (FileAccessException e) {
            return null;
        }
    }

    /**
     * The failure of the file a file/newfile command names, when that file or path already failed in
     * this run; null otherwise (and for every other command).
     */
    @Nullable
    FailedFile failedEarlier(Command command) {
        String path = pathOf(command);
        if (path == null) {
            return null;
        }
        Object key = pathKey(path);
        FailedFile failed = failedPaths.get(key);
        if (failed != null) {
            return failed;
        }
        Document document = key instanceof Path location ? state.documents.get(location) : null;
        return document == null ? null : failures.get(document);
    }

    /** Skips the commands of a file that failed earlier, counting and saving their texts. */
    int skipFailed(List<Command> commands, int index, FailedFile failed) {
        Command command = commands.get(index);
        state.trace.add(CommandText.describe(command) + " → skipped: this file failed earlier in the run");
        int next = nextFileCommand(commands, index, null);
        failed.notApplied += countMutations(commands, index, next);
        SavedText.appendAll(failed.saved, saveTexts(commands, index, next));
        state.leaveFile();
        return next;
    }

    private static @Nullable String pathOf(Command command) {
        return command instanceof Command.FileCommand file ? file.path() : null;
    }

    /** What identifies a path within the run: its location, or the text itself when it does not resolve. */
    private Object pathKey(@Nullable String path) {
        if (path == null) {
            return "";
        }
        try {
            return state.options.files().resolve(path);
        } catch (FileAccessException e) {
            return "unresolved:" + path;
        }
    }

    /** The index of the next file/newfile command naming a different file than {@code document}. */
    int nextFileCommand(List<Command> commands, int index, @Nullable Document document) {
        Command failing = commands.get(index);
        String failingPath = failing instanceof Command.FileCommand file ? file.path() : null;
        for (int i = index + 1; i < commands.size(); i++) {
            Command command = commands.get(i);
            String path = command instanceof Command.FileCommand file ? file.path() : null;
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
            Path location = state.options.files().resolve(path);
            if (document != null) {
                return location.equals(document.file().location());
            }
            return failingPath != null && location.equals(state.options.files().resolve(failingPath));
        } catch (FileAccessException e) {
            return path.equals(failingPath);
        }
    }

    private String displayPath(Command command) {
        String path = ((Command.FileCommand) command).path();
        try {
            return state.options.files().displayPath(state.options.files().resolve(path));
        } catch (FileAccessException e) {
            return path;
        }
    }

    static int countMutations(List<Command> commands, int from, int to) {
        int count = 0;
        for (int i = from; i < to; i++) {
            if (commands.get(i).isMutation()) {
                count++;
            }
        }
        return count;
    }

    /** Saves the literal texts of replace/insert commands in {@code [from, to)} to fresh registers. */
    List<SavedText> saveTexts(List<Command> commands, int from, int to) {
        List<CallerText> texts = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String literal = literalOf(commands.get(i));
            if (literal != null) {
                texts.add(new CallerText(commands.get(i).name(), literal));
            }
        }
        return state.registers.saveAll(texts);
    }

    private static @Nullable String literalOf(Command command) {
        MutationText text = CommandText.textOf(command);
        return text == null ? null : text.literal();
    }

    static String textsNotSaved(RuntimeException e) {
        return "The texts of this script could not be saved to registers: " + describe(e);
    }

    static String describe(RuntimeException e) {
        return e instanceof RegisterStoreException ? String.valueOf(e.getMessage()) : e.toString();
    }
}
