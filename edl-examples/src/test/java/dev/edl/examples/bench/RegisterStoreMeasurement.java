package dev.edl.examples.bench;

import dev.edl.RegisterStore;
import dev.edl.examples.PostgresTestServer;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * A measurement, not a test: the cost of one register put, get and {@code _saved_N} allocation in
 * the JSON file store and in PostgreSQL (the embedded test server on loopback), with a new
 * connection per call (what {@code edl run --registers jdbc:…} does) and with one reused connection
 * (what a pooled server does). Prints p50 and p99 in microseconds; the numbers are in
 * docs/performance.md.
 *
 * <p>Run: {@code mvn -B -o -q -pl edl-examples -am test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=dev.edl.examples.bench.RegisterStoreMeasurement}
 */
public final class RegisterStoreMeasurement {
    private static final int WARMUP = 200;
    private static final int ROUNDS = 1000;

    private RegisterStoreMeasurement() {}

    /**
     * Runs the measurement.
     *
     * @param args ignored
     * @throws Exception if a store fails
     */
    public static void main(String[] args) throws Exception {
        String text = "x".repeat(1000) + "\n";
        Path dir = Files.createTempDirectory("edl-register-measurement-");
        Connection reused = PostgresTestServer.dataSource().getConnection();
        Map<String, Supplier<RegisterStore>> stores = new java.util.LinkedHashMap<>();
        stores.put("file", () -> RegisterStore.file(dir.resolve("registers.json")));
        stores.put(
                "PostgreSQL, connection per call",
                () -> RegisterStore.jdbc(PostgresTestServer.dataSource(), PostgresTestServer.freshNamespace("m")));
        stores.put(
                "PostgreSQL, reused connection",
                () -> RegisterStore.jdbc(new OneConnection(reused), PostgresTestServer.freshNamespace("m")));
        System.out.println("| store | put p50 | put p99 | get p50 | get p99 | allocate p50 | allocate p99 |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (Map.Entry<String, Supplier<RegisterStore>> entry : stores.entrySet()) {
            RegisterStore store = entry.getValue().get();
            long[] put = time(i -> store.putAll(Map.of("r" + (i % 50), text)));
            long[] get = time(i -> {
                if (store.get("r" + (i % 50)).isEmpty()) {
                    throw new IllegalStateException("lost a register");
                }
            });
            long[] allocate = time(i -> store.allocateSavedId());
            System.out.printf(
                    "| %s | %s | %s | %s | %s | %s | %s |%n",
                    entry.getKey(),
                    micros(put, 50),
                    micros(put, 99),
                    micros(get, 50),
                    micros(get, 99),
                    micros(allocate, 50),
                    micros(allocate, 99));
        }
        reused.close();
        System.exit(0); // the shutdown hook stops the server
    }

    /** One operation, by round number. */
    @FunctionalInterface
    private interface Operation {
        void run(int round) throws Exception;
    }

    private static long[] time(Operation operation) throws Exception {
        for (int i = 0; i < WARMUP; i++) {
            operation.run(i);
        }
        long[] nanos = new long[ROUNDS];
        for (int i = 0; i < ROUNDS; i++) {
            long start = System.nanoTime();
            operation.run(i);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos;
    }

    private static String micros(long[] sorted, int percentile) {
        int index = Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1);
        return (sorted[index] / 1000) + " µs";
    }

    /** A data source handing out one connection again and again; close() leaves it open. */
    private static final class OneConnection implements DataSource {
        private final Connection connection;

        OneConnection(Connection real) {
            this.connection = (Connection) Proxy.newProxyInstance(
                    Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        if (method.getName().equals("close")) {
                            return null;
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        @Override
        public Connection getConnection() {
            return connection;
        }

        @Override
        public Connection getConnection(String username, String password) {
            return connection;
        }

        @Override
        public @Nullable PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(@Nullable PrintWriter out) {}

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
