package dev.edl.internal.text;

/**
 * An index from line hash to the keys of the lines with that hash, on {@link PostingLists} (whose
 * table and node pool it shares with {@link GramIndex}; the cost is stated there: 16 bytes per
 * key, 8 to 16 per distinct hash). Keys are non-negative, each is indexed under one hash at a
 * time, and a removed key is never added again (line ids are not reused).
 *
 * <p>Removal is lazy: it only sets the key's bit in a bitset of removed keys, and the key's node
 * leaves its list when a later {@link #keys} or {@link #add} walks that list. A removal therefore
 * touches neither the table nor the node pool, only a bitset small enough to stay in the caches
 * (on a large text the table and the pool do not, and each touch there would be a memory miss).
 * Until then a list's size counts its removed keys' nodes too.
 *
 * <p>A hash held by more live lines than the limit becomes <em>common</em>: its keys are dropped
 * for good and the index no longer answers for it. Slots are never removed (an emptied list
 * stays), so probing needs no tombstones. Not thread-safe.
 *
 * <p>Reading: {@link #find} gives a hash's slot, {@link #count} a bound on its number of keys, and
 * {@link #keys} the keys themselves.
 */
final class LineHashIndex {
    private static final int[] NO_KEYS = new int[0];

    private final PostingLists lists;

    /** What {@link #addAll} read ahead (never used: it only keeps those reads). */
    @SuppressWarnings("UnusedVariable")
    private int lastTouched;

    /**
     * An index sized for half the lines, distinct hashes and postings alike: code repeats its
     * lines, and a hash held by more than the limit frees its postings, so a table and pool sized
     * for every line would sit half empty (2.2 against 1.1 bytes per character on W8-like lines);
     * text of distinct lines grows them once or twice.
     */
    LineHashIndex(int expectedLines, int limit) {
        this(expectedLines / 2, expectedLines, limit);
    }

    private LineHashIndex(int expectedKeys, int expectedLines, int limit) {
        // a sixteenth more postings than keys: room for the lines that edits write, so that a
        // block's first edits do not copy its whole pool (W7x10: 40 MB a run)
        this.lists = new PostingLists(expectedKeys, expectedKeys + expectedKeys / 16, expectedLines, limit);
    }

    /** Average line length from which an index is sized for every line, not half of them. */
    static final int LONG_LINES = 32;

    /**
     * An index for the lines of a text: sized for half of them (see above), or for all when they
     * average {@link #LONG_LINES} characters or more. Such lines are rarely repeated, and the
     * index costs under a byte per character even sized for all of them, while growing it once
     * would rehash the whole table.
     */
    static LineHashIndex forLines(int lines, int chars, int limit) {
        return chars >= (long) LONG_LINES * lines
                ? new LineHashIndex(lines, lines, limit)
                : new LineHashIndex(lines, limit);
    }

    /**
     * The slot of a hash.
     *
     * @return the slot, or -1 when the hash was never indexed
     */
    int find(int hash) {
        return lists.find(hash);
    }

    /**
     * At least how many keys a slot holds (removed keys that no walk has dropped yet count too).
     *
     * @param slot a slot from {@link #find}
     * @return the bound, 0 only when it holds no key, or -1 when the hash is common (not indexed)
     */
    int count(int slot) {
        return lists.size(slot);
    }

    /**
     * The keys of a slot, newest first; drops the nodes of removed keys it passes.
     *
     * @param slot a slot from {@link #find}
     * @return the keys (empty when the hash is common)
     */
    int[] keys(int slot) {
        int head = lists.head(slot);
        if (head < 0) {
            return NO_KEYS;
        }
        int[] keys = new int[lists.size(slot)];
        int count = 0;
        for (int node = head; node >= 0; node = lists.next(node)) {
            keys[count++] = lists.id(node);
        }
        return keys;
    }

    /**
     * Adds {@code keys[from, to)} under {@code hashes[from, to)}. On a table larger than the caches
     * each add starts with a memory miss at its first slot; reading those slots first, in a loop
     * whose loads do not depend on each other, lets the processor wait for them all at once.
     */
    void addAll(int[] hashes, int[] keys, int from, int to) {
        int touched = 0;
        for (int j = from; j < to; j++) {
            touched |= lists.touch(hashes[j]);
        }
        // kept, so that the loads above are not dropped as unused
        lastTouched = touched;
        for (int j = from; j < to; j++) {
            add(hashes[j], keys[j]);
        }
    }

    /**
     * Adds a key under a hash.
     *
     * @throws IllegalArgumentException if the key was removed before (keys are not reused)
     */
    void add(int hash, int key) {
        if (lists.isDead(key)) {
            throw new IllegalArgumentException("key " + key + " was removed: keys are never added again");
        }
        lists.add(hash, key, 0);
    }

    /**
     * Removes a key (lazily: see the class comment). A key not indexed, or dropped with a common
     * hash, is ignored.
     *
     * @param key the key
     */
    void remove(int key) {
        lists.kill(key);
    }

    /**
     * Reads ahead for a hash, only to start the memory load of a {@link #find} to come: the state
     * at the hash's first probe (see {@link PostingLists#touch}). Follow it with {@link
     * #touchFirstId} in a later loop, so that the loads of many hashes overlap.
     */
    int touch(int hash) {
        return lists.touch(hash);
    }

    /** The next step of {@link #touch}: the id in the node a state names, or -1 (see {@link PostingLists#touchFirstId}). */
    int touchFirstId(int state) {
        return lists.touchFirstId(state);
    }

    /** Bytes held by the index's table and node pool. */
    long bytes() {
        return lists.bytes();
    }
}
