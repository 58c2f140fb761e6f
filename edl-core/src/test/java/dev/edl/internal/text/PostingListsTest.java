package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    private static List<List<Integer>> walk(PostingLists lists, int slot) {
        List<List<Integer>> postings = new ArrayList<>();
        for (int node = lists.head(slot); node >= 0; node = lists.next(node)) {
            postings.add(List.of(lists.id(node), lists.value(node)));
        }
        return postings;
    }
}
