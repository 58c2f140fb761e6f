package dev.edl.internal.registers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One in-JVM lock per register file, shared by every {@link FileRegisterStore} on that file.
 *
 * <p>This is deliberate static state. A {@code FileChannel} lock belongs to the whole JVM: a second
 * lock attempt on the same file from the same JVM fails with {@code OverlappingFileLockException}
 * instead of waiting, so two store instances on one path in one JVM cannot rely on file locks to
 * exclude each other. They must agree on an in-JVM lock first, and only state shared by the whole
 * JVM can give them one. The map only grows by one small lock per distinct register file used.
 */
final class PathLocks {
    private static final ConcurrentMap<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    private PathLocks() {}

    /**
     * The lock for a file, identified by its canonical path.
     *
     * @param canonicalPath a path from {@link #canonical(Path)}
     * @return the lock every store on that file shares
     */
    static ReentrantLock forPath(Path canonicalPath) {
        return LOCKS.computeIfAbsent(canonicalPath, p -> new ReentrantLock());
    }

    /**
     * A canonical form of a path that may not exist yet: the real path of its nearest existing
     * ancestor (symbolic links resolved) with the rest appended, normalized.
     *
     * @param path any path
     * @return an absolute canonical path
     */
    static Path canonical(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Deque<Path> missing = new ArrayDeque<>();
        Path existing = absolute;
        while (existing != null) {
            try {
                Path real = existing.toRealPath();
                for (Path name : missing) {
                    real = real.resolve(name);
                }
                return real;
            } catch (IOException e) {
                Path name = existing.getFileName();
                if (name != null) {
                    missing.push(name);
                }
                existing = existing.getParent();
            }
        }
        return absolute;
    }
}
