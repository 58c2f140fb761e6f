package dev.edl.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The exclusive right to write one file, held from the stale check to the rename.
 *
 * <p>Two layers: a lock within this JVM (one of a fixed set of stripes, chosen by the lock file's
 * real path) and an operating-system lock ({@link FileChannel#tryLock()}, {@code fcntl} on Linux)
 * on a lock file {@code .<name>.edl-lock} beside the target. The operating system releases that
 * lock when its process dies, so a killed writer never leaves a lock that blocks others; its lock
 * file is simply taken over. The holder removes the lock file before releasing the lock. Because a
 * waiter may have opened the lock file before it was removed, each holder writes a random token
 * into the file it locked and reads it back by name: only when the name still leads to the locked
 * file is the lock held; otherwise it starts over.
 *
 * <p>A process loses its {@code fcntl} locks on a file when it closes any descriptor of that file.
 * The descriptor opened to read the token back therefore stays open until the lock is released,
 * and no other thread of this JVM opens the lock file meanwhile (the JVM lock keeps them out).
 */
final class WriteLock implements AutoCloseable {
    private static final int STRIPES = 64;
    private static final ReentrantLock[] JVM_LOCKS = new ReentrantLock[STRIPES];
    private static final long FIRST_PAUSE_MILLIS = 1;
    private static final long MAX_PAUSE_MILLIS = 50;
    private static final int MAX_TOKEN_LENGTH = 64;
    private static final Pattern TOKEN = Pattern.compile("(\\d+ [0-9a-f]+\n)?");

    static {
        for (int i = 0; i < STRIPES; i++) {
            JVM_LOCKS[i] = new ReentrantLock();
        }
    }

    private final Directory directory;
    private final String name;
    private final ReentrantLock jvmLock;
    private final FileChannel channel;
    private final FileLock lock;
    private final SeekableByteChannel check;

    private WriteLock(
            Directory directory,
            String name,
            ReentrantLock jvmLock,
            FileChannel channel,
            FileLock lock,
            SeekableByteChannel check) {
        this.directory = directory;
        this.name = name;
        this.jvmLock = jvmLock;
        this.channel = channel;
        this.lock = lock;
        this.check = check;
    }

    /** Which stripe of the JVM lock guards a lock file. */
    static int stripe(String key) {
        return Math.floorMod(key.hashCode(), STRIPES);
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
        long deadline = System.nanoTime() + timeout.toNanos();
        ReentrantLock jvmLock = JVM_LOCKS[stripe(key(directory, lockName))];
        if (!jvmLock.tryLock(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
            return null;
        }
        boolean held = false;
        try {
            long pause = FIRST_PAUSE_MILLIS;
            while (true) {
                WriteLock taken = tryOnce(directory, lockName, jvmLock);
                if (taken != null) {
                    held = true;
                    return taken;
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
            if (!held) {
                jvmLock.unlock();
            }
        }
    }

    /**
     * Takes the lock without waiting (for cleaning up after writers that died), only if the lock
     * file is empty or holds a token as edl writes it (a file someone else gave this name is left
     * alone).
     *
     * @return the lock, or null when someone holds it or the file is not edl's
     */
    static @Nullable WriteLock tryAcquire(Directory directory, String lockName) throws IOException {
        ReentrantLock jvmLock = JVM_LOCKS[stripe(key(directory, lockName))];
        if (!jvmLock.tryLock()) {
            return null;
        }
        boolean held = false;
        try {
            // With the JVM lock held no thread here holds this file's lock, so reading it (and
            // closing that descriptor) cannot drop anyone's lock.
            if (!looksLikeALockFile(directory, lockName)) {
                return null;
            }
            for (int attempt = 0; attempt < 3; attempt++) {
                WriteLock taken = tryOnce(directory, lockName, jvmLock);
                if (taken != null) {
                    held = true;
                    return taken;
                }
            }
            return null;
        } finally {
            if (!held) {
                jvmLock.unlock();
            }
        }
    }

    private static @Nullable WriteLock tryOnce(Directory directory, String lockName, ReentrantLock jvmLock)
            throws IOException {
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
            return new WriteLock(directory, lockName, jvmLock, channel, lock, check);
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

    /** Removes the lock file and releases the lock. */
    @Override
    public void close() throws IOException {
        try {
            directory.delete(name);
        } finally {
            try {
                lock.release();
            } finally {
                try {
                    channel.close();
                } finally {
                    try {
                        check.close();
                    } finally {
                        jvmLock.unlock();
                    }
                }
            }
        }
    }
}
