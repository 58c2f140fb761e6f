package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HashSpreadTest {

    @Test
    void foldsTheHighHalfDownMultipliesByTheGoldenRatioThenFoldsAgain() {
        assertEquals(0, HashSpread.spread(0));
        assertEquals(0x9E3779B9 ^ 0x9E37, HashSpread.spread(1));
        qt().forAll(integers().all()).checkAssert(hash -> {
            int mixed = (hash ^ (hash >>> 16)) * 0x9E3779B9;
            assertEquals(mixed ^ (mixed >>> 16), HashSpread.spread(hash));
        });
    }

    @Test
    void isABijectionSoDistinctHashesStayDistinct() {
        // each fold is undone by folding again, the multiplier (odd) by its inverse modulo 2^32
        int inverse = 0x144CBC89;
        assertEquals(1, 0x9E3779B9 * inverse);
        qt().forAll(integers().all()).checkAssert(hash -> {
            int spread = HashSpread.spread(hash);
            int folded = (spread ^ (spread >>> 16)) * inverse;
            assertEquals(hash, folded ^ (folded >>> 16));
        });
    }

    @Test
    void hashesThatDifferOnlyInTheirTopByteGetDifferentSlots() {
        // gram keys of grams that differ only in their first character differ only in the top byte
        Set<Integer> slots = new HashSet<>();
        for (int top = 0; top < 256; top++) {
            slots.add(HashSpread.spread(top << 24 | 0x5A5A5A) & 0xFFF);
        }
        assertTrue(slots.size() > 200, () -> slots.size() + " distinct slots of 256 hashes");
    }
}
