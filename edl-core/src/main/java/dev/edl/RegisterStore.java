package dev.edl;

import dev.edl.internal.registers.FileRegisterStore;
import dev.edl.internal.registers.InMemoryRegisterStore;
import dev.edl.internal.registers.PostgresRegisterStore;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Where registers live between runs. The executor reads registers through the store and commits
 * every register change of a run (cuts and {@code _saved_N} texts) at the end of the run, before it
 * writes any file: when the commit fails, no file is written, so a cut text is never lost.
 *
 * <p>Implementations must be thread-safe: several runs may share one store.
 */
public interface RegisterStore {

    /**
     * Reads a register.
     *
     * @param name the register name
     * @return its text, or empty when the register does not exist
     * @throws RegisterStoreException if the store cannot be read
     */
    Optional<String> get(String name);

    /**
     * Writes several registers in one step (all or none become visible).
     *
     * @param registers names and texts to store; existing registers of the same name are replaced;
     *     neither names nor texts may be null
     * @throws NullPointerException if a name or text is null (nothing is stored then)
     * @throws RegisterStoreException if the store cannot be written
     */
    void putAll(Map<String, String> registers);

    /**
     * Allocates the number for the next {@code _saved_N} register. Never returns the same number
     * twice for one store, even across threads (and, for a durable store, across processes that
     * reopen it). The built-in stores also skip every number whose {@code _saved_N} register
     * already exists; the executor checks that again for other implementations.
     *
     * @return a number, starting at 1
     * @throws RegisterStoreException if the store cannot be read or written
     */
    int allocateSavedId();

    /**
     * Allocates several numbers at once, with the guarantees of {@link #allocateSavedId()}. A run
     * that saves many texts calls this once instead of once per text; the built-in durable store
     * then reads and writes its file once. The default calls {@link #allocateSavedId()} {@code
     * count} times.
     *
     * @param count how many numbers, at least 1
     * @return {@code count} distinct numbers, ascending
     * @throws IllegalArgumentException if {@code count < 1}
     * @throws RegisterStoreException if the store cannot be read or written
     */
    default int[] allocateSavedIds(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = allocateSavedId();
        }
        return ids;
    }

    /**
     * The registers present, with their sizes.
     *
     * @return register name to size in UTF-16 code units, sorted by name
     * @throws RegisterStoreException if the store cannot be read
     */
    Map<String, Integer> sizes();

    /**
     * A thread-safe store held in memory, empty at first.
     *
     * @return a new store
     */
    static RegisterStore inMemory() {
        return new InMemoryRegisterStore();
    }

    /**
     * A durable store kept as a JSON file, saved atomically (temporary file, then rename) on every
     * change. A file that does not exist yet is an empty store; a corrupt or unreadable one is an
     * error, never a silent reset, and is left untouched.
     *
     * <p>The file is UTF-8 JSON: {@code {"format": "edl-registers", "version": 1, "lastSavedId": N,
     * "registers": {"name": "text", ...}}}. Every change re-reads the file and writes it back while
     * holding an exclusive lock on the sidecar file {@code <name>.lock} (for other processes) and a
     * lock shared by all stores on the same file in this JVM, so any number of store instances,
     * threads and processes may share one file without losing writes or repeating a {@code
     * _saved_N} number. Reads take no lock; they always see a complete file.
     *
     * @param path the JSON file (parent directories are created on first write); resolved against
     *     the current directory when relative
     * @return a store backed by the file
     */
    static RegisterStore file(Path path) {
        return new FileRegisterStore(path);
    }

    /**
     * A durable store in a PostgreSQL database (9.5 or later), for many processes and nodes sharing
     * registers: a failed run on one node saves its text, and {@code replace _saved_N} on another
     * node uses it. Uses {@code java.sql} only; the caller supplies the driver and the data source
     * (a pool, or the driver's own data source).
     *
     * <p>The namespace isolates tenants: registers and {@code _saved_N} numbers of one namespace are
     * invisible to stores of every other namespace. The tables ({@code edl_registers} and {@code
     * edl_register_namespaces}, found through the connection's {@code search_path}) are created on
     * first use when missing, safely when several processes start at once; an operator may instead
     * create them from the script in docs/registers.md, and then the database user needs no {@code
     * CREATE} privilege. Nothing is read or created until the store is used.
     *
     * <p>Semantics are those of {@link #file(Path)}: {@link #putAll} is one transaction, saved ids
     * are allocated atomically across all processes and never reused, and every Java string
     * (including NUL and unpaired surrogates) round-trips exactly. {@link
     * JdbcRegisterStore#deleteOlderThan} drops old registers.
     *
     * @param dataSource where connections come from; each call takes one and closes it
     * @param namespace the tenant: 1 to 200 characters, no control characters, no unpaired
     *     surrogates
     * @return a store in that namespace
     * @throws IllegalArgumentException if the namespace is empty, too long or contains a control
     *     character or an unpaired surrogate
     */
    static JdbcRegisterStore jdbc(DataSource dataSource, String namespace) {
        return new PostgresRegisterStore(dataSource, namespace);
    }
}
