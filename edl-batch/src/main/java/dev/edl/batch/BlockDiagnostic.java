package dev.edl.batch;

import java.util.Objects;

/**
 * A problem found while parsing an edit-mode response: a malformed block that was not turned into
 * an edit, or a marker line that could not be understood.
 *
 * @param line the 1-based line of the response where the problem starts
 * @param reason what is wrong and how to fix it
 */
public record BlockDiagnostic(int line, String reason) {
    /** Checks the arguments. */
    public BlockDiagnostic {
        Objects.requireNonNull(reason, "reason");
    }

    @Override
    public String toString() {
        return "line " + line + ": " + reason;
    }
}
