package dev.edl;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Map;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Run in a separate JVM by {@link JdbcRegisterStoreTest}: allocates ids from a PostgreSQL store and
 * writes one {@code _saved_N} register and one plain register per id, printing each id on its own
 * line.
 *
 * <p>Arguments: the JDBC URL, the namespace, a name prefix for the plain registers, and how many
 * rounds.
 */
public final class JdbcRegisterStoreWorkerMain {
    private JdbcRegisterStoreWorkerMain() {}

    /**
     * Runs the worker.
     *
     * @param args url, namespace, prefix, rounds
     */
    public static void main(String[] args) {
        RegisterStore store = RegisterStore.jdbc(new UrlDataSource(args[0]), args[1]);
        String prefix = args[2];
        int rounds = Integer.parseInt(args[3]);
        StringBuilder ids = new StringBuilder();
        for (int i = 0; i < rounds; i++) {
            int id = store.allocateSavedId();
            store.putAll(Map.of("_saved_" + id, prefix + " text " + i + "\n", prefix + "_" + i, "line\r\n\"" + i));
            ids.append(id).append('\n');
        }
        System.out.print(ids);
        System.out.flush();
    }

    /** A data source over {@link DriverManager}, so the worker needs nothing but the URL. */
    static final class UrlDataSource implements DataSource {
        private final String url;

        UrlDataSource(String url) {
            this.url = url;
        }

        @Override
        public Connection getConnection() throws SQLException {
            return DriverManager.getConnection(url);
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return DriverManager.getConnection(url, username, password);
        }

        @Override
        public @org.jspecify.annotations.Nullable PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(@org.jspecify.annotations.Nullable PrintWriter out) {}

        @Override
        public void setLoginTimeout(int seconds) {}

        @Override
        public int getLoginTimeout() {
            return 0;
        }

        @Override
        public Logger getParentLogger() throws SQLFeatureNotSupportedException {
            throw new SQLFeatureNotSupportedException();
        }

        @Override
        public <T> T unwrap(Class<T> iface) throws SQLException {
            throw new SQLException("not a wrapper");
        }

        @Override
        public boolean isWrapperFor(Class<?> iface) {
            return false;
        }
    }
}
