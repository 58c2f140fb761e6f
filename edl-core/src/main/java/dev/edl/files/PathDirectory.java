package dev.edl.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A directory named by its real path, for file systems without directory handles (and for
 * unconfined workspaces). Names are not followed when they are links; the directory itself is
 * checked by {@link #verify()} to still be at its real location.
 */
final class PathDirectory implements Directory {
    private static final LinkOption NOFOLLOW = LinkOption.NOFOLLOW_LINKS;

    private final Path path;

    PathDirectory(Path path) {
        this.path = path;
    }

    @Override
    public Path path() {
        return path;
    }

    @Override
    public byte[] read(String name, int limit) throws IOException {
        try (InputStream in = Files.newInputStream(path.resolve(name), StandardOpenOption.READ, NOFOLLOW)) {
            return in.readNBytes(limit == Integer.MAX_VALUE ? limit : limit + 1);
        }
    }

    @Override
    public @Nullable BasicFileAttributes attributes(String name) throws IOException {
        try {
            return Files.readAttributes(path.resolve(name), BasicFileAttributes.class, NOFOLLOW);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    @Override
    public @Nullable KeptAttributes keptAttributes(String name) throws IOException {
        return KeptAttributes.of(path.resolve(name));
    }

    @Override
    public boolean isWritable(String name) {
        return isWritable(path.resolve(name));
    }

    static boolean isWritable(Path file) {
        return Files.isWritable(file);
    }

    @Override
    public void writeNew(String name, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(
                path.resolve(name), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, NOFOLLOW)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    @Override
    public void apply(String name, KeptAttributes attributes) throws IOException {
        attributes.applyTo(path.resolve(name));
    }

    @Override
    public void rename(String from, String to) throws IOException {
        try {
            Files.move(
                    path.resolve(from),
                    path.resolve(to),
                    StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(path.resolve(from), path.resolve(to), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public void delete(String name) throws IOException {
        Files.deleteIfExists(path.resolve(name));
    }

    @Override
    public SeekableByteChannel openRead(String name) throws IOException {
        return Files.newByteChannel(path.resolve(name), StandardOpenOption.READ, NOFOLLOW);
    }

    @Override
    public FileChannel openLock(String name) throws IOException {
        return FileChannel.open(
                path.resolve(name),
                StandardOpenOption.CREATE,
                StandardOpenOption.READ,
                StandardOpenOption.WRITE,
                NOFOLLOW);
    }

    @Override
    public List<String> names() throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
            entries.forEach(entry -> names.add(String.valueOf(entry.getFileName())));
        }
        return names;
    }

    @Override
    public void verify() throws IOException {
        if (!path.toRealPath().equals(path)) {
            throw new FileSystemException(path.toString(), null, "a directory on the path changed");
        }
    }

    @Override
    public void close() {
        // nothing held open
    }
}
