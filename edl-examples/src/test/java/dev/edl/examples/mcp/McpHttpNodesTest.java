package dev.edl.examples.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.examples.PostgresTestServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real {@code edl mcp --http} processes ("nodes") driven by the MCP Java SDK's client: two nodes
 * sharing registers in one real PostgreSQL server (tenants kept apart), 50 clients on one node and
 * over two nodes editing one file, and SIGTERM while calls are in flight. The two shared nodes are
 * started once for the class (side by side); the SIGTERM test starts its own node, since it stops
 * it.
 */
class McpHttpNodesTest {
    static {
        System.setProperty("slf4j.internal.verbosity", "ERROR");
    }

    private static final String TOKEN = "node-test-token-0123456789abcdef";
    private static final String TOKEN_B = "node-test-token-b-0123456789abcdef";

    /** The exit code of a JVM stopped by SIGTERM (128 + 15), after its graceful stop. */
    private static final int EXIT_AFTER_SIGTERM = 143;

    /** Bounds every MCP request, so that a client of a node that went away fails instead of waiting. */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private static final Pattern SAVED = Pattern.compile("_saved_(\\d+)");

    @TempDir
    static Path shared;

    /** Tenant team-a's workspace on the shared nodes. */
    private static Path rootA;

    /** Tenant team-b's workspace on the shared nodes. */
    private static Path rootB;

    private static HttpNode one;
    private static HttpNode two;

    @TempDir
    Path dir;

    /**
     * Two nodes, each with tenants team-a and team-b, keeping registers in one real PostgreSQL
     * server (one namespace prefix for both nodes, tenant T uses PREFIX/T).
     */
    @BeforeAll
    static void startNodes() throws Exception {
        rootA = Files.createDirectories(shared.resolve("ws-a"));
        rootB = Files.createDirectories(shared.resolve("ws-b"));
        Path tokens = Files.writeString(
                shared.resolve("tokens.txt"),
                "# TOKEN ROOT [TENANT]\n\n" + TOKEN + " " + rootA + " team-a\n" + TOKEN_B + " " + rootB + " team-b\n");
        String[] options = {
            "--tokens",
            tokens.toString(),
            "--registers",
            PostgresTestServer.jdbcUrl(),
            "--registers-namespace",
            PostgresTestServer.freshNamespace("nodes")
        };
        one = HttpNode.launch(shared, options);
        two = HttpNode.launch(shared, options);
        one.awaitServing();
        two.awaitServing();
    }

    @AfterAll
    static void stopNodes() {
        if (one != null) {
            one.close();
        }
        if (two != null) {
            two.close();
        }
    }

    static McpSyncClient client(HttpNode node) {
        return client(node, TOKEN);
    }

