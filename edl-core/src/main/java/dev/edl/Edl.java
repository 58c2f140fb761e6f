package dev.edl;

import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileVersion;
import dev.edl.files.Workspace;
import dev.edl.internal.exec.Executor;
import dev.edl.internal.exec.FileAccess;
import dev.edl.internal.exec.RunOptions;
import dev.edl.internal.parse.ParseOutcome;
import dev.edl.internal.parse.ScriptLayout;
import dev.edl.internal.parse.ScriptParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Runs EDL scripts. {@link #run(String, RegisterStore)} covers the common case; {@link #builder()}
 * configures the workspace, dry runs, all-or-nothing writes and limits. Instances are immutable
 * and thread-safe; runs sharing a {@link RegisterStore} never hand out the same {@code _saved_N}.
 *
 * <pre>{@code
 * EdlResult r = Edl.run("file src/App.java\nselect /foo/\nreplace \"bar\"\n", RegisterStore.inMemory());
 * System.out.println(r.formatted());
 * }</pre>
 */
public final class Edl {
    /** The default regex time budget of one command. */
    public static final Duration DEFAULT_REGEX_TIMEOUT = Duration.ofSeconds(2);

    /**
     * The default regex time budget of a whole run: ten catastrophic patterns stop after this, not
     * after ten times {@link #DEFAULT_REGEX_TIMEOUT}.
     */
    public static final Duration DEFAULT_REGEX_TIMEOUT_PER_RUN = RunOptions.DEFAULT_REGEX_TIMEOUT_PER_RUN;

    /** The default largest script, in UTF-16 code units (16 Mi). */
    public static final int DEFAULT_MAX_SCRIPT_SIZE = 16 * 1024 * 1024;

    private static final String DESCRIPTION_RESOURCE = "edl-description.md";

    private final Workspace workspace;
    private final RegisterStore registers;
    private final boolean dryRun;
    private final boolean allOrNothing;
    private final Duration regexTimeout;
    private final Duration regexTimeoutPerRun;
    private final int maxScriptSize;
    private final Map<String, String> expectedVersions;

    private Edl(Builder builder) {
        this.workspace = builder.workspace != null ? builder.workspace : Workspace.current();
        this.expectedVersions = Map.copyOf(builder.expectedVersions);
        this.registers = builder.registers;
        this.dryRun = builder.dryRun;
        this.allOrNothing = builder.allOrNothing;
        this.regexTimeout = builder.regexTimeout;
        this.regexTimeoutPerRun = builder.regexTimeoutPerRun;
        this.maxScriptSize = builder.maxScriptSize;
    }

    /**
     * Runs a script with the current directory as workspace root and default settings.
     *
     * @param script the EDL script
     * @param registers where registers are read and committed
     * @return the result; never throws for anything the script or the files cause
     * @throws NullPointerException if an argument is null
     */
    public static EdlResult run(String script, RegisterStore registers) {
        return builder().registers(registers).build().run(script);
    }

    /**
     * Runs a built script with the current directory as workspace root and default settings.
     *
     * @param script the script, e.g. from {@link EdlScript#builder()}
     * @param registers where registers are read and committed
     * @return the result; never throws for anything the script or the files cause
     * @throws NullPointerException if an argument is null
     */
    public static EdlResult run(EdlScript script, RegisterStore registers) {
        return builder().registers(registers).build().run(script);
    }

    /**
     * Starts a builder: the workspace {@link Workspace#current()} (the current directory, confined,
     * files up to 64 MiB), an in-memory register store, not a dry run, not all-or-nothing, regex
     * budget 2 s per command and 5 s per run, max script size 16 Mi characters.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Parses a script without running it.
     *
     * @param script the EDL script
     * @return the commands, in order
     * @throws EdlParseException with the 1-based line and 0-based column of the first error
     */
    public static List<Command> parse(String script) {
        return ScriptParser.parse(Objects.requireNonNull(script, "script"));
    }

    /**
     * The LLM-facing description of EDL: how to write scripts, with examples and the retry
     * workflow. Suitable as a tool description.
     *
     * @return the description (Markdown)
     */
    public static String description() {
        try (InputStream in = Edl.class.getResourceAsStream(DESCRIPTION_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource dev/edl/" + DESCRIPTION_RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs a script: parses it whole (a parse error runs nothing, but saves the texts of the
     * mutation commands it could read), runs its commands file by file, commits the registers, then
     * writes every file that changed and did not fail, each atomically. When the registers cannot be
     * committed, no file is written.
     *
     * <p>Before running, the run takes the edit locks ({@link Workspace#lockForEdit}) of
     * every file its {@code file} and {@code newfile} commands name, in one global order, and holds
     * them until the files are written: runs (and other edl edits) of the same files in other
     * threads and processes queue. When a lock is not free within the workspace's {@link
     * Workspace#editLockTimeout()}, nothing runs: the result's script error is {@code Error: Cannot
     * edit file: P (...)} ({@link EditError.Kind#FILE}) and the texts of the mutation commands are
     * saved to registers. A file with an expected version ({@link Builder#expectedVersion}) that is
     * at another version when the run opens it fails ({@link EditError.Kind#STALE}, texts saved,
     * nothing written to it).
     *
     * @param script the EDL script
     * @return the result; never throws for anything the script or the files cause
     * @throws NullPointerException if the script is null
     */
    public EdlResult run(String script) {
        Objects.requireNonNull(script, "script");
        return execute(script, FileAccess.onDisk(workspace), true);
    }

    /**
     * Runs a built script: the same as {@link #run(String)} with {@link EdlScript#text()}, but its
     * commands run as they are, without printing or parsing the script again. Positions in errors
     * are the commands' positions, which refer to that text.
     *
     * @param script the script
     * @return the result; never throws for anything the script or the files cause
     * @throws NullPointerException if the script is null
     */
    public EdlResult run(EdlScript script) {
        return runCommands(script.commands(), null, script.text().length());
    }

    /**
     * Runs commands, e.g. those {@link #parse(String)} returned, perhaps filtered or changed: the
     * same as {@link #run(EdlScript)} with {@link EdlScript#of(List)}. The commands run as they are;
     * each is checked as {@link EdlScript#print(List)} checks it, and errors give a command's
     * position in the script that prints them (a command's own {@link Command#position()} is not
     * used).
     *
     * @param commands the commands, in order
     * @return the result; never throws for anything the commands or the files cause
     * @throws IllegalArgumentException when a command cannot be written as EDL (see {@link
     *     EdlScript#print(List)})
     * @throws NullPointerException if the list or an element is null
     */
    public EdlResult run(List<Command> commands) {
        ScriptLayout layout = ScriptLayout.of(commands);
        return runCommands(commands, layout.positions(), layout.length());
    }

    /**
     * Runs a script against texts held in memory instead of a workspace on disk: nothing is read or
     * written on disk. Paths are relative to a virtual root and may not leave it; texts are used
     * exactly as given (no BOM or line-ending conversion). Registers, dry run, all-or-nothing and
     * the regex budget apply as configured.
     *
     * @param script the EDL script
     * @param files path (relative, {@code /} separators) → text; not modified
     * @return the result; {@link EdlResult#files()} holds each touched file's text after the run
     * @throws NullPointerException if an argument is null
     */
    public EdlResult runInMemory(String script, Map<String, String> files) {
        Objects.requireNonNull(script, "script");
        return execute(script, FileAccess.inMemory(files), false);
    }

    private RunOptions options(FileAccess files) {
        return new RunOptions(
                files, registers, dryRun, allOrNothing, regexTimeout, regexTimeoutPerRun, expectedVersions);
    }

    private EdlResult execute(String script, FileAccess files, boolean onDisk) {
        RunOptions options = options(files);
        if (script.length() > maxScriptSize) {
            return tooLarge(script.length(), options);
        }
        ParseOutcome parsed = ScriptParser.parseRecovering(script);
        if (!parsed.errors().isEmpty()) {
            EdlParseException first = parsed.errors().get(0);
            return Executor.parseFailure(
                    parseErrorMessage(parsed),
                    EditError.Kind.SCRIPT,
                    new SourcePosition(first.line(), first.column()),
                    parsed.commands(),
                    options);
        }
        return onDisk ? executeLocked(parsed.commands(), null, options) : Executor.execute(parsed.commands(), options);
    }

    /** Runs commands on disk; {@code positions} as for {@link #executeLocked}. */
    private EdlResult runCommands(List<Command> commands, @Nullable List<SourcePosition> positions, long length) {
        RunOptions options = options(FileAccess.onDisk(workspace));
        if (length > maxScriptSize) {
            return tooLarge(length, options);
        }
        return executeLocked(commands, positions, options);
    }

    private EdlResult tooLarge(long length, RunOptions options) {
        return Executor.parseFailure(
                "Error: Script too large: " + length + " characters (limit " + maxScriptSize + ")",
                EditError.Kind.LIMIT,
                null,
                List.of(),
                options);
    }

    /**
     * Runs the commands holding the edit locks of every file they name, from reading to writing.
     *
     * @param positions each command's position for errors, or null for the commands' own
     */
    private EdlResult executeLocked(
            List<Command> commands, @Nullable List<SourcePosition> positions, RunOptions options) {
        List<String> paths = new ArrayList<>();
        for (Command command : commands) {
            if (command instanceof Command.FileCommand file) {
                paths.add(file.path());
            }
        }
        EditLock lock;
        try {
            lock = workspace.lockForEdit(paths);
        } catch (FileAccessException e) {
            return Executor.parseFailure("Error: " + e.getMessage(), EditError.Kind.FILE, null, commands, options);
        }
        try (lock) {
            return positions == null
                    ? Executor.execute(commands, options)
                    : Executor.execute(commands, positions, options);
        }
    }

    private static String parseErrorMessage(ParseOutcome parsed) {
        String message = "Parse error: " + parsed.errors().get(0).getMessage();
        int others = parsed.errorCount() - 1;
        return others == 0
                ? message
                : message + " (and " + others + (others == 1 ? " more parse error" : " more parse errors") + ")";
    }

    /** Configures an {@link Edl}. */
    public static final class Builder {
        private @Nullable Workspace workspace;
        private RegisterStore registers = RegisterStore.inMemory();
        private boolean dryRun;
        private boolean allOrNothing;
        private Duration regexTimeout = DEFAULT_REGEX_TIMEOUT;
        private Duration regexTimeoutPerRun = DEFAULT_REGEX_TIMEOUT_PER_RUN;
        private int maxScriptSize = DEFAULT_MAX_SCRIPT_SIZE;
        private final Map<String, String> expectedVersions = new LinkedHashMap<>();

        private Builder() {}

        /**
         * Sets the workspace root with the default workspace settings: the same as {@code
         * workspace(Workspace.at(root))}. Replaces an earlier {@link #workspace(Workspace)}.
         *
         * @param root the root directory that paths resolve against and are confined to
         * @return this builder
         */
        public Builder workspace(Path root) {
            return workspace(Workspace.at(Objects.requireNonNull(root, "root")));
        }

        /**
         * Runs scripts in this workspace (default: {@link Workspace#current()}): its root,
         * confinement ({@link Workspace.Builder#unconfined}), largest file ({@link
         * Workspace.Builder#maxFileSize}), lock timeouts and allowed areas. Replaces an earlier
         * {@link #workspace(Path)}.
         *
         * @param workspace the workspace
         * @return this builder
         */
        public Builder workspace(Workspace workspace) {
            this.workspace = Objects.requireNonNull(workspace, "workspace");
            return this;
        }

        /**
         * Requires a file to be at a version when the run opens it (its {@code file} or {@code
         * newfile} command): the token {@code read_lines} printed, {@link
         * dev.edl.files.TextFile#version()}, or {@code "new"} for a file to be created. The check is
         * made against the bytes the run reads and edits, and the write's stale check compares the
         * file with those same bytes, so no change made after that version was read is edited over.
         * A file at another version fails ({@link EditError.Kind#STALE}: {@code File changed on
         * disk since it was read: P (expected version E, current version C)}), its texts are saved
         * and nothing is written to it. A path the script never opens is not checked. Calling again
         * with the same path replaces its version.
         *
         * @param path the file as the script names it (resolved the same way), not null
         * @param version the expected version token, not null
         * @return this builder
         * @throws IllegalArgumentException when {@code version} is not a version token
         */
        public Builder expectedVersion(String path, String version) {
            Objects.requireNonNull(path, "path");
            expectedVersions.put(path, FileVersion.normalize(Objects.requireNonNull(version, "version")));
            return this;
        }

        /**
         * Adds expected versions of several files, as {@link #expectedVersion(String, String)} does
         * for each entry.
         *
         * @param versions path → version token, not null
         * @return this builder
         * @throws IllegalArgumentException when a value is not a version token
         */
        public Builder expectedVersions(Map<String, String> versions) {
            versions.forEach(this::expectedVersion);
            return this;
        }

        /**
         * Sets the register store (default: a new in-memory store per {@link Edl}).
         *
         * @param store the store
         * @return this builder
         */
        public Builder registers(RegisterStore store) {
            this.registers = Objects.requireNonNull(store, "store");
            return this;
        }

        /**
         * Runs without writing anything; the result shows what would have been written.
         *
         * @param dryRun true for a dry run
         * @return this builder
         */
        public Builder dryRun(boolean dryRun) {
            this.dryRun = dryRun;
            return this;
        }

        /**
         * Writes no file at all unless every file's edits applied and every register the run
         * depends on was read and committed: a failed file, a run that stopped early or registers
         * that cannot be committed write nothing (default false: failed files are skipped, the
         * others written).
         *
         * @param allOrNothing true for all-or-nothing writes
         * @return this builder
         */
        public Builder allOrNothing(boolean allOrNothing) {
            this.allOrNothing = allOrNothing;
            return this;
        }

        /**
         * Sets the time budget for the regex searches of one command (default 2 s).
         *
         * @param timeout a positive duration
         * @return this builder
         */
        public Builder regexTimeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("regexTimeout must be positive: " + timeout);
            }
            this.regexTimeout = timeout;
            return this;
        }

        /**
         * Sets the time budget for all regex searches of one run together (default 5 s). When it
         * is used up, the run stops: the file being edited fails, the texts of the commands not
         * run are saved to registers, and (unless all-or-nothing) the files completed before are
         * written. A per-command budget larger than this one is capped by it.
         *
         * @param timeout a positive duration
         * @return this builder
         */
        public Builder regexTimeoutPerRun(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("regexTimeoutPerRun must be positive: " + timeout);
            }
            this.regexTimeoutPerRun = timeout;
            return this;
        }

        /**
         * Sets the largest script, in UTF-16 code units (default 16 Mi).
         *
         * @param characters a positive size
         * @return this builder
         */
        public Builder maxScriptSize(int characters) {
            if (characters <= 0) {
                throw new IllegalArgumentException("maxScriptSize must be positive: " + characters);
            }
            this.maxScriptSize = characters;
            return this;
        }

        /**
         * Builds the runner.
         *
         * @return an immutable {@link Edl}
         */
        public Edl build() {
            return new Edl(this);
        }
    }
}
