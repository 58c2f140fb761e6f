package dev.edl.batch.internal.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Finds the window of whole lines most similar to a search: every window of the search's line
 * count ±1 is scored by {@code 1 - levenshtein / maxLength} over whitespace-normalised lines
 * (joined with {@code \n}). Exhaustive and deterministic: windows sharing a line with the search
 * are scored first to get a good bound; then, when that bound is high enough, only the windows
 * that can still reach it are visited (see {@link #candidatePass}), otherwise every window is
 * checked against cheap bounds (length difference, then search lines kept whole, then
 * character-bag difference). Only the survivors get a bounded edit distance. Ties go to the window
 * whose line count is nearest the search's, then to the earliest.
 *
 * <p>Over 400 lines because it is one algorithm whose bounds lean on each other (the seeding
 * gives the bound that the candidate pass and the per-window filters rely on): split, each part's
 * safety argument would point into the others. A scan's state lives in its own {@link Scan}.
 */
final class FuzzyScanner {
    /** Seed only from lines that occur at most this often (so "}" does not flood the seeds). */
    private static final int MAX_SEED_POSTINGS = 64;

    /** When every search line is common, seed from the rarest one if it occurs at most this often. */
    private static final int MAX_FALLBACK_POSTINGS = 4096;

    private static final int BUCKETS = 128;

    private static final int[] NONE = new int[0];

    /** The first edit-distance band tried while no window is scored yet. */
    private static final int FIRST_BAND = 32;

    /** A scored window: 0-based first line and line count. */
    record Window(int start, int length, double score) {
        int endExclusive() {
            return start + length;
        }
    }

    private final LineTable table;
    private final String[] search;
    private final char[] searchChars;
    private final int[] searchBag = new int[BUCKETS];
    private final int[] bag = new int[BUCKETS];
    private final int[] searchCoarse = new int[LineTable.COARSE_BUCKETS];

    private final BoundedLevenshtein levenshtein = new BoundedLevenshtein();
    private char[] window = new char[256];

    /** How many search lines are not empty (only those can pin a window: see {@link #candidatePass}). */
    private final int nonEmptyLines;

    /** Rejects windows that keep too few search lines whole for the score they need. */
    private final SharedLines sharedLines;

    FuzzyScanner(LineTable table, String[] normalizedSearch) {
        this.table = table;
        this.search = normalizedSearch.clone();
        this.searchChars = String.join("\n", normalizedSearch).toCharArray();
        for (char c : searchChars) {
            searchBag[c & (BUCKETS - 1)]++;
            searchCoarse[LineTable.coarseBucket(c)]++;
        }
        int nonEmpty = 0;
        for (String line : search) {
            nonEmpty += line.isEmpty() ? 0 : 1;
        }
        this.nonEmptyLines = nonEmpty;
        this.sharedLines = new SharedLines(search);
    }

    /**
     * The best window overall, or null when the text has no lines.
     *
     * @return the best window
     */
    @Nullable
    Window best() {
        return scan(-1, -1, 0.0).best();
    }

    /**
     * The best window that shares no line with {@code exclude} and scores at least {@code min}.
     *
     * @return the window, or null when none reaches {@code min}
     */
    @Nullable
    Window bestOutside(Window exclude, double min) {
        return scan(exclude.start(), exclude.endExclusive(), min).best();
    }

    /**
     * What one scan found: the best window (null when none reaches the minimum score) and whether
     * it visited every window (false: only the candidates of {@link Scan#candidatePass}).
     */
    record Outcome(@Nullable Window best, boolean visitedEveryWindow) {}

    /**
     * Scans for the best window that shares no line with {@code [fromExcluded, toExcluded)} (none
     * when negative) and scores at least {@code min}.
     */
    Outcome scan(int fromExcluded, int toExcluded, double min) {
        Scan scan = new Scan(fromExcluded, toExcluded, min);
        boolean full = scan.run();
        return new Outcome(scan.best, full);
    }

    /**
     * The state of one scan: its exclusion and minimum, the best window so far and the windows
     * already considered. The scanner itself keeps only the search and reusable buffers.
     */
    private final class Scan {
        private final int excludeFrom;
        private final int excludeTo;
        private final double minScore;

        private @Nullable Window best;
        /** During the full pass: the windows the seeding considered already (see {@link #bit}). */
        private long @Nullable [] seenWindows;

        private int seenShortest;
        /** The table's coarse bucket counts, fetched for the full pass (building them costs a pass). */
        private int @Nullable [] coarse;

        Scan(int excludeFrom, int excludeTo, double minScore) {
            this.excludeFrom = excludeFrom;
            this.excludeTo = excludeTo;
            this.minScore = minScore;
        }

        /** Runs the scan; true when it visited every window. */
        boolean run() {
            int m = search.length;
            int n = table.size();
            Integer[] order = new Integer[m];
            // empty lines are left out (they would match every blank line and pin nothing); lines too
            // common to be indexed stay unlisted (null) unless needed: listing them costs a pass
            int[] @Nullable [] postings = table.linesEqualToEach(search, false);
            boolean listedSeed = false;
            for (int k = 0; k < m; k++) {
                order[k] = k;
                if (search[k].isEmpty()) {
                    postings[k] = NONE;
                }
                int[] lines = postings[k];
                listedSeed |= lines != null && lines.length > 0;
            }
            if (!listedSeed) {
                // every seed would come from a common line
                int[] all = new int[m];
                Arrays.setAll(all, k -> k);
                list(postings, all, m);
            }
            // rarest lines first: a unique line usually pins the true window, and its score then
            // bounds every later edit distance tightly
            Arrays.sort(order, Comparator.comparingInt((Integer k) -> count(postings[k])));
            boolean seeded = false;
            int shortest = shortest(m, n);
            // windows already considered, one bit per (length, start): see the full scan below
            long[] seen = new long[(int) (((long) (Math.min(m + 1, n) - shortest + 1) * n + 63) >>> 6)];
            for (int k : order) {
                int[] lines = postings[k];
                if (lines == null
                        || lines.length == 0
                        || lines.length > (seeded ? MAX_SEED_POSTINGS : MAX_FALLBACK_POSTINGS)) {
                    continue;
                }
                seed(lines, k, m, n, seen);
                seeded = true;
            }
            boolean full = !candidatePass(postings, order, m, n, seen);
            if (full) {
                // a window already considered need not be again: the best score only grows, so a
                // window that was pruned or scored stays pruned or changes nothing (ties keep a strict
                // order); consider checks the set after its cheapest bound, which rejects most windows
                seenWindows = seen;
                seenShortest = shortest;
                table.prefix(); // built now, so that every window's length is a subtraction
                coarse = table.coarse();
                for (int length = shortest; length <= Math.min(m + 1, n); length++) {
                    for (int start = 0; start + length <= n; start++) {
                        consider(start, length);
                    }
                }
            }
            return full;
        }

        /**
         * Visits only the windows that can still score at least the current bound, when that is
         * provably few of them, and returns true; returns false (nothing visited) when every window
         * must be checked.
         *
         * <p>Why it is safe: a window scoring at least {@code t} is within {@code d <= maxEdits} edits
         * of the search. One edit touches at most two search lines (a line break belongs to the lines
         * on both sides), so at least {@code m - 2d} search lines pass through the alignment untouched,
         * and an untouched line {@code k} is a whole line of the window, at line {@code k ± d} of it
         * (only edited line breaks move it). Any {@code 2 × maxEdits + 1} search lines therefore
         * include one that is a whole line of every such window: the windows around the text lines
         * equal to the rarest {@code 2 × maxEdits + 1} non-empty search lines are all that can win.
         */
        private boolean candidatePass(int[] @Nullable [] postings, Integer[] order, int m, int n, long[] seen) {
            Window current = best;
            double threshold = current == null ? minScore : current.score();
            if (threshold <= 0) {
                return false;
            }
            // d <= (1 - t) * max(windowLength, searchLength), and windowLength <= searchLength + d
            double t = threshold - 1e-9;
            double edits = (1 - t) * searchChars.length / t;
            // (compared as a double first: a weak bound would overflow the int)
            if (edits >= nonEmptyLines || 2 * (int) Math.floor(edits) + 1 > nonEmptyLines) {
                return false;
            }
            int maxEdits = (int) Math.floor(edits);
            int needed = 2 * maxEdits + 1;
            // the rarest non-empty search lines (order is rarest first)
            int[] chosen = new int[needed];
            int taken = 0;
            for (int k : order) {
                if (taken < needed && !search[k].isEmpty()) {
                    chosen[taken++] = k;
                }
            }
            list(postings, chosen, needed);
            int shortest = shortest(m, n);
            int longest = Math.min(m + 1, n);
            long work = 0;
            for (int k : chosen) {
                work += (long) Objects.requireNonNull(postings[k]).length * (longest - shortest + 1) * needed;
            }
            if (work > (long) n * (longest - shortest + 1)) {
                return false;
            }
            for (int k : chosen) {
                for (int line : Objects.requireNonNull(postings[k])) {
                    for (int length = shortest; length <= longest; length++) {
                        int from = Math.max(0, k - maxEdits);
                        int to = Math.min(length - 1, k + maxEdits);
                        for (int at = from; at <= to; at++) {
                            seedWindow(line - at, length, shortest, n, seen);
                        }
                    }
                }
            }
            return true;
        }

        /**
         * Scores the windows around lines equal to search line {@code k}, to get a good bound early;
         * windows in {@code seen} are skipped, the others added to it.
         */
        private void seed(int[] lines, int k, int m, int n, long[] seen) {
            int shortest = shortest(m, n);
            int longest = Math.min(m + 1, n);
            // the aligned windows first (usually the best one), so the shifted ones meet a tight bound
            if (m <= longest) {
                for (int line : lines) {
                    seedWindow(line - k, m, shortest, n, seen);
                }
            }
            for (int line : lines) {
                for (int length = shortest; length <= longest; length++) {
                    for (int shift = -1; shift <= 1; shift++) {
                        seedWindow(line - k + shift, length, shortest, n, seen);
                    }
                }
            }
        }

        private void seedWindow(int start, int length, int shortest, int n, long[] seen) {
            if (start < 0 || start + length > n) {
                return;
            }
            int bit = bit(start, length, shortest, n);
            if ((seen[bit >>> 6] & (1L << bit)) == 0) {
                seen[bit >>> 6] |= 1L << bit;
                consider(start, length);
            }
        }

        private void consider(int start, int length) {
            if (excludeFrom >= 0 && start < excludeTo && start + length > excludeFrom) {
                return;
            }
            int windowLength = table.windowLength(start, length);
            int searchLength = searchChars.length;
            int maxLength = Math.max(windowLength, searchLength);
            if (maxLength == 0) {
                offer(start, length, 1.0);
                return;
            }
            int lower = Math.abs(windowLength - searchLength);
            if (!canReach(1.0 - (double) lower / maxLength, start, length)) {
                return;
            }
            long[] seen = seenWindows;
            if (seen != null) {
                int bit = bit(start, length, seenShortest, table.size());
                if ((seen[bit >>> 6] & (1L << bit)) != 0) {
                    return;
                }
            }
            int[] counts = coarse;
            if (counts != null) {
                lower = Math.max(lower, coarseBagDistance(counts, start, length));
                if (!canReach(1.0 - (double) lower / maxLength, start, length)) {
                    return;
                }
            }
            int bound = maxLength;
            Window current = best;
            double target = current == null ? minScore : current.score();
            if (target > 0) {
                bound = (int) Math.floor((1.0 - target) * maxLength + 1e-9);
                // a window within `bound` edits keeps this many search lines whole
                if (!sharedLines.atLeast(table, start, length, search.length - 2 * bound)) {
                    return;
                }
            }
            lower = Math.max(lower, bagDistance(start, length));
            if (!canReach(1.0 - (double) lower / maxLength, start, length)) {
                return;
            }
            char[] chars = fill(start, length, windowLength);
            // before any window is scored the bound is the whole length: try a narrow band first and
            // widen it while it is exceeded (the distance is exact either way)
            int band = current == null ? Math.min(bound, Math.max(FIRST_BAND, 2 * lower)) : bound;
            int distance = levenshtein.distance(searchChars, searchLength, chars, windowLength, band);
            while (distance > band && band < bound) {
                band = (int) Math.min(bound, 4L * band);
                distance = levenshtein.distance(searchChars, searchLength, chars, windowLength, band);
            }
            if (distance > bound) {
                return;
            }
            offer(start, length, 1.0 - (double) distance / maxLength);
        }

        private boolean canReach(double upperBound, int start, int length) {
            Window current = best;
            if (current == null) {
                return upperBound >= minScore - 1e-12;
            }
            return upperBound > current.score() - 1e-12;
        }

        private void offer(int start, int length, double score) {
            if (score < minScore - 1e-12) {
                return;
            }
            Window current = best;
            if (current == null || isBetter(score, start, length, current)) {
                best = new Window(start, length, score);
            }
        }
    }

    /** Lists the unlisted (too common) ones among the first {@code count} of {@code lines}. */
    private void list(int[] @Nullable [] postings, int[] lines, int count) {
        List<String> unlisted = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (postings[lines[i]] == null) {
                unlisted.add(search[lines[i]]);
            }
        }
        if (unlisted.isEmpty()) {
            return;
        }
        int[] @Nullable [] listed = table.linesEqualToEach(unlisted.toArray(new String[0]), true);
        for (int i = 0, u = 0; i < count; i++) {
            if (postings[lines[i]] == null) {
                postings[lines[i]] = listed[u++];
            }
        }
    }

    /** A line's count for ordering: unlisted (too common) lines come last. */
    private static int count(int @Nullable [] lines) {
        return lines == null ? Integer.MAX_VALUE : lines.length;
    }

    /**
     * The shortest window scored: the search's line count - 1 (at least 1), or the whole text when
     * it is shorter than that.
     */
    static int shortest(int searchLines, int textLines) {
        return Math.max(1, Math.min(searchLines - 1, textLines));
    }

    /** The bit of window ({@code start}, {@code length}) in a scan's set of considered windows. */
    private static int bit(int start, int length, int shortest, int n) {
        return (length - shortest) * n + start;
    }

    private boolean isBetter(double score, int start, int length, Window other) {
        if (score != other.score()) {
            return score > other.score();
        }
        int lengthGap = Math.abs(length - search.length);
        int otherGap = Math.abs(other.length() - search.length);
        if (lengthGap != otherGap) {
            return lengthGap < otherGap;
        }
        if (start != other.start()) {
            return start < other.start();
        }
        return length < other.length();
    }

    /** A cheap lower bound of the edit distance from 16 character buckets, via prefix sums. */
    private int coarseBagDistance(int[] coarse, int start, int length) {
        int from = start * LineTable.COARSE_BUCKETS;
        int to = (start + length) * LineTable.COARSE_BUCKETS;
        int newline = LineTable.coarseBucket('\n');
        int surplus = 0;
        int missing = 0;
        for (int b = 0; b < LineTable.COARSE_BUCKETS; b++) {
            int count = coarse[to + b] - coarse[from + b] + (b == newline ? length - 1 : 0);
            int difference = searchCoarse[b] - count;
            if (difference > 0) {
                missing += difference;
            } else {
                surplus -= difference;
            }
        }
        return Math.max(surplus, missing);
    }

    /** A lower bound of the edit distance from the multisets of characters (bucketed). */
    private int bagDistance(int start, int length) {
        System.arraycopy(searchBag, 0, bag, 0, BUCKETS);
        for (int line = start; line < start + length; line++) {
            String text = table.line(line);
            for (int i = 0; i < text.length(); i++) {
                bag[text.charAt(i) & (BUCKETS - 1)]--;
            }
            if (line > start) {
                bag['\n' & (BUCKETS - 1)]--;
            }
        }
        int surplus = 0;
        int missing = 0;
        for (int count : bag) {
            if (count > 0) {
                missing += count;
            } else {
                surplus -= count;
            }
        }
        return Math.max(surplus, missing);
    }

    private char[] fill(int start, int length, int windowLength) {
        if (window.length < windowLength) {
            window = new char[Math.max(windowLength, window.length * 2)];
        }
        int at = 0;
        for (int line = start; line < start + length; line++) {
            if (line > start) {
                window[at++] = '\n';
            }
            String text = table.line(line);
            text.getChars(0, text.length(), window, at);
            at += text.length();
        }
        return window;
    }
}
