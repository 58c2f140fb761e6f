package dev.edl.tools;

import dev.edl.files.FileAccessException;
import dev.edl.files.FileStamp;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The version token of a file: the first 16 hexadecimal digits of the SHA-256 digest of its bytes.
 * {@code read_lines} shows it; {@code write_from_line} and {@code batch_edit_blocks} refuse to edit
 * when an {@code expectedVersion} passed back no longer matches (the model's view is stale).
 */
final class FileVersion {
    private static final int HEX_DIGITS = 16;

    private FileVersion() {}

    static String of(TextFile file) {
        FileStamp stamp = file.stamp();
        if (stamp == null) {
            return "new";
        }
        byte[] digest = stamp.digest();
        StringBuilder out = new StringBuilder(HEX_DIGITS);
        for (int i = 0; i < HEX_DIGITS / 2; i++) {
            out.append(String.format(Locale.ROOT, "%02x", digest[i] & 0xff));
        }
        return out.toString();
    }

    /**
     * Checks a file against the version a model saw.
     *
     * @return null when the file is at that version (or none was given), else the refusal for the model
     */
    static @Nullable String staleness(Workspace workspace, String path, @Nullable String expected) {
        if (expected == null) {
            return null;
        }
        String current;
        try {
            current = of(workspace.open(path));
        } catch (FileAccessException e) {
            return "Nothing was written: " + e.getMessage() + "\n";
        }
        if (current.equalsIgnoreCase(expected.strip())) {
            return null;
        }
        return "Nothing was written: " + path + " has changed since you read it (expectedVersion " + expected.strip()
                + ", current version " + current + "). Read it again with read_lines and redo the edit on the"
                + " current lines.\n";
    }
}
