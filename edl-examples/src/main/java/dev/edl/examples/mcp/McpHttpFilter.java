package dev.edl.examples.mcp;

import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityValidator;
import io.modelcontextprotocol.spec.HttpHeaders;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Guards the MCP endpoint, in this order: Host and Origin (against DNS rebinding: 421 or 403), the
 * declared body size (413), the bearer token (401). A request that passes carries its {@link
 * Tenant} as the request attribute {@link #TENANT}. A session belongs to the tenant that opened it:
 * another tenant's request naming it is answered as if the session did not exist (404).
 *
 * <p>It also begins a graceful stop ({@link #stopAccepting()}): from then on every request is
 * answered 503, and the sessions' listening streams (the open {@code GET} requests, which would
 * never end by themselves) are ended, while the calls in flight run on and answer.
 */
final class McpHttpFilter extends HttpFilter {
    private static final long serialVersionUID = 1L;

    /** The request attribute holding the caller's {@link Tenant}. */
    static final String TENANT = "dev.edl.tenant";

    private final transient ServerTransportSecurityValidator validator;
    private final transient @Nullable BearerTokens tokens;
    private final transient @Nullable Tenant open;
    private final long maxBodyBytes;
    private final transient Map<String, String> sessionTenants = new ConcurrentHashMap<>();
    private final transient Set<AsyncContext> listening = ConcurrentHashMap.newKeySet();
    private volatile boolean stopping;

    /**
     * @param validator the Host and Origin check
     * @param tokens the known tokens, or null when the server is open to one tenant
     * @param open the only tenant when {@code tokens} is null
     * @param maxBodyBytes the largest request body
     */
    McpHttpFilter(
            ServerTransportSecurityValidator validator,
            @Nullable BearerTokens tokens,
            @Nullable Tenant open,
            long maxBodyBytes) {
        if ((tokens == null) == (open == null)) {
            throw new IllegalArgumentException("either tokens or one open tenant");
        }
        this.validator = validator;
        this.tokens = tokens;
        this.open = open;
        this.maxBodyBytes = maxBodyBytes;
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (stopping) {
            response.setHeader("Connection", "close");
            refuse(
                    response,
                    HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "The server is stopping; nothing was run. Try again (another node).");
            return;
        }
        try {
            validator.validateHeaders(headers(request));
        } catch (ServerTransportSecurityException e) {
            refuse(response, e.getStatusCode(), e.getMessage() + " (edl mcp --allowed-origins / --allowed-hosts)");
            return;
        }
        if (request.getContentLengthLong() > maxBodyBytes) {
            refuse(
                    response,
                    HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "The request body is " + request.getContentLengthLong() + " bytes, more than the server's limit of "
                            + maxBodyBytes + " bytes (edl mcp --max-message-bytes); nothing was run.");
            return;
        }
        Tenant tenant = tokens == null ? open : tokens.tenant(request.getHeader("Authorization"));
        if (tenant == null) {
            response.setHeader("WWW-Authenticate", "Bearer realm=\"edl\"");
            refuse(response, HttpServletResponse.SC_UNAUTHORIZED, "Missing or unknown bearer token.");
            return;
        }
        String session = request.getHeader(HttpHeaders.MCP_SESSION_ID);
        if (session != null) {
            String owner = sessionTenants.get(session);
            if (owner != null && !owner.equals(tenant.id())) {
                refuse(response, HttpServletResponse.SC_NOT_FOUND, "Session not found.");
                return;
            }
        }
        request.setAttribute(TENANT, tenant);
        chain.doFilter(request, response);
        if ("GET".equals(request.getMethod()) && request.isAsyncStarted()) {
            track(request.getAsyncContext());
        }
        if (session == null) {
            String opened = response.getHeader(HttpHeaders.MCP_SESSION_ID);
            if (opened != null) {
                sessionTenants.put(opened, tenant.id());
            }
        } else if (response.getStatus() == HttpServletResponse.SC_NOT_FOUND
                || ("DELETE".equals(request.getMethod()) && response.getStatus() < 300)) {
            sessionTenants.remove(session);
        }
    }

    /**
     * Stops taking requests (503 from now on) and ends the listening streams, so that a graceful
     * stop of the container waits only for the calls in flight. Those are not touched: each one
     * finishes and answers on its own stream. (The SDK's own graceful close would end those streams
     * too, and with them the answers of calls that are still running.)
     */
    void stopAccepting() {
        stopping = true;
        for (AsyncContext stream : List.copyOf(listening)) {
            end(stream);
        }
    }

    /** Keeps a listening stream to end at the stop; ends it at once if the stop has begun. */
    private void track(AsyncContext stream) {
        listening.add(stream);
        stream.addListener(new AsyncListener() {
            @Override
            public void onComplete(AsyncEvent event) {
                listening.remove(stream);
            }

            @Override
            public void onTimeout(AsyncEvent event) {
                listening.remove(stream);
            }

            @Override
            public void onError(AsyncEvent event) {
                listening.remove(stream);
            }

            @Override
            public void onStartAsync(AsyncEvent event) {}
        });
        if (stopping) {
            end(stream);
        }
    }

    /** Ends a listening stream once (whoever removes it from the set ends it). */
    private void end(AsyncContext stream) {
        if (listening.remove(stream)) {
            try {
                stream.complete();
            } catch (IllegalStateException e) {
                // ended meanwhile (the client went away): nothing to do
            }
        }
    }

    private static Map<String, List<String>> headers(HttpServletRequest request) {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (String name : Collections.list(request.getHeaderNames())) {
            headers.put(name, Collections.list(request.getHeaders(name)));
        }
        return headers;
    }

    private static void refuse(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=utf-8");
        response.getWriter().println(message);
    }
}
