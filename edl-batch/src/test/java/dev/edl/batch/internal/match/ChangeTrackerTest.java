package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.text.UnifiedDiff;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChangeTrackerTest {
    private static final String[] WORDS = {"alpha", "beta", "", "gamma\n", "x\ny", "\n", "delta\n\n"};

    @Test
    void separateEditsGiveTheSameDiffAsAWholeFileDiff() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            text.append("line ").append(i).append('\n');
        }
        String original = text.toString();
        TextMatcher matcher = TextMatcher.of(original);
        ChangeTracker tracker = new ChangeTracker(original);
        for (String[] edit : new String[][] {{"line 5\n", "five\n"}, {"line 30\n", "thirty\nand more\n"}}) {
            tracker.apply(matcher, (Located) matcher.locate(edit[0], edit[1], MatchOptions.DEFAULTS));
        }
        String edited = matcher.text().toString();
        assertEquals(UnifiedDiff.of("f", original, edited), tracker.diff("f", matcher.text()));
    }

    @Test
    void snippetShowsTheEditedRegion() {
        TextMatcher matcher = TextMatcher.of("a\nb c\nd\n");
        String snippet = new ChangeTracker("a\nb c\nd\n")
                .apply(matcher, (Located) matcher.locate("c", "C\nE", MatchOptions.DEFAULTS));
        assertEquals("@@ line 2 @@\n-b c\n+b C\n+E\n", snippet);
    }

    @Test
    void snippetsAreBounded() {
        String original = "x\n" + "y\n".repeat(20);
        TextMatcher matcher = TextMatcher.of(original);
        String snippet = new ChangeTracker(original)
                .apply(matcher, (Located) matcher.locate("y\n".repeat(20), "z\n".repeat(20), MatchOptions.DEFAULTS));
        assertTrue(snippet.contains("-… (12 more lines)"), snippet);
        assertTrue(snippet.contains("+… (12 more lines)"), snippet);
    }

    @Test
    void diffOfAnySequenceOfEditsPatchesOriginalIntoFinal() {
        qt().forAll(
                        lists().of(integers().between(0, WORDS.length - 1)).ofSizeBetween(0, 25),
                        lists().of(integers().between(0, 10_000)).ofSizeBetween(1, 12))
                .checkAssert((words, edits) -> {
                    StringBuilder built = new StringBuilder();
                    for (int word : words) {
                        built.append(WORDS[word]).append(word % 2 == 0 ? "\n" : " ");
                    }
                    String original = built.toString();
                    TextMatcher matcher = TextMatcher.of(original);
                    ChangeTracker tracker = new ChangeTracker(original);
                    for (int edit : edits) {
                        MatchText text = matcher.text();
                        if (text.length() == 0) {
                            break;
                        }
                        int start = edit % text.length();
                        int end = Math.min(text.length(), start + 1 + (edit / 13) % 9);
                        String replacement = WORDS[(edit / 7) % WORDS.length];
                        Occurrence occurrence = new Occurrence(
                                start,
                                end,
                                text.lineOf(start),
                                text.lineOf(end - 1),
                                dev.edl.batch.MatchKind.EXACT,
                                1.0,
                                replacement);
                        tracker.apply(matcher, new Located(dev.edl.batch.MatchKind.EXACT, List.of(occurrence), 1));
                    }
                    String edited = matcher.text().toString();
                    String diff = tracker.diff("f", matcher.text());
                    assertEquals(edited, Patches.apply(original, diff), diff);
                    assertEquals(original.equals(edited), diff.isEmpty(), diff);
                });
    }
}
