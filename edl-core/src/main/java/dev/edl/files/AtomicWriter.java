package dev.edl.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/**
 * Replaces one file's content atomically: the bytes go to a temporary file {@code
 * .<name>.edl-tmp-<random>} in the same directory, which is then renamed over the target. A failure
 * removes the temporary file again; one left by a writer that was killed is removed by the next
 * write in that directory (see {@link #cleanUp}).
 */
final class AtomicWriter {
    private static final int MAX_TEMP_ATTEMPTS = 10;

    private final FileOperations operations;

    AtomicWriter(FileOperations operations) {
        this.operations = operations;
    }

    /**
     * Writes bytes to a file atomically. The caller holds the file's {@link WriteLock}.
     *
     * @param directory the open directory of the file
     * @param name the file's name in it
     * @param bytes the complete new content
     * @param attributes the attributes to give the file, or null for the file system's defaults
     */
    void write(Directory directory, String name, byte[] bytes, @Nullable KeptAttributes attributes) throws IOException {
        String temp = null;
        try {
            temp = writeTemp(directory, EdlFileNames.stem(name), bytes);
            if (attributes != null) {
                directory.apply(temp, attributes);
            }
            directory.verify();
            operations.replace(directory, temp, name);
            temp = null;
        } finally {
            if (temp != null) {
                deleteQuietly(directory, temp);
            }
        }
    }

    /**
     * Removes the lock and temporary files that edl writers left in a directory when they were
     * killed: those of the stems whose lock the caller holds, and those of any other stem whose lock
     * can be taken at once (a live writer holds its lock while its temporary file exists). Names of
     * any other form are never touched. Best effort: failures are ignored.
     *
     * @param directory the directory
     * @param heldStems the stems whose locks the caller holds
     */
    static void cleanUp(Directory directory, Set<String> heldStems) {
        List<String> names;
        try {
            names = directory.names();
        } catch (IOException e) {
            return;
        }
        Map<String, List<String>> tempsByStem = new HashMap<>();
        List<String> orphanLocks = new ArrayList<>();
        for (String name : names) {
            String stem = EdlFileNames.stemOfTemp(name);
            if (stem != null) {
                tempsByStem.computeIfAbsent(stem, s -> new ArrayList<>()).add(name);
            } else {
                stem = EdlFileNames.stemOfLock(name);
                if (stem != null && !heldStems.contains(stem)) {
                    orphanLocks.add(stem);
                }
            }
        }
        for (Map.Entry<String, List<String>> entry : tempsByStem.entrySet()) {
            if (heldStems.contains(entry.getKey())) {
                entry.getValue().forEach(temp -> deleteQuietly(directory, temp));
            } else {
                orphanLocks.remove(entry.getKey());
                withLockIfFree(directory, entry.getKey(), entry.getValue());
            }
        }
        for (String stem : orphanLocks) {
            withLockIfFree(directory, stem, List.of());
        }
    }

    @SuppressWarnings("EmptyCatch") // best effort: cleaning up must never fail a write
    private static void withLockIfFree(Directory directory, String stem, List<String> temps) {
        try (WriteLock lock = WriteLock.tryAcquire(directory, EdlFileNames.lockName(stem))) {
            if (lock != null) {
                temps.forEach(temp -> deleteQuietly(directory, temp));
            }
        } catch (IOException | RuntimeException ignored) {
        }
    }

    /**
     * Creates the missing parent directories of a new file. Directories are created by path: a
     * parent swapped for a link at this moment could place an empty directory elsewhere, but the
     * file itself is only ever written through a directory opened without following links.
     *
     * @param target the real location of the file
     * @return the directories created, outermost first (to remove on rollback)
     * @throws IOException when a directory cannot be created or a parent exists but is not a directory
     */
    static List<Path> createParents(Path target) throws IOException {
        List<Path> missing = new ArrayList<>();
        Path directory = target.getParent();
        while (directory != null && !Files.exists(directory, LinkOption.NOFOLLOW_LINKS)) {
            missing.add(0, directory);
            directory = directory.getParent();
        }
        if (directory != null && !Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(null, null, "a parent path is not a directory");
        }
        List<Path> created = new ArrayList<>();
        try {
            for (Path dir : missing) {
                try {
                    Files.createDirectory(dir);
                    created.add(dir);
                } catch (FileAlreadyExistsException e) {
                    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                        throw new FileSystemException(null, null, "a parent path is not a directory");
                    }
                }
            }
        } catch (IOException e) {
            removeDirectories(created);
            throw e;
        }
        return created;
    }

    /** Removes directories created by {@link #createParents}, innermost first, if they are empty. */
    @SuppressWarnings("EmptyCatch") // best effort: the caller reports the original failure
    static void removeDirectories(List<Path> created) {
        for (int i = created.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(created.get(i));
            } catch (IOException ignored) {
            }
        }
    }

    private String writeTemp(Directory directory, String stem, byte[] bytes) throws IOException {
        for (int attempt = 1; ; attempt++) {
            String temp =
                    EdlFileNames.tempName(stem, ThreadLocalRandom.current().nextLong());
            try {
                operations.writeNew(directory, temp, bytes);
                return temp;
            } catch (FileAlreadyExistsException e) {
                if (attempt >= MAX_TEMP_ATTEMPTS) {
                    throw e;
                }
            } catch (IOException | RuntimeException e) {
                deleteQuietly(directory, temp);
                throw e;
            }
        }
    }

    @SuppressWarnings("EmptyCatch") // best effort: the caller reports the original failure
    static void deleteQuietly(Directory directory, String name) {
        try {
            directory.delete(name);
        } catch (IOException ignored) {
        }
    }
}
