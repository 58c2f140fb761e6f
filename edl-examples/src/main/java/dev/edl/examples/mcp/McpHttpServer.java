package dev.edl.examples.mcp;

import dev.edl.examples.EdlVersion;
import dev.edl.tools.EdlTool;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityValidator;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.servlet.DispatcherType;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.jspecify.annotations.Nullable;

/**
 * Serves the edl tools over MCP Streamable HTTP (protocol versions 2025-03-26 to 2025-11-25) at
 * {@code /mcp}, with {@code GET /health} for load balancers: the MCP SDK's servlet transport in an
 * embedded Jetty.
 *
 * <p>Either the server is open to one tenant (no authentication; then it binds only to a loopback
 * address), or every request to {@code /mcp} needs {@code Authorization: Bearer TOKEN} and the
 * token selects the tenant: its workspace root and its registers. Requests are checked for Host and
 * Origin (against DNS rebinding) and body size before anything runs. Each tool call writes one line
 * to the log stream: tenant id, tool, milliseconds, outcome.
 *
 * <p>{@link #close()} stops gracefully: the server stops accepting connections, lets the calls in
 * flight finish and answer (up to the stop timeout), then returns.
 */
public final class McpHttpServer implements AutoCloseable {
    /** The path of the MCP endpoint. */
    public static final String MCP_PATH = "/mcp";

    /** The path of the health check. */
    public static final String HEALTH_PATH = "/health";

    /** The default stop timeout: how long {@link #close()} waits for calls in flight. */
    public static final Duration DEFAULT_STOP_TIMEOUT = Duration.ofSeconds(30);

    private static final List<String> LOOPBACK_HOSTS = List.of("localhost:*", "127.0.0.1:*", "[::1]:*");

    private final Server jetty;
    private final McpSyncServer mcp;
    private final McpHttpFilter guard;
    private final String host;
    private final CallLog log;
    private boolean closed;

    private McpHttpServer(Server jetty, McpSyncServer mcp, McpHttpFilter guard, String host, CallLog log) {
        this.jetty = jetty;
        this.mcp = mcp;
        this.guard = guard;
        this.host = host;
        this.log = log;
    }

    /**
     * Starts configuring a server.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The port the server listens on (the one chosen by the system when port 0 was asked for).
     *
     * @return the port
     */
    public int port() {
        return ((ServerConnector) jetty.getConnectors()[0]).getLocalPort();
    }

