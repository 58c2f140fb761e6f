package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LineIndexTest {
    @Test
    void aHashAboveTheLimitBecomesCommon() {
        LineIndex index = new LineIndex(4, 2);
        assertNull(index.get(7));
        index.add(7, 1);
        index.add(7, 2);
        assertEquals(2, posting(index, 7).size);
        index.add(7, 3);
        assertTrue(posting(index, 7).common);
        index.remove(7, 1);
        index.add(7, 4);
        assertTrue(posting(index, 7).common);
        assertEquals(0, posting(index, 7).size);
    }

    private static LineIndex.Posting posting(LineIndex index, int hash) {
        return Objects.requireNonNull(index.get(hash));
    }

    /** Random adds, removes and moves (remove + add) against a map of key sets (a few hashes, so lists collide). */
    @Test
    void keysEqualAModel() {
        qt().forAll(
                        lists().of(integers().between(0, 1 << 20)).ofSizeBetween(1, 200),
                        integers().between(1, 6))
                .checkAssert((operations, limit) -> {
                    LineIndex index = new LineIndex(1, limit);
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
                            index.remove(hash, key);
                            keys.remove(key);
                        } else {
                            int key = keys.iterator().next();
                            index.remove(hash, key);
                            index.add(hash, -1 - nextKey);
                            keys.remove(key);
                            keys.add(-1 - nextKey);
                            nextKey++;
                        }
                        for (Map.Entry<Integer, Set<Integer>> entry : model.entrySet()) {
                            LineIndex.Posting posting = index.get(entry.getKey());
                            if (posting == null) {
                                assertTrue(entry.getValue().isEmpty());
                                continue;
                            }
                            assertEquals(common.contains(entry.getKey()), posting.common);
                            List<Integer> actual = new ArrayList<>();
                            Arrays.stream(posting.keys, 0, posting.size).forEach(actual::add);
                            assertEquals(entry.getValue(), new HashSet<>(actual));
                            assertEquals(entry.getValue().size(), actual.size());
                        }
                    }
                });
    }
}
