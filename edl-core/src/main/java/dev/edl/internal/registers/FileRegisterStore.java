package dev.edl.internal.registers;

import dev.edl.RegisterStore;
import dev.edl.RegisterStoreException;
import dev.edl.internal.json.JsonSyntaxException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;

/**
 * A durable register store kept in a JSON file (see {@link RegisterFileFormat}).
 *
 * <p>Every change is a read-modify-write of the whole file under two locks: an in-JVM lock shared by
 * every instance on the same file ({@link PathLocks}) and an exclusive {@code FileChannel} lock on
 * the sidecar file {@code <name>.lock} beside it, which excludes other processes. The file is
 * always re-read inside the locks, and the new content is written to a temporary file in the same
 * directory and then moved over the old one atomically, so readers (which take no lock) see either
 * the old or the new file, and a crash never leaves a half-written one. Thread-safe; any number of
 * instances and processes may share one file.
 *
 * <p>A missing file is an empty store. A file that cannot be read, is not UTF-8 or valid JSON, or
 * is not a register file of a supported version is a {@link RegisterStoreException} naming the path
 * and the problem (JSON errors with 1-based line and column); the file is then left untouched and
 * no change is written.
 */
public final class FileRegisterStore implements RegisterStore {
    private final Path path;
    private final Path lockPath;
    private final ReentrantLock jvmLock;
    private final BeforeReplaceHook beforeReplace;

    /**
     * Creates a store backed by a file. Nothing is read or created until the store is used.
     *
     * @param path the JSON file; it need not exist, and its parent directories are created on the
     *     first write
     */
    public FileRegisterStore(Path path) {
        this(path, BeforeReplaceHook.NONE);
    }

    /** Creates a store whose saves call a hook before the final rename (tests only). */
    FileRegisterStore(Path path, BeforeReplaceHook beforeReplace) {
        Objects.requireNonNull(path, "path");
        this.beforeReplace = Objects.requireNonNull(beforeReplace, "beforeReplace");
        this.path = PathLocks.canonical(path);
        Path fileName = this.path.getFileName();
        if (fileName == null) {
            throw new IllegalArgumentException("Register file path has no file name: " + path);
        }
        this.lockPath = this.path.resolveSibling(fileName + ".lock");
        this.jvmLock = PathLocks.forPath(this.path);
    }

    /**
     * The file this store reads and writes.
     *
     * @return the absolute, canonical path
     */
    public Path path() {
        return path;
    }

    @Override
    public Optional<String> get(String name) {
        Objects.requireNonNull(name, "name");
        return Optional.ofNullable(read().registers().get(name));
    }

    @Override
    public void putAll(Map<String, String> registers) {
        Map<String, String> changes = Map.copyOf(registers); // rejects null names and texts
        if (changes.isEmpty()) {
            return;
        }
        update(state -> state.withRegisters(changes));
    }

    @Override
    public int allocateSavedId() {
        return allocateSavedIds(1)[0];
    }

    @Override
    public int[] allocateSavedIds(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        int[] ids = new int[count];
        update(state -> {
            try {
                return state.allocate(ids);
            } catch (IllegalStateException e) {
                throw new RegisterStoreException("Register file has no _saved_N numbers left: " + path, null);
            }
        });
        return ids;
    }

    @Override
    public Map<String, Integer> sizes() {
        Map<String, Integer> sizes = new TreeMap<>();
        read().registers().forEach((name, text) -> sizes.put(name, text.length()));
        return sizes;
    }

    /** Reads the current state without locking (the file is only ever replaced atomically). */
    private RegisterState read() {
        byte[] bytes = readBytes();
        return bytes == null ? RegisterState.EMPTY : decode(bytes);
    }

    private RegisterState update(UnaryOperator<RegisterState> change) {
        jvmLock.lock();
        try {
            createParentDirectories();
            try (FileChannel lockChannel =
                    FileChannel.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                FileLock lock = lockChannel.lock();
                try {
                    RegisterState updated = change.apply(read());
                    write(RegisterFileFormat.encode(updated));
                    return updated;
                } finally {
                    lock.release();
                }
            } catch (IOException e) {
                throw new RegisterStoreException(
                        "Cannot lock register file: " + path + " (lock file " + lockPath + ": " + describe(e) + ")", e);
            }
        } finally {
            jvmLock.unlock();
        }
    }

    private byte @Nullable [] readBytes() {
        try {
            return Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new RegisterStoreException("Cannot read register file: " + path + " (" + describe(e) + ")", e);
        }
    }

    private RegisterState decode(byte[] bytes) {
        String json;
        try {
            json = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new RegisterStoreException("Register file is corrupt: " + path + " (not valid UTF-8)", e);
        }
        try {
            return RegisterFileFormat.decode(json);
        } catch (JsonSyntaxException e) {
            throw new RegisterStoreException("Register file is corrupt: " + path + " (" + e.getMessage() + ")", e);
        } catch (RegisterFileFormatException e) {
            throw new RegisterStoreException(
                    "Register file is not a readable EDL register file: " + path + " (" + e.getMessage() + ")", e);
        }
    }

    private void createParentDirectories() {
        Path parent = path.getParent();
        if (parent == null) {
            return;
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new RegisterStoreException(
                    "Cannot create the directory of register file: " + path + " (" + describe(e) + ")", e);
        }
    }

    private void write(String json) {
        Path parent = Objects.requireNonNull(path.getParent(), "canonical path has a parent");
        Path temp = null;
        try {
            temp = Files.createTempFile(parent, "." + path.getFileName() + ".", ".tmp");
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = StandardCharsets.UTF_8.encode(json);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            beforeReplace.beforeReplace(temp);
            try {
                Files.move(temp, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // Same directory, so this is rare (some network file systems); still a whole-file replace.
                Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING);
            }
            temp = null;
        } catch (IOException e) {
            throw new RegisterStoreException("Cannot write register file: " + path + " (" + describe(e) + ")", e);
        } finally {
            if (temp != null) {
                deleteQuietly(temp);
            }
        }
    }

    @SuppressWarnings("EmptyCatch") // best effort: the write error being reported matters more
    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException e) {
            // The leftover temporary file is harmless: it is never read.
        }
    }

    private static String describe(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        String message = e.getMessage();
        String kind = e.getClass().getSimpleName();
        return message == null ? kind : kind + ": " + message;
    }

    @Override
    public String toString() {
        return "FileRegisterStore[" + path + "]";
    }
}
