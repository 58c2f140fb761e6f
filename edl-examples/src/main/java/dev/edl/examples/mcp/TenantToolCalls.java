package dev.edl.examples.mcp;

import dev.edl.tools.EdlTool;
import dev.edl.tools.EdlTools;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tool specifications of the HTTP server: one definition per tool, and each call runs the
 * tool of the caller's tenant (taken from the transport context, set by {@link McpHttpFilter}) and
 * is written to the call log. When the client offers roots (capability {@code roots}), each call
 * first asks for them ({@code roots/list}, answered on another request thread) and runs within both
 * them and the tenant's root, so a change of the client's roots takes effect at the next call.
 */
final class TenantToolCalls {
    /** The transport-context key of the caller's {@link Tenant}. */
    static final String TENANT_KEY = "edl.tenant";

    /** Client roots already said to be ignored, so each is logged once (bounded). */
    private static final Set<String> NOTED = ConcurrentHashMap.newKeySet();

    private TenantToolCalls() {}

    static List<SyncToolSpecification> specifications(List<EdlTool> definitions, McpJsonMapper mapper, CallLog log) {
        return definitions.stream()
                .map(tool -> SyncToolSpecification.builder()
                        .tool(EdlMcpServer.specification(tool, mapper).tool())
                        .callHandler((exchange, request) -> call(tool.name(), exchange, request, log))
                        .build())
                .toList();
    }

    private static McpSchema.CallToolResult call(
            String name, McpSyncServerExchange exchange, McpSchema.CallToolRequest request, CallLog log) {
        long start = System.nanoTime();
        Object context = exchange.transportContext().get(TENANT_KEY);
        if (!(context instanceof Tenant tenant)) {
            // Unreachable behind McpHttpFilter; refuse rather than guess a workspace.
            log.call("-", name, 0, "unauthenticated");
            return McpSchema.CallToolResult.builder()
                    .addTextContent("Internal error: the call carries no tenant; nothing was run.")
                    .isError(true)
                    .build();
        }
        EdlTools tools = tenant.tools();
        McpSchema.ClientCapabilities capabilities = exchange.getClientCapabilities();
        if (capabilities != null && capabilities.roots() != null) {
            List<McpSchema.Root> offered;
            try {
                offered = exchange.listRoots().roots();
            } catch (RuntimeException e) {
                log.call(tenant.id(), name, (System.nanoTime() - start) / 1_000_000, "error");
                return McpSchema.CallToolResult.builder()
                        .addTextContent("The client offers roots, but asking it for them (roots/list) failed: "
                                + e.getMessage() + ". Nothing was run; try again.")
                        .isError(true)
                        .build();
            }
            tools = tools.confinedTo(ClientRoots.areas(tools.workspace().root(), offered, note -> {
                if (NOTED.size() < 10_000 && NOTED.add(tenant.id() + " " + note)) {
                    log.note("tenant=" + tenant.id() + " " + note);
                }
            }));
        }
        Optional<EdlTool> tool = tools.tool(name);
        McpSchema.CallToolResult result = tool.isPresent()
                ? EdlMcpServer.call(tool.get(), request)
                : McpSchema.CallToolResult.builder()
                        .addTextContent("Unknown tool for this tenant: " + name + "; nothing was run.")
                        .isError(true)
                        .build();
        long millis = (System.nanoTime() - start) / 1_000_000;
        log.call(tenant.id(), name, millis, Boolean.TRUE.equals(result.isError()) ? "error" : "ok");
        return result;
    }
}
