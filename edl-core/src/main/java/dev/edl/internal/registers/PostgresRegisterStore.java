package dev.edl.internal.registers;

import dev.edl.JdbcRegisterStore;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import javax.sql.DataSource;

/**
 * A register store in PostgreSQL (see {@link dev.edl.RegisterStore#jdbc}). Names and texts are
 * stored as {@link Wtf8} bytes in {@code bytea} columns, because a {@code text} column refuses NUL
 * and unpaired surrogates. Every call takes a connection from the data source and closes it; writes
 * run in one transaction each.
 *
 * <p>{@code _saved_N} numbers come from the namespace's row in {@code edl_register_namespaces}: one
 * upsert adds the count and returns the new last number, holding the row lock until the
 * transaction commits, so allocations from any number of processes are serialised and never
 * overlap. Numbers whose {@code _saved_N} register exists are skipped, as in the file store.
 */
public final class PostgresRegisterStore implements JdbcRegisterStore {
    /** The tables, created when missing. The same script is in docs/registers.md. */
    static final List<String> DDL = List.of("""
            CREATE TABLE IF NOT EXISTS edl_register_namespaces (
                namespace     text   PRIMARY KEY,
                last_saved_id bigint NOT NULL DEFAULT 0
            )""", """
            CREATE TABLE IF NOT EXISTS edl_registers (
                namespace  text        NOT NULL,
                name       bytea       NOT NULL,
                content    bytea       NOT NULL,
                size       integer     NOT NULL,
                updated_at timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (namespace, name)
            )""", """
            CREATE INDEX IF NOT EXISTS edl_registers_updated_at
                ON edl_registers (namespace, updated_at)""");

    /** Serialises table creation between processes (an arbitrary constant: "edl-regs"). */
    private static final long DDL_LOCK = 0x65646c2d72656773L;

    private static final int MAX_NAMESPACE_LENGTH = 200;
    private static final int IN_LIST_CHUNK = 500;
    private static final Duration MAX_AGE = Duration.ofDays(1000L * 366);

    private final DataSource dataSource;
    private final String namespace;
    private volatile boolean tablesChecked;

