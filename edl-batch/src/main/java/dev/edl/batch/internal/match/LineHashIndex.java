package dev.edl.batch.internal.match;

import java.util.Arrays;

/**
 * An index from line hash to the keys of the lines with that hash: an open-addressing table on
 * {@code int} hashes whose key lists live in one pool of singly linked nodes, all in primitive
 * arrays (no object per hash or per line, so a 100,000-line index is a few arrays, not garbage for
 * the collector to trace). A slot is two ints side by side (its hash and its list's head, or its
 * state) and a node's fields sit together too, so that a probe or a step touches one cache line,
 * and eight slots share one. Keys are non-negative, each is indexed under one hash at a time,
 * and a removed key is never added again (line ids are not reused).
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
    // a slot: its hash at slot * 2, and at slot * 2 + 1 one of:
    private static final int UNUSED = 0;
    /** The hash is common: no keys kept. */
    private static final int COMMON = -1;
    /** Used, no keys now. */
    private static final int EMPTY = -2;
    // ... or 1 + the first node of its key list (which holds the list's size)

    // node fields, at node * NODE + ... (a fourth int pads a node to 16 bytes, so that it never
    // straddles a cache line)
    private static final int NODE = 4;

    private static final int KEY = 0;

    private static final int NEXT = 1;
    /** In a list's first node: the number of nodes in the list, those of removed keys included. */
    private static final int SIZE = 2;

    private static final int[] NO_KEYS = new int[0];

    private final int limit;

    private int[] slots;
    private int mask;
    private int used;

    private int[] pool;
    /** Nodes ever taken from the pool; freed ones are chained from {@link #free}. */
    private int nodes;

    private int free = -1;

    /** What {@link #addAll} read ahead (never used: it only keeps those reads). */
    @SuppressWarnings("UnusedVariable")
    private int lastTouched;
    /** One bit per key, set once the key is removed. */
    private long[] removed;

    LineHashIndex(int expectedLines, int limit) {
        this.limit = limit;
        int capacity = Integer.highestOneBit(Math.max(16, expectedLines * 2)) * 2;
        this.slots = new int[capacity * 2];
        this.mask = capacity - 1;
        this.pool = new int[Math.max(16, expectedLines) * NODE];
        this.removed = new long[(Math.max(16, expectedLines) >>> 6) + 1];
    }

    /**
     * The slot of a hash.
     *
     * @return the slot, or -1 when the hash was never indexed
     */
    int find(int hash) {
        for (int slot = HashSpread.spread(hash) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                return -1;
            }
            if (slots[slot * 2] == hash) {
                return slot;
            }
        }
    }

    /**
     * At least how many keys a slot holds (removed keys that no walk has dropped yet count too).
     *
     * @param slot a slot from {@link #find}
     * @return the bound, 0 only when it holds no key, or -1 when the hash is common (not indexed)
     */
    int count(int slot) {
        int state = slots[slot * 2 + 1];
        if (state == COMMON) {
            return -1;
        }
        return state > 0 ? pool[(state - 1) * NODE + SIZE] : 0;
    }

    /**
     * The keys of a slot, newest first; drops the nodes of removed keys it passes.
     *
     * @param slot a slot from {@link #find}
     * @return the keys (empty when the hash is common)
     */
    int[] keys(int slot) {
        int at = slot * 2 + 1;
        int state = slots[at];
        if (state <= 0) {
            return NO_KEYS;
        }
        int head = purge(at, state - 1);
        if (head < 0) {
            return NO_KEYS;
        }
        int[] keys = new int[pool[head * NODE + SIZE]];
        int count = 0;
        for (int node = head; node >= 0; node = pool[node * NODE + NEXT]) {
            keys[count++] = pool[node * NODE + KEY];
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
            touched |= slots[(HashSpread.spread(hashes[j]) & mask) * 2 + 1];
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
        if (isRemoved(key)) {
            throw new IllegalArgumentException("key " + key + " was removed: keys are never added again");
        }
        int at = findOrCreate(hash) * 2 + 1;
        int state = slots[at];
        if (state == COMMON) {
            return;
        }
        int head = state > 0 ? state - 1 : -1;
        int size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        if (size >= limit) {
            head = purge(at, head);
            size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        }
        if (size >= limit) {
            // too common to index: drop its keys for good
            for (int node = head; node >= 0; ) {
                int next = pool[node * NODE + NEXT];
                release(node);
                node = next;
            }
            slots[at] = COMMON;
            return;
        }
        int node = take();
        pool[node * NODE + KEY] = key;
        pool[node * NODE + NEXT] = head;
        pool[node * NODE + SIZE] = size + 1;
        slots[at] = node + 1;
    }

    /**
     * Removes a key (lazily: see the class comment). A key not indexed, or dropped with a common
     * hash, is ignored.
     *
     * @param key the key
     */
    void remove(int key) {
        int word = key >>> 6;
        if (word >= removed.length) {
            removed = Arrays.copyOf(removed, Math.max(word + 1, removed.length * 2));
        }
        removed[word] |= 1L << key;
    }

    private boolean isRemoved(int key) {
        int word = key >>> 6;
        return word < removed.length && (removed[word] & 1L << key) != 0;
    }

    /**
     * Unlinks and frees the nodes of removed keys in the list whose slot state is at {@code at}
     * and whose first node is {@code head}; keeps the size in the (new) first node.
     *
     * @return the first live node, or -1
     */
    private int purge(int at, int head) {
        int first = -1;
        int last = -1;
        int live = 0;
        for (int node = head; node >= 0; ) {
            int next = pool[node * NODE + NEXT];
            if (isRemoved(pool[node * NODE + KEY])) {
                release(node);
            } else {
                if (last < 0) {
                    first = node;
                } else {
                    pool[last * NODE + NEXT] = node;
                }
                last = node;
                live++;
            }
            node = next;
        }
        if (last >= 0) {
            pool[last * NODE + NEXT] = -1;
            pool[first * NODE + SIZE] = live;
        }
        if (first != head) {
            slots[at] = first >= 0 ? first + 1 : EMPTY;
        }
        return first;
    }

    private int take() {
        if (free >= 0) {
            int node = free;
            free = pool[node * NODE + NEXT];
            return node;
        }
        if ((nodes + 1) * NODE > pool.length) {
            pool = Arrays.copyOf(pool, pool.length * 2);
        }
        return nodes++;
    }

    private void release(int node) {
        pool[node * NODE + NEXT] = free;
        free = node;
    }

    private int findOrCreate(int hash) {
        for (int slot = HashSpread.spread(hash) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                slots[slot * 2] = hash;
                slots[slot * 2 + 1] = EMPTY;
                if (++used * 2 > mask + 1) {
                    grow();
                    return find(hash);
                }
                return slot;
            }
            if (slots[slot * 2] == hash) {
                return slot;
            }
        }
    }

    private void grow() {
        int[] old = slots;
        int capacity = (mask + 1) * 2;
        slots = new int[capacity * 2];
        mask = capacity - 1;
        for (int at = 0; at < old.length; at += 2) {
            if (old[at + 1] == UNUSED) {
                continue;
            }
            int slot = HashSpread.spread(old[at]) & mask;
            while (slots[slot * 2 + 1] != UNUSED) {
                slot = (slot + 1) & mask;
            }
            slots[slot * 2] = old[at];
            slots[slot * 2 + 1] = old[at + 1];
        }
    }
}
