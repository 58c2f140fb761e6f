package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
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

    private static double bruteForce(LineTable table, String[] search) {
        String joined = String.join("\n", search);
        double best = -1;
        int m = search.length;
        for (int length = Math.max(1, Math.min(m - 1, table.size())); length <= m + 1; length++) {
            for (int start = 0; start + length <= table.size(); start++) {
                String window = String.join("\n", List.of(table.normalized).subList(start, start + length));
                int max = Math.max(window.length(), joined.length());
                double score = max == 0 ? 1 : 1 - (double) BoundedLevenshteinTest.plain(joined, window) / max;
                best = Math.max(best, score);
            }
        }
        return best;
    }
}
