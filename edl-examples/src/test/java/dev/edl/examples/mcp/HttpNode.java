package dev.edl.examples.mcp;

import dev.edl.examples.cli.EdlCli;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real {@code edl mcp --http 127.0.0.1:0} child process (a "node"): started on the test class
 * path, its port read from its first log line, its standard error kept for the test to read.
 * {@link #terminate()} sends SIGTERM ({@link ProcessHandle#destroy()}, leaving the pipes open).
 */
final class HttpNode implements AutoCloseable {
    private static final Pattern SERVING = Pattern.compile("edl mcp: serving (http://\\S+/mcp)");

    private final Process process;
    private final StringBuilder log = new StringBuilder();
    private final CompletableFuture<URI> endpoint = new CompletableFuture<>();
    private final CompletableFuture<Void> logEnded = new CompletableFuture<>();

    private HttpNode(Process process) {
        this.process = process;
        Thread reader = new Thread(this::readLog, "http-node-stderr");
        reader.setDaemon(true);
        reader.start();
    }

    static HttpNode start(Path workingDirectory, String... options) throws Exception {
        HttpNode node = launch(workingDirectory, options);
        node.awaitServing();
        return node;
    }

    /**
     * Starts the process without waiting for it to serve: several nodes then start side by side.
     * Call {@link #awaitServing()} before using it.
     */
    static HttpNode launch(Path workingDirectory, String... options) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(EdlCli.class.getName());
        command.add("mcp");
        command.add("--http");
        command.add("127.0.0.1:0");
        command.addAll(List.of(options));
        Process process = new ProcessBuilder(command)
                .directory(workingDirectory.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        return new HttpNode(process);
    }

    /** Waits (bounded) until the node logs its endpoint; kills it if it does not. */
    void awaitServing() {
        try {
            endpoint.get(120, TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
            throw new AssertionError("the node did not start:\n" + log(), e);
        }
    }

    private void readLog() {
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                synchronized (log) {
                    log.append(line).append('\n');
                }
                Matcher matcher = SERVING.matcher(line);
                if (matcher.find()) {
                    endpoint.complete(URI.create(matcher.group(1)));
                }
            }
        } catch (IOException e) {
            // the process went away
        } finally {
            endpoint.completeExceptionally(new IllegalStateException("the node's log ended before it served"));
            logEnded.complete(null);
        }
    }

    /** The base URI, e.g. {@code http://127.0.0.1:41234} (the MCP endpoint is {@code /mcp} below it). */
    String base() {
        URI uri = endpoint.join();
        return "http://" + uri.getHost() + ":" + uri.getPort();
    }

    String log() {
        synchronized (log) {
            return log.toString();
        }
    }

    /**
     * Sends SIGTERM and waits (bounded) for the process to exit; returns its exit code. Signals
     * through the {@link ProcessHandle}: {@link Process#destroy()} also closes this side of the
     * child's pipes, so everything the node logs while it stops (its last calls, {@code stopped})
     * would be lost and its writes to standard error would fail.
     */
    int terminate() throws InterruptedException {
        if (!process.toHandle().destroy()) {
            throw new AssertionError("cannot send SIGTERM to the node");
        }
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the node did not stop after SIGTERM:\n" + log());
        }
        return process.exitValue();
    }

    /** The whole log, once the process has exited and its standard error has been read to the end. */
    String logAtExit() throws Exception {
        logEnded.get(120, TimeUnit.SECONDS);
        return log();
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }
}
