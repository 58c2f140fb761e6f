package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;

class HashSpreadTest {

    @Test
    void multipliesByTheGoldenRatioThenFoldsTheHighHalfIn() {
        assertEquals(0, HashSpread.spread(0));
        assertEquals(0x9E3779B9 ^ 0x9E37, HashSpread.spread(1));
        qt().forAll(integers().all()).checkAssert(hash -> {
            int mixed = hash * 0x9E3779B9;
            assertEquals(mixed ^ (mixed >>> 16), HashSpread.spread(hash));
        });
    }

    @Test
    void isABijectionSoDistinctHashesStayDistinct() {
        // the fold is undone by folding again, the multiplier (odd) by its inverse modulo 2^32
        int inverse = 0x144CBC89;
        assertEquals(1, 0x9E3779B9 * inverse);
        qt().forAll(integers().all()).checkAssert(hash -> {
            int spread = HashSpread.spread(hash);
            int mixed = spread ^ (spread >>> 16);
            assertEquals(hash, mixed * inverse);
        });
    }
}
