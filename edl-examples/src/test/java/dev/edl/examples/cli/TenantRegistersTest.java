package dev.edl.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.RegisterStore;
import dev.edl.examples.PostgresTestServer;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TenantRegistersTest {
    @Test
    void theNamespaceIsTheTenantOrPrefixSlashTenantWithTokensAndTheStdioOneWithout() {
        assertEquals("team-a", TenantRegisters.namespace(null, "team-a", true));
        assertEquals("prod/team-a", TenantRegisters.namespace("prod", "team-a", true));
        assertEquals("default", TenantRegisters.namespace(null, "local", false));
        assertEquals("prod", TenantRegisters.namespace("prod", "local", false));
    }

    @Test
    void tenantsOfOneDatabaseDoNotSeeEachOther() {
        String prefix = PostgresTestServer.freshNamespace("tenants");
        try (TenantRegisters stores = TenantRegisters.open(PostgresTestServer.jdbcUrl(), prefix, true)) {
            RegisterStore a = stores.forTenant("team-a");
            a.putAll(Map.of("note", "A's text"));
            assertTrue(stores.forTenant("team-b").get("note").isEmpty());
            assertEquals("A's text", stores.forTenant("team-a").get("note").orElseThrow());
            assertTrue(stores.description().startsWith("PostgreSQL"), stores.description());
            assertFalse(stores.description().contains("jdbc:"), stores.description());
        }
    }

    @Test
    void anUnreachableDatabaseStopsTheStartWithoutShowingTheUrl() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> TenantRegisters.open(
                        "jdbc:postgresql://127.0.0.1:1/none?user=u&password=secret-pw&connectTimeout=5", null, true));
        String message = String.valueOf(e.getMessage());
        assertTrue(message.startsWith("cannot connect to the --registers database"), message);
        assertFalse(message.contains("secret-pw"), message);
    }
}
