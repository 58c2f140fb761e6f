package dev.edl.files;

import dev.edl.EditError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One call of {@link Workspace#write}: for each file, its directory is opened without following
 * links, its {@link WriteLock} taken, the stale check made and the new bytes renamed into place
 * before the lock is released; with all-or-nothing, every lock is held from the first check to the
 * last rename (and a rollback).
 */
final class WriteTransaction {
    private final Workspace workspace;
    private final FileOperations operations;
    private final AtomicWriter writer;
    private final Duration lockTimeout;

    WriteTransaction(Workspace workspace, FileOperations operations, Duration lockTimeout) {
        this.workspace = workspace;
        this.operations = operations;
        this.writer = new AtomicWriter(operations);
        this.lockTimeout = lockTimeout;
    }

    /** One file of the call, from its located directory to its written bytes. */
    private static final class Target {
        final TextFile file;
        final String shown;
        final byte[] bytes;
        final Directory directory;
        final String name;
        final String stem;
        List<Path> createdDirectories;
        byte @Nullable [] original;

        @Nullable
        KeptAttributes attributes;

        boolean written;

        Target(TextFile file, byte[] bytes, Directory directory, String name, List<Path> createdDirectories) {
            this.file = file;
            this.shown = file.path();
            this.bytes = bytes;
            this.directory = directory;
            this.name = name;
            this.stem = EdlFileNames.stem(name);
            this.createdDirectories = createdDirectories;
        }

        String lockKey() {
            return WriteLock.key(directory, EdlFileNames.lockName(stem));
        }
    }

    List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        return allOrNothing ? writeAll(changes) : writeEach(changes);
    }

    private List<WriteResult> writeEach(List<FileChange> changes) {
        List<WriteResult> results = new ArrayList<>();
        for (FileChange change : changes) {
            String shown = change.file().path();
            Target target = null;
            try {
                target = locate(change);
                try (Locks locks = Locks.take(List.of(target), lockTimeout)) {
                    check(target);
                    AtomicWriter.cleanUp(target.directory, Set.of(target.stem));
                    commit(target);
                }
                results.add(WriteResult.written(shown));
            } catch (FileAccessException e) {
                results.add(WriteResult.failed(shown, e));
            } catch (IOException e) {
                results.add(WriteResult.failed(shown, EditError.Kind.FILE, FileProblems.cannotWrite(shown, e)));
            } catch (RuntimeException e) {
                results.add(WriteResult.failed(
                        shown, EditError.Kind.FILE, FileProblems.cannotWrite(shown, new IOException(e.toString(), e))));
            } finally {
                if (target != null) {
                    finish(target);
                }
            }
        }
        return results;
    }

    private List<WriteResult> writeAll(List<FileChange> changes) {
        List<Target> targets = new ArrayList<>();
        List<@Nullable FileAccessException> errors = new ArrayList<>();
        boolean failed = false;
        try {
            for (FileChange change : changes) {
                try {
                    targets.add(locate(change));
                    errors.add(null);
                } catch (FileAccessException e) {
                    failed = true;
                    errors.add(e);
                }
            }
            if (failed) {
                return heldBackExcept(changes, errors);
            }
            try (Locks locks = Locks.take(targets, lockTimeout)) {
                for (int i = 0; i < targets.size(); i++) {
                    try {
                        check(targets.get(i));
                    } catch (FileAccessException e) {
                        failed = true;
                        errors.set(i, e);
                    }
                }
                if (failed) {
                    return heldBackExcept(changes, errors);
                }
                cleanUp(targets);
                return commitAll(targets);
            } catch (FileAccessException e) { // a lock could not be taken
                return List.copyOf(failAll(changes, e));
            }
        } finally {
            targets.forEach(WriteTransaction::finish);
        }
    }

    private static List<WriteResult> failAll(List<FileChange> changes, FileAccessException error) {
        List<WriteResult> results = new ArrayList<>();
        for (FileChange change : changes) {
            results.add(WriteResult.failed(change.file().path(), error));
        }
        return results;
    }

    private static List<WriteResult> heldBackExcept(
            List<FileChange> changes, List<@Nullable FileAccessException> errors) {
        List<WriteResult> results = new ArrayList<>();
        for (int i = 0; i < changes.size(); i++) {
            FileAccessException error = errors.get(i);
            String path = changes.get(i).file().path();
            results.add(error == null ? WriteResult.heldBack(path) : WriteResult.failed(path, error));
        }
        return results;
    }

    private List<WriteResult> commitAll(List<Target> targets) {
        for (int i = 0; i < targets.size(); i++) {
            try {
                commit(targets.get(i));
            } catch (IOException e) {
                return rollBack(targets, i, FileProblems.cannotWrite(targets.get(i).shown, e));
            } catch (RuntimeException e) { // e.g. a SecurityException: still undo what was written
                return rollBack(
                        targets, i, FileProblems.cannotWrite(targets.get(i).shown, new IOException(e.toString(), e)));
            }
        }
        List<WriteResult> results = new ArrayList<>();
        for (Target t : targets) {
            results.add(WriteResult.written(t.shown));
        }
        return results;
    }

    /** Cleans each directory once, naming the stems whose locks this call holds there. */
    private static void cleanUp(List<Target> targets) {
        Map<Path, Set<String>> stems = new LinkedHashMap<>();
        Map<Path, Directory> directories = new LinkedHashMap<>();
        for (Target t : targets) {
            stems.computeIfAbsent(t.directory.path(), p -> new HashSet<>()).add(t.stem);
            directories.putIfAbsent(t.directory.path(), t.directory);
        }
        directories.forEach((path, directory) -> AtomicWriter.cleanUp(directory, stems.getOrDefault(path, Set.of())));
    }

    /** Restores the files before {@code failedIndex}; reports the failed one and holds back the rest. */
    private List<WriteResult> rollBack(List<Target> targets, int failedIndex, String failure) {
        WriteResult[] results = new WriteResult[targets.size()];
        for (int i = failedIndex - 1; i >= 0; i--) {
            Target t = targets.get(i);
            try {
                restore(t);
                results[i] = WriteResult.heldBack(t.shown);
            } catch (IOException e) {
                results[i] = WriteResult.notRestored(t.shown, FileProblems.notRestored(t.shown, e));
            } catch (RuntimeException e) {
                results[i] = WriteResult.notRestored(
                        t.shown, FileProblems.notRestored(t.shown, new IOException(e.toString(), e)));
            }
        }
        results[failedIndex] = WriteResult.failed(targets.get(failedIndex).shown, EditError.Kind.FILE, failure);
        for (int i = failedIndex + 1; i < targets.size(); i++) {
            results[i] = WriteResult.heldBack(targets.get(i).shown);
        }
        return List.of(results);
    }

    private void restore(Target t) throws IOException {
        byte[] original = t.original;
        if (original == null) {
            t.directory.delete(t.name);
            t.written = false;
        } else if (!Arrays.equals(original, t.bytes)) {
            writer.write(t.directory, t.name, original, t.attributes);
        }
    }

    /**
     * Encodes the new text, checks confinement, creates the missing parents of a new file and opens
     * the file's directory without following links.
     */
    private Target locate(FileChange change) {
        TextFile file = change.file();
        String shown = file.path();
        byte[] bytes;
        try {
            bytes = file.format().encode(change.newText());
        } catch (IllegalArgumentException e) {
            throw new FileAccessException(FileProblems.unencodable(shown, String.valueOf(e.getMessage())), e);
        }
        Path real = workspace.physicalTarget(file.location(), shown);
        Path parent = real.getParent();
        Path fileName = real.getFileName();
        if (parent == null || fileName == null) {
            throw FileProblems.notRegular(shown);
        }
        List<Path> created = List.of();
        if (file.isNew()) {
            if (Files.exists(real, LinkOption.NOFOLLOW_LINKS)
                    || Files.exists(file.location(), LinkOption.NOFOLLOW_LINKS)) {
                throw FileProblems.stale(shown);
            }
            try {
                created = AtomicWriter.createParents(real);
            } catch (IOException e) {
                throw new FileAccessException(FileProblems.cannotWrite(shown, e), e);
            }
        }
        try {
            Directory directory = workspace.openDirectory(parent);
            return new Target(file, bytes, directory, fileName.toString(), created);
        } catch (NoSuchFileException e) {
            AtomicWriter.removeDirectories(created);
            if (file.isNew()) {
                throw new FileAccessException(FileProblems.cannotWrite(shown, e), e);
            }
            throw FileProblems.deleted(shown);
        } catch (IOException e) {
            AtomicWriter.removeDirectories(created);
            throw new FileAccessException(FileProblems.cannotWrite(shown, e), e);
        }
    }

    /** The stale check, made while holding the file's lock; reads what a rollback needs. */
    private void check(Target t) {
        FileStamp stamp = t.file.stamp();
        try {
            BasicFileAttributes attributes = t.directory.attributes(t.name);
            if (stamp == null) {
                if (attributes != null) {
                    throw FileProblems.stale(t.shown);
                }
                return;
            }
            if (attributes == null) {
                throw FileProblems.deleted(t.shown);
            }
            if (!attributes.isRegularFile() || attributes.size() != stamp.size()) {
                throw FileProblems.stale(t.shown);
            }
            byte[] current = operations.read(t.directory, t.name, (int) Math.min(stamp.size(), Integer.MAX_VALUE - 16));
            if (!stamp.matches(current)) {
                throw FileProblems.stale(t.shown);
            }
            t.original = current;
            t.attributes = t.directory.keptAttributes(t.name);
        } catch (NoSuchFileException e) {
            throw FileProblems.deleted(t.shown);
        } catch (IOException e) {
            throw FileProblems.cannotRead(t.shown, e);
        }
        if (!t.directory.isWritable(t.name)) {
            throw notWritable(t);
        }
    }

    /** Read-only, or gone since the check (a file deleted now is not read-only, it changed). */
    private static FileAccessException notWritable(Target t) {
        try {
            if (t.directory.attributes(t.name) == null) {
                return FileProblems.deleted(t.shown);
            }
        } catch (IOException e) {
            return FileProblems.cannotRead(t.shown, e);
        }
        return new FileAccessException(FileProblems.readOnly(t.shown));
    }

    private void commit(Target t) throws IOException {
        byte[] original = t.original;
        if (original == null || !Arrays.equals(original, t.bytes)) {
            writer.write(t.directory, t.name, t.bytes, t.attributes);
        }
        t.written = true;
    }

    /** Closes the directory; removes the parents created for a new file that was not written. */
    @SuppressWarnings("EmptyCatch") // closing a read-only handle cannot lose anything
    private static void finish(Target t) {
        if (!t.written) {
            AtomicWriter.removeDirectories(t.createdDirectories);
        }
        try {
            t.directory.close();
        } catch (IOException ignored) {
        }
    }

    /** The write locks of a call's files, taken in one global order so that writers cannot deadlock. */
    private static final class Locks implements AutoCloseable {
        private final List<WriteLock> held;

        private Locks(List<WriteLock> held) {
            this.held = held;
        }

        static Locks take(List<Target> targets, Duration timeout) {
            Map<String, Target> byKey = new LinkedHashMap<>();
            for (Target t : targets) {
                byKey.putIfAbsent(t.lockKey(), t);
            }
            List<Map.Entry<String, Target>> ordered = new ArrayList<>(byKey.entrySet());
            // The lock files in the order of their real paths: the one global order (edit locks too).
            ordered.sort(Map.Entry.comparingByKey());
            List<WriteLock> held = new ArrayList<>();
            boolean done = false;
            try {
                for (Map.Entry<String, Target> entry : ordered) {
                    Target t = entry.getValue();
                    WriteLock lock;
                    try {
                        lock = WriteLock.acquire(t.directory, EdlFileNames.lockName(t.stem), timeout);
                    } catch (IOException e) {
                        throw new FileAccessException(FileProblems.cannotLock(t.shown, e), e);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new FileAccessException(FileProblems.interrupted(t.shown), e);
                    }
                    if (lock == null) {
                        throw new FileAccessException(
                                FileProblems.busy(t.shown, EdlFileNames.lockName(t.stem), timeout));
                    }
                    held.add(lock);
                }
                done = true;
                return new Locks(held);
            } finally {
                if (!done) {
                    release(held);
                }
            }
        }

        @Override
        public void close() {
            release(held);
        }

        @SuppressWarnings("EmptyCatch") // the lock is released by closing its channel in any case
        private static void release(List<WriteLock> locks) {
            for (int i = locks.size() - 1; i >= 0; i--) {
                try {
                    locks.get(i).close();
                } catch (IOException ignored) {
                }
            }
        }
    }
}
