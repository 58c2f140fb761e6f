package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.EdlParseException;
import java.util.List;

/**
 * What a recovering parse found: every command that could be parsed, and every error, both in
 * script order.
 *
 * @param commands the commands that parsed, never null (a script with errors may still have some)
 * @param errors the parse errors; empty when the script is valid
 */
public record ParseOutcome(List<Command> commands, List<EdlParseException> errors) {
    /** Copies both lists into unmodifiable lists. */
    public ParseOutcome {
        commands = List.copyOf(commands);
        errors = List.copyOf(errors);
    }

    /**
     * Whether the script parsed without any error.
     *
     * @return true when {@link #errors()} is empty
     */
    public boolean isValid() {
        return errors.isEmpty();
    }
}
