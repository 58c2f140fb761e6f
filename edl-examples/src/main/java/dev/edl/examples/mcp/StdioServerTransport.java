package dev.edl.examples.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCRequest;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse.JSONRPCError;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.ProtocolVersions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.Disposable;
import reactor.core.publisher.Mono;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * The MCP stdio transport of the edl server: one client, newline-delimited JSON-RPC messages on a
 * pair of streams.
 *
 * <p>Unlike the SDK's stdio transport it never stops reading because of one bad line, and it
 * answers what it reads before it stops:
 *
 * <ul>
 *   <li>requests are handled one at a time, in order, on the thread that calls {@link #serve()}
 *       (the server is built with immediate execution); answers are written straight to the output,
 *       under a lock, so no queue can drop or stall them;
 *   <li>a blank line is ignored; a line that is not UTF-8, not JSON or not a JSON-RPC message is
 *       answered with a JSON-RPC error (id {@code null}) and reading goes on;
 *   <li>a line longer than the message limit is skipped unread and answered with an error carrying
 *       the request's id when one can be found in it;
 *   <li>anything a request throws, an {@link OutOfMemoryError} included, becomes an error answer to
 *       that request;
 *   <li>{@code ping} is answered at once, even before initialization; any other request sent
 *       before the client's {@code initialize} and {@code notifications/initialized} is answered at
 *       once with error {@value #NOT_INITIALIZED} and not run; a {@code tools/call} without params
 *       or without a tool name is answered with -32602 (invalid params);
 *   <li>at the end of input every request read so far has been answered (a request still waiting
 *       for the client's {@code notifications/initialized} gets an error), then {@link #serve()}
 *       returns.
 * </ul>
 */
final class StdioServerTransport implements McpServerTransportProvider {
    /** Every protocol version this server speaks; the SDK answers a client with the newest it shares. */
    private static final List<String> PROTOCOL_VERSIONS = List.of(
            ProtocolVersions.MCP_2024_11_05,
            ProtocolVersions.MCP_2025_03_26,
            ProtocolVersions.MCP_2025_06_18,
            ProtocolVersions.MCP_2025_11_25);

    @Override
    public List<String> protocolVersions() {
        return PROTOCOL_VERSIONS;
    }

    private static final Logger LOG = LoggerFactory.getLogger(StdioServerTransport.class);

    private final McpJsonMapper mapper;
    private final InputStream in;
    private final OutputStream out;
    private final int maxMessageBytes;
    private final List<String> toolNames;
    private final Object writeLock = new Object();
    private final AtomicBoolean outputBroken = new AtomicBoolean();
    private final Map<Long, PendingAnswer> pending = new ConcurrentHashMap<>();
    private final AtomicLong pendingKeys = new AtomicLong();
    private @Nullable McpServerSession session;
    /** Whether an initialize request arrived; the session then waits for notifications/initialized. */
    private boolean initializeReceived;
    /** Whether the client said notifications/initialized after initialize: requests may run. */
    private boolean initialized;
    /** What the client said about itself in initialize (null before, or if it could not be read). */
    private McpSchema.@Nullable InitializeRequest clientHello;
    /** Where the client's roots go, or null when they are not asked for. */
    private final @Nullable SessionRoots roots;

    /** The JSON-RPC error code of a request sent before initialization (the server-defined range). */
    static final int NOT_INITIALIZED = -32002;

    StdioServerTransport(McpJsonMapper mapper, InputStream in, OutputStream out, int maxMessageBytes) {
        this(mapper, in, out, maxMessageBytes, List.of(), null);
    }

    /**
     * @param toolNames the tools served, named when a client calls a tool the server does not have
     * @param roots where the client's roots go (asked for when the client offers them), or null
     */
    StdioServerTransport(
            McpJsonMapper mapper,
            InputStream in,
            OutputStream out,
            int maxMessageBytes,
            List<String> toolNames,
            @Nullable SessionRoots roots) {
        this.toolNames = List.copyOf(toolNames);
        this.roots = roots;
        if (maxMessageBytes < 1) {
            throw new IllegalArgumentException("maxMessageBytes must be positive: " + maxMessageBytes);
        }
        this.mapper = mapper;
        this.in = in;
        this.out = out;
        this.maxMessageBytes = maxMessageBytes;
    }

    @Override
    public void setSessionFactory(McpServerSession.Factory sessionFactory) {
        this.session = sessionFactory.create(new SessionTransport());
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        McpServerSession current = session;
        return current == null ? Mono.empty() : current.sendNotification(method, params);
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /**
     * Reads and handles messages until the input ends (or cannot be read, or the output is gone),
     * then answers what is still pending.
     */
    void serve() {
        McpServerSession current = session;
        if (current == null) {
            throw new IllegalStateException("the server has not been built on this transport");
        }
        MessageLineReader reader = new MessageLineReader(in, maxMessageBytes);
        long lines = 0;
        while (!outputBroken.get()) {
            MessageLineReader.Line line;
            try {
                line = reader.next();
            } catch (IOException e) {
                LOG.error("Reading standard input failed; the server stops", e);
                break;
            } catch (OutOfMemoryError e) {
                LOG.error("Out of memory while reading a message; it was dropped", e);
                sendError(
                        null,
                        McpSchema.ErrorCodes.INTERNAL_ERROR,
                        "The server ran out of memory reading a message" + " (limit " + maxMessageBytes
                                + " bytes per message); it was not handled.");
                continue;
            }
            if (line == null) {
                break;
            }
            lines++;
            try {
                handle(current, line);
            } catch (RuntimeException | Error e) { // never stop reading because of one message
                LOG.error("Unexpected failure handling message {}", lines, e);
            }
        }
        LOG.info("Input ended after {} lines", lines);
        answerPending("the input ended before this request could run (was notifications/initialized sent?)");
        current.close();
    }

    private void handle(McpServerSession current, MessageLineReader.Line line) {
        if (line instanceof MessageLineReader.Oversized oversized) {
            LOG.warn("Skipped a message of {} bytes (limit {})", oversized.length(), maxMessageBytes);
            sendError(
                    oversized.requestId(),
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    "The message is " + oversized.length() + " bytes, more than the server's limit of "
                            + maxMessageBytes + " bytes (edl mcp --max-message-bytes); it was not read."
                            + " Nothing was run: split the work into smaller calls.");
            return;
        }
        byte[] bytes = ((MessageLineReader.Message) line).bytes();
        String text;
        try {
            text = ((MessageLineReader.Message) line).text();
        } catch (CharacterCodingException e) {
            LOG.warn("Ignored a line that is not valid UTF-8 ({} bytes)", bytes.length);
            sendError(
                    null,
                    McpSchema.ErrorCodes.PARSE_ERROR,
                    "Parse error: the message is not valid UTF-8; it was ignored.");
            return;
        }
        if (text.isBlank()) {
            LOG.debug("Ignored a blank line");
            return;
        }
        JSONRPCMessage message;
        try {
            message = McpSchema.deserializeJsonRpcMessage(mapper, text);
        } catch (IOException e) {
            if (e.getCause() instanceof MismatchedInputException) {
                LOG.warn("Ignored a line that is JSON but not a JSON object: {}", reason(e));
                sendError(
                        null,
                        McpSchema.ErrorCodes.INVALID_REQUEST,
                        "Invalid request: a message must be one JSON object; it was ignored.");
            } else {
                LOG.warn("Ignored a line that is not JSON: {}", reason(e));
                sendError(
                        null,
                        McpSchema.ErrorCodes.PARSE_ERROR,
                        "Parse error: " + reason(e) + "; the message was ignored.");
            }
            return;
        } catch (RuntimeException e) {
            LOG.warn("Ignored a line that is not a JSON-RPC message: {}", reason(e));
            sendError(
                    null,
                    McpSchema.ErrorCodes.INVALID_REQUEST,
                    "Invalid request: not a JSON-RPC 2.0 request, notification or response; it was ignored.");
            return;
        }
        dispatch(current, message);
    }

    private void dispatch(McpServerSession current, JSONRPCMessage message) {
        if (message instanceof JSONRPCRequest request && answeredHere(request)) {
            return;
        }
        boolean startsSession = false;
        if (message instanceof McpSchema.JSONRPCNotification notification) {
            if (McpSchema.METHOD_NOTIFICATION_INITIALIZED.equals(notification.method()) && initializeReceived) {
                startsSession = !initialized;
                initialized = true;
            } else if (McpSchema.METHOD_NOTIFICATION_ROOTS_LIST_CHANGED.equals(notification.method())) {
                // Handled here, not by the SDK (which would ask for the roots once more, for nobody).
                if (initialized) {
                    askForRoots(current);
                }
                return;
            }
        }
        Object id = message instanceof JSONRPCRequest request ? request.id() : null;
        Long key = pendingKeys.incrementAndGet();
        PendingAnswer answer = new PendingAnswer(id);
        pending.put(key, answer);
        try {
            // With immediate execution this usually completes before subscribe returns.
            answer.subscription = current.handle(message)
                    .doFinally(signal -> pending.remove(key))
                    .subscribe(done -> {}, error -> {
                        LOG.error("Handling {} failed", describe(message), error);
                        if (id != null) {
                            sendError(id, McpSchema.ErrorCodes.INTERNAL_ERROR, "Internal error: " + reason(error));
                        }
                    });
            if (startsSession) {
                askForRoots(current);
            }
        } catch (OutOfMemoryError e) {
            pending.remove(key);
            LOG.error("Out of memory handling {}", describe(message), e);
            if (id != null) {
                sendError(
                        id,
                        McpSchema.ErrorCodes.INTERNAL_ERROR,
                        "The server ran out of memory handling this request; it was abandoned. Send smaller inputs.");
            }
        } catch (RuntimeException | Error e) {
            pending.remove(key);
            LOG.error("Handling {} failed", describe(message), e);
            if (id != null) {
                sendError(id, McpSchema.ErrorCodes.INTERNAL_ERROR, "Internal error: " + reason(e));
            }
        }
    }

    /**
     * Answers the requests the session would never answer or would answer with a defect's text: a
     * {@code ping} before the session is initialized (the session holds it until then), any other
     * request before it (held forever if the client never initializes), and a {@code tools/call}
     * without its name.
     *
     * @return whether the request was answered here
     */
    private boolean answeredHere(JSONRPCRequest request) {
        String method = request.method();
        if (McpSchema.METHOD_INITIALIZE.equals(method)) {
            initializeReceived = true;
            try {
                clientHello = mapper.convertValue(request.params(), new TypeRef<McpSchema.InitializeRequest>() {});
            } catch (RuntimeException e) {
                clientHello = null; // the session answers a malformed initialize itself
            }
            return false;
        }
        if (!initialized) {
            if (McpSchema.METHOD_PING.equals(method)) {
                write(new JSONRPCResponse(McpSchema.JSONRPC_VERSION, request.id(), Map.of(), null));
            } else {
                LOG.warn("Refused request {} ({}) sent before initialization", request.id(), method);
                sendError(
                        request.id(),
                        NOT_INITIALIZED,
                        "Not initialized: the session is not initialized yet, so " + method + " was not run."
                                + " Send initialize, wait for its answer, send the notifications/initialized"
                                + " notification, then send this request again.");
            }
            return true;
        }
        if (McpSchema.METHOD_TOOLS_CALL.equals(method)) {
            String missing = missingCallParams(request.params());
            if (missing != null) {
                sendError(request.id(), McpSchema.ErrorCodes.INVALID_PARAMS, missing);
                return true;
            }
        }
        return false;
    }

    /**
     * Asks the client for its roots, without waiting for the answer (which this thread reads), when
     * the client said in initialize that it offers roots.
     */
    private void askForRoots(McpServerSession current) {
        McpSchema.InitializeRequest hello = clientHello;
        SessionRoots target = roots;
        if (target == null
                || hello == null
                || hello.capabilities() == null
                || hello.capabilities().roots() == null) {
            return;
        }
        McpAsyncServerExchange exchange = new McpAsyncServerExchange(
                current.getId(), current, hello.capabilities(), hello.clientInfo(), McpTransportContext.EMPTY);
        target.refresh(exchange.listRoots().map(McpSchema.ListRootsResult::roots));
    }

    /** What a tools/call request's params lack, or null when they name a tool. */
    private static @Nullable String missingCallParams(@Nullable Object params) {
        String example = " Send params like {\"name\": \"read_lines\", \"arguments\": {\"path\": \"a.txt\"}}."
                + " Nothing was run.";
        if (params == null) {
            return "Invalid params: tools/call needs params, an object with the tool's name and its arguments;"
                    + " this request has none." + example;
        }
        if (!(params instanceof Map<?, ?> fields)) {
            return "Invalid params: tools/call params must be an object with the tool's name and its arguments."
                    + example;
        }
        if (!(fields.get("name") instanceof String)) {
            return "Invalid params: tools/call params must hold \"name\", the tool's name as a string." + example;
        }
        Object arguments = fields.get("arguments");
        if (arguments != null && !(arguments instanceof Map)) {
            return "Invalid params: tools/call \"arguments\" must be an object of the tool's arguments." + example;
        }
        return null;
    }

    /** A message whose handling has not finished. */
    private static final class PendingAnswer {
        final @Nullable Object id;
        volatile @Nullable Disposable subscription;

        PendingAnswer(@Nullable Object id) {
            this.id = id;
        }
    }

    private void answerPending(String why) {
        for (Long key : new ArrayList<>(pending.keySet())) {
            PendingAnswer answer = pending.remove(key);
            if (answer == null) {
                continue;
            }
            Disposable subscription = answer.subscription;
            if (subscription != null) {
                subscription.dispose();
            }
            if (answer.id != null) {
                LOG.warn("Request {} was not answered when the input ended", answer.id);
                sendError(answer.id, McpSchema.ErrorCodes.INTERNAL_ERROR, "Not run: " + why + ".");
            }
        }
    }

    private static String describe(JSONRPCMessage message) {
        if (message instanceof JSONRPCRequest request) {
            return "request " + request.id() + " (" + request.method() + ")";
        }
        if (message instanceof McpSchema.JSONRPCNotification notification) {
            return "notification " + notification.method();
        }
        return "a response";
    }

    private static String reason(Throwable e) {
        Throwable cause =
                e.getCause() != null && e.getMessage() != null && e.getMessage().startsWith("Failed to")
                        ? e.getCause()
                        : e;
        String message = cause.getMessage();
        if (message == null) {
            return cause.getClass().getSimpleName();
        }
        int end = message.indexOf('\n');
        String first = end < 0 ? message : message.substring(0, end);
        return first.length() > 300 ? first.substring(0, 300) + "…" : first;
    }

    private void sendError(@Nullable Object id, int code, String message) {
        if (id != null) {
            write(new JSONRPCResponse(McpSchema.JSONRPC_VERSION, id, null, new JSONRPCError(code, message, null)));
            return;
        }
        // JSON-RPC wants "id": null when the id could not be read; the SDK's record leaves a null id out.
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("code", code);
        error.put("message", message);
        Map<String, @Nullable Object> response = new LinkedHashMap<>();
        response.put("jsonrpc", McpSchema.JSONRPC_VERSION);
        response.put("id", null);
        response.put("error", error);
        writeJson(response, "an error answer");
    }

    private void write(JSONRPCMessage message) {
        if (!writeJson(message, describe(message))
                && message instanceof JSONRPCResponse response
                && response.error() == null) {
            sendError(
                    response.id(),
                    McpSchema.ErrorCodes.INTERNAL_ERROR,
                    "Internal error: the result could not be serialised.");
        }
    }

    /** Writes one message line; false if it could not be serialised. */
    private boolean writeJson(Object message, String what) {
        String json;
        try {
            json = mapper.writeValueAsString(message);
        } catch (IOException | RuntimeException e) {
            LOG.error("Could not serialise {}", what, e);
            return false;
        }
        // Line breaks may only end messages; a compact mapper writes none, an indenting one would.
        json = json.replace('\n', ' ').replace('\r', ' ');
        byte[] bytes = (json + "\n").getBytes(StandardCharsets.UTF_8);
        synchronized (writeLock) {
            if (outputBroken.get()) {
                return true;
            }
            try {
                out.write(bytes);
                out.flush();
            } catch (IOException e) {
                outputBroken.set(true);
                LOG.error("Writing standard output failed; the server stops", e);
            }
        }
        return true;
    }

    /** The session's side of the transport: sending writes the line at once. */
    private final class SessionTransport implements McpServerTransport {
        @Override
        public Mono<Void> sendMessage(JSONRPCMessage message) {
            return Mono.fromRunnable(() -> write(UnknownTool.explain(message, toolNames)));
        }

        @Override
        public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
            return mapper.convertValue(data, typeRef);
        }

        @Override
        public Mono<Void> closeGracefully() {
            return Mono.empty();
        }

        @Override
        public void close() {}
    }
}
