package dev.edl.internal.registers;

import dev.edl.RegisterStore;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/** A register store in memory, empty at first. Thread-safe: every method holds the store's monitor. */
public final class InMemoryRegisterStore implements RegisterStore {
    private final Map<String, String> registers = new TreeMap<>();
    private int lastSavedId;

    /** Creates an empty store. */
    public InMemoryRegisterStore() {}

    @Override
    public synchronized Optional<String> get(String name) {
        Objects.requireNonNull(name, "name");
        return Optional.ofNullable(registers.get(name));
    }

    @Override
    public void putAll(Map<String, String> values) {
        Map<String, String> copy = Map.copyOf(values); // rejects null names and texts
        synchronized (this) {
            registers.putAll(copy);
        }
    }

    @Override
    public int allocateSavedId() {
        return allocateSavedIds(1)[0];
    }

    @Override
    public synchronized int[] allocateSavedIds(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        int[] ids = new int[count];
        int next = lastSavedId;
        for (int i = 0; i < count; i++) {
            do {
                if (next == Integer.MAX_VALUE) {
                    throw new RegisterStoreException("In-memory register store has no _saved_N numbers left", null);
                }
                next++;
            } while (registers.containsKey(SavedRegister.PREFIX + next));
            ids[i] = next;
        }
        lastSavedId = next;
        return ids;
    }

    @Override
    public synchronized Map<String, Integer> sizes() {
        Map<String, Integer> sizes = new TreeMap<>();
        registers.forEach((name, text) -> sizes.put(name, text.length()));
        return sizes;
    }

    @Override
    public String toString() {
        return "InMemoryRegisterStore";
    }
}
