package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class LineHashIndexTest {
    @Test
    void aHashAboveTheLimitBecomesCommon() {
        LineHashIndex index = new LineHashIndex(4, 2);
        assertEquals(-1, index.find(7));
        index.add(7, 1);
        index.add(7, 2);
        assertEquals(List.of(2, 1), keys(index, 7));
        index.add(7, 3);
        assertEquals(-1, index.count(index.find(7)));
        assertEquals(0, index.keys(index.find(7)).length);
        index.remove(1);
        index.add(7, 4);
        assertEquals(-1, index.count(index.find(7)));
    }

    @Test
    void removedKeysDoNotCountTowardsTheLimit() {
        LineHashIndex index = new LineHashIndex(4, 2);
        index.add(7, 1);
        index.add(7, 2);
        index.remove(1);
        // the dead node still counts until a walk drops it
        assertEquals(2, index.count(index.find(7)));
        index.add(7, 3);
        assertEquals(List.of(3, 2), keys(index, 7));
        index.remove(3);
        index.remove(2);
        assertEquals(List.of(), keys(index, 7));
        assertEquals(0, index.count(index.find(7)));
    }

    @Test
    void removedKeysLeaveAnEmptyListAndTheirNodesAreReused() {
        LineHashIndex index = new LineHashIndex(1, 8);
        for (int key = 0; key < 40; key++) {
            index.add(key % 5, key);
        }
        for (int key = 0; key < 40; key += 2) {
            index.remove(key);
        }
        assertEquals(List.of(35, 25, 15, 5), keys(index, 0));
        index.remove(35);
        index.remove(25);
        index.remove(15);
        index.remove(5);
        assertEquals(List.of(), keys(index, 0));
        index.add(0, 99);
        assertEquals(List.of(99), keys(index, 0));
        assertEquals(List.of(39, 29, 19, 9), keys(index, 4));
    }

    @Test
    void aRemovedKeyIsNeverAddedAgain() {
        LineHashIndex index = new LineHashIndex(4, 8);
        index.add(7, 1);
        index.remove(1);
        // its node is still in the list: adding it again would bring it back to life
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> index.add(9, 1));
        assertEquals("key 1 was removed: keys are never added again", error.getMessage());
        // keys far beyond the first ones are removed and checked alike
        index.add(7, 100_000);
        index.remove(100_000);
        assertEquals(List.of(), keys(index, 7));
        assertThrows(IllegalArgumentException.class, () -> index.add(7, 100_000));
    }

    @Test
    void addAllAddsOnlyTheGivenRange() {
        LineHashIndex index = new LineHashIndex(4, 8);
        int[] hashes = {7, 7, 9};
        int[] keys = {1, 2, 3};
        index.addAll(hashes, keys, 1, 3);
        assertEquals(List.of(2), keys(index, 7));
        assertEquals(List.of(3), keys(index, 9));
        // an empty range at the arrays' end reads nothing
        index.addAll(hashes, keys, 3, 3);
        assertEquals(List.of(2), keys(index, 7));
    }

    @Test
    void linesOfThirtyTwoCharactersOnAverageSizeTheIndexForEveryLine() {
        // for all 100 lines: 256 slots, 106 nodes; for half of them: 128 slots, 53 nodes (a
        // sixteenth of room for edits; and 100 ids' bits both)
        assertEquals(
                256 * 8 + 106 * 16 + 2 * 8, LineHashIndex.forLines(100, 3200, 8).bytes());
        assertEquals(
                128 * 8 + 53 * 16 + 2 * 8, LineHashIndex.forLines(100, 3199, 8).bytes());
    }

    /** The keys of a hash, newest first; null when never indexed or common. */
    private static @Nullable List<Integer> keys(LineHashIndex index, int hash) {
        int slot = index.find(hash);
        if (slot < 0 || index.count(slot) < 0) {
            return null;
        }
        List<Integer> keys = new ArrayList<>();
        for (int key : index.keys(slot)) {
            keys.add(key);
        }
        // a walk drops the dead nodes, so the count is exact after it
        assertEquals(index.count(slot), keys.size());
        return keys;
    }

    /** Random adds, removes and moves (remove + add) against a map of key sets (a few hashes, so lists collide). */
    @Test
    void keysEqualAModel() {
        qt().forAll(
                        lists().of(integers().between(0, 1 << 20)).ofSizeBetween(1, 200),
                        integers().between(1, 6))
                .checkAssert((operations, limit) -> {
                    LineHashIndex index = new LineHashIndex(1, limit);
                    Map<Integer, Set<Integer>> model = new HashMap<>();
                    Set<Integer> common = new HashSet<>();
                    int nextKey = 0;
                    for (int operation : operations) {
                        // hashes spread over the int range so that slots collide after masking
                        int hash = (operation % 9) * 0x10000001;
                        Set<Integer> keys = model.computeIfAbsent(hash, h -> new HashSet<>());
                        int kind = (operation >>> 4) % 3;
                        if (kind == 0 || keys.isEmpty()) {
                            index.add(hash, nextKey);
                            if (!common.contains(hash)) {
                                if (keys.size() >= limit) {
                                    common.add(hash);
                                    keys.clear();
                                } else {
                                    keys.add(nextKey);
                                }
                            }
                            nextKey++;
                        } else if (kind == 1) {
                            int key = keys.iterator().next();
                            index.remove(key);
                            keys.remove(key);
                        } else {
                            int key = keys.iterator().next();
                            index.remove(key);
                            index.add(hash, nextKey);
                            keys.remove(key);
                            keys.add(nextKey);
                            nextKey++;
                        }
                        for (Map.Entry<Integer, Set<Integer>> entry : model.entrySet()) {
                            int slot = index.find(entry.getKey());
                            if (slot < 0) {
                                assertTrue(entry.getValue().isEmpty());
                                continue;
                            }
                            assertEquals(common.contains(entry.getKey()), index.count(slot) < 0);
                            List<Integer> actual = keys(index, entry.getKey());
                            List<Integer> listed = actual == null ? List.of() : actual;
                            assertEquals(entry.getValue(), new HashSet<>(listed));
                            assertEquals(entry.getValue().size(), listed.size());
                        }
                    }
                });
    }
}
