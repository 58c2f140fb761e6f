package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * Opens the register store a command line asks for: {@code --registers} names a JSON file or, when it
 * starts with {@code jdbc:}, a PostgreSQL database; {@code --registers-namespace} picks the
 * namespace in the database.
 */
final class Registers {
    /** The namespace when {@code --registers-namespace} is not given. */
    static final String DEFAULT_NAMESPACE = "default";

    private Registers() {}

    /**
     * Whether the options can be used together; if not, says why on standard error.
     *
     * @param location the {@code --registers} value, or null
     * @param namespace the {@code --registers-namespace} value, or null
     * @param io the invocation's streams
     * @return true when {@link #open} may be called
     */
    static boolean check(@Nullable String location, @Nullable String namespace, CliIo io) {
        if (namespace != null && (location == null || !isJdbc(location))) {
            io.err().println("edl: --registers-namespace needs --registers with a jdbc:postgresql:// URL");
            return false;
        }
        if (location != null && location.isEmpty()) {
            io.err().println("edl: --registers needs a file or a jdbc:postgresql:// URL");
            return false;
        }
        if (namespace != null && location != null) {
            try {
                RegisterStore.jdbc(new UrlDataSource(location), namespace); // only checks the namespace
            } catch (IllegalArgumentException e) {
                io.err().println("edl: --registers-namespace: " + e.getMessage());
                return false;
            }
        }
        return true;
    }

    /**
     * A durable store in the given file or database, or a fresh in-memory store when none is given.
     *
     * @param location a JSON file, a {@code jdbc:} URL (user and password in the URL), or null
     * @param namespace the database namespace, or null for {@value #DEFAULT_NAMESPACE}; only used with a
     *     URL
     * @return the store
     */
    static RegisterStore open(@Nullable String location, @Nullable String namespace) {
        if (location == null) {
            return RegisterStore.inMemory();
        }
        if (isJdbc(location)) {
            return RegisterStore.jdbc(new UrlDataSource(location), namespace == null ? DEFAULT_NAMESPACE : namespace);
        }
        return RegisterStore.file(Path.of(location));
    }

    static boolean isJdbc(String location) {
        return location.startsWith("jdbc:");
    }
}
