package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.internal.text.MatchText;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class FuzzyScannerTest {
    private static final String[] LINES = {
        "return x;", "  return x;", "}", "if (a) {", "call(a, b);", "call(a,b);", "", "let y = 2;", "let y = 3;"
    };

    @Test
    void bestWindowScoreEqualsABruteForceScan() {
        qt().forAll(
                        lists().of(integers().between(0, LINES.length - 1)).ofSizeBetween(1, 30),
                        lists().of(integers().between(0, LINES.length - 1)).ofSizeBetween(1, 4))
                .checkAssert((textLines, searchLines) -> {
                    StringBuilder text = new StringBuilder();
                    for (int line : textLines) {
                        text.append(LINES[line]).append('\n');
                    }
                    StringBuilder search = new StringBuilder();
                    for (int line : searchLines) {
                        search.append(LINES[line]).append('x').append('\n');
                    }
                    LineTable table = new LineTable(MatchText.of(text.toString()));
                    String[] normalized = SearchLines.of(search.toString()).normalized();
                    FuzzyScanner.Window best = new FuzzyScanner(table, normalized).best();
                    assertNotNull(best);
                    assertEquals(bruteForce(table, normalized), best.score(), 1e-9);
                });
    }

    @Test
    void bestWindowAndRunnerUpEqualAPlainExhaustiveScanOnNearDuplicates() {
        // texts of few distinct lines (many repeats), searches cut from the text and lightly mutated,
        // so seeding finds many overlapping windows and ties are frequent
        qt().forAll(
                        lists().of(integers().between(0, LINES.length - 1)).ofSizeBetween(1, 40),
                        integers().between(0, 39),
                        integers().between(1, 6),
                        lists().of(integers().between(0, 30)).ofSizeBetween(0, 3))
                .checkAssert((textLines, from, count, mutations) -> {
                    StringBuilder text = new StringBuilder();
                    for (int line : textLines) {
                        text.append(LINES[line]).append('\n');
                    }
                    int first = Math.min(from, textLines.size() - 1);
                    int last = Math.min(textLines.size(), first + count);
                    String[] cut = new String[last - first];
                    for (int i = first; i < last; i++) {
                        cut[i - first] = LINES[textLines.get(i)];
                    }
                    for (int mutation : mutations) {
                        int line = mutation % cut.length;
                        cut[line] = mutation % 2 == 0 ? cut[line] + "z" : "q" + cut[line];
                    }
                    assertScansEqualExhaustiveOnes(text.toString(), textLines.size(), String.join("\n", cut) + "\n");
                });
    }

    @Test
    void candidatePassGivesTheExhaustiveResultForCloseSearches() {
        // lines from a larger vocabulary (some repeated), searches cut from the text and edited a
        // little (characters changed, lines joined or split), so the bound after seeding is high
        // and only candidate windows are visited
        qt().forAll(
                        lists().of(integers().between(0, 59)).ofSizeBetween(5, 80),
                        integers().between(0, 79),
                        integers().between(3, 10),
                        lists().of(integers().between(0, 10_000)).ofSizeBetween(0, 3))
                .checkAssert((textLines, from, count, edits) -> {
                    StringBuilder text = new StringBuilder();
                    for (int line : textLines) {
                        text.append(vocabulary(line)).append('\n');
                    }
                    int first = Math.min(from, textLines.size() - 1);
                    int last = Math.min(textLines.size(), first + count);
                    StringBuilder cut = new StringBuilder();
                    for (int i = first; i < last; i++) {
                        cut.append(i > first ? "\n" : "").append(vocabulary(textLines.get(i)));
                    }
                    for (int edit : edits) {
                        int at = edit % (cut.length() + 1);
                        switch (edit % 4) {
                            case 0 -> cut.insert(at, 'x');
                            case 1 -> cut.insert(at, '\n');
                            default -> {
                                if (at < cut.length()) {
                                    cut.deleteCharAt(at);
                                }
                            }
                        }
                    }
                    String search = cut.toString();
                    if (search.isBlank()) {
                        return;
                    }
                    assertScansEqualExhaustiveOnes(text.toString(), textLines.size(), search + "\n");
                });
    }

    /**
     * {@code best()} and {@code bestOutside()} equal a plain exhaustive scan. A small posting limit
     * now and then (picked from {@code variant}) makes common lines go unlisted.
     */
    private static void assertScansEqualExhaustiveOnes(String text, int variant, String search) {
        int limit = variant % 3 == 0 ? 1 + variant % 4 : 64;
        LineTable table = new LineTable(MatchText.of(text, limit));
        String[] normalized = SearchLines.of(search).normalized();
        FuzzyScanner scanner = new FuzzyScanner(table, normalized);
        FuzzyScanner.Window best = scanner.best();
        assertEquals(exhaustive(table, normalized, null, 0.0), best);
        assertNotNull(best);
        double min = Math.max(0, best.score() - 0.05);
        assertEquals(exhaustive(table, normalized, best, min), scanner.bestOutside(best, min));
    }

    @Test
    void aWindowWithEditsOnLineBreaksWinsItsTieThoughItSharesFewerLines() {
        // two edits each: A joins lines 1-2 and splits line 5 (3 of the 6 search lines left whole),
        // B changes a character in lines 1 and 5 (4 left whole). Same score and length, so the
        // earlier A wins; B, holding the search's rarest line, is found first, and A must still be
        // scored: a window within d edits keeps m - 2d whole lines, not m - d
        String search = "first line\nsecond line\nthird line\nfourth line\nfifth line\nsixth line\n";
        String a = "first line second line\nthird line\nfourth line\nfifth\nline\nsixth line\n";
        String b = "first linX\nsecond line\nthird line\nfourth line\nfifth linX\nsixth line\n";
        String text = "one\ntwo\n" + a + "three\nfour\nfive\n" + b + "six\n";
        LineTable table = new LineTable(MatchText.of(text));
        String[] normalized = SearchLines.of(search).normalized();
        FuzzyScanner.Window best = new FuzzyScanner(table, normalized).best();
        assertEquals(new FuzzyScanner.Window(2, 6, 1 - 2.0 / 67), best);
        assertEquals(exhaustive(table, normalized, null, 0.0), best);
    }

    @Test
    void aCloseSearchVisitsOnlyCandidateWindowsAndADistantOneVisitsAll() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            text.append("statement ").append(i).append(" of the body;\n");
        }
        LineTable table = new LineTable(MatchText.of(text.toString()));
        String close = "statement 200 of the body;\nstatement 201 of teh body;\nstatement 202 of the body;\n"
                + "statement 203 of the body;\nstatement 204 of the body;\n";
        FuzzyScanner scanner = new FuzzyScanner(table, SearchLines.of(close).normalized());
        FuzzyScanner.Outcome near = scanner.scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(200, 5, 1 - 2.0 / 134), near.best());
        assertFalse(near.visitedEveryWindow());
        // the outcome is the scan's own: a second scan of the same scanner finds the same
        assertEquals(near, scanner.scan(-1, -1, 0.0));

        FuzzyScanner distant = new FuzzyScanner(
                table, SearchLines.of("something else\nentirely\n").normalized());
        FuzzyScanner.Outcome far = distant.scan(-1, -1, 0.0);
        assertNotNull(far.best());
        assertTrue(far.visitedEveryWindow());
    }

    @Test
    void aTextWithoutLinesHasNoBestWindow() {
        assertNull(scanner("", "a\n").best());
    }

    @Test
    void anExactCopyScoresOne() {
        assertEquals(
                new FuzzyScanner.Window(1, 2, 1.0),
                scanner("a\nb\nc\nd\n", "b\nc\n").best());
    }

    @Test
    void anEmptySearchLineMatchesAnEmptyTextLineExactly() {
        // both sides empty: no length to divide by, the score is 1
        assertEquals(
                new FuzzyScanner.Window(1, 1, 1.0), scanner("a\n\nb\n", "\n").best());
    }

    @Test
    void equalScoresGoToTheWindowWhoseLineCountIsNearestTheSearchs() {
        // line 0 alone and lines 1-2 are each one edit from "ab\ncd"; the later window has the
        // search's two lines
        assertEquals(
                new FuzzyScanner.Window(1, 2, 0.8),
                scanner("abXcd\nab\ncX\n", "ab\ncd\n").best());
    }

    @Test
    void equalScoresAndLineCountsGoToTheEarliestWindow() {
        assertEquals(
                new FuzzyScanner.Window(0, 2, 1.0),
                scanner("ab\ncd\nab\ncd\n", "ab\ncd\n").best());
    }

    @Test
    void aTextShorterThanTheSearchIsScoredWhole() {
        // three search lines, one text line: the only window is that line
        assertEquals(
                new FuzzyScanner.Window(0, 1, 1 - 4.0 / 5),
                scanner("a\n", "a\nb\nc\n").best());
    }

    @Test
    void bestOutsideSkipsWindowsOverlappingTheExcludedOneButNotAdjacentOnes() {
        // copies at lines 0-1, 2-3 and 4-5; excluding 2-3 leaves both neighbours
        FuzzyScanner scanner = scanner("ab\ncd\nab\ncd\nab\ncd\n", "ab\ncd\n");
        assertEquals(new FuzzyScanner.Window(0, 2, 1.0), scanner.bestOutside(new FuzzyScanner.Window(2, 2, 1.0), 1.0));
        assertEquals(new FuzzyScanner.Window(4, 2, 1.0), scanner.bestOutside(new FuzzyScanner.Window(0, 4, 1.0), 1.0));
        assertNull(scanner.bestOutside(new FuzzyScanner.Window(1, 4, 1.0), 1.0));
    }

    @Test
    void bestOutsideReturnsAWindowScoringExactlyTheMinimumButNoneBelow() {
        FuzzyScanner scanner = scanner("ab\ncd\nab\ncX\n", "ab\ncd\n");
        FuzzyScanner.Window exact = new FuzzyScanner.Window(0, 2, 1.0);
        assertEquals(new FuzzyScanner.Window(2, 2, 0.8), scanner.bestOutside(exact, 0.8));
        assertNull(scanner.bestOutside(exact, 0.8 + 1e-9));
    }

    @Test
    void aSearchWhoseOnlyCandidatesCostAsMuchAsAFullScanStillVisitsOnlyThem() {
        // one line, one posting: the candidates cost exactly the text's one window
        FuzzyScanner.Outcome outcome = scanner("a\n", "a\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 1, 1.0), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void oneEditAllowedAndThreeNonEmptySearchLinesVisitOnlyCandidates() {
        // 10/11 allows 1.1 edits: one edit, so the 3 search lines are all looked up
        FuzzyScanner.Outcome outcome =
                scanner("aaa\nbbb\nccX\nf1\nf2\nf3\nf4\n", "aaa\nbbb\nccc\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 3, 1 - 1.0 / 11), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void oneEditAllowedAndTwoNonEmptySearchLinesVisitEveryWindow() {
        // 8/9 allows 1.125 edits: one edit needs 3 search lines looked up, and there are 2
        FuzzyScanner.Outcome outcome =
                scanner("aaaa\nbbbX\nf1\nf2\nf3\nf4\n", "aaaa\nbbbb\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 2, 1 - 1.0 / 9), outcome.best());
        assertTrue(outcome.visitedEveryWindow());
    }

    @Test
    void aTieFoundAfterTheBestSoFarStillWinsWhenItIsEarlier() {
        // the later window holds the rarest search line, so it is scored first; the earlier one
        // ties it with a bound exactly equal to its score (one edit, one character changed)
        FuzzyScanner scanner = scanner("pq\nrX\ntu\nf\nf\npq\nrs\ntX\n", "pq\nrs\ntu\n");
        assertEquals(new FuzzyScanner.Window(0, 3, 1 - 1.0 / 8), scanner.best());
    }

    @Test
    void aFirstWindowFartherThanTheFirstBandIsScoredExactly() {
        // the same characters in another order: no cheap bound applies, and 36 edits exceed the
        // first band tried
        String search = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN\n";
        String text = "abcdNMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfe\n";
        assertEquals(
                new FuzzyScanner.Window(0, 1, 1 - 36.0 / 40),
                scanner(text, search).best());
    }

    @Test
    void equalScoresLineCountGapsAndStartsGoToTheShorterWindow() {
        // "ab" and "ab\nba\nba" are both half-way to "a\nab", one line short and one line over
        assertEquals(
                new FuzzyScanner.Window(0, 1, 0.5),
                scanner("ab\nba\nba\n", "a\nab\n").best());
    }

    @Test
    void whenOnlyAnAbsentSearchLineIsListedTheCommonOnesAreListedToSeed() {
        // the common lines (posting limit 1) seed the bound, so the candidates suffice; the absent
        // line comes first, so listing only the first search line would find no seed
        String text = "zX\nalpha one\nbeta two\nf1\nalpha one\nbeta two\nf2\nf3\nf4\nf5\nf6\nf7\nf8\n";
        FuzzyScanner.Outcome outcome =
                scanner(text, 1, "zz\nalpha one\nbeta two\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 3, 1 - 1.0 / 21), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void theCandidatesComeFromTheRarestSearchLines() {
        // the first search line occurs ten times: looked up instead of a rare one, its windows would
        // cost more than a full scan
        String text =
                "common line\nsecond line\nthird line\nfourth linX\n" + "common line\n".repeat(9) + "f1\nf2\nf3\n";
        FuzzyScanner.Outcome outcome = scanner(text, "common line\nsecond line\nthird line\nfourth line\n")
                .scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 4, 1 - 1.0 / 46), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void candidatesCostingMoreThanAFullScanAreNotVisited() {
        // one edit allowed, so three lines are looked up: 2 postings x 3 lines exceed the 3 lines
        FuzzyScanner.Outcome outcome = scanner(
                        "alpha one\nbeta two\ngamma threX\n", "alpha one\nbeta two\ngamma three\n")
                .scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 3, 1 - 1.0 / 30), outcome.best());
        assertTrue(outcome.visitedEveryWindow());
    }

    @Test
    void commonLinesAreNotListedToSeedWhenARareOneIsListed() {
        // "uniq" seeds only a poor bound, so every window is visited; listing the common lines
        // (limit 1) would have seeded the window at line 4 and let the candidates suffice
        String text = "uniq\nf\ng\nh\nuniX\nline one\nline two\nline three\nline one\nline two\nline three\n"
                + "f1\nf2\nf3\nf4\n";
        FuzzyScanner.Outcome outcome =
                scanner(text, 1, "uniq\nline one\nline two\nline three\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(4, 4, 1 - 1.0 / 33), outcome.best());
        assertTrue(outcome.visitedEveryWindow());
    }

    @Test
    void theFirstSeedMayHave4096Postings() {
        // later seeds may have only 64
        FuzzyScanner.Outcome outcome = scanner("x\n".repeat(4096), "x\n").scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 1, 1.0), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void theCandidatePassFindsAnAlignedWindowHoldingNoSeededLine() {
        // the only listed search line is "uniq", inside the excluded copy; the other lines are too
        // common to be listed (limit 1), so only the candidate pass reaches the window at line 12
        String text =
                "uniq\nline one\nline two\nline three\n" + "f\n".repeat(8) + "uniX\nline one\nline two\nline three\n";
        FuzzyScanner scanner = scanner(text, 1, "uniq\nline one\nline two\nline three\n");
        FuzzyScanner.Outcome outcome = scanner.scan(0, 4, 1 - 1.0 / 33);
        assertEquals(new FuzzyScanner.Window(12, 4, 1 - 1.0 / 33), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void theCandidatePassFindsALongerWindowWhereTheSearchLinesSitOneLineLater() {
        // as above, but the first search line is split in two: the search's lines sit one line
        // further into the window (the most one edit allows) and the window is one line longer
        String text =
                "uniq\nline one\nline two\nline three\n" + "f\n".repeat(8) + "un\niq\nline one\nline two\nline three\n";
        FuzzyScanner scanner = scanner(text, 1, "uniq\nline one\nline two\nline three\n");
        FuzzyScanner.Outcome outcome = scanner.scan(0, 4, 1 - 1.0 / 34);
        assertEquals(new FuzzyScanner.Window(12, 5, 1 - 1.0 / 34), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void aWindowJoiningTwoSearchLinesIsSeededOneLineLater() {
        // the search's lines 2 and 3 sit one line earlier in the window: only the seed shifted by
        // one line finds it, and its bound lets the candidates suffice
        FuzzyScanner.Outcome outcome = scanner(
                        "uniq line one\nline two\nline three\nf1\nf2\nf3\n", "uniq\nline one\nline two\nline three\n")
                .scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 3, 1 - 1.0 / 33), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    @Test
    void aWindowSplittingASearchLineIsSeededAtTheLongestLength() {
        // one line longer than the search: the aligned seeds reach only 31/33, too weak a bound for
        // the candidates to suffice
        FuzzyScanner.Outcome outcome = scanner(
                        "un\niq\nline one\nline two\nline three\nf1\nf2\nf3\n",
                        "uniq\nline one\nline two\nline three\n")
                .scan(-1, -1, 0.0);
        assertEquals(new FuzzyScanner.Window(0, 5, 1 - 1.0 / 34), outcome.best());
        assertFalse(outcome.visitedEveryWindow());
    }

    private static FuzzyScanner scanner(String text, int postingLimit, String search) {
        return new FuzzyScanner(
                new LineTable(MatchText.of(text, postingLimit)),
                SearchLines.of(search).normalized());
    }

    private static FuzzyScanner scanner(String text, String search) {
        return new FuzzyScanner(
                new LineTable(MatchText.of(text)), SearchLines.of(search).normalized());
    }

    private static String vocabulary(int index) {
        return index < LINES.length ? LINES[index] : "value" + (index % 23) + " = compute(" + index + ");";
    }

    /** Every window scored in full, with the scanner's tie-breaking; none skipped. */
    private static FuzzyScanner.@Nullable Window exhaustive(
            LineTable table, String[] search, FuzzyScanner.@Nullable Window exclude, double min) {
        String joined = String.join("\n", search);
        int m = search.length;
        FuzzyScanner.Window best = null;
        for (int length = FuzzyScanner.shortest(m, table.size()); length <= Math.min(m + 1, table.size()); length++) {
            for (int start = 0; start + length <= table.size(); start++) {
                if (exclude != null && start < exclude.endExclusive() && start + length > exclude.start()) {
                    continue;
                }
                String window = String.join("\n", List.of(table.lines()).subList(start, start + length));
                int max = Math.max(window.length(), joined.length());
                double score = max == 0 ? 1 : 1 - (double) BoundedLevenshteinTest.plain(joined, window) / max;
                if (score < min - 1e-12) {
                    continue;
                }
                if (best == null || better(score, start, length, best, m)) {
                    best = new FuzzyScanner.Window(start, length, score);
                }
            }
        }
        return best;
    }

    private static boolean better(double score, int start, int length, FuzzyScanner.Window other, int m) {
        if (score != other.score()) {
            return score > other.score();
        }
        int gap = Math.abs(length - m);
        int otherGap = Math.abs(other.length() - m);
        if (gap != otherGap) {
            return gap < otherGap;
        }
        return start != other.start() ? start < other.start() : length < other.length();
    }

    private static double bruteForce(LineTable table, String[] search) {
        String joined = String.join("\n", search);
        double best = -1;
        int m = search.length;
        for (int length = Math.max(1, Math.min(m - 1, table.size())); length <= m + 1; length++) {
            for (int start = 0; start + length <= table.size(); start++) {
                String window = String.join("\n", List.of(table.lines()).subList(start, start + length));
                int max = Math.max(window.length(), joined.length());
                double score = max == 0 ? 1 : 1 - (double) BoundedLevenshteinTest.plain(joined, window) / max;
                best = Math.max(best, score);
            }
        }
        return best;
    }
}
