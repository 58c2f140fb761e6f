package dev.edl.files;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The disk operations that can fail in the middle of reading or writing. The real implementation is
 * {@link DiskFileOperations}; tests inject failures (an unreadable file, a full disk, a failing
 * rename) through {@link Workspace.Builder#fileOperations}.
 */
interface FileOperations {
    /**
     * Reads a file's bytes, at most {@code limit + 1} of them (so that a caller can tell the file is
     * larger than the limit without reading all of it).
     */
    byte[] read(Path file, int limit) throws IOException;

    /** Like {@link #read(Path, int)}, for a file in an open directory (the stale check before a write). */
    byte[] read(Directory directory, String name, int limit) throws IOException;

    /** Creates a file that must not exist yet, writes the bytes and forces them to the device. */
    void writeNew(Directory directory, String name, byte[] bytes) throws IOException;

    /** Renames {@code source} over {@code target} in one directory, atomically. */
    void replace(Directory directory, String source, String target) throws IOException;
}