    static McpSyncClient client(HttpNode node, String token) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(node.base())
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + token))
                .build();
        McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(REQUEST_TIMEOUT)
                .initializationTimeout(REQUEST_TIMEOUT)
                .build();
        client.initialize();
        return client;
    }

    private static CallToolResult call(McpSyncClient client, String tool, Map<String, Object> arguments) {
        return client.callTool(new CallToolRequest(tool, arguments));
    }

    private static Map<String, Object> replaceLine(String path, String search, String replace) {
        return Map.of("path", path, "edits", List.of(Map.of("search", search, "replace", replace)));
    }

    /** The N of the {@code _saved_N} an answer names. */
    private static int savedId(CallToolResult result) {
        String text = McpHttpServerTest.text(result);
        Matcher matcher = SAVED.matcher(text);
        assertTrue(matcher.find(), text);
        return Integer.parseInt(matcher.group(1));
    }

    /**
     * SIGTERM while six clients edit in a loop: the node stops taking calls (each client's next
     * call fails, so at most one call per client ends after the stop began), the calls in flight
     * finish and are on disk, nothing is torn or left behind, and the process exits with 143
     * (128 + SIGTERM, as every JVM stopped by SIGTERM) after logging {@code stopped}.
     */
    @Test
    void sigtermLetsCallsInFlightFinishAndLeavesNoTornFile() throws Exception {
        Path root = Files.createDirectories(dir.resolve("ws"));
        int clients = 6;
        int lines = 3000;
        for (int c = 0; c < clients; c++) {
            int file = c;
            Files.writeString(
                    root.resolve("f" + c + ".txt"),
                    IntStream.range(0, lines)
                            .mapToObj(i -> "file " + file + " line " + i + " original padding padding padding\n")
                            .collect(Collectors.joining()));
        }
        Path tokens = Files.writeString(dir.resolve("tokens.txt"), TOKEN + " " + root + " team-a\n");
        HttpNode node = HttpNode.start(dir, "--tokens", tokens.toString());
        Set<String> answeredOk = ConcurrentHashMap.newKeySet();
        List<String> failures = new CopyOnWriteArrayList<>();
        AtomicInteger answeredAfterSigterm = new AtomicInteger();
        AtomicInteger endedByFailure = new AtomicInteger();
        CountDownLatch warm = new CountDownLatch(clients * 3);
        CountDownLatch sigterm = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try (node) {
            List<Future<?>> loops = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                int file = c;
                loops.add(pool.submit(() -> {
                    McpSyncClient client = client(node);
                    try {
                        for (int i = 0; i < lines; i++) {
                            boolean afterSigterm = sigterm.getCount() == 0;
                            String search = "file " + file + " line " + i + " original";
                            CallToolResult result;
                            try {
                                result = call(
                                        client,
                                        "batch_edit_blocks",
                                        replaceLine(
                                                "f" + file + ".txt",
                                                search,
                                                "file " + file + " line " + i + " EDITED"));
                            } catch (RuntimeException e) {
                                // The node refuses calls once stopping (503) or is gone: this loop ends.
                                if (!afterSigterm && sigterm.getCount() != 0) {
                                    failures.add("f" + file + ":" + i + " " + e);
                                }
                                endedByFailure.incrementAndGet();
                                return null;
                            }
                            if (Boolean.TRUE.equals(result.isError())) {
                                failures.add("f" + file + ":" + i + " " + McpHttpServerTest.text(result));
                                return null;
                            }
                            answeredOk.add(file + ":" + i);
                            if (sigterm.getCount() == 0) {
                                answeredAfterSigterm.incrementAndGet();
                            }
                            warm.countDown();
                        }
                        return null;
                    } finally {
                        client.close();
                    }
                }));
            }
            assertTrue(warm.await(120, TimeUnit.SECONDS), node::log);
            sigterm.countDown();
            int exit = node.terminate();
            for (Future<?> loop : loops) {
                loop.get(120, TimeUnit.SECONDS);
            }
            String log = node.logAtExit();
            assertEquals(List.of(), failures, log);
            assertEquals(clients, endedByFailure.get(), "every loop ends with a refused call");
            assertEquals(EXIT_AFTER_SIGTERM, exit, log);

            int stopping = log.indexOf("edl mcp: stopping");
            int stopped = log.indexOf("edl mcp: stopped");
            assertTrue(stopping >= 0 && stopped > stopping, log);
            Pattern okCall = Pattern.compile("call tenant=team-a tool=batch_edit_blocks ms=\\d+ outcome=ok");
            int finishedOnServer = count(okCall, log);
            int finishedWhileStopping = count(okCall, log.substring(stopping, stopped));
            // A client has one call at a time: any call later than the one in flight was refused.
            assertTrue(finishedWhileStopping <= clients, log);
            assertEquals(0, count(okCall, log.substring(stopped)), log);

            int editedOnDisk = 0;
            for (int c = 0; c < clients; c++) {
                List<String> content = Files.readAllLines(root.resolve("f" + c + ".txt"));
                assertEquals(lines, content.size(), "file f" + c + " is whole");
                for (int i = 0; i < lines; i++) {
                    String line = content.get(i);
                    boolean edited = line.equals("file " + c + " line " + i + " EDITED padding padding padding");
                    boolean original = line.equals("file " + c + " line " + i + " original padding padding padding");
                    assertTrue(edited || original, "f" + c + " line " + (i + 1) + " torn: " + line);
                    if (edited) {
                        editedOnDisk++;
                    } else {
                        assertFalse(answeredOk.contains(c + ":" + i), "answered ok but not on disk: f" + c + ":" + i);
                    }
                }
            }
            // Every call the server finished is on disk, and nothing else is; and each was answered
            // (a call in flight at SIGTERM too: its answer is not cut off by the stop).
            assertEquals(finishedOnServer, editedOnDisk, log);
            assertEquals(editedOnDisk, answeredOk.size(), log);
            try (Stream<Path> files = Files.list(root)) {
                List<String> leftovers = files.map(p -> p.getFileName().toString())
                        .filter(name -> name.contains(".edl-tmp-"))
                        .toList();
                assertEquals(List.of(), leftovers);
            }
            System.out.println("SIGTERM test: answered after SIGTERM " + answeredAfterSigterm.get()
                    + ", finished while stopping " + finishedWhileStopping + ", finished " + finishedOnServer);
        } finally {
            pool.shutdownNow();
        }
    }

    private static int count(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        int found = 0;
        while (matcher.find()) {
            found++;
        }
        return found;
    }

    @Test
    void aFailedCallOnNodeOneIsRetriedWithItsSavedTextOnNodeTwo() throws Exception {
        Files.writeString(rootA.resolve("retry.txt"), "alpha\nbeta\n");
        Files.writeString(rootB.resolve("retry.txt"), "alpha\nbeta\n");
        try (McpSyncClient onOne = client(one);
                McpSyncClient onTwo = client(two);
                McpSyncClient tenantBOnTwo = client(two, TOKEN_B)) {
            assertTrue(one.log().contains("registers PostgreSQL"), one::log);
            CallToolResult failed =
                    call(onOne, "edl", Map.of("script", "file retry.txt\nselect /gamma/\nreplace \"NODE-ONE TEXT\"\n"));
            assertEquals(Boolean.TRUE, failed.isError());
            int saved = savedId(failed);
            CallToolResult retried = call(
                    onTwo, "edl", Map.of("script", "file retry.txt\nselect /beta/\nreplace _saved_" + saved + "\n"));
            assertEquals(Boolean.FALSE, retried.isError(), () -> McpHttpServerTest.text(retried));
            assertEquals("alpha\nNODE-ONE TEXT\n", Files.readString(rootA.resolve("retry.txt")));
            // The next failure on node two gets a new number: ids are allocated across nodes.
            CallToolResult again =
                    call(onTwo, "edl", Map.of("script", "file retry.txt\nselect /zeta/\nreplace \"x\"\n"));
            assertEquals(saved + 1, savedId(again), () -> McpHttpServerTest.text(again));
            // Tenant B has its own namespace, where nothing was saved: A's id is not there, nothing is written.
            CallToolResult foreign = call(
                    tenantBOnTwo,
                    "edl",
                    Map.of("script", "file retry.txt\nselect /beta/\nreplace _saved_" + saved + "\n"));
            assertEquals(Boolean.TRUE, foreign.isError(), () -> McpHttpServerTest.text(foreign));
            assertTrue(
                    McpHttpServerTest.text(foreign).contains("_saved_" + saved), () -> McpHttpServerTest.text(foreign));
            assertEquals("alpha\nbeta\n", Files.readString(rootB.resolve("retry.txt")));
            // ... nor A's files: a path outside B's root is refused.
            CallToolResult outside = call(
                    tenantBOnTwo,
                    "read_lines",
                    Map.of("path", rootA.resolve("retry.txt").toString()));
            assertEquals(Boolean.TRUE, outside.isError(), () -> McpHttpServerTest.text(outside));
            // B's own first failure is B's _saved_1.
            CallToolResult failedB =
                    call(tenantBOnTwo, "edl", Map.of("script", "file retry.txt\nselect /gamma/\nreplace \"B TEXT\"\n"));
            assertEquals(1, savedId(failedB), () -> McpHttpServerTest.text(failedB));
        }
    }

    /**
     * 50 clients on one node, each replacing its own line of one file at once. Needs same-file
     * calls to queue rather than bounce (the in-process per-path lock of the lose-nothing issue).
     */
    @Test
    void fiftyClientsOnOneNodeEachEditTheirOwnLineOfOneFile() throws Exception {
        fiftyClientsEditOneFile("one-node.txt", List.of(one));
    }

    /**
     * 50 clients spread over two nodes. Across processes the calls must also queue, not bounce:
     * needs a lock that two processes share (held from read to write), beyond the in-process one.
     */
    @Test
    void fiftyClientsOverTwoNodesEachEditTheirOwnLineOfOneFile() throws Exception {
        fiftyClientsEditOneFile("two-nodes.txt", List.of(one, two));
    }

    private static void fiftyClientsEditOneFile(String name, List<HttpNode> nodes) throws Exception {
        int clients = 50;
        Path file = Files.writeString(
                rootA.resolve(name),
                IntStream.range(0, clients)
                        .mapToObj(i -> "row " + i + " todo\n")
                        .collect(Collectors.joining()));
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        try {
            CountDownLatch ready = new CountDownLatch(clients);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<CallToolResult>> results = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                int row = c;
                HttpNode node = nodes.get(c % nodes.size());
                results.add(pool.submit(() -> {
                    try (McpSyncClient client = client(node)) {
                        ready.countDown();
                        assertTrue(go.await(120, TimeUnit.SECONDS));
                        return call(
                                client,
                                "batch_edit_blocks",
                                replaceLine(name, "row " + row + " todo", "row " + row + " done"));
                    }
                }));
            }
            assertTrue(ready.await(120, TimeUnit.SECONDS));
            go.countDown();
            List<String> failures = new ArrayList<>();
            for (Future<CallToolResult> result : results) {
                CallToolResult answer = result.get(120, TimeUnit.SECONDS);
                if (Boolean.TRUE.equals(answer.isError())) {
                    failures.add(McpHttpServerTest.text(answer));
                }
            }
            assertEquals(List.of(), failures, "every call succeeds");
            assertEquals(
                    IntStream.range(0, clients)
                            .mapToObj(i -> "row " + i + " done")
                            .toList(),
                    Files.readAllLines(file));
        } finally {
            pool.shutdownNow();
        }
    }
}
