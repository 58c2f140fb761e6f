package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import dev.edl.examples.mcp.McpHttpServer;
import dev.edl.examples.mcp.Tenant;
import dev.edl.tools.EdlTools;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** {@code edl mcp --http [HOST:]PORT}: runs the Streamable HTTP server until SIGTERM (or Ctrl-C). */
final class McpHttpLauncher {
    /** The tenant id of a server without {@code --tokens}. */
    static final String LOCAL_TENANT = "local";

    private McpHttpLauncher() {}

    /** What {@code --http} names. */
    record Address(String host, int port) {
        /**
         * Parses {@code PORT}, {@code HOST:PORT} or {@code [IPV6]:PORT}.
         *
         * @throws IllegalArgumentException with a message for the user
         */
        static Address parse(String text) {
            String host = "127.0.0.1";
            String port = text;
            int colon = text.lastIndexOf(':');
            if (colon >= 0) {
                host = text.substring(0, colon);
                port = text.substring(colon + 1);
                if (host.startsWith("[") && host.endsWith("]")) {
                    host = host.substring(1, host.length() - 1);
                }
                if (host.isEmpty()) {
                    throw new IllegalArgumentException("--http: no host before ':' in \"" + text + "\"");
                }
            }
            int number;
            try {
                number = Integer.parseInt(port);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "--http expects [HOST:]PORT, e.g. 8080 or 0.0.0.0:8080: \"" + text + "\"");
            }
            if (number < 0 || number > 65535) {
                throw new IllegalArgumentException("--http: a port is 0 to 65535: " + number);
            }
            return new Address(host, number);
        }
    }

    /**
     * Starts the server and waits until it stops.
     *
     * @param root the checked, absolute workspace root (used without {@code tokens})
     * @return the exit code
     */
    static int run(
            CliIo io,
            String http,
            Path root,
            @Nullable String registers,
            @Nullable String registersNamespace,
            @Nullable Path tokens,
            List<String> allowedOrigins,
            List<String> allowedHosts,
            int maxMessageBytes,
            String @Nullable [] only) {
        McpHttpServer.Builder builder;
        TenantRegisters stores = null;
        try {
            Address address = Address.parse(http);
            builder = McpHttpServer.builder()
                    .host(address.host())
                    .port(address.port())
                    .allowedOrigins(allowedOrigins)
                    .allowedHosts(allowedHosts)
                    .maxMessageBytes(maxMessageBytes)
                    .log(io.err());
            // Read the tokens before connecting to a database: a bad file is the likelier mistake.
            List<TokenFile.Entry> entries = tokens == null ? List.of() : TokenFile.read(tokens);
            stores = TenantRegisters.open(registers, registersNamespace, tokens != null);
            TenantRegisters opened = stores;
            if (tokens == null) {
                builder.openTo(new Tenant(LOCAL_TENANT, tools(root, opened.forTenant(LOCAL_TENANT), only)));
            } else {
                Map<String, Tenant> tenants = new HashMap<>();
                for (TokenFile.Entry entry : entries) {
                    Tenant tenant = tenants.computeIfAbsent(
                            entry.tenant(), id -> new Tenant(id, tools(entry.root(), opened.forTenant(id), only)));
                    builder.token(entry.token(), tenant);
                }
            }
        } catch (IllegalArgumentException e) {
            io.err().println("edl: " + e.getMessage());
            closeQuietly(stores);
            return ExitCodes.USAGE;
        } catch (IOException e) {
            io.err().println("edl: cannot read --tokens " + tokens + ": " + e.getMessage());
            closeQuietly(stores);
            return ExitCodes.USAGE;
        }
        McpHttpServer server;
        try {
            server = builder.start();
        } catch (IllegalStateException | IOException e) {
            io.err().println("edl: " + e.getMessage());
            stores.close();
            return ExitCodes.USAGE;
        }
        TenantRegisters registerStores = stores;
        Thread stopper = new Thread(
                () -> {
                    server.close();
                    registerStores.close();
                },
                "edl-http-stop");
        Runtime.getRuntime().addShutdownHook(stopper);
        io.err()
                .println("edl mcp: serving " + server.endpoint()
                        + (tokens == null ? " (workspace " + root + ")" : " (tenants from " + tokens + ")")
                        + ", registers " + stores.description());
        try {
            server.awaitStop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.close();
        }
        return ExitCodes.SUCCESS;
    }

    private static EdlTools tools(Path root, RegisterStore registers, String @Nullable [] only) {
        EdlTools.Builder tools = EdlTools.builder(root).registers(registers);
        if (only != null) {
            tools.only(only);
        }
        return tools.build();
    }

    private static void closeQuietly(@Nullable TenantRegisters stores) {
        if (stores != null) {
            stores.close();
        }
    }
}
