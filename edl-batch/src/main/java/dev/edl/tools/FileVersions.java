package dev.edl.tools;

import dev.edl.EditError;
import dev.edl.files.FileVersion;
import org.jspecify.annotations.Nullable;

/** The {@code expectedVersion} argument of the editing tools and their answer when it no longer holds. */
final class FileVersions {
    private FileVersions() {}

    /**
     * The expectedVersion argument, checked.
     *
     * @return the canonical token, or null when none was given
     * @throws ToolArgumentException when it is not a version token
     */
    static @Nullable String expected(ToolArguments args) {
        String given = args.optionalString("expectedVersion");
        if (given == null) {
            return null;
        }
        try {
            return FileVersion.normalize(given);
        } catch (IllegalArgumentException e) {
            throw new ToolArgumentException("\"expectedVersion\": " + e.getMessage() + ".");
        }
    }

    /**
     * The answer for a guarded call refused because the file is not (or no longer) at the version
     * the model read.
     *
     * @return the refusal, or null when the call was not guarded or not refused as stale
     */
    static @Nullable String refusal(@Nullable String expected, @Nullable EditError error) {
        if (expected == null || error == null || error.kind() != EditError.Kind.STALE) {
            return null;
        }
        return "Nothing was written: " + error.message() + ". Read it again with read_lines and redo the edit on the"
                + " current lines.\n";
    }
}
