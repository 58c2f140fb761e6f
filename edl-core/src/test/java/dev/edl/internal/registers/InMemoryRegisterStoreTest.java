package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class InMemoryRegisterStoreTest {

    @Test
    void instancesAreIndependent() {
        InMemoryRegisterStore one = new InMemoryRegisterStore();
        InMemoryRegisterStore two = new InMemoryRegisterStore();
        one.putAll(Map.of("a", "1"));
        assertEquals(1, one.allocateSavedId());
        assertEquals(Optional.empty(), two.get("a"));
        assertEquals(1, two.allocateSavedId());
        assertEquals(2, one.allocateSavedId());
    }

    @Test
    @SuppressWarnings("NullAway") // passes a null text on purpose
    void aFailedPutChangesNothing() {
        InMemoryRegisterStore store = new InMemoryRegisterStore();
        HashMap<String, String> values = new HashMap<>();
        values.put("a", "1");
        values.put("b", null);
        assertThrows(NullPointerException.class, () -> store.putAll(values));
        assertEquals(Map.of(), store.sizes());
    }

    @Test
    void describesItself() {
        assertEquals("InMemoryRegisterStore", new InMemoryRegisterStore().toString());
    }
}
