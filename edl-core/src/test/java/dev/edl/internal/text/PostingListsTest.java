package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.api.Test;

class PostingListsTest {
    @Test
    void aKeyOverTheLimitBecomesCommonAndKilledIdsLeaveOnTheNextWalk() {
        PostingLists lists = new PostingLists(1, 1, 1, 2);
        lists.add(5, 1, 10);
        lists.add(5, 2, 20);
        lists.kill(1);
        int slot = lists.find(5);
        assertEquals(2, lists.size(slot));
        assertEquals(List.of(List.of(2, 20)), walk(lists, slot));
        assertEquals(1, lists.size(slot));
        lists.add(5, 3, 30);
        lists.add(5, 4, 40);
        assertEquals(-1, lists.size(slot));
        assertEquals(List.of(), walk(lists, slot));
        assertEquals(-1, lists.find(6));
        assertTrue(lists.bytes() > 0);
    }

    /** Adds and kills at random; every walk agrees with a map of lists and a set of dead ids. */
    @Test
    void matchesANaiveModel() {
        qt().withExamples(300)
                .forAll(
                        lists().of(integers().between(0, 1_000_000)).ofSizeBetween(0, 400),
                        integers().between(1, 6))
                .checkAssert((operations, limit) -> {
                    PostingLists lists = new PostingLists(2, 2, 2, limit);
                    Map<Integer, List<List<Integer>>> model = new HashMap<>();
                    Set<Integer> common = new HashSet<>();
                    Set<Integer> dead = new HashSet<>();
                    int nextId = 0;
                    for (int operation : operations) {
                        int key = operation % 37 * 1_000_003;
                        switch (operation % 3) {
                            case 0, 1 -> {
                                int id = nextId++;
                                if (!common.contains(key)) {
                                    List<List<Integer>> live = model.computeIfAbsent(key, k -> new ArrayList<>());
                                    live.removeIf(p -> dead.contains(p.get(0)));
                                    if (live.size() >= limit) {
                                        common.add(key);
                                        model.remove(key);
                                    } else {
                                        live.add(0, List.of(id, operation));
                                    }
                                }
                                lists.add(key, id, operation);
                            }
                            default -> {
                                if (nextId > 0) {
                                    int id = operation % nextId;
                                    dead.add(id);
                                    lists.kill(id);
                                }
                            }
                        }
                        int probe = operation / 3 % 37 * 1_000_003;
                        int slot = lists.find(probe);
                        if (common.contains(probe)) {
                            assertEquals(-1, lists.size(slot));
                            assertEquals(List.of(), walk(lists, slot));
                        } else if (!model.containsKey(probe)) {
                            assertEquals(-1, slot);
                        } else {
                            List<List<Integer>> live = new ArrayList<>(model.get(probe));
                            live.removeIf(p -> dead.contains(p.get(0)));
                            assertTrue(lists.size(slot) >= live.size());
                            assertEquals(live, walk(lists, slot));
                            assertEquals(live.size(), lists.size(slot));
                        }
                    }
                });
    }

    @Test
    void touchingAKeyReadsItsFirstProbesStateAndThatStatesFirstId() {
        PostingLists lists = new PostingLists(16, 16, 16, 8);
        assertEquals(-1, lists.touchFirstId(lists.touch(5)), "an unused slot names no node");
        lists.add(5, 7, 0);
        lists.add(5, 9, 0);
        assertEquals(9, lists.touchFirstId(lists.touch(5)), "the newest posting heads the list");
        assertEquals(-1, lists.touchFirstId(0));
        assertEquals(-1, lists.touchFirstId(-2), "an emptied list");
    }

    @Test
    void addTellsWhetherTheKeyIsStillIndexed() {
        PostingLists lists = new PostingLists(1, 1, 1, 2);
        assertTrue(lists.add(5, 1, 10));
        assertTrue(lists.add(5, 2, 20));
        assertFalse(lists.add(5, 3, 30));
        assertFalse(lists.add(5, 4, 40));
        assertTrue(lists.add(6, 5, 50));
    }

