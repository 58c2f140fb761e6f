package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The register store of each tenant of {@code edl mcp --http}, by tenant id. Each store is asked for
 * once per tenant, when the server starts; {@link #close()} (when the server has stopped) releases
 * the database connections.
 *
 * <ul>
 *   <li>no {@code --registers}: each tenant's registers in memory (not shared between nodes, lost
 *       at exit);
 *   <li>a {@code jdbc:} URL: every tenant's store is {@code RegisterStore.jdbc(pool, namespace)} on
 *       one pool of connections for the whole server. With {@code --tokens} the namespace is the
 *       tenant id, or {@code PREFIX/TENANT} when {@code --registers-namespace PREFIX} is given (a
 *       tenant id has no {@code /}, so prefixes never mix tenants up); without {@code --tokens} it
 *       is {@code --registers-namespace} or {@value Registers#DEFAULT_NAMESPACE}, as in stdio mode;
 *   <li>a file, one tenant (no {@code --tokens}): the JSON file, as in stdio mode;
 *   <li>a directory, with {@code --tokens}: one JSON file per tenant, {@code DIR/<tenant>.json}
 *       (created when missing). File stores are safe to share between processes, so several nodes
 *       on one host (or on a shared file system with POSIX locks) may point at one directory.
 * </ul>
 */
final class TenantRegisters implements AutoCloseable {
    private final Function<String, RegisterStore> stores;
    private final @Nullable PooledDataSource pool;
    private final String description;

    private TenantRegisters(
            Function<String, RegisterStore> stores, @Nullable PooledDataSource pool, String description) {
        this.stores = stores;
        this.pool = pool;
        this.description = description;
    }

    /**
     * The stores a command line asks for. With a {@code jdbc:} URL this connects once, so that a
     * database that cannot be reached stops the server at start rather than at the first failed
     * edit.
     *
     * @param registers the {@code --registers} value, or null
     * @param namespace the {@code --registers-namespace} value (only with a URL), or null
     * @param perTenant whether there are several tenants (with {@code --tokens})
     * @return the stores; close them after the server has stopped
     * @throws IllegalArgumentException if per-tenant files are asked for in a path that is a file, or
     *     the database cannot be reached (the message says why, never the URL)
     */
    static TenantRegisters open(@Nullable String registers, @Nullable String namespace, boolean perTenant) {
        if (registers == null) {
            return new TenantRegisters(tenant -> RegisterStore.inMemory(), null, "in memory");
        }
        if (Registers.isJdbc(registers)) {
            PooledDataSource pool = new PooledDataSource(new UrlDataSource(registers));
            try (Connection probe = pool.getConnection()) {
                probe.isValid(5);
            } catch (SQLException e) {
                pool.close();
                throw new IllegalArgumentException("cannot connect to the --registers database: " + e.getMessage(), e);
            }
            Function<String, RegisterStore> stores =
                    tenant -> RegisterStore.jdbc(pool, namespace(namespace, tenant, perTenant));
            return new TenantRegisters(
                    stores,
                    pool,
                    "PostgreSQL, "
                            + (perTenant
                                    ? "namespace " + (namespace == null ? "" : namespace + "/") + "<tenant>"
                                    : "namespace " + namespace(namespace, "", false))
                            + ", pool of " + pool.size());
        }
        if (!perTenant) {
            RegisterStore store = RegisterStore.file(Path.of(registers));
            return new TenantRegisters(tenant -> store, null, "file " + registers);
        }
        Path directory = Path.of(registers).toAbsolutePath().normalize();
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException("with --tokens, --registers names a directory (one JSON file per"
                    + " tenant) or a jdbc: URL, but this is a file: " + directory);
        }
        return new TenantRegisters(
                tenant -> RegisterStore.file(directory.resolve(tenant + ".json")), null, "directory " + directory);
    }

    /**
     * The database namespace of a tenant.
     *
     * @param prefix the {@code --registers-namespace} value, or null
     * @param tenant the tenant id
     * @param perTenant whether there are several tenants
     * @return {@code PREFIX/TENANT} or {@code TENANT} with tokens; {@code PREFIX} or the default without
     */
    static String namespace(@Nullable String prefix, String tenant, boolean perTenant) {
        if (!perTenant) {
            return prefix == null ? Registers.DEFAULT_NAMESPACE : prefix;
        }
        return prefix == null ? tenant : prefix + "/" + tenant;
    }

    /**
     * The store of one tenant.
     *
     * @param tenant the tenant id
     * @return its store
     * @throws IllegalArgumentException if the namespace it makes is not a valid one
     */
    RegisterStore forTenant(String tenant) {
        return stores.apply(tenant);
    }

    /** Where the registers live, for the start-up line (never a URL). */
    String description() {
        return description;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}
