package dev.edl.examples.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Objects;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * A {@link DataSource} that opens a new connection from a JDBC URL for every call, through {@link
 * DriverManager} (the driver is found on the class path). Enough for a CLI run, which makes a handful
 * of register calls; a long-running server wants a pool instead. {@link #toString()} never shows the
 * URL, which may hold a password.
 */
final class UrlDataSource implements DataSource {
    private final String url;
    private int loginTimeoutSeconds;

    UrlDataSource(String url) {
        this.url = Objects.requireNonNull(url, "url");
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
    public @Nullable PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(@Nullable PrintWriter out) {
        // DriverManager logging stays off.
    }

    @Override
    public void setLoginTimeout(int seconds) {
        loginTimeoutSeconds = seconds;
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeoutSeconds;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("no parent logger");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        throw new SQLException("not a wrapper for " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public String toString() {
        return "UrlDataSource[" + url.substring(0, url.indexOf(':', "jdbc:".length()) + 1) + "…]";
    }
}
