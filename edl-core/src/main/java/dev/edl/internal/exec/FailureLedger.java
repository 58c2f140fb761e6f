package dev.edl.internal.exec;

import dev.edl.Command;
import dev.edl.EditError;
import dev.edl.FileError;
import dev.edl.MutationText;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import dev.edl.files.FileAccessException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The run's per-file failures: which files and paths failed, how many of their edits were not
 * applied, and the registers their texts were saved to. A loaded file's failure is kept in its
 * {@link FileRun}, a path's (a file/newfile command naming no loaded file) here. A file that failed
 * stays failed for the run: its later blocks are skipped and counted here.
 */
final class FailureLedger {
    private final Registers registers;
    private final FileAccess files;
    /** The run's trace. */
    private final List<String> trace;
    /** The files loaded so far, by location (read only). */
    private final Map<Path, FileRun> loaded;
    /** Files that failed, in the order they failed. */
    private final List<FileRun> failedFiles = new ArrayList<>();
    /** Failures of file/newfile commands naming no loaded file. */
    private final List<FailedFile> pathFailures = new ArrayList<>();
    /** The same failures by path (see {@link #pathKey}): a path that failed stays failed for the run. */
    private final Map<Object, FailedFile> failedPaths = new LinkedHashMap<>();

    /**
     * @param registers where the texts of failed commands are saved
     * @param files resolves the paths of file/newfile commands
     * @param trace the run's trace, where failures and skipped commands are noted
     * @param loaded the files loaded so far, by location; only read
     */
    FailureLedger(Registers registers, FileAccess files, List<String> trace, Map<Path, FileRun> loaded) {
        this.registers = registers;
        this.files = files;
        this.trace = trace;
        this.loaded = Collections.unmodifiableMap(loaded);
    }

    /** Whether any file or path failed. */
    boolean any() {
        return !failedFiles.isEmpty() || !pathFailures.isEmpty();
    }

    /** The per-file errors: failed paths first, then failed files, each in the order they failed. */
    List<FileError> fileErrors(ResultFactory results) {
        List<FileError> fileErrors = new ArrayList<>();
        for (FailedFile failed : pathFailures) {
            fileErrors.add(failed.toFileError(results));
        }
        for (FileRun file : failedFiles) {
            fileErrors.add(Objects.requireNonNull(file.failure()).toFileError(results));
        }
        return fileErrors;
    }

    private void record(FileRun file, FailedFile failed) {
        file.fail(failed);
        failedFiles.add(file);
    }

    /**
     * Fails {@code file} because the run stopped at {@code commands[index]}, counting and saving
     * the texts of its commands not run, {@code [index, next)}.
     *
     * @return whether those texts were saved
     */
    boolean failStopped(List<Command> commands, int index, int next, FileRun file, String reason, EditError.Kind kind) {
        FailedFile failed = new FailedFile(file.path(), "the run stopped in this file: " + reason, kind, file.trace());
        failed.notApplied = countMutations(commands, index, next);
        record(file, failed);
        try {
            registers.appendAll(failed.saved, saveTexts(commands, index, next));
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Charges a failure of {@code commands[index]} to its file ({@code file}; null for a file/newfile
     * command naming no loaded file: then to its path) and returns the index of the next command to
     * run. The caller has left the file.
     */
    int fail(List<Command> commands, int index, @Nullable FileRun file, String message, EditError.Kind kind) {
        Command command = commands.get(index);
        String line = CommandText.describe(command) + " → FAILED: " + message;
        trace.add(line);
        int next = nextFileCommand(commands, index, file == null ? null : file.document());
        FailedFile failed;
        if (file == null) {
            String path = displayPath(command);
            List<String> fileTrace = List.of(line);
            failed = new FailedFile(path, message, kind, fileTrace);
            pathFailures.add(failed);
            failedPaths.put(pathKey(pathOf(command)), failed);
        } else {
            file.trace().add(line);
            FailedFile earlier = file.failure();
            if (earlier != null) {
                failed = earlier;
                failed.trace.add(line);
            } else {
                failed = new FailedFile(file.path(), message, kind, file.trace());
                record(file, failed);
            }
        }
        failed.notApplied += countMutations(commands, index, next);
        registers.appendAll(failed.saved, saveTexts(commands, index, next));
        return next;
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
        FileRun file = key instanceof Path location ? loaded.get(location) : null;
        return file == null ? null : file.failure();
    }

    /**
     * Skips the commands of a file that failed earlier, counting and saving their texts; the caller
     * then leaves the current file.
     */
    int skipFailed(List<Command> commands, int index, FailedFile failed) {
        Command command = commands.get(index);
        trace.add(CommandText.describe(command) + " → skipped: this file failed earlier in the run");
        int next = nextFileCommand(commands, index, null);
        failed.notApplied += countMutations(commands, index, next);
        registers.appendAll(failed.saved, saveTexts(commands, index, next));
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
            return files.resolve(path);
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
            Path location = files.resolve(path);
            if (document != null) {
                return location.equals(document.file().location());
            }
            return failingPath != null && location.equals(files.resolve(failingPath));
        } catch (FileAccessException e) {
            return path.equals(failingPath);
        }
    }

    private String displayPath(Command command) {
        String path = ((Command.FileCommand) command).path();
        try {
            return files.displayPath(files.resolve(path));
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
    List<SavedRegister> saveTexts(List<Command> commands, int from, int to) {
        List<CallerText> texts = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String literal = literalOf(commands.get(i));
            if (literal != null) {
                texts.add(new CallerText(commands.get(i).name(), literal));
            }
        }
        return registers.saveAll(texts);
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