    @Test
    void touchReadsTheStateOfAKeysFirstSlot() {
        PostingLists lists = new PostingLists(1, 1, 1, 2);
        assertEquals(0, lists.touch(5));
        lists.add(5, 1, 10);
        // one key in the table: its first slot is its own, holding 1 + its first node
        assertEquals(1, lists.touch(5));
        lists.add(5, 2, 20);
        assertEquals(2, lists.touch(5));
    }

    /** 4 bytes per table int (two per slot), 16 per node, 8 per 64 ids. */
    @Test
    void bytesCountTheTableThePoolAndTheDeadBits() {
        // 100 keys: 256 slots (at most half full); 100 nodes; 100 ids in two longs
        assertEquals(256 * 8 + 100 * 16 + 2 * 8, new PostingLists(100, 100, 100, 4).bytes());
        // at least 32 slots, 16 nodes and one long
        assertEquals(32 * 8 + 16 * 16 + 8, new PostingLists(1, 1, 1, 4).bytes());
    }

    @Test
    void theTableDoublesOnceMoreThanHalfFull() {
        PostingLists lists = new PostingLists(1, 64, 1, 4);
        long empty = lists.bytes();
        for (int key = 0; key < 16; key++) {
            lists.add(key, key, 0);
        }
        assertEquals(empty, lists.bytes());
        lists.add(16, 16, 0);
        assertEquals(empty + 32 * 8, lists.bytes());
        for (int key = 0; key <= 16; key++) {
            assertEquals(List.of(List.of(key, 0)), walk(lists, lists.find(key)));
        }
    }

    @Test
    void thePoolGrowsByHalfOnceFull() {
        PostingLists lists = new PostingLists(100, 1, 1, 100);
        long empty = lists.bytes();
        for (int id = 0; id < 16; id++) {
            lists.add(7, id, id);
        }
        assertEquals(empty, lists.bytes());
        lists.add(7, 16, 16);
        assertEquals(empty + 8 * 16, lists.bytes());
        assertEquals(17, walk(lists, lists.find(7)).size());
    }

    @Test
    void theNodesOfKilledIdsAreReused() {
        PostingLists lists = new PostingLists(100, 1, 1, 100);
        for (int id = 0; id < 16; id++) {
            lists.add(7, id, id);
        }
        long full = lists.bytes();
        for (int id = 0; id < 4; id++) {
            lists.kill(id);
        }
        assertEquals(12, walk(lists, lists.find(7)).size());
        for (int id = 16; id < 20; id++) {
            lists.add(8, id, id);
        }
        // the four freed nodes took the new postings: the pool did not grow
        assertEquals(full, lists.bytes());
        assertEquals(
                List.of(List.of(19, 19), List.of(18, 18), List.of(17, 17), List.of(16, 16)),
                walk(lists, lists.find(8)));
    }

    @Test
    void theNodesOfAKeyThatBecomesCommonAreReused() {
        PostingLists lists = new PostingLists(100, 1, 1, 2);
        for (int id = 0; id < 16; id++) {
            lists.add(id / 2, id, id);
        }
        long full = lists.bytes();
        lists.add(0, 16, 16);
        lists.add(100, 17, 17);
        lists.add(100, 18, 18);
        assertEquals(full, lists.bytes());
        assertEquals(List.of(List.of(18, 18), List.of(17, 17)), walk(lists, lists.find(100)));
    }

    @Test
    void killingAnIdFarBeyondTheExpectedOnesAtLeastDoublesTheDeadBits() {
        // 640 ids: 11 longs; id 704 needs a 12th, and the bits double to 22
        PostingLists lists = new PostingLists(1, 1, 640, 4);
        long before = lists.bytes();
        lists.kill(704);
        assertEquals(before + 11 * 8, lists.bytes());
        assertTrue(lists.isDead(704));
        assertFalse(lists.isDead(703));
    }

    private static List<List<Integer>> walk(PostingLists lists, int slot) {
        List<List<Integer>> postings = new ArrayList<>();
        for (int node = lists.head(slot); node >= 0; node = lists.next(node)) {
            postings.add(List.of(lists.id(node), lists.value(node)));
        }
        return postings;
    }
}