    /**
     * The MCP endpoint, e.g. {@code http://127.0.0.1:8080/mcp}.
     *
     * @return the endpoint's URI
     */
    public URI endpoint() {
        String name = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + name + ":" + port() + MCP_PATH);
    }

    /**
     * Waits until the server has stopped (after {@link #close()}, e.g. from a shutdown hook).
     *
     * @throws InterruptedException if interrupted while waiting
     */
    public void awaitStop() throws InterruptedException {
        jetty.join();
    }

    /**
     * Stops gracefully: no new connections; calls in flight finish and are answered (up to the stop
     * timeout); then the MCP sessions are closed and {@code edl mcp: stopped} is logged. Calling it
     * again does nothing.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        // Says the stop began: if the process dies before "stopped", the log tells how far it got.
        log.note("stopping: no new requests, waiting for calls in flight");
        try {
            // First new requests are answered 503 and the sessions' open GET streams end (they never
            // would by themselves). Calls in flight are not touched: each runs on its request's
            // thread and answers on its own stream. Not the SDK's closeGracefully: it also ends
            // the streams of calls in flight, so their answers would be lost (the edits made).
            guard.stopAccepting();
            // Then the container: stops accepting connections, waits for the requests in flight.
            jetty.stop();
        } catch (Exception e) {
            log.note("stopping the HTTP server failed: " + e);
        } finally {
            try {
                mcp.close();
            } catch (RuntimeException e) {
                // Stopping must end with its log line, whatever the SDK throws while closing sessions.
                log.note("closing the MCP sessions failed: " + e);
            }
        }
        log.note("stopped");
    }

    /** Options of an {@link McpHttpServer}; build once. */
    public static final class Builder {
        private String host = "127.0.0.1";
        private int port;
        private @Nullable Tenant open;
        private final Map<String, Tenant> tokens = new LinkedHashMap<>();
        private final List<String> allowedOrigins = new ArrayList<>();
        private final List<String> allowedHosts = new ArrayList<>();
        private int maxMessageBytes = EdlMcpServer.DEFAULT_MAX_MESSAGE_BYTES;
        private Duration stopTimeout = DEFAULT_STOP_TIMEOUT;
        private PrintStream log = System.err;

        private Builder() {}

        /**
         * The address to bind (default {@code 127.0.0.1}).
         *
         * @param host a host name or IP address
         * @return this builder
         */
        public Builder host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /**
         * The port (default 0: any free port, see {@link McpHttpServer#port()}).
         *
         * @param port 0 to 65535
         * @return this builder
         */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("a port is 0 to 65535: " + port);
            }
            this.port = port;
            return this;
        }

        /**
         * Serves one tenant without authentication (only on a loopback address). Excludes {@link
         * #token}.
         *
         * @param tenant the tenant every request acts as
         * @return this builder
         */
        public Builder openTo(Tenant tenant) {
            this.open = Objects.requireNonNull(tenant, "tenant");
            return this;
        }

        /**
         * Adds a bearer token and the tenant it selects. Several tokens may select one tenant.
         *
         * @param token the secret (compared in constant time, never logged)
         * @param tenant its tenant
         * @return this builder
         * @throws IllegalArgumentException if the token was added before
         */
        public Builder token(String token, Tenant tenant) {
            Objects.requireNonNull(token, "token");
            Objects.requireNonNull(tenant, "tenant");
            if (tokens.putIfAbsent(token, tenant) != null) {
                throw new IllegalArgumentException("the same token is given twice");
            }
            return this;
        }

        /**
         * Origins allowed to call (browsers send {@code Origin}; a request with an Origin not listed
         * is refused with 403, one without Origin is allowed). Exact ({@code https://app.example})
         * or any port ({@code http://localhost:*}). Default: none.
         *
         * @param origins the origins
         * @return this builder
         */
        public Builder allowedOrigins(List<String> origins) {
            allowedOrigins.addAll(origins);
            return this;
        }

        /**
         * Host header values allowed (421 otherwise): exact ({@code edl.internal:8080}) or any port
         * ({@code edl.internal:*}); {@code *} turns the check off. Default: on a loopback address
         * {@code localhost}, {@code 127.0.0.1} and {@code [::1]} on any port; elsewhere no check.
         * On a loopback address these are added to the default.
         *
         * @param hosts the hosts
         * @return this builder
         */
        public Builder allowedHosts(List<String> hosts) {
            allowedHosts.addAll(hosts);
            return this;
        }

        /**
         * The largest request body, in bytes (default {@link EdlMcpServer#DEFAULT_MAX_MESSAGE_BYTES}).
         * A larger one is refused with 413 before anything runs.
         *
         * @param bytes at least 1
         * @return this builder
         */
        public Builder maxMessageBytes(int bytes) {
            if (bytes < 1) {
                throw new IllegalArgumentException("maxMessageBytes must be at least 1: " + bytes);
            }
            this.maxMessageBytes = bytes;
            return this;
        }

        /**
         * How long {@link McpHttpServer#close()} waits for calls in flight (default 30 s).
         *
         * @param timeout the timeout
         * @return this builder
         */
        public Builder stopTimeout(Duration timeout) {
            this.stopTimeout = Objects.requireNonNull(timeout, "timeout");
            return this;
        }

        /**
         * Where the call log goes (default standard error).
         *
         * @param log the stream
         * @return this builder
         */
        public Builder log(PrintStream log) {
            this.log = Objects.requireNonNull(log, "log");
            return this;
        }

        /**
         * Binds and starts the server.
         *
         * @return the running server
         * @throws IllegalStateException if neither or both of {@link #openTo} and {@link #token} were
         *     given, or if an open server would bind to an address that is not loopback
         * @throws IOException if the address cannot be bound
         */
        public McpHttpServer start() throws IOException {
            if ((open == null) == tokens.isEmpty()) {
                throw new IllegalStateException("give either bearer tokens or one open tenant");
            }
            boolean loopback = isLoopback(host);
            if (open != null && !loopback) {
                throw new IllegalStateException("refusing to serve " + host + " without tokens: anyone who can reach"
                        + " it could edit the workspace. Bind to 127.0.0.1 or give --tokens FILE.");
            }
            List<Tenant> tenants = open != null ? List.of(open) : List.copyOf(tokens.values());
            List<EdlTool> definitions = tenants.get(0).tools().tools();
            CallLog callLog = new CallLog(log);
            McpJsonMapper mapper = StrictMcpJson.mapper(maxMessageBytes);
            ServerTransportSecurityValidator validator = validator(loopback);
            HttpServletStreamableServerTransportProvider transport =
                    HttpServletStreamableServerTransportProvider.builder()
                            .jsonMapper(mapper)
                            .mcpEndpoint(MCP_PATH)
                            .maxRequestSize(maxMessageBytes)
                            .securityValidator(validator)
                            .contextExtractor(request -> {
                                Object tenant = request.getAttribute(McpHttpFilter.TENANT);
                                return tenant == null
                                        ? McpTransportContext.EMPTY
                                        : McpTransportContext.create(Map.of(TenantToolCalls.TENANT_KEY, tenant));
                            })
                            .build();
            McpSyncServer mcp = McpServer.sync(transport)
                    .serverInfo("edl", EdlVersion.get())
                    .instructions(EdlMcpServer.INSTRUCTIONS)
                    .jsonMapper(mapper)
                    // Each call runs on the servlet thread that received it: a graceful stop waits for it.
                    .immediateExecution(true)
                    .validateToolInputs(false)
                    .capabilities(
                            McpSchema.ServerCapabilities.builder().tools(false).build())
                    .tools(TenantToolCalls.specifications(definitions, mapper, callLog))
                    .build();

            QueuedThreadPool threads = new QueuedThreadPool();
            threads.setName("edl-http");
            Server jetty = new Server(threads);
            ServerConnector connector = new ServerConnector(jetty);
            connector.setHost(host);
            connector.setPort(port);
            jetty.addConnector(connector);
            ServletContextHandler context = new ServletContextHandler();
            ServletHolder mcpServlet = new ServletHolder(transport);
            mcpServlet.setAsyncSupported(true);
            context.addServlet(mcpServlet, MCP_PATH);
            context.addServlet(new ServletHolder(new HealthServlet()), HEALTH_PATH);
            McpHttpFilter guard =
                    new McpHttpFilter(validator, open == null ? new BearerTokens(tokens) : null, open, maxMessageBytes);
            FilterHolder guardHolder = new FilterHolder(guard);
            guardHolder.setAsyncSupported(true);
            context.addFilter(guardHolder, MCP_PATH, EnumSet.of(DispatcherType.REQUEST));
            jetty.setHandler(new GracefulHandler(context));
            jetty.setStopTimeout(stopTimeout.toMillis());
            // The owner stops the server (the CLI from its own shutdown hook): Jetty's hook would race it.
            jetty.setStopAtShutdown(false);
            try {
                jetty.start();
            } catch (IOException e) {
                mcp.close();
                throw e;
            } catch (Exception e) {
                mcp.close();
                throw new IOException(
                        "cannot start the HTTP server on " + host + ":" + port + ": " + e.getMessage(), e);
            }
            return new McpHttpServer(jetty, mcp, guard, host, callLog);
        }

        private ServerTransportSecurityValidator validator(boolean loopback) {
            List<String> hosts = new ArrayList<>();
            if (!allowedHosts.contains("*")) {
                if (loopback) {
                    hosts.addAll(LOOPBACK_HOSTS);
                }
                hosts.addAll(allowedHosts);
            }
            return DefaultServerTransportSecurityValidator.builder()
                    .allowedOrigins(allowedOrigins)
                    .allowedHosts(hosts)
                    .build();
        }

        private static boolean isLoopback(String host) throws IOException {
            try {
                return InetAddress.getByName(host).isLoopbackAddress();
            } catch (UnknownHostException e) {
                throw new IOException("unknown host: " + host, e);
            }
        }
    }
}
