package dev.edl;

import java.time.Duration;

/**
 * A register store in a PostgreSQL database, shared by any number of threads, processes and nodes;
 * made by {@link RegisterStore#jdbc(javax.sql.DataSource, String)}.
 *
 * <p>Every store works in one namespace: stores of different namespaces never see each other's
 * registers or {@code _saved_N} numbers, so one database serves many tenants. The behaviour is that
 * of {@link RegisterStore#file(java.nio.file.Path)}: {@link #putAll} is one transaction, saved
 * numbers are allocated by an atomic update of the namespace's counter row and never repeat (not
 * even after {@link #deleteOlderThan}), and names and texts keep every Java character, NUL and
 * unpaired surrogates included (they are stored as bytes; see docs/registers.md for the tables).
 */
public interface JdbcRegisterStore extends RegisterStore {

    /**
     * The namespace this store reads and writes.
     *
     * @return the namespace given to the factory
     */
    String namespace();

    /**
     * Deletes this namespace's registers that were last written longer ago than {@code maxAge},
     * measured by the database server's clock. The {@code _saved_N} counter is kept: a number handed
     * out before is never handed out again.
     *
     * @param maxAge the age, not negative; {@link Duration#ZERO} deletes every register written
     *     before this call's transaction began
     * @return how many registers were deleted
     * @throws IllegalArgumentException if {@code maxAge} is negative
     * @throws RegisterStoreException if the database cannot be reached or refuses the statement
     */
    int deleteOlderThan(Duration maxAge);
}