    /**
     * Creates a store; nothing is read or created until it is used.
     *
     * @param dataSource where connections come from
     * @param namespace the tenant
     * @throws IllegalArgumentException if the namespace is not acceptable
     */
    public PostgresRegisterStore(DataSource dataSource, String namespace) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.namespace = checkNamespace(Objects.requireNonNull(namespace, "namespace"));
    }

    private static String checkNamespace(String namespace) {
        if (namespace.isEmpty() || namespace.length() > MAX_NAMESPACE_LENGTH) {
            throw new IllegalArgumentException("Register namespace must have 1 to " + MAX_NAMESPACE_LENGTH
                    + " characters, got " + namespace.length());
        }
        for (int i = 0; i < namespace.length(); i++) {
            char c = namespace.charAt(i);
            if (Character.isISOControl(c)) {
                throw new IllegalArgumentException(String.format(
                        "Register namespace must not contain control characters: U+%04X at index %d", (int) c, i));
            }
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c)
                        && i + 1 < namespace.length()
                        && Character.isLowSurrogate(namespace.charAt(i + 1));
                if (!paired) {
                    throw new IllegalArgumentException(
                            "Register namespace must not contain an unpaired surrogate: index " + i);
                }
                i++;
            }
        }
        return namespace;
    }

    @Override
    public String namespace() {
        return namespace;
    }

    @Override
    public Optional<String> get(String name) {
        Objects.requireNonNull(name, "name");
        return call("read register", connection -> {
            try (PreparedStatement select =
                    connection.prepareStatement("SELECT content FROM edl_registers WHERE namespace = ? AND name = ?")) {
                select.setString(1, namespace);
                select.setBytes(2, Wtf8.encode(name));
                try (ResultSet rows = select.executeQuery()) {
                    return rows.next() ? Optional.of(decode(rows.getBytes(1))) : Optional.<String>empty();
                }
            }
        });
    }

    @Override
    public void putAll(Map<String, String> registers) {
        // Sorted, so concurrent transactions lock shared names in one order and cannot deadlock.
        TreeMap<String, String> changes = new TreeMap<>(Map.copyOf(registers)); // rejects nulls
        if (changes.isEmpty()) {
            return;
        }
        inTransaction("write registers", connection -> {
            try (PreparedStatement upsert =
                    connection.prepareStatement("INSERT INTO edl_registers (namespace, name, content, size, updated_at)"
                            + " VALUES (?, ?, ?, ?, now())"
                            + " ON CONFLICT (namespace, name) DO UPDATE SET content = EXCLUDED.content,"
                            + " size = EXCLUDED.size, updated_at = EXCLUDED.updated_at")) {
                for (Map.Entry<String, String> register : changes.entrySet()) {
                    upsert.setString(1, namespace);
                    upsert.setBytes(2, Wtf8.encode(register.getKey()));
                    upsert.setBytes(3, Wtf8.encode(register.getValue()));
                    upsert.setInt(4, register.getValue().length());
                    upsert.addBatch();
                }
                upsert.executeBatch();
            }
            return changes.size();
        });
    }

    @Override
    public int allocateSavedId() {
        return allocateSavedIds(1)[0];
    }

    @Override
    public int[] allocateSavedIds(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        return inTransaction("allocate _saved_N numbers", connection -> {
            int[] ids = new int[count];
            int found = 0;
            while (found < count) {
                int need = count - found;
                long last = advanceCounter(connection, need);
                if (last > Integer.MAX_VALUE) {
                    throw new NumbersExhausted();
                }
                int first = (int) (last - need + 1);
                Set<Integer> taken = existingSavedIds(connection, first, (int) last);
                for (long id = first; id <= last; id++) {
                    if (!taken.contains((int) id)) {
                        ids[found++] = (int) id;
                    }
                }
            }
            return ids;
        });
    }

    /** Adds {@code need} to the namespace's counter (creating its row at 0) and returns the new value. */
    private long advanceCounter(Connection connection, int need) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement(
                "INSERT INTO edl_register_namespaces AS n (namespace, last_saved_id) VALUES (?, ?)"
                        + " ON CONFLICT (namespace) DO UPDATE SET last_saved_id = n.last_saved_id + EXCLUDED.last_saved_id"
                        + " RETURNING last_saved_id")) {
            upsert.setString(1, namespace);
            upsert.setLong(2, need);
            try (ResultSet rows = upsert.executeQuery()) {
                if (!rows.next()) {
                    throw new SQLException("the counter upsert returned no row");
                }
                return rows.getLong(1);
            }
        }
    }

    /** The numbers in {@code [first, last]} whose {@code _saved_N} register exists in this namespace. */
    private Set<Integer> existingSavedIds(Connection connection, int first, int last) throws SQLException {
        List<Integer> candidates = new ArrayList<>();
        for (long id = first; id <= last; id++) { // long: last may be Integer.MAX_VALUE
            candidates.add((int) id);
        }
        Set<Integer> taken = new HashSet<>();
        for (int from = 0; from < candidates.size(); from += IN_LIST_CHUNK) {
            List<Integer> chunk = candidates.subList(from, Math.min(candidates.size(), from + IN_LIST_CHUNK));
            String sql = "SELECT name FROM edl_registers WHERE namespace = ? AND name IN ("
                    + String.join(", ", Collections.nCopies(chunk.size(), "?")) + ")";
            try (PreparedStatement select = connection.prepareStatement(sql)) {
                select.setString(1, namespace);
                for (int k = 0; k < chunk.size(); k++) {
                    select.setBytes(2 + k, Wtf8.encode(SavedRegister.PREFIX + chunk.get(k)));
                }
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        String name = decode(rows.getBytes(1));
                        taken.add(Integer.parseInt(name.substring(SavedRegister.PREFIX.length())));
                    }
                }
            }
        }
        return taken;
    }

    @Override
    public Map<String, Integer> sizes() {
        return call("list registers", connection -> {
            Map<String, Integer> sizes = new TreeMap<>();
            try (PreparedStatement select =
                    connection.prepareStatement("SELECT name, size FROM edl_registers WHERE namespace = ?")) {
                select.setString(1, namespace);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        sizes.put(decode(rows.getBytes(1)), rows.getInt(2));
                    }
                }
            }
            return sizes;
        });
    }

    @Override
    public int deleteOlderThan(Duration maxAge) {
        Objects.requireNonNull(maxAge, "maxAge");
        if (maxAge.isNegative()) {
            throw new IllegalArgumentException("maxAge must not be negative: " + maxAge);
        }
        return inTransaction("delete old registers", connection -> {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM edl_registers"
                    + " WHERE namespace = ? AND updated_at < now() - make_interval(secs => ?)")) {
                delete.setString(1, namespace);
                delete.setDouble(2, seconds(maxAge));
                return delete.executeUpdate();
            }
        });
    }

    /** The age in seconds, capped at 1000 years (older than the tables can be; keeps the interval valid). */
    private static double seconds(Duration age) {
        Duration capped = age.compareTo(MAX_AGE) > 0 ? MAX_AGE : age;
        return capped.getSeconds() + capped.getNano() / 1e9;
    }

    // ---- connections and errors ----

    /** Work done with a connection. */
    @FunctionalInterface
    private interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Thrown inside a transaction when the saved numbers run out; rolls it back. */
    private static final class NumbersExhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NumbersExhausted() {
            super(null, null, false, false);
        }
    }

    private <T> T call(String what, Work<T> work) {
        ensureTables(what);
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private <T> T inTransaction(String what, Work<T> work) {
        ensureTables(what);
        try (Connection connection = dataSource.getConnection()) {
            return transaction(connection, work);
        } catch (SQLException e) {
            throw failure(what, e);
        } catch (NumbersExhausted e) {
            throw new RegisterStoreException(
                    "Register namespace '" + namespace + "' in PostgreSQL has no _saved_N numbers left", null);
        }
    }

    private static <T> T transaction(Connection connection, Work<T> work) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        boolean committed = false;
        try {
            T result = work.run(connection);
            connection.commit();
            committed = true;
            return result;
        } finally {
            if (!committed) {
                rollbackQuietly(connection);
            }
            if (autoCommit) {
                connection.setAutoCommit(true);
            }
        }
    }

    @SuppressWarnings("EmptyCatch") // the original failure is the one to report
    private static void rollbackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // The connection is broken; closing it ends the transaction on the server.
        }
    }

    /** Creates the tables once per store when they are missing; cheap when they exist. */
    private void ensureTables(String what) {
        if (tablesChecked) {
            return;
        }
        try (Connection connection = dataSource.getConnection()) {
            String product = connection.getMetaData().getDatabaseProductName();
            if (!"PostgreSQL".equalsIgnoreCase(product)) {
                throw new RegisterStoreException(
                        "RegisterStore.jdbc needs PostgreSQL (9.5 or later); the data source is " + product, null);
            }
            if (!tablesExist(connection)) {
                transaction(connection, c -> {
                    // Concurrent CREATE ... IF NOT EXISTS can still collide in the catalog: take turns.
                    try (Statement statement = c.createStatement()) {
                        statement.execute("SELECT pg_advisory_xact_lock(" + DDL_LOCK + ")");
                        for (String ddl : DDL) {
                            statement.execute(ddl);
                        }
                    }
                    return Boolean.TRUE;
                });
            }
            tablesChecked = true;
        } catch (SQLException e) {
            throw failure(what + " (creating the tables)", e);
        }
    }

    private static boolean tablesExist(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT to_regclass('edl_registers') IS NOT NULL"
                        + " AND to_regclass('edl_register_namespaces') IS NOT NULL")) {
            return rows.next() && rows.getBoolean(1);
        }
    }

    private String decode(byte[] bytes) {
        try {
            return Wtf8.decode(bytes);
        } catch (IllegalArgumentException e) {
            throw new RegisterStoreException(
                    "Register namespace '" + namespace + "' in PostgreSQL holds a value that is not"
                            + " UTF-8 (written by another tool?): " + e.getMessage(),
                    e);
        }
    }

    private RegisterStoreException failure(String what, SQLException e) {
        String state = e.getSQLState();
        return new RegisterStoreException(
                "Cannot " + what + " in PostgreSQL register namespace '" + namespace + "': " + e.getMessage()
                        + (state == null ? "" : " (SQLState " + state + ")"),
                e);
    }

    @Override
    public String toString() {
        return "PostgresRegisterStore[" + namespace + "]";
    }
}
