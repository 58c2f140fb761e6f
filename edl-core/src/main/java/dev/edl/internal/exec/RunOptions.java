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
 */
public record RunOptions(
        FileAccess files, RegisterStore registers, boolean dryRun, boolean allOrNothing, Duration regexTimeout) {}
