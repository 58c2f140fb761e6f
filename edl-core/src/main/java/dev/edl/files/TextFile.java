package dev.edl.files;

import java.nio.charset.StandardCharsets;
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

    /**
     * The file's version token (see {@link FileVersion}): of the bytes this text was decoded from.
     *
     * @return 16 lower-case hexadecimal digits, or {@value FileVersion#NEW} for a new file
     */
    public String version() {
        FileStamp read = stamp;
        if (read != null && read.digestLength() < FileVersion.DIGITS / 2) {
            // a stamp without a digest (texts held in memory, used exactly as given): the text's UTF-8 bytes
            return FileVersion.of(text.getBytes(StandardCharsets.UTF_8));
        }
        return FileVersion.of(read);
    }

    /**
     * Checks that this file is at the version a caller expects, i.e. that the bytes this text was
     * decoded from (and that the write's stale check will compare the file with) have that version.
     *
     * @param expected the expected token (see {@link FileVersion#normalize}), or null for no check
     * @throws FileAccessException {@code File changed on disk since it was read: P (expected version
     *     E, current version C)} when the versions differ
     * @throws IllegalArgumentException when {@code expected} is not a version token
     */
    public void checkVersion(@Nullable String expected) {
        if (expected == null) {
            return;
        }
        String wanted = FileVersion.normalize(expected);
        String current = version();
        if (!current.equals(wanted)) {
            throw FileProblems.otherVersion(path, wanted, current);
        }
    }
}
