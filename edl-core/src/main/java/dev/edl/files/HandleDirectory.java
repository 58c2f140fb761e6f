package dev.edl.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** A directory held open as a handle; every name is resolved relative to it without following links. */
final class HandleDirectory implements Directory {
    private static final LinkOption NOFOLLOW = LinkOption.NOFOLLOW_LINKS;

    private final SecureDirectoryStream<Path> handle;
    private final Path path;
    private boolean listed;

    private HandleDirectory(SecureDirectoryStream<Path> handle, Path path) {
        this.handle = handle;
        this.path = path;
    }

    /** Opens each component of {@code relative} below {@code root} without following links. */
    static HandleDirectory walk(SecureDirectoryStream<Path> root, Path realRoot, Path relative) throws IOException {
        SecureDirectoryStream<Path> current = root;
        Path at = realRoot;
        try {
            if (!relative.toString().isEmpty()) {
                for (Path component : relative) {
                    SecureDirectoryStream<Path> next;
                    try {
                        next = current.newDirectoryStream(component, NOFOLLOW);
                    } catch (NoSuchFileException | AccessDeniedException e) {
                        throw e;
                    } catch (FileSystemException e) {
                        throw notADirectory(current, at.resolve(component), component);
                    }
                    current.close();
                    current = next;
                    at = at.resolve(component);
                }
            }
        } catch (IOException | RuntimeException e) {
            current.close();
            throw e;
        }
        return new HandleDirectory(current, at);
    }

    /** Why a component could not be opened as a directory: a link (swapped in?) or another file. */
    private static FileSystemException notADirectory(SecureDirectoryStream<Path> parent, Path shown, Path component) {
        try {
            BasicFileAttributes attributes = parent.getFileAttributeView(
                            component, BasicFileAttributeView.class, NOFOLLOW)
                    .readAttributes();
            if (attributes.isSymbolicLink()) {
                return new FileSystemException(
                        shown.toString(), null, "a directory on the path became a symbolic link after it was checked");
            }
        } catch (IOException e) {
            // fall through to the general reason
        }
        return new NotDirectoryException(shown.toString());
    }

    @Override
    public Path path() {
        return path;
    }

    private static Path name(String name) {
        return Path.of(name);
    }

    @Override
    public byte[] read(String name, int limit) throws IOException {
        try (SeekableByteChannel channel =
                        handle.newByteChannel(name(name), Set.of(StandardOpenOption.READ, NOFOLLOW));
                InputStream in = Channels.newInputStream(channel)) {
            return in.readNBytes(limit == Integer.MAX_VALUE ? limit : limit + 1);
        }
    }

    @Override
    public @Nullable BasicFileAttributes attributes(String name) throws IOException {
        try {
            return handle.getFileAttributeView(name(name), BasicFileAttributeView.class, NOFOLLOW)
                    .readAttributes();
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    @Override
    public @Nullable KeptAttributes keptAttributes(String name) throws IOException {
        PosixFileAttributeView view = handle.getFileAttributeView(name(name), PosixFileAttributeView.class, NOFOLLOW);
        if (view == null) {
            return null;
        }
        PosixFileAttributes attributes = view.readAttributes();
        return new KeptAttributes(attributes.permissions(), attributes.owner(), attributes.group());
    }

    @Override
    public boolean isWritable(String name) {
        return PathDirectory.isWritable(path.resolve(name));
    }

    @Override
    public void writeNew(String name, byte[] bytes) throws IOException {
        try (SeekableByteChannel channel = handle.newByteChannel(
                name(name), Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, NOFOLLOW))) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            if (channel instanceof FileChannel file) {
                file.force(true);
            }
        }
    }

    @Override
    public void apply(String name, KeptAttributes attributes) throws IOException {
        PosixFileAttributeView view = handle.getFileAttributeView(name(name), PosixFileAttributeView.class, NOFOLLOW);
        if (view == null) {
            return;
        }
        PosixFileAttributes current = view.readAttributes();
        attributes.applyTo(view, current);
    }

    @Override
    public void rename(String from, String to) throws IOException {
        handle.move(name(from), handle, name(to));
    }

    @Override
    public void delete(String name) throws IOException {
        try {
            handle.deleteFile(name(name));
        } catch (NoSuchFileException e) {
            // already gone
        }
    }

    @Override
    public SeekableByteChannel openRead(String name) throws IOException {
        return handle.newByteChannel(name(name), Set.of(StandardOpenOption.READ, NOFOLLOW));
    }

    @Override
    public FileChannel openLock(String name) throws IOException {
        SeekableByteChannel channel = handle.newByteChannel(
                name(name),
                Set.of(StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE, NOFOLLOW));
        if (channel instanceof FileChannel file) {
            return file;
        }
        channel.close();
        throw new FileSystemException(path.resolve(name).toString(), null, "cannot lock files in this directory");
    }

    @Override
    public List<String> names() throws IOException {
        List<String> names = new ArrayList<>();
        if (listed) {
            // a directory stream is iterated once; a second listing goes through a fresh handle
            try (SecureDirectoryStream<Path> again = handle.newDirectoryStream(Path.of("."), NOFOLLOW)) {
                again.forEach(entry -> names.add(String.valueOf(entry.getFileName())));
            }
            return names;
        }
        listed = true;
        handle.forEach(entry -> names.add(String.valueOf(entry.getFileName())));
        return names;
    }

    @Override
    public void verify() {
        // a handle cannot be redirected
    }

    @Override
    public void close() throws IOException {
        handle.close();
    }
}
