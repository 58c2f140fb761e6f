package dev.edl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.edl.internal.registers.FileRegisterStore;
import dev.edl.internal.registers.InMemoryRegisterStore;
import dev.edl.internal.registers.PostgresRegisterStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The {@link RegisterStore} contract, checked against every implementation. */
class RegisterStoreTest {

    /** The implementations under test. */
    enum Kind {
        IN_MEMORY,
        FILE,
        /** A real PostgreSQL server, a fresh namespace per test. */
        JDBC;

        RegisterStore create(Path dir) {
            return switch (this) {
                case IN_MEMORY -> RegisterStore.inMemory();
                case FILE -> RegisterStore.file(dir.resolve("state/registers.json"));
                case JDBC ->
                    RegisterStore.jdbc(PostgresTestServer.dataSource(), PostgresTestServer.freshNamespace("contract"));
            };
        }
    }

    @TempDir
    Path dir;

    @Test
    void factoriesReturnTheDocumentedImplementations() {
        assertTrue(RegisterStore.inMemory() instanceof InMemoryRegisterStore);
        assertTrue(RegisterStore.file(dir.resolve("r.json")) instanceof FileRegisterStore);
        assertNotSame(RegisterStore.inMemory(), RegisterStore.inMemory());
        JdbcRegisterStore jdbc = RegisterStore.jdbc(PostgresTestServer.dataSource(), "tenant-a");
        assertTrue(jdbc instanceof PostgresRegisterStore);
        assertEquals("tenant-a", jdbc.namespace());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void newStoreIsEmpty(Kind kind) {
        RegisterStore store = kind.create(dir);
        assertEquals(Optional.empty(), store.get("a"));
        assertEquals(Map.of(), store.sizes());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void putAllStoresAndReplacesRegisters(Kind kind) {
        RegisterStore store = kind.create(dir);
        store.putAll(Map.of("a", "first", "b", "second\n"));
        store.putAll(Map.of("a", "replaced"));
        assertEquals(Optional.of("replaced"), store.get("a"));
        assertEquals(Optional.of("second\n"), store.get("b"));
        assertEquals(Optional.empty(), store.get("c"));
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void emptyTextIsARegister(Kind kind) {
        RegisterStore store = kind.create(dir);
        store.putAll(Map.of("empty", ""));
        assertEquals(Optional.of(""), store.get("empty"));
        assertEquals(Map.of("empty", 0), store.sizes());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void sizesAreSortedByNameInUtf16CodeUnits(Kind kind) {
        RegisterStore store = kind.create(dir);
        store.putAll(Map.of("z", "abc", "_saved_1", "\uD83D\uDE00", "a", "x\r\ny"));
        Map<String, Integer> sizes = store.sizes();
        assertEquals(List.of("_saved_1", "a", "z"), new ArrayList<>(sizes.keySet()));
        assertEquals(Map.of("_saved_1", 2, "a", 4, "z", 3), sizes);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void textsKeepEveryCharacter(Kind kind) {
        RegisterStore store = kind.create(dir);
        String tricky = "quote \" backslash \\ tab \t cr \r nul \u0000 bell \u0007 del \u007f "
                + "emoji \uD83D\uDE00 lone \uD800 low \uDC00 ls \u2028 bom \uFEFF end\n";
        store.putAll(Map.of("tricky", tricky, "näme \"quoted\"", "v"));
        assertEquals(Optional.of(tricky), store.get("tricky"));
        assertEquals(Optional.of("v"), store.get("näme \"quoted\""));
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void savedIdsStartAtOneAndNeverRepeat(Kind kind) {
        RegisterStore store = kind.create(dir);
        assertEquals(1, store.allocateSavedId());
        assertEquals(2, store.allocateSavedId());
        store.putAll(Map.of("_saved_2", "text"));
        assertEquals(3, store.allocateSavedId());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void allocatingAnIdCreatesNoRegister(Kind kind) {
        RegisterStore store = kind.create(dir);
        store.allocateSavedId();
        assertEquals(Map.of(), store.sizes());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void sizesIsASnapshot(Kind kind) {
        RegisterStore store = kind.create(dir);
        store.putAll(Map.of("a", "1"));
        Map<String, Integer> before = store.sizes();
        store.putAll(Map.of("b", "22"));
        assertEquals(Map.of("a", 1), before);
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void putAllCopiesItsArgument(Kind kind) {
        RegisterStore store = kind.create(dir);
        Map<String, String> values = new HashMap<>();
        values.put("a", "1");
        store.putAll(values);
        values.put("a", "changed");
        assertEquals(Optional.of("1"), store.get("a"));
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    @SuppressWarnings("NullAway") // passes null on purpose
    void nullArgumentsAreRefused(Kind kind) {
        RegisterStore store = kind.create(dir);
        Map<String, String> nullText = new HashMap<>();
        nullText.put("a", null);
        assertThrows(NullPointerException.class, () -> store.putAll(nullText));
        assertThrows(NullPointerException.class, () -> store.get(null));
        assertEquals(Map.of(), store.sizes());
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void concurrentAllocationsAndPutsOnOneStoreAreAllKept(Kind kind) throws Exception {
        RegisterStore store = kind.create(dir);
        List<Integer> ids = RegisterStoreTestSupport.hammer(List.of(store, store, store, store), 25);
        RegisterStoreTestSupport.assertAllIdsDistinctWithoutGaps(ids, 100);
        RegisterStoreTestSupport.assertEveryPutKept(store, ids);
    }
}
