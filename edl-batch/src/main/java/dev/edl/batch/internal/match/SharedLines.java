package dev.edl.batch.internal.match;

import dev.edl.internal.text.HashSpread;
import java.util.Arrays;

/**
 * Counts how many lines of a window can be paired with equal search lines, each line paired at
 * most once (a multiset intersection, on normalised-line hashes: a collision only pairs more).
 *
 * <p>Why it bounds the score: one edit touches at most two search lines (a line break belongs to
 * the lines on both sides), so a window within {@code d} edits of an {@code m}-line search holds
 * at least {@code m - 2d} search lines untouched, each one a whole line of the window. A window
 * with fewer shared lines cannot reach the score that allows {@code d} edits. The check costs one
 * hash lookup per window line, far less than counting the window's characters, and rejects the
 * windows that only look alike by length and letters (in a text of repeated blocks, the same block
 * elsewhere). Not thread-safe.
 */
final class SharedLines {
    // the search lines' hashes and how often each occurs, in an open-addressing table; per slot,
    // how many lines of the window being checked were paired with it (valid while its stamp is the
    // window's, so that nothing is cleared between windows)
    private final int mask;
    private final int[] hashes;
    private final int[] counts;
    private final int[] taken;
    private final int[] stamps;
    private int stamp;

    SharedLines(String[] searchLines) {
        int capacity = Integer.highestOneBit(searchLines.length * 2 + 1) << 1;
        mask = capacity - 1;
        hashes = new int[capacity];
        counts = new int[capacity];
        taken = new int[capacity];
        stamps = new int[capacity];
        for (String line : searchLines) {
            int hash = line.hashCode();
            int slot = HashSpread.spread(hash) & mask;
            while (counts[slot] > 0 && hashes[slot] != hash) {
                slot = (slot + 1) & mask;
            }
            hashes[slot] = hash;
            counts[slot]++;
        }
    }

    /**
     * Whether at least {@code needed} of lines {@code start..start+length-1} of the table pair with
     * search lines (stops as soon as the answer is known).
     *
     * @param needed the least number of shared lines; at most 0 is always met
     */
    boolean atLeast(LineTable table, int start, int length, int needed) {
        if (needed <= 0) {
            return true;
        }
        if (stamp == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            stamp = 0;
        }
        int window = ++stamp;
        int shared = 0;
        int end = start + length;
        for (int line = start; line < end; line++) {
            int hash = table.hash(line);
            for (int slot = HashSpread.spread(hash) & mask; counts[slot] > 0; slot = (slot + 1) & mask) {
                if (hashes[slot] == hash) {
                    if (stamps[slot] != window) {
                        stamps[slot] = window;
                        taken[slot] = 0;
                    }
                    if (taken[slot] < counts[slot]) {
                        taken[slot]++;
                        if (++shared >= needed) {
                            return true;
                        }
                    }
                    break;
                }
            }
            if (shared + end - line - 1 < needed) {
                // even if every remaining line paired
                return false;
            }
        }
        return false;
    }
}
