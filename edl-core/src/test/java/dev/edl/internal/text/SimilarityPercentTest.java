package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.integers;

import org.junit.jupiter.api.Test;

class SimilarityPercentTest {
    @Test
    void roundsDownSoThatNearlyEqualIsNeverAHundred() {
        assertEquals(99, SimilarityPercent.of(0.996));
        assertEquals(99, SimilarityPercent.of(0.99999));
        assertEquals(100, SimilarityPercent.of(1.0));
        assertEquals(0, SimilarityPercent.of(0.0));
        assertEquals(0, SimilarityPercent.of(0.0099));
        assertEquals(49, SimilarityPercent.of(0.4999));
    }

    @Test
    void wholePercentagesWhoseBinaryValueFallsShortStillShowAsThemselves() {
        // 0.29 * 100 == 28.999999999999996 and 0.57 * 100 == 56.99999999999999 in double arithmetic
        assertEquals(29, SimilarityPercent.of(0.29));
        assertEquals(57, SimilarityPercent.of(0.57));
        qt().forAll(integers().between(0, 100)).checkAssert(k -> assertEquals(k, SimilarityPercent.of(k / 100.0)));
    }

    @Test
    void justBelowAWholePercentageIsThePercentageBelow() {
        qt().forAll(integers().between(1, 100))
                .checkAssert(k -> assertEquals(k - 1, SimilarityPercent.of(k / 100.0 - 1e-7)));
    }

    @Test
    void agreesWithTheExactFloorAwayFromTheBoundaries() {
        qt().forAll(doubles().between(0, 1))
                .assuming(s -> {
                    double scaled = s * 100;
                    return scaled - Math.floor(scaled) > 1e-6;
                })
                .checkAssert(s -> assertEquals((int) Math.floor(s * 100), SimilarityPercent.of(s)));
    }
}
