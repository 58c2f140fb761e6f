package dev.edl.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/**
 * Replaces one file's content atomically: the bytes go to a temporary file in the same directory,
 * which is then renamed over the target. A failure removes the temporary file again.
 */
final class AtomicWriter {
    private static final int MAX_NAME_IN_TEMP = 60;
    private static final int MAX_TEMP_ATTEMPTS = 10;

    private final FileOperations operations;

    AtomicWriter(FileOperations operations) {
        this.operations = operations;
    }

    /**
     * Writes bytes to a file atomically.
     *
     * @param target the real location of the file (its parent directory must exist)
     * @param bytes the complete new content
     * @param attributes the attributes to give the file, or null for the file system's defaults
     */
    void write(Path target, byte[] bytes, @Nullable KeptAttributes attributes) throws IOException {
        Path directory = parentOf(target);
        Path temp = null;
        try {
            temp = writeTemp(directory, String.valueOf(target.getFileName()), bytes);
            if (attributes != null) {
                attributes.applyTo(temp);
            }
            operations.replace(temp, target);
            temp = null;
        } finally {
            if (temp != null) {
                deleteQuietly(temp);
            }
        }
    }

    /**
     * Creates the missing parent directories of a new file.
     *
     * @param target the real location of the file
     * @return the directories created, outermost first (to remove on rollback)
     * @throws IOException when a directory cannot be created or a parent exists but is not a directory
     */
    static List<Path> createParents(Path target) throws IOException {
        List<Path> missing = new ArrayList<>();
        Path directory = target.getParent();
        while (directory != null && !Files.exists(directory)) {
            missing.add(0, directory);
            directory = directory.getParent();
        }
        if (directory != null && !Files.isDirectory(directory)) {
            throw new FileSystemException(null, null, "a parent path is not a directory");
        }
        List<Path> created = new ArrayList<>();
        try {
            for (Path dir : missing) {
                Files.createDirectory(dir);
                created.add(dir);
            }
        } catch (IOException e) {
            removeDirectories(created);
            if (e instanceof FileAlreadyExistsException) {
                throw new FileSystemException(null, null, "a parent path is not a directory");
            }
            throw e;
        }
        return created;
    }

    /** Removes directories created by {@link #createParents}, innermost first, if they are empty. */
    static void removeDirectories(List<Path> created) {
        for (int i = created.size() - 1; i >= 0; i--) {
            deleteQuietly(created.get(i));
        }
    }

    private Path writeTemp(Path directory, String name, byte[] bytes) throws IOException {
        String stem = name.length() > MAX_NAME_IN_TEMP ? name.substring(0, MAX_NAME_IN_TEMP) : name;
        for (int attempt = 1; ; attempt++) {
            Path temp = directory.resolve("." + stem + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".edl-tmp");
            try {
                operations.writeNew(temp, bytes);
                return temp;
            } catch (FileAlreadyExistsException e) {
                if (attempt >= MAX_TEMP_ATTEMPTS) {
                    throw e;
                }
            } catch (IOException | RuntimeException e) {
                deleteQuietly(temp);
                throw e;
            }
        }
    }

    private static Path parentOf(Path target) throws IOException {
        Path directory = target.getParent();
        if (directory == null) {
            throw new FileSystemException(target.toString(), null, "has no parent directory");
        }
        return directory;
    }

    @SuppressWarnings("EmptyCatch") // best effort: the caller reports the original failure
    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
        }
    }
}
