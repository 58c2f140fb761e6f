package dev.edl.internal.text;

import java.util.Arrays;

/**
 * Lists of postings under {@code int} keys, all in primitive arrays: the table and node pool that
 * {@link LineHashIndex} (line hash → line ids) and {@link GramIndex} (gram key → line id and
 * column) share. A posting is an id (a line id: non-negative, never reused once killed) and a
 * value (what the owner needs besides, e.g. a column).
 *
 * <p><b>Layout and cost.</b> An open-addressing table, at most half full, of slots of two ints side
 * by side (the key, and its state: unused, common, empty, or 1 + the first node of its list); a
 * pool of 16-byte nodes (id, value, next node, and in a list's first node the list's size) so that
 * a probe or a step touches one cache line. That is 16 bytes per posting plus 8 to 16 per distinct
 * key, and one bit per id ever killed; the pool grows by half when full, the table doubles. No
 * object per key or per posting, so a large index is a few arrays, not garbage to trace.
 *
 * <p><b>Killing.</b> {@link #kill} only sets the id's bit in a bitset small enough to stay in the
 * caches; a dead id's nodes leave a list when a later {@link #head} or {@link #add} walks it
 * (lazy purge), and go to a free list for reuse. Until then a list's size counts them too, so
 * garbage is bounded by the postings of the ids killed since. A key whose live postings would
 * exceed the limit becomes <em>common</em>: its postings are freed for good and it keeps its slot,
 * so that the owner knows to fall back to a scan. Slots are never removed, so probing needs no
 * tombstones. Not thread-safe.
 */
final class PostingLists {
    private static final int UNUSED = 0;
    private static final int COMMON = -1;
    private static final int EMPTY = -2;

    private static final int NODE = 4;
    private static final int ID = 0;
    private static final int VALUE = 1;
    private static final int NEXT = 2;
    private static final int SIZE = 3;

    private final int limit;

    private int[] slots;
    private int mask;
    private int used;

    private int[] pool;
    /** Nodes ever taken from the pool; freed ones are chained from {@link #free}. */
    private int nodes;

    private int free = -1;
    /** One bit per id, set once the id is killed. */
    private long[] dead;

    /**
     * @param expectedKeys distinct keys to size the table for
     * @param expectedPostings postings to size the pool for
     * @param expectedIds ids to size the dead-id bits for
     * @param limit the most live postings a key may hold before it becomes common
     */
    PostingLists(int expectedKeys, int expectedPostings, int expectedIds, int limit) {
        this.limit = limit;
        int capacity = Integer.highestOneBit(Math.max(16, expectedKeys * 2)) * 2;
        this.slots = new int[capacity * 2];
        this.mask = capacity - 1;
        this.pool = new int[Math.max(16, expectedPostings) * NODE];
        this.dead = new long[(Math.max(16, expectedIds) >>> 6) + 1];
    }

    /** The slot of a key, or -1 when it was never added. */
    int find(int key) {
        for (int slot = HashSpread.spread(key) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                return -1;
            }
            if (slots[slot * 2] == key) {
                return slot;
            }
        }
    }

    /**
     * At least how many live postings a slot holds (dead ones no walk has dropped yet count too).
     *
     * @return the bound, 0 only when it holds none, or -1 when the key is common
     */
    int size(int slot) {
        int state = slots[slot * 2 + 1];
        if (state == COMMON) {
            return -1;
        }
        return state > 0 ? pool[(state - 1) * NODE + SIZE] : 0;
    }

    /**
     * The first node of a slot's list after dropping its dead postings, or -1 when it has none (or
     * the key is common). Walk on with {@link #next}; {@link #size} is then exact.
     */
    int head(int slot) {
        int at = slot * 2 + 1;
        int state = slots[at];
        return state > 0 ? purge(at, state - 1) : -1;
    }

    int id(int node) {
        return pool[node * NODE + ID];
    }

    int value(int node) {
        return pool[node * NODE + VALUE];
    }

    /** The next node of a list, or -1. */
    int next(int node) {
        return pool[node * NODE + NEXT];
    }

    /**
     * The state at a key's first probe, read only so that a caller about to add many keys can
     * start their memory loads at once, before the adds that depend on them.
     */
    int touch(int key) {
        return slots[(HashSpread.spread(key) & mask) * 2 + 1];
    }

    /**
     * The id in the first node of a slot state that {@link #touch} read, or -1 when the state names
     * no node: read, like {@code touch}, only to start a memory load early (the node may belong to
     * another key, or hold a dead id).
     */
    int touchFirstId(int state) {
        return state > 0 ? pool[(state - 1) * NODE + ID] : -1;
    }

    /**
     * Adds a posting at the front of a key's list (nothing if the key is or becomes common).
     *
     * @return false when the key is common (now or before)
     */
    boolean add(int key, int id, int value) {
        int at = findOrCreate(key) * 2 + 1;
        int state = slots[at];
        if (state == COMMON) {
            return false;
        }
        int head = state > 0 ? state - 1 : -1;
        int size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        if (size >= limit) {
            head = purge(at, head);
            size = head >= 0 ? pool[head * NODE + SIZE] : 0;
        }
        if (size >= limit) {
            // too common to index: drop its postings for good
            for (int node = head; node >= 0; ) {
                int next = pool[node * NODE + NEXT];
                release(node);
                node = next;
            }
            slots[at] = COMMON;
            return false;
        }
        int node = take();
        pool[node * NODE + ID] = id;
        pool[node * NODE + VALUE] = value;
        pool[node * NODE + NEXT] = head;
        pool[node * NODE + SIZE] = size + 1;
        slots[at] = node + 1;
        return true;
    }

    /** Kills an id: its postings are dropped lazily (see the class comment). */
    void kill(int id) {
        int word = id >>> 6;
        if (word >= dead.length) {
            dead = Arrays.copyOf(dead, Math.max(word + 1, dead.length * 2));
        }
        dead[word] |= 1L << id;
    }

    boolean isDead(int id) {
        int word = id >>> 6;
        return word < dead.length && (dead[word] & 1L << id) != 0;
    }

    /** Bytes held by the arrays (table, node pool, dead-id bits). */
    long bytes() {
        return 4L * slots.length + 4L * pool.length + 8L * dead.length;
    }

    /**
     * Unlinks and frees the nodes of dead ids in the list whose slot state is at {@code at} and
     * whose first node is {@code head}; keeps the size in the (new) first node.
     *
     * @return the first live node, or -1
     */
    private int purge(int at, int head) {
        int first = -1;
        int last = -1;
        int live = 0;
        for (int node = head; node >= 0; ) {
            int next = pool[node * NODE + NEXT];
            if (isDead(pool[node * NODE + ID])) {
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
            pool = Arrays.copyOf(pool, Math.max(pool.length + pool.length / 2 / NODE * NODE, 16 * NODE));
        }
        return nodes++;
    }

    private void release(int node) {
        pool[node * NODE + NEXT] = free;
        free = node;
    }

    private int findOrCreate(int key) {
        for (int slot = HashSpread.spread(key) & mask; ; slot = (slot + 1) & mask) {
            int state = slots[slot * 2 + 1];
            if (state == UNUSED) {
                slots[slot * 2] = key;
                slots[slot * 2 + 1] = EMPTY;
                if (++used * 2 > mask + 1) {
                    grow();
                    return find(key);
                }
                return slot;
            }
            if (slots[slot * 2] == key) {
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
