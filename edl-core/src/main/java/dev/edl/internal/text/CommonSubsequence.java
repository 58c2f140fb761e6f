package dev.edl.internal.text;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * A longest common subsequence of two int sequences, by Myers' O((N+M)·D) difference algorithm in
 * linear space: each step finds the "middle snake" of a sub-problem by running the search from both
 * ends until the two meet, then splits the sub-problem there.
 *
 * <p>Cost: time O((N+M)·D) where D is the number of inserted plus deleted elements; memory O(N+M) for
 * the two search frontiers, plus the matches. Sub-problems sit on an explicit stack, so deep splits
 * cannot overflow the call stack; matches are collected in any order and sorted once at the end.
 */
final class CommonSubsequence {
    private final int[] a;
    private final int[] b;
    /** Matched pairs, each packed as {@code aIndex << 32 | bIndex}. */
    private long[] pairs = new long[16];

    private int pairCount;

    private CommonSubsequence(int[] a, int[] b) {
        this.a = a;
        this.b = b;
    }

    /**
     * Writes a longest common subsequence of {@code a[0, aLength)} and {@code b[0, bLength)} as
     * matched index pairs in ascending order.
     *
     * @return the number of pairs written to {@code matchA} and {@code matchB}, each at least that long
     */
    static int find(int[] a, int aLength, int[] b, int bLength, int[] matchA, int[] matchB) {
        CommonSubsequence search = new CommonSubsequence(a, b);
        search.solve(aLength, bLength);
        long[] sorted = Arrays.copyOf(search.pairs, search.pairCount);
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            matchA[i] = (int) (sorted[i] >>> 32);
            matchB[i] = (int) sorted[i];
        }
        return sorted.length;
    }

    private void solve(int aLength, int bLength) {
        Deque<int[]> problems = new ArrayDeque<>();
        problems.push(new int[] {0, aLength, 0, bLength});
        while (!problems.isEmpty()) {
            int[] problem = problems.pop();
            int aLo = problem[0];
            int aHi = problem[1];
            int bLo = problem[2];
            int bHi = problem[3];
            while (aLo < aHi && bLo < bHi && a[aLo] == b[bLo]) {
                match(aLo++, bLo++);
            }
            while (aLo < aHi && bLo < bHi && a[aHi - 1] == b[bHi - 1]) {
                match(--aHi, --bHi);
            }
            if (aLo == aHi || bLo == bHi) {
                continue;
            }
            long split = middleSnake(aLo, aHi, bLo, bHi);
            if (split < 0) {
                continue; // the two sides share no element
            }
            int x = aLo + (int) (split >>> 32);
            int y = bLo + (int) split;
            if ((x == aLo && y == bLo) || (x == aHi && y == bHi)) {
                continue; // a split that leaves the problem whole would never end; not reached by the algorithm
            }
            problems.push(new int[] {aLo, x, bLo, y});
            problems.push(new int[] {x, aHi, y, bHi});
        }
    }

    private void match(int aIndex, int bIndex) {
        if (pairCount == pairs.length) {
            pairs = Arrays.copyOf(pairs, pairs.length * 2);
        }
        pairs[pairCount++] = ((long) aIndex << 32) | bIndex;
    }

    /**
     * The point where a shortest edit path of the sub-problem crosses its middle, as offsets
     * {@code x << 32 | y} from {@code (aLo, bLo)}, or -1 if the two sides share no element (the
     * searches from both ends then never meet within half the edit distance).
     */
    private long middleSnake(int aLo, int aHi, int bLo, int bHi) {
        int n = aHi - aLo;
        int m = bHi - bLo;
        int maxD = (n + m + 1) / 2;
        int offset = maxD;
        int length = 2 * maxD + 2;
        int[] forward = new int[length];
        int[] backward = new int[length];
        Arrays.fill(forward, -1);
        Arrays.fill(backward, -1);
        forward[offset + 1] = 0;
        backward[offset + 1] = 0;
        int delta = n - m;
        boolean meetGoingForward = (delta & 1) != 0;
        // diagonals that ran off the grid are trimmed from either end of the next rounds
        int forwardStart = 0;
        int forwardEnd = 0;
        int backwardStart = 0;
        int backwardEnd = 0;
        for (int d = 0; d < maxD; d++) {
            for (int k = -d + forwardStart; k <= d - forwardEnd; k += 2) {
                int at = offset + k;
                int x = (k == -d || (k != d && forward[at - 1] < forward[at + 1]))
                        ? forward[at + 1]
                        : forward[at - 1] + 1;
                int y = x - k;
                while (x < n && y < m && a[aLo + x] == b[bLo + y]) {
                    x++;
                    y++;
                }
                forward[at] = x;
                if (x > n) {
                    forwardEnd += 2;
                } else if (y > m) {
                    forwardStart += 2;
                } else if (meetGoingForward) {
                    int other = offset + delta - k;
                    if (other >= 0 && other < length && backward[other] != -1 && x >= n - backward[other]) {
                        return ((long) x << 32) | y;
                    }
                }
            }
            for (int k = -d + backwardStart; k <= d - backwardEnd; k += 2) {
                int at = offset + k;
                int x = (k == -d || (k != d && backward[at - 1] < backward[at + 1]))
                        ? backward[at + 1]
                        : backward[at - 1] + 1;
                int y = x - k;
                while (x < n && y < m && a[aHi - 1 - x] == b[bHi - 1 - y]) {
                    x++;
                    y++;
                }
                backward[at] = x;
                if (x > n) {
                    backwardEnd += 2;
                } else if (y > m) {
                    backwardStart += 2;
                } else if (!meetGoingForward) {
                    int other = offset + delta - k;
                    if (other >= 0 && other < length && forward[other] != -1) {
                        int forwardX = forward[other];
                        int forwardY = offset + forwardX - other;
                        if (forwardX >= n - x) {
                            return ((long) forwardX << 32) | forwardY;
                        }
                    }
                }
            }
        }
        return -1;
    }
}
