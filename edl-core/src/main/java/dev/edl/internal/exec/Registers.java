package dev.edl.internal.exec;

import dev.edl.RegisterStore;
import dev.edl.SavedRegister;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The registers of one run: changes are kept here and committed to the store at the end. */
final class Registers {
    private static final String SAVED_PREFIX = "_saved_";

    private final RegisterStore store;
    private final Map<String, String> changes = new LinkedHashMap<>();

    Registers(RegisterStore store) {
        this.store = store;
    }

    /** A register's text: this run's change if any, else the store's; null when it does not exist. */
    @Nullable
    String get(String name) {
        String changed = changes.get(name);
        return changed != null ? changed : store.get(name).orElse(null);
    }

    void put(String name, String text) {
        changes.put(name, text);
    }

    /** Stores a text the caller wrote in a fresh {@code _saved_N} register. */
    SavedRegister save(String text) {
        String name = SAVED_PREFIX + store.allocateSavedId();
        changes.put(name, text);
        return new SavedRegister(name, text.length());
    }

    /** Writes this run's changes to the store. */
    void commit() {
        if (!changes.isEmpty()) {
            store.putAll(changes);
        }
    }
}
