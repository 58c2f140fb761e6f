package dev.edl.examples.mcp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Finds the tenant of an {@code Authorization: Bearer TOKEN} header. Every known token is compared
 * with the presented one, always all of them and in constant time over their SHA-256 digests, so
 * the time taken says nothing about how much of a token was right. Tokens are kept only as digests.
 */
final class BearerTokens {
    private static final String SCHEME = "Bearer ";

    private record Entry(byte[] digest, Tenant tenant) {}

    private final List<Entry> entries;

    BearerTokens(Map<String, Tenant> tenantsByToken) {
        List<Entry> list = new ArrayList<>();
        tenantsByToken.forEach((token, tenant) -> list.add(new Entry(digest(token), tenant)));
        this.entries = List.copyOf(list);
    }

    /**
     * The tenant a header value authenticates.
     *
     * @param authorization the {@code Authorization} header, or null when absent
     * @return the tenant, or null when the header is missing, not a bearer token or unknown
     */
    @Nullable
    Tenant tenant(@Nullable String authorization) {
        if (authorization == null
                || authorization.length() <= SCHEME.length()
                || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return null;
        }
        byte[] presented = digest(authorization.substring(SCHEME.length()).strip());
        Tenant found = null;
        for (Entry entry : entries) {
            if (MessageDigest.isEqual(entry.digest(), presented)) {
                found = entry.tenant();
            }
        }
        return found;
    }

    static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
