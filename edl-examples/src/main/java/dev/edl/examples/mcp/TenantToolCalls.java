package dev.edl.examples.mcp;

import dev.edl.tools.EdlTool;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Optional;

/**
 * The tool specifications of the HTTP server: one definition per tool, and each call runs the
 * tool of the caller's tenant (taken from the transport context, set by {@link McpHttpFilter}) and
 * is written to the call log.
 */
final class TenantToolCalls {
    /** The transport-context key of the caller's {@link Tenant}. */
    static final String TENANT_KEY = "edl.tenant";

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
        Optional<EdlTool> tool = tenant.tools().tool(name);
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
