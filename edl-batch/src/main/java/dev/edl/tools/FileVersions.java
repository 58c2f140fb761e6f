package dev.edl.tools;

import dev.edl.EditError;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileVersion;
import dev.edl.files.TextFile;
import java.util.LinkedHashMap;
import java.util.Map;
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
     * The expectedVersions argument ({@code {"path": "token"}}), checked.
     *
     * @return path → canonical token, in the order given; empty when none was given
     * @throws ToolArgumentException when a value is not a version token
     */
    static Map<String, String> expectedMap(ToolArguments args) {
        Map<String, String> versions = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : args.optionalObject("expectedVersions").entrySet()) {
            String path = String.valueOf(entry.getKey());
            if (!(entry.getValue() instanceof String token)) {
                throw new ToolArgumentException("\"expectedVersions\": the version of \"" + path
                        + "\" must be a string (the token read_lines printed).");
            }
            try {
                versions.put(path, FileVersion.normalize(token));
            } catch (IllegalArgumentException e) {
                throw new ToolArgumentException("\"expectedVersions\" of \"" + path + "\": " + e.getMessage() + ".");
            }
        }
        return versions;
    }

    /**
     * The refusal of a call guarded by per-file versions: the stale file's changed lines, when the
     * report says a file changed on disk; else null.
     */
    static @Nullable String refusalOfAny(ToolContext context, Map<String, String> expected, String report) {
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            if (report.contains("expected version " + entry.getValue())) {
                return changedSince(context, entry.getKey(), entry.getValue());
            }
        }
        return null;
    }

    /**
     * The answer for a guarded call refused because the file is not (or no longer) at the version
     * the model read.
     *
     * @return the refusal, or null when the call was not guarded or not refused as stale
     */
    static @Nullable String refusal(
            ToolContext context, String path, @Nullable String expected, @Nullable EditError error) {
        if (expected == null || error == null || error.kind() != EditError.Kind.STALE) {
            return null;
        }
        return "Nothing was written: " + error.message() + ".\n" + changedSince(context, path, expected)
                + "Read it again with read_lines and redo the edit on the current lines.\n";
    }

    /** Which lines of a file changed since a version, as far as the tools remember that version. */
    static String changedSince(ToolContext context, String path, String expected) {
        TextFile current;
        try {
            current = context.workspace().open(path);
        } catch (FileAccessException e) {
            return "";
        }
        return VersionReports.changedSince(context.versions().text(current.path(), expected), current.text());
    }

    /** The file as it is now, or null when it cannot be read (the edit then reports why). */
    static @Nullable TextFile openOrNull(ToolContext context, String path) {
        try {
            return context.workspace().open(path);
        } catch (FileAccessException e) {
            return null;
        }
    }

    /**
     * Remembers a file just written and returns its version line, e.g. {@code version now:
     * 7f3a09be11c2d4e5, 12 lines}, prefixed with the path when {@code named}. When the file no
     * longer holds the text written (another writer came in between), its token is not given out:
     * the model has not seen that text.
     */
    static String remembered(ToolContext context, String path, String written, boolean named) {
        String prefix = named ? path + ": " : "";
        try {
            TextFile file = context.workspace().open(path);
            if (!file.text().equals(written)) {
                return prefix + "version now: unknown (the file changed again right after this write; read it)\n";
            }
            context.versions().remember(file.path(), file.version(), file.text());
            return prefix + VersionReports.versionNow(file) + "\n";
        } catch (FileAccessException e) {
            return "";
        }
    }
}
