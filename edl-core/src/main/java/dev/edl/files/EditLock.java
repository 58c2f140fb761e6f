package dev.edl.files;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The exclusive right, within this process, to edit some files from the moment they are read to
 * the moment their new text is written: taken by {@link Workspace#lockForEdit}, released by {@link
 * #close()}.
 *
 * <p>One lock per file, keyed by the file's real path (symbolic links resolved), shared by every
 * {@link Workspace} of the process. A call's files are locked in the order of their real paths, so
 * two calls that edit the same files (in any order) cannot deadlock. Each lock is fair (waiting
 * edits get it in the order they asked) and reentrant (a thread that holds it may take it again).
 * Other processes are kept apart by the write lock and the stale check of {@link Workspace#write},
 * not by this lock.
 *
 * <p>Close it in the thread that took it, e.g. with try-with-resources. Closing twice does nothing.
 */
public final class EditLock implements AutoCloseable {
    private static final Map<String, Entry> ENTRIES = new ConcurrentHashMap<>();

    private final List<String> held;
    private final Thread owner;
    private boolean closed;

    private EditLock(List<String> held) {
        this.held = held;
        this.owner = Thread.currentThread();
    }

    /** One file's lock and the number of threads holding or waiting for it (the entry goes at 0). */
    private static final class Entry {
        final ReentrantLock lock = new ReentrantLock(true);
        int users;
    }

    /**
     * Takes the locks of some files in the order of their keys.
     *
     * @param files real path → display path, in key order
     * @param timeout the longest wait for all of them together
     * @throws FileAccessException {@code Cannot edit file: P (...)} when a lock was not free in time
     *     or the thread was interrupted; no lock is held then
     */
    static EditLock acquire(SortedMap<String, String> files, Duration timeout) {
        long deadline = System.nanoTime() + saturatedNanos(timeout);
        List<String> held = new ArrayList<>(files.size());
        boolean done = false;
        try {
            for (Map.Entry<String, String> file : files.entrySet()) {
                String key = file.getKey();
                Entry entry = ENTRIES.compute(key, (k, existing) -> {
                    Entry e = existing == null ? new Entry() : existing;
                    e.users++;
                    return e;
                });
                boolean locked = false;
                try {
                    locked = entry.lock.tryLock(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new FileAccessException(FileProblems.editInterrupted(file.getValue()), e);
                } finally {
                    if (!locked) {
                        leave(key);
                    }
                }
                if (!locked) {
                    throw new FileAccessException(FileProblems.editBusy(file.getValue(), timeout));
                }
                held.add(key);
            }
            done = true;
            return new EditLock(held);
        } finally {
            if (!done) {
                release(held);
            }
        }
    }

    /** Whether this thread holds the lock of a key (for tests). */
    static boolean isHeldByCurrentThread(String key) {
        Entry entry = ENTRIES.get(key);
        return entry != null && entry.lock.isHeldByCurrentThread();
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

    private static void release(List<String> keys) {
        for (int i = keys.size() - 1; i >= 0; i--) {
            String key = keys.get(i);
            Entry entry = ENTRIES.get(key);
            if (entry != null) {
                entry.lock.unlock();
            }
            leave(key);
        }
    }

    private static void leave(String key) {
        ENTRIES.computeIfPresent(key, (k, e) -> --e.users == 0 ? null : e);
    }

    private static long saturatedNanos(Duration timeout) {
        try {
            return Math.min(timeout.toNanos(), Long.MAX_VALUE / 4);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE / 4;
        }
    }
}
