package dev.edl.internal.parse;

import dev.edl.Command;
import dev.edl.EdlParseException;
import java.util.List;

/**
 * What a recovering parse found: every command that could be parsed, and the first errors, both in
 * script order. A hostile script may hold millions of errors, so only the first {@link #MAX_ERRORS}
 * are kept; {@link #errorCount()} counts them all.
 *
 * @param commands the commands that parsed, never null (a script with errors may still have some)
 * @param errors the first parse errors (at most {@link #MAX_ERRORS}); empty when the script is valid
 * @param errorCount how many parse errors the script has, at least {@code errors.size()}
 */
public record ParseOutcome(List<Command> commands, List<EdlParseException> errors, int errorCount) {
    /** The most errors a recovering parse keeps. */
    public static final int MAX_ERRORS = 100;

    /** Copies both lists into unmodifiable lists. */
    public ParseOutcome {
        commands = List.copyOf(commands);
        errors = List.copyOf(errors);
        if (errorCount < errors.size()) {
            throw new IllegalArgumentException("errorCount " + errorCount + " < " + errors.size() + " errors");
        }
    }

    /**
     * An outcome that kept every error.
     *
     * @param commands the commands that parsed
     * @param errors every parse error
     */
    public ParseOutcome(List<Command> commands, List<EdlParseException> errors) {
        this(commands, errors, errors.size());
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
