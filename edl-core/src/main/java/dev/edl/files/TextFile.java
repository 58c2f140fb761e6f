package dev.edl.files;

import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A text file as read from a workspace (or about to be created).
 *
 * @param path the workspace-relative path with {@code /} separators, as shown in reports
 * @param location the absolute path on disk
 * @param text the editing text: decoded, without BOM, {@code \r\n} turned into {@code \n} for CRLF
 *     files
 * @param format how to write the text back
 * @param stamp what the file looked like on disk when read, for the stale check; null for a file
 *     that does not exist yet
 * @param warnings notes for the caller (for example mixed line endings)
 */
public record TextFile(
        String path,
        Path location,
        String text,
        TextFormat format,
        @Nullable FileStamp stamp,
        List<String> warnings) {

    /** Copies the warning list. */
    public TextFile {
        warnings = List.copyOf(warnings);
    }

    /**
     * Whether the file is to be created (it did not exist when opened).
     *
     * @return true for a new file
     */
    public boolean isNew() {
        return stamp == null;
    }
}
