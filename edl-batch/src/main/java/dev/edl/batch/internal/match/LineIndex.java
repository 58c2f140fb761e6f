package dev.edl.batch.internal.match;

import java.util.Arrays;

/**
 * An index from line hash to the keys of the lines with that hash: an open-addressing table on
 * {@code int} hashes whose key lists live in one pool of doubly linked nodes, all in primitive
 * arrays (no object per hash or per line, so a 100,000-line index is a few arrays, not garbage for
 * the collector to trace). Keys are non-negative and each is indexed under one hash at a time; a
 * key's node is found directly, so removing a key costs the same whatever its list's length. A hash held by more lines than the limit becomes <em>common</em>: its keys
 * are dropped for good and the index no longer answers for it. Slots are never removed (an emptied
 * list stays), so probing needs no tombstones. Not thread-safe.
 *
 * <p>Reading: {@link #find} gives a hash's slot, {@link #count} its number of keys, and {@link
 * #first}/{@link #next}/{@link #key} walk them.
 */
final class LineIndex {
    private final int limit;

    private int[] slotHash;
    /** Per slot: 0 unused, -1 common, else 1 + the number of keys. */
    private int[] slotState;
    /** Per slot: the first node of its key list, or -1. */
    private int[] slotHead;

    private int used;

    private int[] nodeKey;
    private int[] nodeNext;
    private int[] nodePrev;
    /** Per key: its node, or -1. */
    private int[] nodeOfKey;
    /** Nodes ever taken from the pool; freed ones are chained from {@link #free}. */
    private int nodes;

    private int free = -1;

    LineIndex(int expectedLines, int limit) {
        this.limit = limit;
        int capacity = Integer.highestOneBit(Math.max(16, expectedLines * 2)) * 2;
        this.slotHash = new int[capacity];
        this.slotState = new int[capacity];
        this.slotHead = new int[capacity];
        this.nodeKey = new int[Math.max(16, expectedLines)];
        this.nodeNext = new int[nodeKey.length];
        this.nodePrev = new int[nodeKey.length];
        this.nodeOfKey = new int[nodeKey.length];
        Arrays.fill(nodeOfKey, -1);
    }

    /**
     * The slot of a hash.
     *
     * @return the slot, or -1 when the hash was never indexed
     */
    int find(int hash) {
        int mask = slotHash.length - 1;
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
            if (slotState[slot] == 0) {
                return -1;
            }
            if (slotHash[slot] == hash) {
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
        int state = slotState[slot];
        return state < 0 ? -1 : state - 1;
    }

    /** The first node of a slot's keys, or -1. */
    int first(int slot) {
        return slotState[slot] > 0 ? slotHead[slot] : -1;
    }

    /** The node after {@code node}, or -1. */
    int next(int node) {
        return nodeNext[node];
    }

    /** The key a node holds. */
    int key(int node) {
        return nodeKey[node];
    }

    void add(int hash, int key) {
        int slot = findOrCreate(hash);
        int state = slotState[slot];
        if (state < 0) {
            return;
        }
        if (state - 1 >= limit) {
            // too common to index: drop its keys for good
            for (int node = slotHead[slot]; node >= 0; ) {
                int next = nodeNext[node];
                nodeOfKey[nodeKey[node]] = -1;
                release(node);
                node = next;
            }
            slotHead[slot] = -1;
            slotState[slot] = -1;
            return;
        }
        int node = take();
        int head = slotHead[slot];
        nodeKey[node] = key;
        nodeNext[node] = head;
        nodePrev[node] = -1;
        if (head >= 0) {
            nodePrev[head] = node;
        }
        slotHead[slot] = node;
        slotState[slot] = state + 1;
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
        if (slot < 0 || slotState[slot] <= 1) {
            return;
        }
        int previous = nodePrev[node];
        int next = nodeNext[node];
        if (previous >= 0) {
            nodeNext[previous] = next;
        } else if (slotHead[slot] == node) {
            slotHead[slot] = next;
        } else {
            // the key is listed under another hash: not this caller's to remove
            return;
        }
        if (next >= 0) {
            nodePrev[next] = previous;
        }
        nodeOfKey[key] = -1;
        release(node);
        slotState[slot]--;
    }

    private int take() {
        if (free >= 0) {
            int node = free;
            free = nodeNext[node];
            return node;
        }
        if (nodes == nodeKey.length) {
            nodeKey = Arrays.copyOf(nodeKey, nodes * 2);
            nodeNext = Arrays.copyOf(nodeNext, nodes * 2);
            nodePrev = Arrays.copyOf(nodePrev, nodes * 2);
        }
        return nodes++;
    }

    private void release(int node) {
        nodeNext[node] = free;
        free = node;
    }

    private int findOrCreate(int hash) {
        int mask = slotHash.length - 1;
        for (int slot = mix(hash) & mask; ; slot = (slot + 1) & mask) {
            if (slotState[slot] == 0) {
                slotHash[slot] = hash;
                slotState[slot] = 1;
                slotHead[slot] = -1;
                if (++used * 2 > slotHash.length) {
                    grow();
                    return find(hash);
                }
                return slot;
            }
            if (slotHash[slot] == hash) {
                return slot;
            }
        }
    }

    private void grow() {
        int[] oldHash = slotHash;
        int[] oldState = slotState;
        int[] oldHead = slotHead;
        slotHash = new int[oldHash.length * 2];
        slotState = new int[oldHash.length * 2];
        slotHead = new int[oldHash.length * 2];
        int mask = slotHash.length - 1;
        for (int i = 0; i < oldHash.length; i++) {
            if (oldState[i] == 0) {
                continue;
            }
            int slot = mix(oldHash[i]) & mask;
            while (slotState[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slotHash[slot] = oldHash[i];
            slotState[slot] = oldState[i];
            slotHead[slot] = oldHead[i];
        }
    }

    private static int mix(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
