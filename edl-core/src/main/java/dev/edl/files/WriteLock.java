package dev.edl.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The exclusive right to write one file, held from the stale check to the rename, or (taken by an
 * {@link EditLock}) from the read of the file to its write.
 *
 * <p>Two layers: a lock within this JVM (one per lock file, keyed by its real path, fair and
 * reentrant) and an operating-system lock ({@link FileChannel#tryLock()}, {@code fcntl} on Linux)
 * on a lock file {@code .<name>.edl-lock} beside the target. The operating system releases that
 * lock when its process dies, so a killed writer never leaves a lock that blocks others; its lock
 * file is simply taken over. The holder removes the lock file before releasing the lock. Because a
 * waiter may have opened the lock file before it was removed, each holder writes a random token
 * into the file it locked and reads it back by name: only when the name still leads to the locked
 * file is the lock held; otherwise it starts over.
 *
 * <p>A process loses its {@code fcntl} locks on a file when it closes any descriptor of that file.
 * The descriptor opened to read the token back therefore stays open until the lock is released,
 * and no other thread of this JVM opens the lock file meanwhile (the JVM lock keeps them out). A
 * thread that already holds a file's lock (an edit lock, then the write of that edit) gets a
 * <em>borrowed</em> lock: it neither opens the lock file again nor releases it when closed.
 */
final class WriteLock implements AutoCloseable {
    private static final Map<String, Entry> ENTRIES = new ConcurrentHashMap<>();
    private static final long FIRST_PAUSE_MILLIS = 1;
    private static final long MAX_PAUSE_MILLIS = 50;
    private static final int MAX_TOKEN_LENGTH = 64;
    private static final Pattern TOKEN = Pattern.compile("(\\d+ [0-9a-f]+\n)?");

    /**
     * One lock file's JVM lock, the number of threads holding or waiting for it (the entry goes at
     * 0), and the lock whose operating-system lock its holder has (read and written only by the
     * holder of {@code jvm}).
     */
    private static final class Entry {
        final ReentrantLock jvm = new ReentrantLock(true);
        int users;

        @Nullable
        WriteLock owner;
    }

    /** The operating-system side of a lock: the locked file, its lock and the name check's descriptor. */
    private record Os(
            Directory directory,
            String name,
            FileChannel channel,
            FileLock lock,
            SeekableByteChannel check,
            @Nullable Object fileKey) {
        void close() throws IOException {
            try {
                directory.delete(name);
            } finally {
                try {
                    lock.release();
                } finally {
                    try {
                        channel.close();
                    } finally {
                        check.close();
                    }
                }
            }
        }
    }

    private final String key;
    private final Entry entry;
    private final @Nullable Os os;
    private boolean closed;

    private WriteLock(String key, Entry entry, @Nullable Os os) {
        this.key = key;
        this.entry = entry;
        this.os = os;
    }

    /** The key that orders lock acquisitions: the lock file's real path. */
    static String key(Directory directory, String lockName) {
        return directory.path().resolve(lockName).toString();
    }

    /**
     * Takes the lock, waiting at most {@code timeout}.
     *
     * @return the lock, or null when another writer held it for the whole timeout
     */
    static @Nullable WriteLock acquire(Directory directory, String lockName, Duration timeout)
            throws IOException, InterruptedException {
        return acquireBy(directory, lockName, System.nanoTime() + saturatedNanos(timeout));
    }

    /**
     * Takes the lock, waiting at most until {@code deadline} ({@link System#nanoTime()}). A thread
     * that holds it already gets a borrowed lock at once.
     *
     * @return the lock, or null when another writer held it until the deadline
     */
    static @Nullable WriteLock acquireBy(Directory directory, String lockName, long deadline)
            throws IOException, InterruptedException {
        String key = key(directory, lockName);
        Entry entry = enter(key);
        boolean locked = false;
        boolean done = false;
        try {
            locked = entry.jvm.tryLock(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (!locked) {
                return null;
            }
            WriteLock owner = entry.owner;
            if (owner != null && owner.holds(directory, lockName)) {
                done = true;
                return new WriteLock(key, entry, null);
            }
            long pause = FIRST_PAUSE_MILLIS;
            while (true) {
                Os os = tryOnce(directory, lockName);
                if (os != null) {
                    WriteLock lock = new WriteLock(key, entry, os);
                    if (owner == null) {
                        entry.owner = lock;
                    }
                    done = true;
                    return lock;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                // Polling: the JDK has no timed wait for a file lock. The pause grows to keep the
                // cost of a long wait low and stays short to keep the hand-over quick.
                Thread.sleep(Math.min(pause, TimeUnit.NANOSECONDS.toMillis(left) + 1));
                pause = Math.min(MAX_PAUSE_MILLIS, pause * 2);
            }
        } finally {
            if (!done) {
                if (locked) {
                    entry.jvm.unlock();
                }
                leave(key);
            }
        }
    }

    /**
     * Takes the lock without waiting (for cleaning up after writers that died), only if the lock
     * file is empty or holds a token as edl writes it (a file someone else gave this name is left
     * alone), and never when this thread holds it already.
     *
     * @return the lock, or null when someone holds it or the file is not edl's
     */
    static @Nullable WriteLock tryAcquire(Directory directory, String lockName) throws IOException {
        String key = key(directory, lockName);
        Entry entry = enter(key);
        boolean locked = false;
        boolean done = false;
        try {
            locked = entry.jvm.tryLock();
            // A hold count above 1: this thread holds the lock (an edit of that file); reading the
            // lock file here would drop its operating-system lock.
            if (!locked || entry.jvm.getHoldCount() > 1) {
                return null;
            }
            // With the JVM lock held no thread here holds this file's lock, so reading it (and
            // closing that descriptor) cannot drop anyone's lock.
            if (!looksLikeALockFile(directory, lockName)) {
                return null;
            }
            for (int attempt = 0; attempt < 3; attempt++) {
                Os os = tryOnce(directory, lockName);
                if (os != null) {
                    WriteLock lock = new WriteLock(key, entry, os);
                    entry.owner = lock;
                    done = true;
                    return lock;
                }
            }
            return null;
        } finally {
            if (!done) {
                if (locked) {
                    entry.jvm.unlock();
                }
                leave(key);
            }
        }
    }

    /** Whether this thread holds the lock of a lock file key (for tests). */
    static boolean isHeldByCurrentThread(String key) {
        Entry entry = ENTRIES.get(key);
        return entry != null && entry.jvm.isHeldByCurrentThread();
    }

    /** Whether this lock's operating-system lock is on the file that {@code lockName} names in a directory. */
    private boolean holds(Directory directory, String lockName) {
        Os held = os;
        if (held == null || !held.name().equals(lockName)) {
            return false;
        }
        Object fileKey = held.fileKey();
        if (fileKey == null) { // no file identity on this system (Windows): trust the directory's path
            return directory.path().equals(held.directory().path());
        }
        return fileKey.equals(fileKey(directory, lockName));
    }

    /**
     * Takes only the JVM lock of a key (for an edit whose lock file cannot be used yet, e.g. in a
     * directory still to be created); its write then takes the operating-system lock itself.
     *
     * @return the lock, or null when another thread held it until the deadline
     */
    static @Nullable WriteLock acquireInJvm(String key, long deadline) throws InterruptedException {
        Entry entry = enter(key);
        boolean done = false;
        try {
            done = entry.jvm.tryLock(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            return done ? new WriteLock(key, entry, null) : null;
        } finally {
            if (!done) {
                leave(key);
            }
        }
    }

    /** The identity of a locked file, by a stat that opens no descriptor (null where unknown). */
    private static @Nullable Object fileKey(Directory directory, String lockName) {
        try {
            BasicFileAttributes attributes = directory.attributes(lockName);
            return attributes == null ? null : attributes.fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    private static Entry enter(String key) {
        return ENTRIES.compute(key, (k, existing) -> {
            Entry e = existing == null ? new Entry() : existing;
            e.users++;
            return e;
        });
    }

    private static void leave(String key) {
        ENTRIES.computeIfPresent(key, (k, e) -> --e.users == 0 ? null : e);
    }

    static long saturatedNanos(Duration timeout) {
        try {
            return Math.min(timeout.toNanos(), Long.MAX_VALUE / 4);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE / 4;
        }
    }

    private static @Nullable Os tryOnce(Directory directory, String lockName) throws IOException {
        FileChannel channel = directory.openLock(lockName);
        boolean taken = false;
        try {
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                return null; // the same file reached through another path, locked by another thread
            }
            if (lock == null) {
                return null;
            }
            byte[] token = token();
            channel.truncate(0);
            ByteBuffer buffer = ByteBuffer.wrap(token);
            while (buffer.hasRemaining()) {
                channel.write(buffer, buffer.position());
            }
            SeekableByteChannel check = namesLockedFile(directory, lockName, token);
            if (check == null) {
                return null;
            }
            taken = true;
            return new Os(directory, lockName, channel, lock, check, fileKey(directory, lockName));
        } finally {
            if (!taken) {
                channel.close(); // releases the lock, if it was taken
            }
        }
    }

    /**
     * Reads the lock file by name: when it holds our token, the name leads to the locked file.
     *
     * @return the open channel of the named file (to be closed only after the lock is released), or
     *     null when the name leads elsewhere
     */
    private static @Nullable SeekableByteChannel namesLockedFile(Directory directory, String lockName, byte[] token)
            throws IOException {
        SeekableByteChannel check;
        try {
            check = directory.openRead(lockName);
        } catch (NoSuchFileException e) {
            return null;
        }
        boolean same = false;
        try {
            ByteBuffer named = ByteBuffer.allocate(token.length + 1);
            int read;
            do {
                read = check.read(named); // up to one byte more than the token
            } while (read >= 0 && named.hasRemaining());
            same = named.position() == token.length && Arrays.equals(Arrays.copyOf(named.array(), token.length), token);
            return same ? check : null;
        } finally {
            if (!same) {
                check.close(); // a different file: closing it cannot drop our lock
            }
        }
    }

    /** Whether a file is empty or holds a token as edl writes it, so that it is edl's to remove. */
    private static boolean looksLikeALockFile(Directory directory, String lockName) throws IOException {
        byte[] content;
        try {
            content = directory.read(lockName, MAX_TOKEN_LENGTH);
        } catch (NoSuchFileException e) {
            return true; // temporary files without a lock file: the lock is created, then removed
        }
        return content.length <= MAX_TOKEN_LENGTH
                && TOKEN.matcher(new String(content, StandardCharsets.UTF_8)).matches();
    }

    private static byte[] token() {
        String text = ProcessHandle.current().pid() + " "
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + "\n";
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Removes the lock file and releases the lock (a borrowed lock only gives back its JVM hold). */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (os != null) {
                if (entry.owner == this) {
                    entry.owner = null;
                }
                os.close();
            }
        } finally {
            entry.jvm.unlock();
            leave(key);
        }
    }
}
