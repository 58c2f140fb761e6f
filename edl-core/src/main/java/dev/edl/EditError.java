package dev.edl;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What went wrong with a request, as a value. Every result of edl-core and edl-batch reports its
 * error in this one shape through {@code Optional<EditError> error()}; per-edit details stay in the
 * result's outcomes.
 *
 * <p>An error is something the caller's input or the files caused (a script that does not parse, a
 * search that is not found, a file that changed underneath). Programming errors (a null argument, a
 * negative size limit) are thrown as {@link IllegalArgumentException} or {@link
 * IllegalStateException} at the call instead.
 *
 * @param kind what sort of error this is
 * @param message the complete message as a model should read it, e.g. {@code "Parse error:
 *     Unterminated heredoc (line 3, column 8)"}; never empty
 * @param path the workspace-relative path of the file concerned, or null when the error concerns no
 *     single file
 * @param position where in an EDL script the error was found, or null when it was not found in a
 *     script
 */
public record EditError(
        Kind kind,
        String message,
        @Nullable String path,
        @Nullable SourcePosition position) {

    /** What sort of error an {@link EditError} is. */
    public enum Kind {
        /** An EDL script did not parse; nothing ran. {@link EditError#position()} is set. */
        SCRIPT,
        /**
         * An argument was out of range or inconsistent, e.g. a start line of 0 or past the end of
         * the file, or an {@code expectCurrent} guard that does not hold.
         */
        INVALID_INPUT,
        /** One or more edits could not be applied (not found, ambiguous); the outcomes say which. */
        EDIT,
        /**
         * A file could not be read or written: missing, outside the workspace, not UTF-8 text, too
         * large, or the write failed. Nothing was written.
         */
        FILE,
        /** A file changed on disk after it was read; nothing was written. */
        STALE,
        /** A limit was reached: a regular expression timed out or a size limit was exceeded. */
        LIMIT,
        /** The register store failed to load or save. */
        REGISTERS
    }

    /** Checks the arguments. */
    public EditError {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
        if (message.isEmpty()) {
            throw new IllegalArgumentException("message must not be empty");
        }
    }

    /**
     * An error that concerns no single file and no script position.
     *
     * @param kind the kind
     * @param message the message
     * @return the error
     */
    public static EditError of(Kind kind, String message) {
        return new EditError(kind, message, null, null);
    }

    /**
     * An error concerning one file.
     *
     * @param kind the kind
     * @param path the workspace-relative path
     * @param message the message
     * @return the error
     */
    public static EditError inFile(Kind kind, String path, String message) {
        return new EditError(kind, message, Objects.requireNonNull(path, "path"), null);
    }

    @Override
    public String toString() {
        return message;
    }
}
