package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.PostgresTestServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The server's connection pool, against a real PostgreSQL server. */
class PooledDataSourceTest {
    private static PooledDataSource pool(int size, Duration validateAfterIdle, Duration borrowTimeout) {
        return new PooledDataSource(
                new UrlDataSource(PostgresTestServer.jdbcUrl()), size, validateAfterIdle, borrowTimeout);
    }

    private static int backendPid(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT pg_backend_pid()")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    @Test
    void aReturnedConnectionIsReusedNotReopened() throws Exception {
        try (PooledDataSource pool = pool(2, Duration.ofHours(1), Duration.ofSeconds(30))) {
            int first;
            try (Connection connection = pool.getConnection()) {
                first = backendPid(connection);
            }
            int second;
            try (Connection connection = pool.getConnection()) {
                second = backendPid(connection);
                assertThrows(SQLException.class, () -> {
                    connection.close();
                    connection.createStatement();
                });
            }
            assertEquals(first, second);
            assertEquals(1, pool.opened());
            assertEquals(1, pool.idle());
        }
    }

    @Test
    void noMoreThanSizeConnectionsAreOutAtOnce() throws Exception {
        try (PooledDataSource pool = pool(1, Duration.ofHours(1), Duration.ofMillis(50))) {
            try (Connection held = pool.getConnection()) {
                SQLTransientConnectionException e =
                        assertThrows(SQLTransientConnectionException.class, pool::getConnection);
                assertTrue(String.valueOf(e.getMessage()).contains("all 1 in use"), e.getMessage());
                assertTrue(held.isValid(5));
            }
            try (Connection again = pool.getConnection()) {
                assertTrue(again.isValid(5));
            }
        }
    }

    @Test
    void aConnectionTheServerDroppedIsReplaced() throws Exception {
        try (PooledDataSource pool = pool(2, Duration.ZERO, Duration.ofSeconds(30))) {
            int dropped;
            try (Connection connection = pool.getConnection()) {
                dropped = backendPid(connection);
            }
            try (Connection admin = PostgresTestServer.dataSource().getConnection();
                    Statement statement = admin.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT pg_terminate_backend(" + dropped + ")")) {
                rows.next();
                assertTrue(rows.getBoolean(1));
            }
            try (Connection connection = pool.getConnection()) {
                assertTrue(backendPid(connection) != dropped);
            }
            assertEquals(2, pool.opened());
        }
    }

    @Test
    void anOpenTransactionIsRolledBackWhenTheConnectionComesBack() throws Exception {
        try (PooledDataSource pool = pool(1, Duration.ofHours(1), Duration.ofSeconds(30))) {
            try (Connection connection = pool.getConnection();
                    Statement statement = connection.createStatement()) {
                statement.execute("CREATE TEMP TABLE IF NOT EXISTS pool_probe (x int)");
                connection.setAutoCommit(false);
                statement.execute("INSERT INTO pool_probe VALUES (1)");
            }
            try (Connection connection = pool.getConnection();
                    Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT count(*) FROM pool_probe")) {
                assertTrue(connection.getAutoCommit());
                rows.next();
                assertEquals(0, rows.getInt(1));
            }
        }
    }

    @Test
    void registerStoresOfManyTenantsShareThePool() throws Exception {
        try (PooledDataSource pool = pool(2, Duration.ofSeconds(1), Duration.ofSeconds(30))) {
            String prefix = PostgresTestServer.freshNamespace("pool");
            RegisterStore a = RegisterStore.jdbc(pool, TenantRegisters.namespace(prefix, "team-a", true));
            RegisterStore b = RegisterStore.jdbc(pool, TenantRegisters.namespace(prefix, "team-b", true));
            a.putAll(Map.of("x", "text of A"));
            assertEquals("text of A", a.get("x").orElseThrow());
            assertTrue(b.get("x").isEmpty());
            assertTrue(pool.opened() <= 2);
        }
    }
}
