package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The register store of each tenant of {@code edl mcp --http}, by tenant id (the register
 * namespace). Each store is asked for once per tenant, when the server starts.
 */
final class TenantRegisters {
    private TenantRegisters() {}

    /**
     * The stores a command line asks for.
     *
     * <ul>
     *   <li>no {@code --registers}: each tenant's registers in memory (not shared between nodes, lost
     *       at exit);
     *   <li>one tenant (no {@code --tokens}): the JSON file or database namespace, as in stdio mode;
     *   <li>a {@code jdbc:} URL with {@code --tokens}: one PostgreSQL namespace per tenant, named by
     *       the tenant id;
     *   <li>with {@code --tokens}: a directory holding one JSON file per tenant, {@code
     *       DIR/<tenant>.json} (created when missing). File stores are safe to share between
     *       processes, so several nodes on one host (or on a shared file system with POSIX locks)
     *       may point at one directory.
     * </ul>
     *
     * @param registers the {@code --registers} value (a path or a {@code jdbc:} URL), or null
     * @param namespace the {@code --registers-namespace} value, or null
     * @param perTenant whether there are several tenants (with {@code --tokens})
     * @return tenant id to store
     * @throws IllegalArgumentException if per-tenant files are asked for in a path that is a file, or a
     *     namespace is given with several tenants
     */
    static Function<String, RegisterStore> open(
            @Nullable String registers, @Nullable String namespace, boolean perTenant) {
        if (registers == null) {
            return tenant -> RegisterStore.inMemory();
        }
        if (!perTenant) {
            RegisterStore store = Registers.open(registers, namespace);
            return tenant -> store;
        }
        if (namespace != null) {
            throw new IllegalArgumentException(
                    "--registers-namespace cannot be used with --tokens: each tenant's id is its namespace");
        }
        if (Registers.isJdbc(registers)) {
            UrlDataSource database = new UrlDataSource(registers);
            return tenant -> RegisterStore.jdbc(database, tenant);
        }
        Path directory = Path.of(registers).toAbsolutePath().normalize();
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException("with --tokens, --registers names a directory (one JSON file per"
                    + " tenant), but this is a file: " + directory);
        }
        return tenant -> RegisterStore.file(directory.resolve(tenant + ".json"));
    }
}
