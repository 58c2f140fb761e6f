package dev.edl.internal.registers;

import dev.edl.RegisterStore;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** A thread-safe register store in memory. */
public final class InMemoryRegisterStore implements RegisterStore {
    private final Map<String, String> registers = new TreeMap<>();
    private int lastSavedId;

    @Override
    public synchronized Optional<String> get(String name) {
        return Optional.ofNullable(registers.get(name));
    }

    @Override
    public synchronized void putAll(Map<String, String> values) {
        registers.putAll(values);
    }

    @Override
    public synchronized int allocateSavedId() {
        return ++lastSavedId;
    }

    @Override
    public synchronized Map<String, Integer> sizes() {
        Map<String, Integer> sizes = new TreeMap<>();
        registers.forEach((name, text) -> sizes.put(name, text.length()));
        return sizes;
    }
}
