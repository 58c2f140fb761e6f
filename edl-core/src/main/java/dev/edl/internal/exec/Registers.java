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

    /**
     * Texts a run saves to registers of their own; the rest share one register (each entry is the
     * text's length, a colon and the text), so that millions of tiny texts cost memory in
     * proportion to their characters, not a register and a report line each.
     */
    static final int MAX_SEPARATE = 100;

    private final RegisterStore store;
    private final ResultFactory results;
    private int separate;
    /** The shared register's name, entries and count; null until a run saves its 101st text. */
    private @Nullable String sharedName;

    private final StringBuilder sharedText = new StringBuilder();
    private int sharedEntries;
    private boolean sharedChanged;
    private final Map<String, String> changes = new LinkedHashMap<>();
    /** The names in the store when this run first saved a text; null until then. */
    private @Nullable Set<String> existing;

    Registers(RegisterStore store, ResultFactory results) {
        this.store = store;
        this.results = results;
    }

    /** A register's text: this run's change if any, else the store's; null when it does not exist. */
    @Nullable
    String get(String name) {
        if (name.equals(sharedName)) {
            return sharedText.toString();
        }
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
    List<SavedRegister> saveAll(List<CallerText> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        int own = Math.min(texts.size(), MAX_SEPARATE - separate);
        List<String> names = allocate(own + (texts.size() > own && sharedName == null ? 1 : 0));
        if (texts.size() > own && sharedName == null) {
            sharedName = names.remove(names.size() - 1);
        }
        List<SavedRegister> saved = new ArrayList<>(own + 1);
        for (int i = 0; i < own; i++) {
            CallerText text = texts.get(i);
            changes.put(names.get(i), text.text());
            saved.add(results.savedRegister(names.get(i), text.text().length(), text.command(), 1, 0, false));
        }
        separate += own;
        String shared = sharedName;
        if (shared != null && texts.size() > own) {
            int size = 0;
            for (int i = own; i < texts.size(); i++) {
                String text = texts.get(i).text();
                sharedText.append(text.length()).append(':').append(text);
                size += text.length();
            }
            saved.add(results.savedRegister(
                    shared, size, texts.get(own).command(), texts.size() - own, sharedEntries, true));
            sharedEntries += texts.size() - own;
            sharedChanged = true;
        }
        return saved;
    }

    /**
     * Appends saved registers to a list, merging a run of consecutive entries of one shared register
     * into one (the report names them together).
     */
    void appendAll(List<SavedRegister> into, List<SavedRegister> more) {
        for (SavedRegister text : more) {
            int last = into.size() - 1;
            SavedRegister previous = last < 0 ? null : into.get(last);
            if (previous != null
                    && previous.shared()
                    && text.shared()
                    && previous.name().equals(text.name())
                    && previous.firstEntry() + previous.count() == text.firstEntry()) {
                into.set(
                        last,
                        results.savedRegister(
                                previous.name(),
                                previous.size() + text.size(),
                                previous.command(),
                                previous.count() + text.count(),
                                previous.firstEntry(),
                                true));
            } else {
                into.add(text);
            }
        }
    }

    /** Fresh {@code _saved_N} names, none of which exists in the store or in this run. */
    private List<String> allocate(int count) {
        Set<String> taken = existingNames();
        List<String> names = new ArrayList<>(count);
        int fruitless = 0;
        while (names.size() < count) {
            int before = names.size();
            for (int id : store.allocateSavedIds(count - names.size())) {
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
        return names;
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
        return !changes.isEmpty() || sharedChanged;
    }

    /** Writes this run's uncommitted changes to the store; on failure they stay uncommitted. */
    void commit() {
        String shared = sharedName;
        if (shared != null && sharedChanged) {
            changes.put(shared, sharedText.toString());
        }
        if (!changes.isEmpty()) {
            store.putAll(changes);
            changes.clear();
            sharedChanged = false;
        }
    }
}
