package dev.edl.examples.bench;

import dev.edl.RegisterStore;
import dev.edl.examples.mcp.McpHttpServer;
import dev.edl.examples.mcp.Tenant;
import dev.edl.tools.EdlTools;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Round trip of a small edit over MCP Streamable HTTP: N clients, one session each, call {@code
 * batch_edit_blocks} on their own small file in a loop against an in-process {@link McpHttpServer} on
 * loopback; prints p50 and p99 per level of concurrency, for two clients: a minimal one made of the
 * JDK's HTTP client ({@link RawMcpClient}: the server's own cost) and the MCP Java SDK's client (what
 * a Java agent using the SDK sees). Not a test: numbers depend on the machine.
 *
 * <pre>
 * mvn -B -q -pl edl-examples -am package -DskipTests
 * java -cp edl-examples/target/edl.jar dev.edl.examples.bench.McpHttpBenchmark [CALLS_PER_CLIENT] [LEVELS...]
 * </pre>
 *
 * Defaults: 200 calls per client after 50 warm-up calls, levels 1, 10 and 50. Before the first
 * level, each kind of client makes {@value #WARM_UP} calls that are not measured: a server runs for
 * hours, so its code is compiled; without this the first level measures the JIT compiler.
 */
public final class McpHttpBenchmark {
    /** Unmeasured calls per kind of client before the first level. */
    static final int WARM_UP = 3000;

    private McpHttpBenchmark() {}

    /** One client session that can make the benchmark's edit. */
    private interface EditClient extends AutoCloseable {
        void edit(String file, int i) throws Exception;
    }

    /** The kinds of client measured. */
    private enum Kind {
        RAW("JDK HTTP client"),
        SDK("MCP Java SDK client");

        final String label;

        Kind(String label) {
            this.label = label;
        }

        EditClient open(String base) throws Exception {
            if (this == RAW) {
                RawMcpClient raw = new RawMcpClient(URI.create(base + "/mcp"));
                return new EditClient() {
                    @Override
                    public void edit(String file, int i) throws Exception {
                        raw.callTool(
                                "batch_edit_blocks",
                                "{\"path\":\"" + file + "\",\"edits\":[{\"search\":\"value = " + i
                                        + "\\n\",\"replace\":\"value = " + (i + 1) + "\\n\"}]}");
                    }

                    @Override
                    public void close() {}
                };
            }
            McpSyncClient sdk = McpClient.sync(
                            HttpClientStreamableHttpTransport.builder(base).build())
                    .requestTimeout(Duration.ofSeconds(120))
                    .build();
            sdk.initialize();
            return new EditClient() {
                @Override
                public void edit(String file, int i) {
                    McpHttpBenchmark.edit(sdk, file, i);
                }

                @Override
                public void close() {
                    sdk.close();
                }
            };
        }
    }

    /**
     * Runs the benchmark and prints a Markdown table.
     *
     * @param args calls per client, then the levels of concurrency
     * @throws Exception if the server cannot start or a call fails
     */
    public static void main(String[] args) throws Exception {
        int calls = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int[] levels = args.length > 1
                ? Arrays.stream(args, 1, args.length)
                        .mapToInt(Integer::parseInt)
                        .toArray()
                : new int[] {1, 10, 50};
        Path root = Files.createTempDirectory("edl-http-bench-");
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        try (McpHttpServer server = McpHttpServer.builder()
                .openTo(new Tenant("bench", EdlTools.of(root, RegisterStore.inMemory())))
                .log(quiet)
                .start()) {
            for (Kind kind : Kind.values()) {
                run(server, root, kind, 1, WARM_UP);
            }
            System.out.println("| client | clients | calls | p50 ms | p99 ms | calls/s |");
            System.out.println("|---|---:|---:|---:|---:|---:|");
            for (Kind kind : Kind.values()) {
                for (int level : levels) {
                    System.out.println(run(server, root, kind, level, calls));
                }
            }
        }
        // The SDK client's HTTP and Reactor threads are not daemons; they would keep the JVM alive.
        System.exit(0);
    }

    private static String run(McpHttpServer server, Path root, Kind kind, int clients, int calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        CountDownLatch ready = new CountDownLatch(clients);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<long[]>> results = new ArrayList<>();
        String base = "http://127.0.0.1:" + server.port();
        for (int c = 0; c < clients; c++) {
            String file = kind + "-" + clients + "-" + calls + "-" + c + ".txt";
            Files.writeString(root.resolve(file), "first line\nvalue = 0\nlast line\n");
            results.add(pool.submit(() -> {
                try (EditClient client = kind.open(base)) {
                    for (int i = 0; i < 50; i++) {
                        client.edit(file, i);
                    }
                    ready.countDown();
                    go.await();
                    long[] nanos = new long[calls];
                    for (int i = 0; i < calls; i++) {
                        long start = System.nanoTime();
                        client.edit(file, 50 + i);
                        nanos[i] = System.nanoTime() - start;
                    }
                    return nanos;
                }
            }));
        }
        ready.await();
        long start = System.nanoTime();
        go.countDown();
        long[] all = new long[clients * calls];
        int at = 0;
        for (Future<long[]> result : results) {
            long[] nanos = result.get(600, TimeUnit.SECONDS);
            System.arraycopy(nanos, 0, all, at, nanos.length);
            at += nanos.length;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        Arrays.sort(all);
        return String.format(
                Locale.ROOT,
                "| %s | %d | %d | %.2f | %.2f | %.0f |",
                kind.label,
                clients,
                all.length,
                all[all.length / 2] / 1e6,
                all[(int) Math.min(all.length - 1, Math.ceil(all.length * 0.99) - 1)] / 1e6,
                all.length / seconds);
    }

    /** Replaces {@code value = i} with {@code value = i+1}: a one-line edit that always applies. */
    private static void edit(McpSyncClient client, String file, int i) {
        CallToolResult result = client.callTool(new CallToolRequest(
                "batch_edit_blocks",
                Map.of(
                        "path",
                        file,
                        "edits",
                        List.of(Map.of("search", "value = " + i + "\n", "replace", "value = " + (i + 1) + "\n")))));
        if (Boolean.TRUE.equals(result.isError())) {
            throw new IllegalStateException("edit " + i + " of " + file + " failed: " + result.content());
        }
    }
}
