package dev.edl.files;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.jspecify.annotations.Nullable;

/**
 * The exclusive right to edit some files from the moment they are read to the moment their new
 * text is written, within this process and across processes: taken by {@link
 * Workspace#lockForEdit}, released by {@link #close()}.
 *
 * <p>For each file it holds the file's write lock: the JVM lock of its lock file {@code
 * .<name>.edl-lock} (fair, reentrant, shared by every {@link Workspace} of the process) and the
 * operating-system lock on that file ({@code fcntl} on Linux), the same lock that every edl write
 * takes from its stale check to its rename. So edits of one file queue, whether they come from
 * threads of one process or from several processes, and a write of a held file in the holding
 * thread reuses the held lock. The files are locked in the order of their lock files' real paths,
 * the order every edl write uses too, so two calls that edit the same files (in any order, in any
 * processes) cannot deadlock. A lock held by a process that dies is released by the operating
 * system. Where the lock file cannot be used yet (a new file in a directory still to be created, a
 * read-only directory), only the JVM lock is held and the write takes the file's lock as usual.
 *
 * <p>Close it in the thread that took it, e.g. with try-with-resources. Closing twice does nothing.
 */
public final class EditLock implements AutoCloseable {
    private final List<Held> held;
    private final Thread owner;
    private boolean closed;

    private EditLock(List<Held> held) {
        this.held = held;
        this.owner = Thread.currentThread();
    }

    /** One file to lock: its display path, its directory's real location (if known) and lock name. */
    record Request(String shown, @Nullable Path directory, String lockName) {}

    /** One held lock and the directory handle it was taken in (closed after the lock). */
    private record Held(WriteLock lock, @Nullable Directory directory) {}

    /**
     * Takes the locks of some files in the order of their keys.
     *
     * @param files lock file key → request, in key order
     * @param timeout the longest wait for all of them together
     * @param workspace opens the directories
     * @throws FileAccessException {@code Cannot edit file: P (...)} when a lock was not free in time
     *     or the thread was interrupted; no lock is held then
     */
    static EditLock acquire(SortedMap<String, Request> files, Duration timeout, Workspace workspace) {
        long deadline = System.nanoTime() + WriteLock.saturatedNanos(timeout);
        List<Held> held = new ArrayList<>(files.size());
        boolean done = false;
        try {
            for (Map.Entry<String, Request> file : files.entrySet()) {
                Request request = file.getValue();
                Held taken;
                try {
                    taken = take(file.getKey(), request, deadline, workspace);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new FileAccessException(FileProblems.editInterrupted(request.shown()), e);
                }
                if (taken == null) {
                    throw new FileAccessException(FileProblems.editBusy(request.shown(), timeout));
                }
                held.add(taken);
            }
            done = true;
            return new EditLock(held);
        } finally {
            if (!done) {
                release(held);
            }
        }
    }

    /** Takes one file's lock: with its lock file where it can be used, else the JVM lock alone. */
    private static @Nullable Held take(String key, Request request, long deadline, Workspace workspace)
            throws InterruptedException {
        Path where = request.directory();
        Directory directory = null;
        if (where != null) {
            try {
                directory = workspace.openDirectory(where);
            } catch (IOException | RuntimeException e) {
                directory = null; // not there (yet) or not usable: reading or writing it will say why
            }
        }
        if (directory != null) {
            boolean kept = false;
            try {
                WriteLock lock = WriteLock.acquireBy(directory, request.lockName(), deadline);
                if (lock == null) {
                    return null;
                }
                kept = true;
                return new Held(lock, directory);
            } catch (IOException e) {
                // the lock file cannot be used (e.g. a read-only directory): the write will report it
            } finally {
                if (!kept) {
                    closeQuietly(directory);
                }
            }
        }
        WriteLock lock = WriteLock.acquireInJvm(key, deadline);
        return lock == null ? null : new Held(lock, null);
    }

    /** Whether this thread holds the edit lock of a file, given by its real path (for tests). */
    static boolean isHeldByCurrentThread(String realPath) {
        Path path = Path.of(realPath);
        Path parent = path.getParent();
        Path name = path.getFileName();
        return parent != null
                && name != null
                && WriteLock.isHeldByCurrentThread(
                        parent.resolve(EdlFileNames.lockName(EdlFileNames.stem(name.toString())))
                                .toString());
    }

    /** Releases the locks, last taken first. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("An EditLock must be closed by the thread that took it");
        }
        closed = true;
        release(held);
    }

    @SuppressWarnings("EmptyCatch") // the lock is released by closing its channel in any case
    private static void release(List<Held> locks) {
        for (int i = locks.size() - 1; i >= 0; i--) {
            Held h = locks.get(i);
            try {
                h.lock().close();
            } catch (IOException ignored) {
            } finally {
                Directory directory = h.directory();
                if (directory != null) {
                    closeQuietly(directory);
                }
            }
        }
    }

    @SuppressWarnings("EmptyCatch") // closing a read-only directory handle cannot lose anything
    private static void closeQuietly(Directory directory) {
        try {
            directory.close();
        } catch (IOException ignored) {
        }
    }
}
