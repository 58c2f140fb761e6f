package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.strings;

import org.junit.jupiter.api.Test;

class BoundedLevenshteinTest {
    /** The textbook full dynamic programme. */
    static int plain(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
            }
        }
        return d[a.length()][b.length()];
    }

    @Test
    void knownDistances() {
        BoundedLevenshtein levenshtein = new BoundedLevenshtein();
        assertEquals(3, levenshtein.distance("kitten".toCharArray(), 6, "sitting".toCharArray(), 7, 10));
        assertEquals(3, levenshtein.distance("kitten".toCharArray(), 6, "sitting".toCharArray(), 7, 2));
        assertEquals(0, levenshtein.distance(new char[0], 0, new char[0], 0, 0));
    }

    @Test
    void equalsThePlainDistanceWithinTheBoundAndBoundPlusOneBeyond() {
        BoundedLevenshtein levenshtein = new BoundedLevenshtein();
        qt().forAll(
                        strings().betweenCodePoints('a', 'd').ofLengthBetween(0, 25),
                        strings().betweenCodePoints('a', 'd').ofLengthBetween(0, 25),
                        integers().between(0, 30))
                .checkAssert((a, b, bound) -> {
                    int expected = plain(a, b);
                    int actual = levenshtein.distance(a.toCharArray(), a.length(), b.toCharArray(), b.length(), bound);
                    assertEquals(expected <= bound ? expected : bound + 1, Math.min(actual, bound + 1));
                    if (expected <= bound) {
                        assertEquals(expected, actual);
                    }
                });
    }

    @Test
    void rowsLongerThanTheFirstBuffersGrowThemAndAShorterCallAfterwardsIsStillExact() {
        // the row buffers start at 64 cells: a row of m characters needs m + 2
        BoundedLevenshtein levenshtein = new BoundedLevenshtein();
        for (int m = 60; m <= 70; m++) {
            String b = "ab".repeat(m).substring(0, m);
            String a = "x" + b.substring(1, m - 1) + "yz";
            for (int bound : new int[] {2, 3, 4, m + 2}) {
                int expected = plain(a, b);
                assertEquals(
                        Math.min(expected, bound + 1),
                        levenshtein.distance(a.toCharArray(), a.length(), b.toCharArray(), m, bound),
                        "m = " + m + ", bound " + bound);
            }
        }
        // the buffers now hold cells of the long rows: a short call must not read them
        assertEquals(2, levenshtein.distance("abcd".toCharArray(), 4, "abXY".toCharArray(), 4, 2));
        assertEquals(3, levenshtein.distance("abcd".toCharArray(), 4, "XYZd".toCharArray(), 4, 2));
    }

    @Test
    void aDistanceEqualToTheBoundIsReturnedAndOneMoreIsBoundPlusOne() {
        BoundedLevenshtein levenshtein = new BoundedLevenshtein();
        char[] a = "abcdef".toCharArray();
        // two substitutions, two deletions, a deletion and an insertion
        assertEquals(2, levenshtein.distance(a, 6, "aXcdeY".toCharArray(), 6, 2));
        assertEquals(2, levenshtein.distance(a, 6, "aXcdeY".toCharArray(), 6, 1));
        assertEquals(1, levenshtein.distance(a, 6, "aXcdeY".toCharArray(), 6, 0));
        assertEquals(2, levenshtein.distance(a, 6, "bcde".toCharArray(), 4, 2));
        assertEquals(2, levenshtein.distance(a, 6, "bcdefg".toCharArray(), 6, 2));
        assertEquals(2, levenshtein.distance(a, 6, "bcdefg".toCharArray(), 6, 1));
        // one side empty: the other's length, within the bound or not
        assertEquals(3, levenshtein.distance(new char[0], 0, "abc".toCharArray(), 3, 3));
        assertEquals(3, levenshtein.distance("abc".toCharArray(), 3, new char[0], 0, 3));
        assertEquals(3, levenshtein.distance("abc".toCharArray(), 3, new char[0], 0, 2));
    }

    /**
     * The band's edges, on fresh buffers and on buffers a longer call left dirty: the cell past the
     * first row's band (a bound one below the longer length) is written, not left from an earlier
     * call, and rows whose band starts right of column 0 give the distance too.
     */
    @Test
    void theBandsEdgesAreWrittenNotLeftFromAnEarlierCall() {
        for (boolean dirty : new boolean[] {false, true}) {
            BoundedLevenshtein levenshtein = new BoundedLevenshtein();
            if (dirty) {
                levenshtein.distance("abcdefgh".toCharArray(), 8, "abcdefgh".toCharArray(), 8, 8);
            }
            // bound 2 = m - 1: the first row's band reaches the last column
            assertEquals(3, levenshtein.distance("x".toCharArray(), 1, "abc".toCharArray(), 3, 2), "dirty " + dirty);
            assertEquals(2, levenshtein.distance("c".toCharArray(), 1, "abc".toCharArray(), 3, 2), "dirty " + dirty);
            // rows past the bound start right of column 0, with their left neighbour over the bound
            assertEquals(
                    3, levenshtein.distance("abcdef".toCharArray(), 6, "xbxdey".toCharArray(), 6, 2), "dirty " + dirty);
            assertEquals(
                    2, levenshtein.distance("abcdef".toCharArray(), 6, "xbcdey".toCharArray(), 6, 2), "dirty " + dirty);
            assertEquals(
                    4, levenshtein.distance("aaaa".toCharArray(), 4, "bbbbbb".toCharArray(), 6, 3), "dirty " + dirty);
        }
    }
}
