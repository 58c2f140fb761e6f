package dev.edl.internal.exec;

import dev.edl.RegisterStore;
import dev.edl.RegisterStoreException;
import dev.edl.SavedRegister;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The registers of one run: changes are kept here and committed to the store at the end, before any
 * file is written.
 */
final class Registers {
    /** Allocation rounds that may hand out only names already taken before the store is distrusted. */
    private static final int MAX_FRUITLESS_ROUNDS = 100;

    private final RegisterStore store;
    private final Map<String, String> changes = new LinkedHashMap<>();
    /** The names in the store when this run first saved a text; null until then. */
    private @Nullable Set<String> existing;

    Registers(RegisterStore store) {
        this.store = store;
    }

    /** A register's text: this run's change if any, else the store's; null when it does not exist. */
    @Nullable
    String get(String name) {
        String changed = changes.get(name);
        return changed != null ? changed : store.get(name).orElse(null);
    }

    /** The names of the registers that exist now (in the store or written by this run), sorted. */
    List<String> names() {
        TreeSet<String> names = new TreeSet<>(changes.keySet());
        try {
            names.addAll(store.sizes().keySet());
        } catch (RegisterStoreException e) {
            // only a hint in a message: this run's registers are still listed
        }
        return new ArrayList<>(names);
    }

    /** Sets a register the script writes; {@code _saved_} names are refused by the parser already. */
    void put(String name, String text) {
        if (name.startsWith(SavedRegister.PREFIX)) {
            throw new IllegalArgumentException("reserved register name: " + name);
        }
        changes.put(name, text);
    }

    /**
     * Stores texts the caller wrote in fresh {@code _saved_N} registers, allocating their numbers in
     * one call of the store. A number whose register already exists (in the store or in this run)
     * is never used, whatever the store hands out.
     */
    List<SavedText> saveAll(List<CallerText> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        Set<String> taken = existingNames();
        List<String> names = new ArrayList<>(texts.size());
        int fruitless = 0;
        while (names.size() < texts.size()) {
            int before = names.size();
            for (int id : store.allocateSavedIds(texts.size() - names.size())) {
                String name = SavedRegister.PREFIX + id;
                if (!changes.containsKey(name) && taken.add(name)) {
                    names.add(name);
                }
            }
            if (names.size() == before && ++fruitless == MAX_FRUITLESS_ROUNDS) {
                throw new RegisterStoreException(
                        "The register store keeps handing out _saved_N numbers of registers that exist", null);
            }
        }
        List<SavedText> saved = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            CallerText text = texts.get(i);
            changes.put(names.get(i), text.text());
            saved.add(new SavedText(names.get(i), text.text().length(), text.command()));
        }
        return saved;
    }

    private Set<String> existingNames() {
        Set<String> names = existing;
        if (names == null) {
            names = new HashSet<>(store.sizes().keySet());
            existing = names;
        }
        return names;
    }

    /** Whether this run changed a register that is not committed yet. */
    boolean hasChanges() {
        return !changes.isEmpty();
    }

    /** Writes this run's uncommitted changes to the store; on failure they stay uncommitted. */
    void commit() {
        if (!changes.isEmpty()) {
            store.putAll(changes);
            changes.clear();
        }
    }
}
