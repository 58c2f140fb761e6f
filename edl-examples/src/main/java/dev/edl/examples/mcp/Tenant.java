package dev.edl.examples.mcp;

import dev.edl.tools.EdlTools;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One tenant of the HTTP server: who is calling, as far as edl cares. The id names the tenant in
 * the call log and is the register namespace; the tools carry the tenant's workspace root and its
 * register store, built once and shared by all of the tenant's sessions.
 *
 * @param id 1 to 64 characters from {@code [A-Za-z0-9_.-]}; never a token
 * @param tools the tenant's tools
 */
public record Tenant(String id, EdlTools tools) {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    /**
     * Checks the id.
     *
     * @throws IllegalArgumentException if the id is empty, longer than 64 characters or has other
     *     characters than letters, digits, {@code _}, {@code .} and {@code -}
     */
    public Tenant {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tools, "tools");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException(
                    "a tenant id is 1 to 64 letters, digits, '_', '.' or '-': \"" + id + "\"");
        }
    }
}
