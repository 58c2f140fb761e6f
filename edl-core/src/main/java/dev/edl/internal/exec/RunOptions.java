package dev.edl.internal.exec;

import dev.edl.RegisterStore;
import java.time.Duration;
import java.util.Map;

/**
 * What a run needs besides its script.
 *
 * @param files where files are read and written
 * @param registers where registers are read and committed
 * @param dryRun write nothing
 * @param allOrNothing write no file if any file fails
 * @param regexTimeout the regex time budget of one command
 * @param regexTimeoutPerRun the regex time budget of the whole run
 * @param expectedVersions path as the caller wrote it → the version token ({@code
 *     dev.edl.files.FileVersion}, canonical form) the file must be at when the run opens it
 */
public record RunOptions(
        FileAccess files,
        RegisterStore registers,
        boolean dryRun,
        boolean allOrNothing,
        Duration regexTimeout,
        Duration regexTimeoutPerRun,
        Map<String, String> expectedVersions) {
    /** Copies the expected versions. */
    public RunOptions {
        expectedVersions = Map.copyOf(expectedVersions);
    }

    /** Options without expected versions. */
    public RunOptions(
            FileAccess files,
            RegisterStore registers,
            boolean dryRun,
            boolean allOrNothing,
            Duration regexTimeout,
            Duration regexTimeoutPerRun) {
        this(files, registers, dryRun, allOrNothing, regexTimeout, regexTimeoutPerRun, Map.of());
    }

    /** Options whose run budget is {@link #DEFAULT_REGEX_TIMEOUT_PER_RUN}. */
    public RunOptions(
            FileAccess files, RegisterStore registers, boolean dryRun, boolean allOrNothing, Duration regexTimeout) {
        this(files, registers, dryRun, allOrNothing, regexTimeout, DEFAULT_REGEX_TIMEOUT_PER_RUN);
    }

    /** The default regex time budget of a whole run. */
    public static final Duration DEFAULT_REGEX_TIMEOUT_PER_RUN = Duration.ofSeconds(5);
}
