package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommonSubsequenceTest {

    @Test
    void findsALongestCommonSubsequenceOfRandomSequences() {
        qt().withExamples(3000)
                .forAll(
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 40),
                        lists().of(integers().between(0, 4)).ofSizeBetween(0, 40))
                .checkAssert(CommonSubsequenceTest::checkAgainstDynamicProgramming);
    }

    @Test
    void findsALongestCommonSubsequenceOfLongSequencesWithFewValues() {
        qt().withExamples(300)
                .forAll(
                        lists().of(integers().between(0, 1)).ofSizeBetween(50, 300),
                        lists().of(integers().between(0, 2)).ofSizeBetween(50, 300))
                .checkAssert(CommonSubsequenceTest::checkAgainstDynamicProgramming);
    }

    /**
     * One side much longer than the other, in both orders: the two searches then meet on
     * diagonals near the ends of their frontiers.
     */
    @Test
    void findsALongestCommonSubsequenceOfLopsidedSequences() {
        qt().withExamples(500)
                .forAll(
                        lists().of(integers().between(0, 3)).ofSizeBetween(5, 40),
                        lists().of(integers().between(0, 3)).ofSizeBetween(1, 4))
                .checkAssert((longer, shorter) -> {
                    checkAgainstDynamicProgramming(longer, shorter);
                    checkAgainstDynamicProgramming(shorter, longer);
                });
    }

    @Test
    void aLongSequenceAgainstOneElementItHoldsMatchesIt() {
        int[] matchA = new int[1];
        int[] matchB = new int[1];
        int[] a = {0, 1, 2, 1, 0, 2, 0, 0, 1, 2};
        assertEquals(1, CommonSubsequence.find(a, a.length, new int[] {1}, 1, matchA, matchB));
        assertEquals(1, a[matchA[0]]);
        assertEquals(0, matchB[0]);
    }

    @Test
    void sharedNothingGivesNoPairs() {
        int[] match = new int[3];
        assertEquals(0, CommonSubsequence.find(new int[] {1, 2, 3}, 3, new int[] {4, 5, 6}, 3, match, new int[3]));
    }

    @Test
    void onlyTheGivenLengthsAreRead() {
        int[] matchA = new int[2];
        int[] matchB = new int[2];
        int count = CommonSubsequence.find(new int[] {7, 8, 9}, 2, new int[] {8, 7, 9}, 2, matchA, matchB);
        assertEquals(1, count);
    }

    @Test
    void manySeparatedChangesInLongSequencesAreAllFound() {
        int size = 50_000;
        int[] a = new int[size];
        int[] b = new int[size];
        for (int i = 0; i < size; i++) {
            a[i] = i % 100 == 50 ? -1 : i; // every hundredth element differs: 500 splits
            b[i] = i % 100 == 50 ? -2 : i;
        }
        int[] matchA = new int[size];
        int[] matchB = new int[size];
        assertEquals(size - size / 100, CommonSubsequence.find(a, size, b, size, matchA, matchB));
    }

    private static void checkAgainstDynamicProgramming(List<Integer> aList, List<Integer> bList) {
        int[] a = aList.stream().mapToInt(Integer::intValue).toArray();
        int[] b = bList.stream().mapToInt(Integer::intValue).toArray();
        int[] matchA = new int[Math.min(a.length, b.length)];
        int[] matchB = new int[matchA.length];
        int count = CommonSubsequence.find(a, a.length, b, b.length, matchA, matchB);
        assertEquals(longestLength(a, b), count, () -> aList + " / " + bList);
        for (int i = 0; i < count; i++) {
            assertEquals(a[matchA[i]], b[matchB[i]]);
            assertTrue(i == 0 || (matchA[i] > matchA[i - 1] && matchB[i] > matchB[i - 1]));
        }
    }

    /** The textbook quadratic table. */
    private static int longestLength(int[] a, int[] b) {
        int[][] table = new int[a.length + 1][b.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            for (int j = b.length - 1; j >= 0; j--) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
            }
        }
        return table[0][0];
    }
}
