package dev.edl.examples.cli;

import java.io.PrintWriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * A small, bounded pool of connections over another {@link DataSource} (a {@link UrlDataSource}), for
 * the long-running {@code edl mcp --http}: opening a PostgreSQL connection costs 20 to 30 ms, more
 * than the edit it serves.
 *
 * <ul>
 *   <li>At most {@code size} connections are out at once; a caller beyond that waits up to the borrow
 *       timeout, then gets an {@link SQLTransientConnectionException}.
 *   <li>Connections are opened on demand and reused most recently returned first. One that sat idle
 *       for at least the validation age is checked ({@link Connection#isValid}) before it is handed
 *       out, and replaced by a new one when the server dropped it (a database restart, an idle
 *       timeout, {@code pg_terminate_backend}).
 *   <li>Closing a borrowed connection hands it back: an open transaction is rolled back and
 *       auto-commit turned back on; a connection that is closed or broken is dropped instead.
 *   <li>{@link #close()} closes the idle connections; the ones still out are closed when they come
 *       back.
 * </ul>
 *
 * {@link #toString()} never shows the URL, which may hold a password.
 */
final class PooledDataSource implements DataSource, AutoCloseable {
    /** Connections at most, by default. */
    static final int DEFAULT_SIZE = 8;

    /** How long a connection may sit idle before it is checked again, by default. */
    static final Duration DEFAULT_VALIDATE_AFTER_IDLE = Duration.ofSeconds(1);

    /** How long a caller waits for a free connection, by default. */
    static final Duration DEFAULT_BORROW_TIMEOUT = Duration.ofSeconds(30);

    private static final int VALIDATION_SECONDS = 5;

    private final DataSource opener;
    private final int size;
    private final long validateAfterIdleNanos;
    private final Duration borrowTimeout;
    private final Semaphore permits;
    private final Deque<Idle> idle = new ArrayDeque<>(); // guarded by this
    private boolean closed; // guarded by this
    private int opened; // guarded by this

    /** A connection waiting in the pool, and since when (System.nanoTime). */
    private record Idle(Connection connection, long since) {}

    /**
     * A pool over {@code opener}.
     *
     * @param opener opens the real connections
     * @param size the most connections out at once, at least 1
     * @param validateAfterIdle check a connection that was idle this long before handing it out (zero:
     *     always)
     * @param borrowTimeout how long a caller waits for a free connection
     */
    PooledDataSource(DataSource opener, int size, Duration validateAfterIdle, Duration borrowTimeout) {
        if (size < 1) {
            throw new IllegalArgumentException("a pool holds at least 1 connection: " + size);
        }
        this.opener = Objects.requireNonNull(opener, "opener");
        this.size = size;
        this.validateAfterIdleNanos = validateAfterIdle.toNanos();
        this.borrowTimeout = Objects.requireNonNull(borrowTimeout, "borrowTimeout");
        this.permits = new Semaphore(size, true);
    }

    /** A pool of {@value #DEFAULT_SIZE} connections with the default timeouts. */
    PooledDataSource(DataSource opener) {
        this(opener, DEFAULT_SIZE, DEFAULT_VALIDATE_AFTER_IDLE, DEFAULT_BORROW_TIMEOUT);
    }

    /** The most connections out at once. */
    int size() {
        return size;
    }

    /** How many real connections this pool has opened so far (for tests and diagnostics). */
    synchronized int opened() {
        return opened;
    }

    /** How many connections wait in the pool now. */
    synchronized int idle() {
        return idle.size();
    }

    @Override
    public Connection getConnection() throws SQLException {
        synchronized (this) {
            if (closed) {
                throw new SQLException("the connection pool is closed", "08003");
            }
        }
        boolean permitted;
        try {
            permitted = permits.tryAcquire(borrowTimeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLTransientConnectionException("interrupted while waiting for a database connection", "08001");
        }
        if (!permitted) {
            throw new SQLTransientConnectionException(
                    "no free database connection within " + borrowTimeout.toSeconds() + " s (all " + size + " in use)",
                    "08001");
        }
        try {
            return borrowed(takeOrOpen());
        } catch (SQLException | RuntimeException | Error e) {
            permits.release();
            throw e;
        }
    }

    private Connection takeOrOpen() throws SQLException {
        while (true) {
            Idle next;
            synchronized (this) {
                next = idle.pollFirst();
            }
            if (next == null) {
                Connection fresh = opener.getConnection();
                synchronized (this) {
                    opened++;
                }
                return fresh;
            }
            if (System.nanoTime() - next.since() < validateAfterIdleNanos || isValid(next.connection())) {
                return next.connection();
            }
            closeQuietly(next.connection());
        }
    }

    private static boolean isValid(Connection connection) {
        try {
            return connection.isValid(VALIDATION_SECONDS);
        } catch (SQLException e) {
            return false;
        }
    }

    private Connection borrowed(Connection physical) {
        return (Connection) Proxy.newProxyInstance(
                Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, new Borrowed(physical));
    }

    /** Takes a connection back from a caller (exactly once per borrow). */
    private void giveBack(Connection physical) {
        try {
            boolean reusable = reset(physical);
            synchronized (this) {
                if (reusable && !closed) {
                    idle.addFirst(new Idle(physical, System.nanoTime()));
                    return;
                }
            }
            closeQuietly(physical);
        } finally {
            permits.release();
        }
    }

    /** Ends what the caller left open; false when the connection is no use any more. */
    private static boolean reset(Connection physical) {
        try {
            if (physical.isClosed()) {
                return false;
            }
            if (!physical.getAutoCommit()) {
                physical.rollback();
                physical.setAutoCommit(true);
            }
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    @SuppressWarnings("EmptyCatch") // a connection being dropped: its close failing changes nothing
    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException e) {
            // already broken
        }
    }

    /** Closes the idle connections; borrowed ones are closed when they come back. */
    @Override
    public void close() {
        Deque<Idle> toClose;
        synchronized (this) {
            closed = true;
            toClose = new ArrayDeque<>(idle);
            idle.clear();
        }
        toClose.forEach(waiting -> closeQuietly(waiting.connection()));
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("the pool's user is fixed by its URL");
    }

    @Override
    public @Nullable PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(@Nullable PrintWriter out) {
        // no logging
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        opener.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return opener.getLoginTimeout();
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
        return "PooledDataSource[" + size + " over " + opener + "]";
    }

    /** The caller's view of a borrowed connection: {@code close()} hands it back, once. */
    private final class Borrowed implements InvocationHandler {
        private final Connection physical;
        private boolean returned; // guarded by this

        Borrowed(Connection physical) {
            this.physical = physical;
        }

        @Override
        public @Nullable Object invoke(Object proxy, Method method, @Nullable Object[] args) throws Throwable {
            String name = method.getName();
            int arity = args == null ? 0 : args.length;
            if (arity == 0) {
                switch (name) {
                    case "close" -> {
                        synchronized (this) {
                            if (returned) {
                                return null;
                            }
                            returned = true;
                        }
                        giveBack(physical);
                        return null;
                    }
                    case "isClosed" -> {
                        synchronized (this) {
                            if (returned) {
                                return Boolean.TRUE;
                            }
                        }
                        return physical.isClosed();
                    }
                    case "hashCode" -> {
                        return System.identityHashCode(proxy);
                    }
                    case "toString" -> {
                        return "pooled " + physical;
                    }
                    default -> {
                        // forwarded below
                    }
                }
            }
            if (name.equals("equals") && arity == 1) {
                return proxy == Objects.requireNonNull(args)[0];
            }
            synchronized (this) {
                if (returned) {
                    throw new SQLException("the connection was handed back to the pool", "08003");
                }
            }
            try {
                return method.invoke(physical, args);
            } catch (InvocationTargetException e) {
                throw Objects.requireNonNullElse(e.getCause(), e);
            }
        }
    }
}
