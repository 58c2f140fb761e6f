package dev.edl.batch.internal.match;

import dev.edl.internal.text.MatchText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The substrings of a text most similar to a search, wherever they start and end (not whole
 * lines): a search that covers half of a long line, with a typo, is compared with that half, not
 * with the whole line.
 *
 * <p>Bounded work, for near misses in large texts: the search is cut into {@value #PIECES} pieces;
 * a substring within a few edits of the search contains one of them unchanged (with fewer edits
 * than pieces), so the places where a piece occurs exactly, shifted by the piece's offset, are the
 * candidates (at most {@value #MAX_HITS_PER_PIECE} per piece; the {@value #MAX_CANDIDATES} hit by
 * the most pieces are kept). Each candidate's neighbourhood gets a semi-global edit distance (the
 * search against every substring of the neighbourhood), {@code O(m²)} for a search of {@code m}
 * characters. Searches longer than {@value #MAX_SEARCH_CHARS} characters are left to the
 * whole-line scan, and a caller that only wants substrings scoring above 1 (the whole lines are
 * already too close to be beaten) gets none without any work: a batch's near misses that are
 * nearly equal (W4's, 99 % and 100 %) cost their whole-line scan only.
 */
final class SubstringWindow {
    static final int MAX_SEARCH_CHARS = 2000;
    private static final int PIECES = 8;
    private static final int MIN_PIECE_CHARS = 4;
    private static final int MAX_HITS_PER_PIECE = 64;
    private static final int MAX_CANDIDATES = 12;

    /**
     * A substring and its similarity to the search.
     *
     * @param start the 0-based offset of its first character
     * @param end the offset just after its last
     * @param score {@code 1 - distance / max(search length, substring length)}, 0..1
     */
    record Found(int start, int end, double score) {
        boolean overlaps(Found other) {
            return start < other.end && other.start < end;
        }
    }

    private SubstringWindow() {}

    /**
     * The most similar substrings, best first, none overlapping another: at most two (the best and
     * the runner-up), none when no piece of the search occurs.
     *
     * @param text the text
     * @param search the search, in the text's line breaks
     * @param wanted the score the caller needs the best substring to reach; above 1 (no substring
     *     scores more) nothing is aligned
     * @return the substrings found
     */
    static List<Found> best(MatchText text, String search, double wanted) {
        int m = search.length();
        if (m < MIN_PIECE_CHARS || m > MAX_SEARCH_CHARS || wanted > 1.0) {
            return List.of();
        }
        int pieces = Math.max(1, Math.min(PIECES, m / MIN_PIECE_CHARS));
        Map<Integer, Integer> votes = new HashMap<>();
        for (int p = 0; p < pieces; p++) {
            int from = p * m / pieces;
            String piece = search.substring(from, (p + 1) * m / pieces);
            if (piece.isBlank()) {
                continue;
            }
            int hits = 0;
            for (int at = text.indexOf(piece, 0);
                    at >= 0 && hits < MAX_HITS_PER_PIECE;
                    at = text.indexOf(piece, at + 1)) {
                votes.merge(at - from, 1, Integer::sum);
                hits++;
            }
        }
        List<Map.Entry<Integer, Integer>> ranked = new ArrayList<>(votes.entrySet());
        ranked.sort(
                Map.Entry.<Integer, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        List<Found> found = new ArrayList<>();
        List<Integer> aligned = new ArrayList<>();
        int slack = m / 4 + 4;
        for (Map.Entry<Integer, Integer> candidate : ranked) {
            int at = candidate.getKey();
            boolean near = false;
            for (int done : aligned) {
                near |= Math.abs(done - at) <= slack;
            }
            if (near) {
                continue;
            }
            aligned.add(at);
            found.add(align(text, search, Math.max(0, at - slack), Math.min(text.length(), at + m + slack)));
            if (aligned.size() == MAX_CANDIDATES) {
                break;
            }
        }
        found.sort(Comparator.comparingDouble(Found::score).reversed().thenComparingInt(Found::start));
        List<Found> kept = new ArrayList<>(2);
        for (Found one : found) {
            if (kept.isEmpty() || !one.overlaps(kept.get(0))) {
                kept.add(one);
            }
            if (kept.size() == 2) {
                break;
            }
        }
        return kept;
    }

    /** The substring of {@code [from, to)} nearest the search (fewest edits; then the shortest). */
    private static Found align(MatchText text, String search, int from, int to) {
        String region = text.substring(from, to);
        int m = search.length();
        int length = region.length();
        int[] previous = new int[length + 1];
        int[] previousStart = new int[length + 1];
        int[] current = new int[length + 1];
        int[] currentStart = new int[length + 1];
        for (int j = 0; j <= length; j++) {
            previousStart[j] = j; // a match may start anywhere, for free
        }
        for (int i = 1; i <= m; i++) {
            char c = search.charAt(i - 1);
            current[0] = i;
            currentStart[0] = 0;
            for (int j = 1; j <= length; j++) {
                int cost = previous[j - 1] + (region.charAt(j - 1) == c ? 0 : 1);
                int start = previousStart[j - 1];
                if (previous[j] + 1 < cost) {
                    cost = previous[j] + 1;
                    start = previousStart[j];
                }
                if (current[j - 1] + 1 < cost) {
                    cost = current[j - 1] + 1;
                    start = currentStart[j - 1];
                }
                current[j] = cost;
                currentStart[j] = start;
            }
            int[] swap = previous;
            previous = current;
            current = swap;
            swap = previousStart;
            previousStart = currentStart;
            currentStart = swap;
        }
        int bestEnd = 0;
        for (int j = 1; j <= length; j++) {
            if (previous[j] < previous[bestEnd]) {
                bestEnd = j;
            }
        }
        int start = previousStart[bestEnd];
        int distance = previous[bestEnd];
        int longest = Math.max(m, bestEnd - start);
        return new Found(from + start, from + bestEnd, longest == 0 ? 0 : 1.0 - (double) distance / longest);
    }
}
