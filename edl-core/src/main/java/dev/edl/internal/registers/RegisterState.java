package dev.edl.internal.registers;

import dev.edl.SavedRegister;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The content of a register file: the last allocated {@code _saved_N} number and the registers.
 *
 * @param lastSavedId the highest number handed out so far, 0 when none
 * @param registers register name to text, sorted by name, unmodifiable
 */
record RegisterState(int lastSavedId, SortedMap<String, String> registers) {
    /** The state of a store that has never been written. */
    static final RegisterState EMPTY = new RegisterState(0, new TreeMap<>());

    RegisterState {
        if (lastSavedId < 0) {
            throw new IllegalArgumentException("lastSavedId must not be negative: " + lastSavedId);
        }
        registers = Collections.unmodifiableSortedMap(new TreeMap<>(registers));
    }

    /** A copy with the given registers added or replaced. */
    RegisterState withRegisters(Map<String, String> changes) {
        TreeMap<String, String> merged = new TreeMap<>(registers);
        merged.putAll(changes);
        return new RegisterState(lastSavedId, merged);
    }

    /**
     * Allocates {@code count} numbers after {@link #lastSavedId()}, skipping every number whose
     * {@code _saved_N} register exists (written through the API or by another tool).
     *
     * @param ids receives the numbers, ascending; its length is the count
     * @return the state with {@code lastSavedId} set to the last number handed out
     * @throws IllegalStateException when the numbers run out
     */
    RegisterState allocate(int[] ids) {
        int next = lastSavedId;
        for (int i = 0; i < ids.length; i++) {
            do {
                if (next == Integer.MAX_VALUE) {
                    throw new IllegalStateException("no _saved_N numbers left");
                }
                next++;
            } while (registers.containsKey(SavedRegister.PREFIX + next));
            ids[i] = next;
        }
        return withLastSavedId(next);
    }

    /** A copy with {@code lastSavedId} set to the given number. */
    RegisterState withLastSavedId(int id) {
        return new RegisterState(id, registers);
    }
}
