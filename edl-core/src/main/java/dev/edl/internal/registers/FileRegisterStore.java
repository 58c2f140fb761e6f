package dev.edl.internal.registers;

import dev.edl.RegisterStore;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/** Placeholder until the durable store lands: delegates to memory. */
public final class FileRegisterStore implements RegisterStore {
    private final RegisterStore delegate = new InMemoryRegisterStore();

    /**
     * Creates the store.
     *
     * @param path the JSON file
     */
    public FileRegisterStore(Path path) {
        java.util.Objects.requireNonNull(path);
    }

    @Override
    public Optional<String> get(String name) {
        return delegate.get(name);
    }

    @Override
    public void putAll(Map<String, String> registers) {
        delegate.putAll(registers);
    }

    @Override
    public int allocateSavedId() {
        return delegate.allocateSavedId();
    }

    @Override
    public Map<String, Integer> sizes() {
        return delegate.sizes();
    }
}
