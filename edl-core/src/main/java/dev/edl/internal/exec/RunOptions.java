package dev.edl.internal.exec;

import dev.edl.RegisterStore;
import java.time.Duration;

/**
 * What a run needs besides its script.
 *
 * @param files where files are read and written
 * @param registers where registers are read and committed
 * @param dryRun write nothing
 * @param allOrNothing write no file if any file fails
 * @param regexTimeout the regex time budget of one command
 * @param regexTimeoutPerRun the regex time budget of the whole run
 */
public record RunOptions(
        FileAccess files,
        RegisterStore registers,
        boolean dryRun,
        boolean allOrNothing,
        Duration regexTimeout,
        Duration regexTimeoutPerRun) {
    /** Options whose run budget is {@link #DEFAULT_REGEX_TIMEOUT_PER_RUN}. */
    public RunOptions(
            FileAccess files, RegisterStore registers, boolean dryRun, boolean allOrNothing, Duration regexTimeout) {
        this(files, registers, dryRun, allOrNothing, regexTimeout, DEFAULT_REGEX_TIMEOUT_PER_RUN);
    }

    /** The default regex time budget of a whole run. */
    public static final Duration DEFAULT_REGEX_TIMEOUT_PER_RUN = Duration.ofSeconds(5);
}
