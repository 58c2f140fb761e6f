package dev.edl.internal.text;

import java.util.Arrays;

/**
 * The stable ids of a {@link TextBlock}'s lines and the physical slot of each id in the {@link
 * LineColumns}. A line keeps its id until a replacement rewrites it, so the indexes hold ids and
 * moving the line gap only updates this map, never an index. Ids are never reused: the map costs
 * 4 bytes per id ever given (the initial lines plus the lines replacements wrote), and the ids of
 * removed lines keep stale slots that nothing reads. Not thread-safe.
 */
final class LineKeys {
    private int[] slotOf;
    private int nextId;

    LineKeys(int capacity) {
        this.slotOf = new int[Math.max(16, capacity)];
    }

    /** A fresh id, at a physical slot. */
    int newId(int slot) {
        if (nextId == slotOf.length) {
            slotOf = Arrays.copyOf(slotOf, nextId * 2);
        }
        int id = nextId++;
        slotOf[id] = slot;
        return id;
    }

    /** Records that the line with an id now sits at a physical slot. */
    void moved(int id, int slot) {
        slotOf[id] = slot;
    }

    /** The physical slot of a live line's id. */
    int slotOf(int id) {
        return slotOf[id];
    }

    /** Every id given so far is below this. */
    int limit() {
        return nextId;
    }

    /** Bytes held by the map. */
    long bytes() {
        return 4L * slotOf.length;
    }
}
