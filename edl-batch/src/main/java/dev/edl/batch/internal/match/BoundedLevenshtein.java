package dev.edl.batch.internal.match;

/**
 * Levenshtein distance with an upper bound (Ukkonen's band): cost O(bound × length), and it stops
 * as soon as every cell of a row exceeds the bound. Reuses its row buffers (not thread-safe).
 */
final class BoundedLevenshtein {
    private int[] previous = new int[64];
    private int[] current = new int[64];

    /**
     * The distance between {@code a[0..n)} and {@code b[0..m)}, or {@code bound + 1} when it is
     * larger than {@code bound}.
     */
    int distance(char[] a, int n, char[] b, int m, int bound) {
        int over = bound + 1;
        if (Math.abs(n - m) > bound) {
            return over;
        }
        if (n == 0 || m == 0) {
            return Math.max(n, m);
        }
        if (previous.length < m + 2) {
            previous = new int[m + 2];
            current = new int[m + 2];
        }
        int[] prev = previous;
        int[] cur = current;
        int firstHigh = Math.min(m, bound);
        for (int j = 0; j <= firstHigh; j++) {
            prev[j] = j;
        }
        if (firstHigh + 1 <= m) {
            prev[firstHigh + 1] = over;
        }
        for (int i = 1; i <= n; i++) {
            int low = Math.max(1, i - bound);
            // never empty: |n - m| <= bound, so i - bound <= m
            int high = Math.min(m, i + bound);
            cur[low - 1] = low == 1 ? Math.min(i, over) : over;
            int rowMin = cur[low - 1];
            char ai = a[i - 1];
            for (int j = low; j <= high; j++) {
                int value = prev[j - 1] + (ai == b[j - 1] ? 0 : 1);
                int up = prev[j] + 1;
                if (up < value) {
                    value = up;
                }
                int left = cur[j - 1] + 1;
                if (left < value) {
                    value = left;
                }
                if (value > over) {
                    value = over;
                }
                cur[j] = value;
                if (value < rowMin) {
                    rowMin = value;
                }
            }
            if (high < m) {
                cur[high + 1] = over;
            }
            if (rowMin > bound) {
                return over;
            }
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return Math.min(prev[m], over);
    }
}
