package dev.edl.files;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An open directory in which files are read, created, renamed and deleted by name, never following
 * a symbolic link in the name. Where the JDK offers a {@link SecureDirectoryStream} (Linux and other
 * systems with {@code openat}), the directory is a handle opened component by component from the
 * workspace root without following links, so swapping a directory on the way for a link after the
 * open cannot redirect a write. Elsewhere the directory is a path whose real location is checked
 * again just before each rename (see {@link #verify()}).
 */
sealed interface Directory extends Closeable permits HandleDirectory, PathDirectory {
    /** The real path of the directory when it was opened, for messages. */
    Path path();

    /** Reads a file's bytes, at most {@code limit + 1}; fails for a symbolic link. */
    byte[] read(String name, int limit) throws IOException;

    /** The attributes of an entry (links not followed), or null when nothing has that name. */
    @Nullable
    BasicFileAttributes attributes(String name) throws IOException;

    /** The POSIX attributes of a file, or null where the file system has none. */
    @Nullable
    KeptAttributes keptAttributes(String name) throws IOException;

    /** Whether the process may write the file, as the operating system's access check says. */
    boolean isWritable(String name);

    /** Creates a file that must not exist, writes the bytes and forces them to the device. */
    void writeNew(String name, byte[] bytes) throws IOException;

    /** Gives a file the attributes of the file it replaces. */
    void apply(String name, KeptAttributes attributes) throws IOException;

    /** Renames {@code from} over {@code to}, atomically. */
    void rename(String from, String to) throws IOException;

    /** Deletes a file if it exists (not a directory). */
    void delete(String name) throws IOException;

    /** Opens a file for reading (links not followed). */
    SeekableByteChannel openRead(String name) throws IOException;

    /** Opens (creating if needed) a lock file for reading and writing. */
    FileChannel openLock(String name) throws IOException;

    /** The names in the directory. */
    List<String> names() throws IOException;

    /**
     * Checks that the directory is still where it was opened. A no-op for a handle; for a path, the
     * real location must be unchanged.
     */
    void verify() throws IOException;

    @Override
    void close() throws IOException;

    /**
     * Opens a directory below a root without following symbolic links on the way.
     *
     * @param realRoot the real location of the workspace root (links in it already resolved)
     * @param relative the directory's path relative to {@code realRoot} (empty for the root itself)
     * @param secure whether to use a directory handle where the JDK offers one
     */
    static Directory open(Path realRoot, Path relative, boolean secure) throws IOException {
        if (secure) {
            DirectoryStream<Path> stream = Files.newDirectoryStream(realRoot);
            if (stream instanceof SecureDirectoryStream<Path> handle) {
                return HandleDirectory.walk(handle, realRoot, relative);
            }
            stream.close();
        }
        Path directory = relative.toString().isEmpty() ? realRoot : realRoot.resolve(relative);
        Path real = directory.toRealPath();
        if (!real.equals(directory)) {
            throw new FileSystemException(directory.toString(), null, "a directory on the path changed");
        }
        return new PathDirectory(directory);
    }
}
