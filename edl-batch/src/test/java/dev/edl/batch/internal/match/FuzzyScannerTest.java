package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
