package dev.edl.examples.cli;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What {@code edl run} was asked to do: its command-line options, whichever parser read them
 * ({@link RunCommand} through picocli, or {@link QuickRunArgs}).
 *
 * @param script the script file, or {@code -} for standard input
 * @param root the workspace root
 * @param registers the register file or {@code jdbc:} URL, or null for registers in memory
 * @param registersNamespace the namespace within a database, or null for the default
 * @param dryRun whether nothing is written
 * @param allOrNothing whether no file is written if any fails
 * @param diff how the diff is printed
 * @param maxFileSize the largest file read, in bytes
 * @param expectedVersions expected version tokens by path
 * @param json whether the result is printed as JSON
 */
record RunOptions(
        String script,
        Path root,
        @Nullable String registers,
        @Nullable String registersNamespace,
        boolean dryRun,
        boolean allOrNothing,
        DiffOption.Mode diff,
        long maxFileSize,
        Map<String, String> expectedVersions,
        boolean json) {
    RunOptions {
        expectedVersions = Collections.unmodifiableMap(new LinkedHashMap<>(expectedVersions));
    }
}
