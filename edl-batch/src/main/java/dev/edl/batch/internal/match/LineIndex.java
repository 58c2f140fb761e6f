package dev.edl.batch.internal.match;

import java.util.Arrays;

/**
 * An index from line hash to the keys of the lines with that hash: an open-addressing table on
 * {@code int} hashes whose key lists live in one pool of singly linked nodes, all in primitive
 * arrays (no object per hash or per line, so a 100,000-line index is a few arrays, not garbage for
 * the collector to trace). A slot is two ints side by side (its hash and its list's head, or its
 * state) and a node's fields sit together too, so that a probe or a step touches one cache line,
 * and eight slots share one. Keys are non-negative and each is indexed under one hash at a time.
 *
 * <p>Removal is lazy: a removed key's node (found directly from the key) is only marked dead, and
 * leaves its list when a later {@link #keys} or {@link #add} walks that list. A removal therefore
 * touches no slot and no other node: on a large text, where the table no longer fits in the
 * caches, that is one memory miss less per removed line. Until then a list's size counts its dead
 * nodes too.
 *
 * <p>A hash held by more live lines than the limit becomes <em>common</em>: its keys are dropped
 * for good and the index no longer answers for it. Slots are never removed (an emptied list
 * stays), so probing needs no tombstones. Not thread-safe.
 *
 * <p>Reading: {@link #find} gives a hash's slot, {@link #count} a bound on its number of keys, and
 * {@link #keys} the keys themselves.
 */
final class LineIndex {
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
    /** The key, or {@link #DEAD} once removed. */
    private static final int KEY = 0;

    private static final int NEXT = 1;
    /** In a list's first node: the number of nodes in the list, dead ones included. */
    private static final int SIZE = 2;

    private static final int DEAD = -1;

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
    /** Per key: its node, or -1. */
    private int[] nodeOfKey;

    LineIndex(int expectedLines, int limit) {
        this.limit = limit;
        int capacity = Integer.highestOneBit(Math.max(16, expectedLines * 2)) * 2;
        this.slots = new int[capacity * 2];
        this.mask = capacity - 1;
        this.pool = new int[Math.max(16, expectedLines) * NODE];
        this.nodeOfKey = new int[Math.max(16, expectedLines)];
        Arrays.fill(nodeOfKey, -1);
    }

    /**
     * The slot of a hash.
     *
     * @return the slot, or -1 when the hash was never indexed
     */
    int find(int hash) {
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
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
     * The keys of a slot, newest first; drops the dead nodes it passes.
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
            touched |= slots[(mix(hashes[j]) & mask) * 2 + 1];
        }
        // kept, so that the loads above are not dropped as unused
        lastTouched = touched;
        for (int j = from; j < to; j++) {
            add(hashes[j], keys[j]);
        }
    }

    void add(int hash, int key) {
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
                nodeOfKey[pool[node * NODE + KEY]] = -1;
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
        if (key >= nodeOfKey.length) {
            int old = nodeOfKey.length;
            nodeOfKey = Arrays.copyOf(nodeOfKey, Math.max(key + 1, old * 2));
            Arrays.fill(nodeOfKey, old, nodeOfKey.length, -1);
        }
        nodeOfKey[key] = node;
    }

    /**
     * Removes a key (lazily: its node is marked dead). A key not indexed, or dropped with a common
     * hash, is ignored.
     *
     * @param key the key
     */
    void remove(int key) {
        int node = key < nodeOfKey.length ? nodeOfKey[key] : -1;
        if (node >= 0) {
            pool[node * NODE + KEY] = DEAD;
            nodeOfKey[key] = -1;
        }
    }

    /**
     * Unlinks and frees the dead nodes of the list whose slot state is at {@code at} and whose
     * first node is {@code head}; keeps the size in the (new) first node.
     *
     * @return the first live node, or -1
     */
    private int purge(int at, int head) {
        int first = -1;
        int last = -1;
        int live = 0;
        for (int node = head; node >= 0; ) {
            int next = pool[node * NODE + NEXT];
            if (pool[node * NODE + KEY] == DEAD) {
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
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
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
            int slot = mix(old[at]) & mask;
            while (slots[slot * 2 + 1] != UNUSED) {
                slot = (slot + 1) & mask;
            }
            slots[slot * 2] = old[at];
            slots[slot * 2 + 1] = old[at + 1];
        }
    }

    private static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
