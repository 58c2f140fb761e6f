package dev.edl.batch.internal.match;

import java.util.Arrays;

/**
 * An index from line hash to the keys of the lines with that hash: an open-addressing table on
 * {@code int} hashes whose key lists live in one pool of doubly linked nodes, all in primitive
 * arrays (no object per hash or per line, so a 100,000-line index is a few arrays, not garbage for
 * the collector to trace). A slot is two ints side by side (its hash and its list's head, or its
 * state) and a node's fields sit together too, so that a probe or a step touches one cache line,
 * and eight slots share one. Keys are non-negative and each is indexed under
 * one hash at a time; a key's node is found directly, so removing a key costs the same whatever its
 * list's length.
 *
 * <p>A hash held by more lines than the limit becomes <em>common</em>: its keys are dropped for good
 * and the index no longer answers for it. Slots are never removed (an emptied list stays), so
 * probing needs no tombstones. Not thread-safe.
 *
 * <p>Reading: {@link #find} gives a hash's slot, {@link #count} its number of keys, and {@link
 * #first}/{@link #next}/{@link #key} walk them.
 */
final class LineIndex {
    // a slot: its hash at slot * 2, and at slot * 2 + 1 one of:
    private static final int UNUSED = 0;
    /** The hash is common: no keys kept. */
    private static final int COMMON = -1;
    /** Used, no keys now. */
    private static final int EMPTY = -2;
    // ... or 1 + the first node of its key list (which holds the list's size)

    // node fields, at node * NODE + ...
    private static final int NODE = 4;
    private static final int KEY = 0;
    private static final int NEXT = 1;
    private static final int PREVIOUS = 2;
    /** In a list's first node: the number of keys in the list. */
    private static final int SIZE = 3;

    private final int limit;

    private int[] slots;
    private int mask;
    private int used;

    private int[] pool;
    /** Nodes ever taken from the pool; freed ones are chained from {@link #free}. */
    private int nodes;

    private int free = -1;
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
     * How many keys a slot holds.
     *
     * @param slot a slot from {@link #find}
     * @return the number of keys, or -1 when the hash is common (not indexed)
     */
    int count(int slot) {
        int state = slots[slot * 2 + 1];
        if (state == COMMON) {
            return -1;
        }
        return state > 0 ? pool[(state - 1) * NODE + SIZE] : 0;
    }

    /** The first node of a slot's keys, or -1. */
    int first(int slot) {
        int state = slots[slot * 2 + 1];
        return state > 0 ? state - 1 : -1;
    }

    /** The node after {@code node}, or -1. */
    int next(int node) {
        return pool[node * NODE + NEXT];
    }

    /** The key a node holds. */
    int key(int node) {
        return pool[node * NODE + KEY];
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
        pool[node * NODE + PREVIOUS] = -1;
        pool[node * NODE + SIZE] = size + 1;
        if (head >= 0) {
            pool[head * NODE + PREVIOUS] = node;
        }
        slots[at] = node + 1;
        if (key >= nodeOfKey.length) {
            int old = nodeOfKey.length;
            nodeOfKey = Arrays.copyOf(nodeOfKey, Math.max(key + 1, old * 2));
            Arrays.fill(nodeOfKey, old, nodeOfKey.length, -1);
        }
        nodeOfKey[key] = node;
    }

    void remove(int hash, int key) {
        int node = key < nodeOfKey.length ? nodeOfKey[key] : -1;
        if (node < 0) {
            return;
        }
        int slot = find(hash);
        if (slot < 0 || slots[slot * 2 + 1] <= 0) {
            return;
        }
        int at = slot * 2 + 1;
        int head = slots[at] - 1;
        int previous = pool[node * NODE + PREVIOUS];
        int next = pool[node * NODE + NEXT];
        if (previous >= 0) {
            pool[previous * NODE + NEXT] = next;
            pool[head * NODE + SIZE]--;
        } else if (head == node) {
            // the first node goes: the next one becomes first and takes the size
            int size = pool[node * NODE + SIZE] - 1;
            slots[at] = next >= 0 ? next + 1 : EMPTY;
            if (next >= 0) {
                pool[next * NODE + SIZE] = size;
            }
        } else {
            // the key is listed under another hash: not this caller's to remove
            return;
        }
        if (next >= 0) {
            pool[next * NODE + PREVIOUS] = previous;
        }
        nodeOfKey[key] = -1;
        release(node);
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
