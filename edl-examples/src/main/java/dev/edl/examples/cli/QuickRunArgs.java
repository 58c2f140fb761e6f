package dev.edl.examples.cli;

import dev.edl.files.Workspace;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Reads the arguments of {@code edl run} without picocli, for the plain forms people and agents
 * type: {@code edl run [--root DIR] [--dry-run] … SCRIPT}. Building picocli's command model by
 * reflection is more than half of a short run's start-up; this reader takes none of it.
 *
 * <p>It is deliberately partial: anything it is not sure to read exactly as picocli would — help,
 * an unknown or repeated option, {@code --}, an {@code @file}, a value that looks like an option, a
 * bad size — makes it answer empty, and the caller hands the whole command line to picocli, which
 * then also gives the error messages. A property test checks that whatever this reader accepts,
 * picocli reads to the same {@link RunOptions}.
 */
final class QuickRunArgs {
    private QuickRunArgs() {}

    /**
     * Reads a command line that starts with {@code run}.
     *
     * @param args the whole command line
     * @return the options, or empty when picocli must read the command line
     */
    static Optional<RunOptions> parse(String[] args) {
        if (args.length == 0 || !args[0].equals("run")) {
            return Optional.empty();
        }
        Reader reader = new Reader();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            @Nullable String next = i + 1 < args.length ? args[i + 1] : null;
            int used = reader.take(arg, next);
            if (used < 0) {
                return Optional.empty();
            }
            i += used;
        }
        return reader.script == null ? Optional.empty() : Optional.of(reader.options()); // SCRIPT is required
    }

    /** The options read so far; {@link #take} answers how many following arguments it used, or -1. */
    private static final class Reader {
        private final Set<String> seen = new HashSet<>();
        private @Nullable String script;
        private Path root = Path.of("");
        private @Nullable String registers;
        private @Nullable String registersNamespace;
        private boolean dryRun;
        private boolean allOrNothing;
        private DiffOption.Mode diff = DiffOption.Mode.COMPACT;
        private long maxFileSize = Workspace.DEFAULT_MAX_FILE_SIZE;
        private final Map<String, String> expectedVersions = new LinkedHashMap<>();
        private boolean json;

        int take(String arg, @Nullable String next) {
            if (arg.equals("-") || !(arg.startsWith("-") || arg.startsWith("@"))) {
                if (script != null) {
                    return -1;
                }
                script = arg;
                return 0;
            }
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            @Nullable String attached = equals < 0 ? null : arg.substring(equals + 1);
            boolean repeatable = name.equals("--expected-version");
            if (!repeatable && !seen.add(name)) {
                return -1;
            }
            switch (name) {
                case "--dry-run", "--all-or-nothing", "--json" -> {
                    if (attached != null) {
                        return -1;
                    }
                    switch (name) {
                        case "--dry-run" -> dryRun = true;
                        case "--all-or-nothing" -> allOrNothing = true;
                        default -> json = true;
                    }
                    return 0;
                }
                case "--diff" -> {
                    return diff(attached, next);
                }
                case "--root", "--registers", "--registers-namespace", "--max-file-size", "--expected-version" -> {
                    @Nullable String value = attached != null ? attached : next;
                    if (value == null || value.isEmpty() || value.startsWith("-") || value.startsWith("@")) {
                        return -1;
                    }
                    return value(name, value) ? (attached != null ? 0 : 1) : -1;
                }
                default -> {
                    return -1;
                }
            }
        }

        /** A bare --diff is full unless a mode follows; the attached form is left to picocli. */
        private int diff(@Nullable String attached, @Nullable String next) {
            if (attached != null) {
                return -1;
            }
            DiffOption.@Nullable Mode mode = next == null ? null : DiffOption.parse(next);
            if (mode != null) {
                diff = mode;
                return 1;
            }
            if (next != null && !next.startsWith("-") && script != null) {
                return -1; // picocli refuses a word that is neither a mode nor the script
            }
            diff = DiffOption.Mode.FULL;
            return 0;
        }

        private boolean value(String name, String value) {
            switch (name) {
                case "--root" -> {
                    try {
                        root = Path.of(value);
                    } catch (InvalidPathException e) {
                        return false;
                    }
                }
                case "--registers" -> registers = value;
                case "--registers-namespace" -> registersNamespace = value;
                case "--max-file-size" -> {
                    try {
                        maxFileSize = new FileSize().convert(value);
                    } catch (RuntimeException e) {
                        return false;
                    }
                }
                default -> {
                    int equals = value.indexOf('=');
                    if (equals <= 0 || value.indexOf('=', equals + 1) >= 0) {
                        return false;
                    }
                    expectedVersions.put(value.substring(0, equals), value.substring(equals + 1));
                }
            }
            return true;
        }

        RunOptions options() {
            return new RunOptions(
                    Objects.requireNonNull(script),
                    root,
                    registers,
                    registersNamespace,
                    dryRun,
                    allOrNothing,
                    diff,
                    maxFileSize,
                    expectedVersions,
                    json);
        }
    }
}
