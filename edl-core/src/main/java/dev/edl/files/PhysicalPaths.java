package dev.edl.files;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * Finds where on disk a path really leads once every symbolic link is followed, also for paths that
 * do not exist yet: the real path of the nearest existing ancestor plus the missing rest. A dangling
 * symbolic link on the way is followed to its (missing) target, since creating the file would create
 * that target.
 */
final class PhysicalPaths {
    /** Like the operating system's limit on symbolic links followed while resolving one path. */
    private static final int MAX_LINK_HOPS = 40;

    private PhysicalPaths() {}

    /**
     * The real location of a path.
     *
     * @param location an absolute, normalised path
     * @return the absolute path the file system would use, symbolic links resolved
     * @throws IOException when a directory on the way cannot be examined or links loop
     */
    static Path of(Path location) throws IOException {
        Path current = location;
        for (int hops = 0; ; hops++) {
            Path existing = nearestExisting(current);
            if (existing == null) {
                return current;
            }
            Path real = existing.toRealPath();
            if (existing.equals(current)) {
                return real;
            }
            Path rest = existing.relativize(current);
            Path next = existing.resolve(rest.getName(0));
            if (!Files.isSymbolicLink(next)) {
                return real.resolve(rest);
            }
            if (hops >= MAX_LINK_HOPS) {
                throw new FileSystemException(location.toString(), null, "too many levels of symbolic links");
            }
            Path target = real.resolve(Files.readSymbolicLink(next)).normalize();
            current = rest.getNameCount() > 1 ? target.resolve(rest.subpath(1, rest.getNameCount())) : target;
        }
    }

    /**
     * The real location of a directory such as a workspace root, which may not exist yet.
     *
     * @param directory any path
     * @return its real location, or the absolute normalised path when it cannot be examined
     */
    static Path realOrSelf(Path directory) {
        Path absolute = directory.toAbsolutePath().normalize();
        try {
            return of(absolute);
        } catch (IOException e) {
            return absolute;
        }
    }

    private static @Nullable Path nearestExisting(Path location) {
        Path candidate = location;
        while (candidate != null && !Files.exists(candidate)) {
            candidate = candidate.getParent();
        }
        return candidate;
    }
}
