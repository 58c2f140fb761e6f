package dev.edl.internal.registers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.maps;
import static org.quicktheories.generators.SourceDSL.strings;

import dev.edl.internal.json.JsonSyntaxException;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class RegisterFileFormatTest {

    @Test
    void encodesAnEmptyState() {
        assertEquals(
                "{\n  \"format\": \"edl-registers\",\n  \"version\": 1,\n  \"lastSavedId\": 0,\n  \"registers\": {}\n}\n",
                RegisterFileFormat.encode(RegisterState.EMPTY));
    }

    @Test
    void anyStateRoundTrips() {
        qt().forAll(
                        integers().between(0, Integer.MAX_VALUE),
                        maps().of(
                                        strings().allPossible().ofLengthBetween(0, 8),
                                        strings().allPossible().ofLengthBetween(0, 30))
                                .ofSizeBetween(0, 6))
                .checkAssert((id, registers) -> {
                    RegisterState state = new RegisterState(id, new TreeMap<>(registers));
                    try {
                        assertEquals(state, RegisterFileFormat.decode(RegisterFileFormat.encode(state)));
                    } catch (JsonSyntaxException | RegisterFileFormatException e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void acceptsMembersInAnyOrderAndIntegralNumbersInAnyNotation() throws Exception {
        RegisterState state = RegisterFileFormat.decode(
                "{\"registers\":{\"b\":\"2\",\"a\":\"1\"},\"lastSavedId\":1.2e1,\"version\":1.0,\"format\":\"edl-registers\"}");
        assertEquals(new RegisterState(12, new TreeMap<>(Map.of("a", "1", "b", "2"))), state);
    }

    @Test
    void refusesANonObjectRegisterValue() {
        RegisterFileFormatException e = assertThrows(
                RegisterFileFormatException.class,
                () -> RegisterFileFormat.decode(
                        "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":[]}"));
        assertEquals("member \"registers\" must be an object", e.getMessage());
    }

    @Test
    void refusesANullRegisterText() {
        RegisterFileFormatException e = assertThrows(
                RegisterFileFormatException.class,
                () -> RegisterFileFormat.decode(
                        "{\"format\":\"edl-registers\",\"version\":1,\"lastSavedId\":0,\"registers\":{\"x\":null}}"));
        assertEquals("register \"x\" must be a string", e.getMessage());
    }

    @Test
    void stateIsImmutableAndSorted() {
        TreeMap<String, String> source = new TreeMap<>(Map.of("b", "2", "a", "1"));
        RegisterState state = new RegisterState(3, source);
        source.put("c", "3");
        assertEquals(Map.of("a", "1", "b", "2"), state.registers());
        assertThrows(
                UnsupportedOperationException.class, () -> state.registers().put("d", "4"));
        assertEquals("a", state.registers().firstKey());
        assertEquals(
                Map.of("a", "9", "b", "2"),
                state.withRegisters(Map.of("a", "9")).registers());
        assertEquals(4, state.withLastSavedId(4).lastSavedId());
        assertThrows(IllegalArgumentException.class, () -> new RegisterState(-1, new TreeMap<>()));
    }
}
