package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import dev.edl.batch.MatchKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

class TextMatcherTest {
    private static final MatchOptions DEFAULTS = MatchOptions.DEFAULTS;

    private static String edit(String text, String search, String replace, MatchOptions options) {
        TextMatcher matcher = TextMatcher.of(text);
        MatchResult result = matcher.locate(search, replace, options);
        Located located = assertInstanceOf(Located.class, result, () -> result.toString());
        matcher.apply(located);
        return matcher.text().toString();
    }

    private static MatchFailure fail(String text, String search, String replace, MatchOptions options) {
        MatchResult result = TextMatcher.of(text).locate(search, replace, options);
        return assertInstanceOf(MatchFailure.class, result, () -> result.toString());
    }

    private static ClosestWindow closest(MatchFailure failure) {
        ClosestWindow closest = failure.closest();
        assertNotNull(closest, failure.message());
        return java.util.Objects.requireNonNull(closest);
    }

    @Test
    void exactReplacesSingleOccurrence() {
        TextMatcher matcher = TextMatcher.of("a\nfoo bar\nb\n");
        Located located = (Located) matcher.locate("foo", "baz", DEFAULTS);
        assertEquals(MatchKind.EXACT, located.kind());
        assertEquals(2, located.first().startLine());
        assertEquals(2, located.first().start());
        matcher.apply(located);
        assertEquals("a\nbaz bar\nb\n", matcher.text().toString());
    }

    @Test
    void replacementIsLiteral() {
        assertEquals("x $1 $& \\1 \\ y", edit("x A y", "A", "$1 $& \\1 \\", DEFAULTS));
    }

    @Test
    void overlappingOccurrencesCountAsDistinct() {
        MatchFailure failure = fail("aaa", "aa", "b", DEFAULTS);
        assertEquals(FailureReason.WRONG_COUNT, failure.reason());
        assertEquals(2, failure.found());
        assertTrue(failure.message().startsWith("ambiguous: found 2 occurrences (expected 1) at lines 1, 1"));
    }

    @Test
    void overlappingOccurrencesCannotBothBeReplaced() {
        MatchFailure failure = fail("aaa\n", "aa", "b", DEFAULTS.withExpectedCount(2));
        assertEquals(FailureReason.OVERLAP, failure.reason());
        assertTrue(failure.message().startsWith("overlapping occurrences at lines 1 and 1"), failure.message());
    }

    @Test
    void expectedCountAboveOneReplacesAll() {
        TextMatcher matcher = TextMatcher.of("x\ny\nx\ny\nx\n");
        Located located = (Located) matcher.locate("x", "z", DEFAULTS.withExpectedCount(3));
        assertEquals(
                List.of(1, 3, 5),
                located.occurrences().stream().map(Occurrence::startLine).toList());
        matcher.apply(located);
        assertEquals("z\ny\nz\ny\nz\n", matcher.text().toString());
    }

    @Test
    void wrongCountListsFirstTenLines() {
        String text = "x\n".repeat(12);
        MatchFailure failure = fail(text, "x", "y", DEFAULTS);
        assertEquals(FailureReason.WRONG_COUNT, failure.reason());
        assertEquals(12, failure.found());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), failure.lines());
        assertEquals(
                "ambiguous: found 12 occurrences (expected 1) at lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … (first 10 of"
                        + " 12) — add surrounding lines to make the search unique, give a line hint, or expect 12"
                        + " replacements",
                failure.message());
    }

    @Test
    void fewerThanExpectedIsAFailure() {
        MatchFailure failure = fail("x\ny\nx\n", "x", "z", DEFAULTS.withExpectedCount(3));
        assertEquals(FailureReason.WRONG_COUNT, failure.reason());
        assertTrue(failure.message().startsWith("found only 2 occurrences (expected 3) at lines 1, 3"));
    }

    @Test
    void lineHintPicksNearestOccurrence() {
        TextMatcher matcher = TextMatcher.of("x\na\nb\nx\nc\nd\ne\nx\n");
        Located located = (Located) matcher.locate("x", "y", DEFAULTS.withLineHint(7));
        assertEquals(8, located.first().startLine());
        assertEquals(3, located.found());
        matcher.apply(located);
        assertEquals("x\na\nb\nx\nc\nd\ne\ny\n", matcher.text().toString());
    }

    @Test
    void lineHintTieFails() {
        MatchFailure failure =
                fail("x\na\nb\nx\n", "x", "y", DEFAULTS.withLineHint(2).withLineHint(null));
        assertEquals(FailureReason.WRONG_COUNT, failure.reason());
        MatchFailure tie = fail("x\na\nx\n", "x", "y", DEFAULTS.withLineHint(2));
        assertEquals(FailureReason.AMBIGUOUS_HINT, tie.reason());
        assertEquals(
                "ambiguous: occurrences at lines 1 and 3 are equally near line hint 2 (2 found) — give a nearer line"
                        + " hint or a longer search text",
                tie.message());
    }

    @Test
    void emptySearchFails() {
        MatchFailure failure = fail("abc", "", "x", DEFAULTS);
        assertEquals(FailureReason.EMPTY_SEARCH, failure.reason());
        assertEquals("empty search text — give the exact lines to find, copied from the file", failure.message());
    }

    @Test
    void identicalSearchAndReplaceFails() {
        MatchFailure failure = fail("abc", "b", "b", DEFAULTS);
        assertEquals(FailureReason.IDENTICAL, failure.reason());
        assertTrue(failure.message().startsWith("search and replace are identical"));
    }

    @Test
    void searchLineBreaksAreConvertedToTheTextsStyle() {
        assertEquals("a\r\nX\r\nY\r\nd\r\n", edit("a\r\nb\r\nc\r\nd\r\n", "b\nc\n", "X\nY\n", DEFAULTS));
        assertEquals("a\nX\nd\n", edit("a\nb\nc\nd\n", "b\r\nc\r\n", "X\r\n", DEFAULTS));
    }

    @Test
    void whitespaceTierMatchesWholeLinesAndReindents() {
        String text = "class A {\n    void f() {\n        call(a,  b);\n    }\n}\n";
        TextMatcher matcher = TextMatcher.of(text);
        Located located = (Located) matcher.locate(
                "void f() {\n    call(a, b);\n}", "void f() {\n    call(a, b);\n    more();\n}", DEFAULTS);
        assertEquals(MatchKind.WHITESPACE, located.kind());
        assertEquals(2, located.first().startLine());
        assertEquals(4, located.first().endLine());
        matcher.apply(located);
        assertEquals(
                "class A {\n    void f() {\n        call(a, b);\n        more();\n    }\n}\n",
                matcher.text().toString());
    }

    @Test
    void reindentationKeepsTheFilesTabs() {
        String text = "x\n\tif (a) {\n\t\tgo();\n\t}\n";
        assertEquals(
                "x\n\tif (b) {\n\t\tgo();\n\t\tstop();\n\t}\n",
                edit(text, "if (a) {\n    go();\n}\n", "if (b) {\n    go();\n    stop();\n}\n", DEFAULTS));
    }

    @Test
    void whitespaceTierNeedsWholeLines() {
        MatchFailure failure = fail("  foo(x);\n", "foo( x)", "bar", DEFAULTS);
        assertEquals(FailureReason.NOT_FOUND, failure.reason());
    }

    @Test
    void whitespaceTierCanBeSwitchedOffAndIsThenHinted() {
        String text = "a\n    foo  bar  \nb\n";
        MatchFailure failure = fail(text, "foo bar\n", "x\n", DEFAULTS.withWhitespaceTolerant(false));
        assertEquals(FailureReason.NOT_FOUND, failure.reason());
        assertTrue(
                failure.message().contains("hint: whitespace differs — the search matches at line 2 when indentation,"),
                failure.message());
        assertTrue(
                failure.summary().equals("not found — closest: line 2, equal except for whitespace"),
                failure.summary());
        assertEquals("a\n    x\nb\n", edit(text, "foo bar\n", "x\n", DEFAULTS));
    }

    @Test
    void notFoundNamesTheClosestWindowWithADiff() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 50; i++) {
            text.append("line number ").append(i).append(" says something\n");
        }
        MatchFailure failure =
                fail(text.toString(), "line number 20 says something\nline number 21 says somethinq\n", "x", DEFAULTS);
        assertEquals(FailureReason.NOT_FOUND, failure.reason());
        ClosestWindow closest = closest(failure);
        assertEquals(20, closest.startLine());
        assertEquals(21, closest.endLine());
        assertTrue(failure.summary().startsWith("not found — closest: lines 20–21, 98% similar"), failure.summary());
        assertTrue(failure.message().contains("-line number 21 says somethinq"), failure.message());
        assertTrue(failure.message().contains("+line number 21 says something"), failure.message());
    }

    @Test
    void failureMessagesAreBounded() {
        StringBuilder text = new StringBuilder();
        StringBuilder search = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            text.append("alpha beta gamma ").append(i).append('\n');
            // similar lines (before: "omega … zeta", now below 50 % and so shown as no similar text)
            search.append("alpha beta gamma ").append(i * 7).append('\n');
        }
        MatchFailure failure = fail(text.toString(), search.toString(), "x", DEFAULTS);
        assertTrue(
                failure.message().length() < 4000,
                () -> "length " + failure.message().length());
        assertTrue(failure.message().contains("more diff lines"));
    }

    @Test
    void fuzzyIsDiagnosisOnlyByDefault() {
        String text = "function a() {\n  return computeTotal(items);\n}\n";
        MatchFailure failure = fail(text, "  return computeTotl(items);\n", "  return 0;\n", DEFAULTS);
        assertEquals(2, closest(failure).startLine());
    }

    @Test
    void fuzzyAppliesAClearMatchWhenEnabled() {
        String text = "function a() {\n  return computeTotal(items);\n}\nfunction b() {\n  return 1;\n}\n";
        TextMatcher matcher = TextMatcher.of(text);
        Located located = (Located)
                matcher.locate("    return computeTotl(items);\n", "    return 0;\n", DEFAULTS.withFuzzyApply(true));
        assertEquals(MatchKind.FUZZY, located.kind());
        assertTrue(located.first().similarity() > 0.9);
        matcher.apply(located);
        assertEquals(
                "function a() {\n  return 0;\n}\nfunction b() {\n  return 1;\n}\n",
                matcher.text().toString());
    }

    @Test
    void fuzzyBelowThresholdIsNotApplied() {
        MatchFailure failure = fail("abcdefghij\n", "abcdefxyzw\n", "x\n", DEFAULTS.withFuzzyApply(true));
        assertTrue(failure.summary().contains("below the fuzzy threshold of 70%, not applied"), failure.summary());
    }

    /** A score exactly at the threshold is applied: the threshold is inclusive ("at or above"). */
    @Test
    void aWholeLineFuzzyMatchScoringExactlyTheThresholdIsApplied() {
        String text = "function a() {\n  return computeTotal(items);\n}\nfunction b() {\n  return 1;\n}\n";
        String search = "    return computeTotl(items);\n";
        double score = assertInstanceOf(
                        Located.class,
                        TextMatcher.of(text).locate(search, "    return 0;\n", DEFAULTS.withFuzzyApply(true)))
                .first()
                .similarity();
        MatchOptions atTheScore = DEFAULTS.withFuzzyApply(true).withFuzzyThreshold(score);
        Located located =
                assertInstanceOf(Located.class, TextMatcher.of(text).locate(search, "    return 0;\n", atTheScore));
        assertEquals(MatchKind.FUZZY, located.kind());
        assertEquals(2, located.first().startLine());
        MatchFailure above = fail(
                text, search, "    return 0;\n", DEFAULTS.withFuzzyApply(true).withFuzzyThreshold(Math.nextUp(score)));
        assertTrue(above.summary().contains("below the fuzzy threshold"), above.summary());
    }

    /** The same inclusive threshold for the substring (part of a line) fuzzy tier. */
    @Test
    void aSubstringFuzzyMatchScoringExactlyTheThresholdIsApplied() {
        String line = "        String message = \"The quick brown fox jumps over the lazy dog near the riverbank"
                + " today\"; int count = computeTheTotalNumberOfItemsInTheCollection(items, filter, limit, offset);";
        String text = "class L {\n    void f() {\n" + line + "\n    }\n}\n";
        String search = line.substring(0, 84).replace("quick", "quack");
        double score = assertInstanceOf(
                        Located.class, TextMatcher.of(text).locate(search, "X", DEFAULTS.withFuzzyApply(true)))
                .first()
                .similarity();
        assertTrue(score < 1.0, "a fuzzy score: " + score);
        assertEquals(
                "class L {\n    void f() {\nX" + line.substring(84) + "\n    }\n}\n",
                edit(text, search, "X", DEFAULTS.withFuzzyApply(true).withFuzzyThreshold(score)));
        MatchFailure above =
                fail(text, search, "X", DEFAULTS.withFuzzyApply(true).withFuzzyThreshold(Math.nextUp(score)));
        assertTrue(above.summary().contains("below the fuzzy threshold"), above.summary());
    }

    /** At exactly the threshold the runner-up is still weighed: a close second refuses the match. */
    @Test
    void aMatchScoringExactlyTheThresholdStillNeedsItsMargin() {
        String text = "value = compute(alpha);\nother\nvalue = compute(alpxy);\n";
        String search = "value = compute(alphc);\n";
        double score = assertInstanceOf(
                        Located.class,
                        TextMatcher.of(text)
                                .locate(
                                        search,
                                        "x\n",
                                        DEFAULTS.withFuzzyApply(true).withFuzzyMargin(0.01)))
                .first()
                .similarity();
        MatchFailure failure =
                fail(text, search, "x\n", DEFAULTS.withFuzzyApply(true).withFuzzyThreshold(score));
        assertTrue(failure.summary().contains("% similar too)"), failure.summary());
    }

    @Test
    void fuzzyNeedsAMarginOverTheRunnerUp() {
        String text = "value = compute(alpha);\nother\nvalue = compute(alpxy);\n";
        MatchFailure failure = fail(text, "value = compute(alphc);\n", "x\n", DEFAULTS.withFuzzyApply(true));
        assertTrue(failure.summary().contains("% similar too)"), failure.summary());
        TextMatcher matcher = TextMatcher.of(text);
        MatchResult loose = matcher.locate(
                "value = compute(alphc);\n",
                "x\n",
                DEFAULTS.withFuzzyApply(true).withFuzzyMargin(0.01));
        assertEquals(1, assertInstanceOf(Located.class, loose).first().startLine());
    }

    @Test
    void indentationStyleMismatchIsHinted() {
        String text = "a\n\t\tfoo(1);\n\t\tbar(2);\nb\n";
        MatchFailure failure = fail(text, "    foo(1);\n    bax(2);\n", "x\n", DEFAULTS);
        assertTrue(
                failure.message()
                        .contains(
                                "hint: indentation differs — the file indents with tabs, the search with" + " spaces"),
                failure.message());
    }

    @Test
    void lineEndingMismatchInMixedTextIsHinted() {
        String text = "a\r\nb\r\nc\nd\n";
        MatchFailure failure = fail(text, "a\nb\n", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(failure.message().contains("hint: line endings differ"), failure.message());
    }

    @Test
    void emptyTextHasNoClosestWindow() {
        MatchFailure failure = fail("", "x", "y", DEFAULTS);
        assertEquals("not found — the text is empty", failure.message());
        assertFalse(failure.closest() != null);
    }

    @Test
    void shortDiffIsBounded() {
        String diff = TextMatcher.shortDiff("a\nb\nc", "a\nB\nc");
        assertEquals("   a\n  -b\n  +B\n   c", diff);
    }

    @Test
    void whitespaceTierCountsAndHintsLikeTheExactTier() {
        String text = "a\n  go(1);\nb\n    go(1);\nc\n";
        MatchFailure failure = fail(text, "go( 1);\n", "stop();\n", DEFAULTS.withWhitespaceTolerant(true));
        assertEquals(FailureReason.NOT_FOUND, failure.reason());
        MatchFailure ambiguous = fail(text, "go(1);  \n", "stop();\n", DEFAULTS);
        assertEquals(
                "ambiguous: found 2 occurrences (expected 1), whitespace-tolerant, at lines 2, 4 — add surrounding"
                        + " lines to make the search unique, give a line hint, or expect 2 replacements",
                ambiguous.message());
        assertEquals(
                "a\n  go(1);\nb\n    stop();\nc\n", edit(text, "go(1);  \n", "stop();\n", DEFAULTS.withLineHint(5)));
    }

    @Test
    void searchesSpanningLinesAreFoundAtLineBoundariesOnly() {
        String text = "xa\nb\ncx\na\nb\nc\n";
        TextMatcher matcher = TextMatcher.of(text);
        Located located = (Located) matcher.locate("a\nb\nc", "Z", DEFAULTS.withExpectedCount(2));
        assertEquals(
                List.of(1, 4),
                located.occurrences().stream().map(Occurrence::startLine).toList());
        matcher.apply(located);
        assertEquals("xZx\nZ\n", matcher.text().toString());
    }

    @Test
    void searchLongerThanTheTextStillNamesTheClosestLines() {
        MatchFailure failure = fail("only line\n", "only line\nsecond\nthird\n", "x", DEFAULTS);
        assertEquals(1, closest(failure).startLine());
        assertEquals(1, closest(failure).endLine());
    }

    private static final Gen<String> LINES = lists().of(
                    strings().betweenCodePoints('a', 'c').ofLengthBetween(0, 3))
            .ofSizeBetween(0, 40)
            .map(lines -> String.join("\n", lines) + "\n");

    /**
     * The engine's exact tier (line index, gap buffer) against a straightforward model: every
     * overlapping {@code indexOf} occurrence counts, the expected number without overlaps is
     * replaced last first, anything else fails with the model's count and lines.
     */
    @Test
    void exactTierEqualsANaiveScanAcrossEditSequences() {
        MatchOptions exactOnly = DEFAULTS.withWhitespaceTolerant(false);
        qt().withExamples(300)
                .forAll(
                        LINES,
                        lists().of(strings().betweenCodePoints('a', 'd').ofLengthBetween(0, 6))
                                .ofSizeBetween(1, 25),
                        integers().between(0, 1 << 16))
                .checkAssert((initial, replacements, seed) -> {
                    TextMatcher matcher = TextMatcher.of(initial);
                    String model = initial;
                    int next = seed;
                    for (String raw : replacements) {
                        String replace = raw.replace('d', '\n');
                        int from = model.isEmpty() ? 0 : next % model.length();
                        int to = Math.min(model.length(), from + 1 + (next >>> 4) % 14);
                        int expected = 1 + (next >>> 9) % 2;
                        next = (next * 1103515245 + 12345) & 0x7fffffff;
                        String search = model.substring(from, to);
                        if (search.isEmpty() || search.equals(replace)) {
                            continue;
                        }
                        List<Integer> found = new ArrayList<>();
                        for (int at = model.indexOf(search); at >= 0; at = model.indexOf(search, at + 1)) {
                            found.add(at);
                        }
                        MatchResult result = matcher.locate(search, replace, exactOnly.withExpectedCount(expected));
                        boolean overlap = false;
                        for (int i = 1; i < found.size(); i++) {
                            overlap |= found.get(i) < found.get(i - 1) + search.length();
                        }
                        if (found.size() == expected && !overlap) {
                            Located located = assertInstanceOf(Located.class, result, result::toString);
                            assertEquals(MatchKind.EXACT, located.kind());
                            for (int i = 0; i < found.size(); i++) {
                                Occurrence occurrence = located.occurrences().get(i);
                                assertEquals((int) found.get(i), occurrence.start());
                                assertEquals(lineOf(model, found.get(i)), occurrence.startLine());
                            }
                            matcher.apply(located);
                            StringBuilder edited = new StringBuilder(model);
                            for (int i = found.size() - 1; i >= 0; i--) {
                                edited.replace(found.get(i), found.get(i) + search.length(), replace);
                            }
                            model = edited.toString();
                        } else {
                            MatchFailure failure = assertInstanceOf(MatchFailure.class, result, result::toString);
                            if (!found.isEmpty()) {
                                assertEquals(found.size(), failure.found(), failure.message());
                                assertEquals(
                                        lineOf(model, found.get(0)),
                                        failure.lines().get(0));
                            }
                        }
                        assertEquals(model, matcher.text().toString());
                    }
                });
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    // ---------------------------------------------------------------- issue 28

    private static final String A_JAVA =
            "class A {\n    void f() {\n        if (x) {\n            // note one\n        }\n    }\n}\n";

    @Test
    void aSearchThatStartsWithIndentationIsNeverExactInsideADeeperOne() {
        TextMatcher matcher = TextMatcher.of(A_JAVA);
        MatchResult result = matcher.locate("        // note one\n", "            // note two\n", DEFAULTS);
        Located located = assertInstanceOf(Located.class, result, result::toString);
        // Before: EXACT, and the line became 16 spaces + "// note two".
        assertEquals(MatchKind.WHITESPACE, located.kind());
        assertEquals(
                "line 4 is indented with 12 spaces, your search with 8 spaces; the replacement kept its 12 spaces",
                located.first().indentNote());
        matcher.apply(located);
        assertTrue(
                matcher.text().toString().contains("\n            // note two\n        }"), matcher.text()::toString);
    }

    @Test
    void aReplacementAtTheSearchIndentationIsReindentedAndSaysSo() {
        String edited = edit(A_JAVA, "        // note one\n", "        // note two\n        // three\n", DEFAULTS);
        assertTrue(edited.contains("\n            // note two\n            // three\n        }"), edited);
        TextMatcher matcher = TextMatcher.of(A_JAVA);
        Located located = (Located) matcher.locate("        // note one\n", "        // note two\n", DEFAULTS);
        assertEquals(
                "line 4 is indented with 12 spaces, your search with 8 spaces; the replacement was re-indented to 12"
                        + " spaces",
                located.first().indentNote());
    }

    @Test
    void exactOnlyRefusesAnIndentationMismatchAndExplainsIt() {
        MatchFailure failure = fail(
                A_JAVA, "        // note one\n", "            // note two\n", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(
                failure.message()
                        .startsWith("not found exactly: indentation differs — your search starts with 8 spaces of"
                                + " indentation, but line 4 is indented with 12 spaces; the search occurs only inside"
                                + " that deeper indentation, which is never an exact match. Copy the line's"
                                + " indentation (12 spaces), or allow whitespace-tolerant matching."),
                failure.message());
    }

    @Test
    void anExactMatchAtTheRightIndentationIsStillExact() {
        String text = "    foo();\n        foo();\n";
        TextMatcher matcher = TextMatcher.of(text);
        Located located = (Located) matcher.locate("    foo();\n", "    bar();\n", DEFAULTS);
        assertEquals(MatchKind.EXACT, located.kind());
        assertEquals(1, located.found());
        assertEquals(1, located.first().startLine());
    }

    @Test
    void aTypoInHalfOfALongLineScoresTheWindowNotTheLine() {
        String line = "        String message = \"The quick brown fox jumps over the lazy dog near the riverbank"
                + " today\"; int count = computeTheTotalNumberOfItemsInTheCollection(items, filter, limit, offset);";
        String text = "class L {\n    void f() {\n" + line + "\n    }\n}\n";
        String search = line.substring(0, 84).replace("quick", "quack");
        MatchFailure failure = fail(text, search, "X", DEFAULTS);
        // Before: "closest: line 3, 46% similar", so even fuzzy application could not take it.
        assertTrue(
                failure.message()
                        .startsWith("not found — closest: line 3, columns 0–84 (0-based columns), 98% similar\n"
                                + "  (- your search, + file)\n"),
                failure.message());
        String edited = edit(text, search, "X", DEFAULTS.withFuzzyApply(true));
        assertEquals("class L {\n    void f() {\nX" + line.substring(84) + "\n    }\n}\n", edited);
    }

    @Test
    void nothingSimilarSaysSoInsteadOfShowingARandomLine() {
        MatchFailure failure =
                fail("alpha beta\ngamma delta\n", "totally unrelated words here, nothing like it", "X", DEFAULTS);
        assertTrue(
                failure.message()
                        .startsWith("not found — no similar text in the file (the most similar place is" + " only "),
                failure.message());
        assertEquals(null, failure.closest());
    }

    @Test
    void aSubstringCandidateSearchStaysBoundedOnALargeText() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            text.append("    value")
                    .append(i % 1000)
                    .append(" = compute(")
                    .append(i % 7)
                    .append(");\n");
        }
        MatchFailure failure = fail(text.toString(), "    valeu42 = compute(3);", "X", DEFAULTS);
        assertTrue(failure.message().startsWith("not found — closest:"), failure.message());
    }

    @Test
    void exactlyTenOccurrencesAreAllListedAndAnEleventhIsCounted() {
        MatchFailure ten = fail("x\n".repeat(10), "x", "y", DEFAULTS);
        assertEquals(
                "ambiguous: found 10 occurrences (expected 1) at lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 — add surrounding"
                        + " lines to make the search unique, give a line hint, or expect 10 replacements",
                ten.message());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), ten.lines());
        MatchFailure eleven = fail("x\n".repeat(11), "x", "y", DEFAULTS);
        assertTrue(eleven.message().contains("at lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … (first 10 of 11)"));
        assertEquals(10, eleven.lines().size());
    }

    @Test
    void aLineHintPicksAmongSeveralWithinFortyLinesAndNotBeyond() {
        String text = "x\n" + "y\n".repeat(98) + "x\n";
        Located within =
                assertInstanceOf(Located.class, TextMatcher.of(text).locate("x", "z", DEFAULTS.withLineHint(41)));
        assertEquals(1, within.first().startLine());
        assertEquals(40, within.hintDistance());
        assertEquals(2, within.found());
        MatchFailure beyond = fail(text, "x", "z", DEFAULTS.withLineHint(42));
        assertEquals(FailureReason.HINT_TOO_FAR, beyond.reason());
        assertEquals(
                "ambiguous: found 2 occurrences at lines 1, 100, none within 40 lines of line hint 42 (the nearest,"
                        + " line 1, is 41 lines away) — give the line of the one you mean as the hint, or a longer"
                        + " search text",
                beyond.message());
        assertEquals(List.of(1, 100), beyond.lines());
    }

    @Test
    void aLineHintInsideAMultiLineMatchIsZeroLinesAway() {
        String text = "a\nb\nc\nd\ne\n";
        for (int hint = 1; hint <= 5; hint++) {
            Located located = assertInstanceOf(
                    Located.class, TextMatcher.of(text).locate("b\nc\n", "X\n", DEFAULTS.withLineHint(hint)));
            assertEquals(2, located.first().startLine());
            assertEquals(3, located.first().endLine());
            assertEquals(hint, located.lineHint());
            assertEquals(hint < 2 ? 2 - hint : Math.max(0, hint - 3), located.hintDistance(), "hint " + hint);
        }
    }

    @Test
    void aSearchOfTenCharactersOrMoreBelowHalfSimilarFindsNoSimilarTextAndAShorterOneItsClosest() {
        String text = "aaaa\nbbbb\n";
        MatchFailure ten = fail(text, "qwertyuiop", "X", DEFAULTS);
        assertTrue(ten.message().startsWith("not found — no similar text in the file"), ten.message());
        assertEquals(null, ten.closest());
        // blanks at the ends do not count
        MatchFailure nine = fail(text, "  qwertyuio  ", "X", DEFAULTS);
        assertTrue(nine.summary().startsWith("not found — closest: line"), nine.message());
        assertNotNull(nine.closest());
    }

    @Test
    void textExactlyHalfSimilarIsStillShownAsTheClosest() {
        // five of ten characters differ: 50 %, the least that is still "similar"
        MatchFailure half = fail("abcdefghij\n", "abcdeVWXYZ", "X", DEFAULTS);
        assertEquals("not found — closest: line 1, 50% similar", half.summary());
        assertEquals(0.5, closest(half).similarity(), 1e-12);
        MatchFailure less = fail("abcdefghij\n", "abcdUVWXYZ", "X", DEFAULTS);
        assertTrue(less.summary().startsWith("not found — no similar text"), less.summary());
    }

    @Test
    void aWindowKeepingOneSearchLineWholeIsShownHoweverDissimilarTheRest() {
        String text = "keep this line\n" + "z".repeat(60) + "\n";
        MatchFailure failure = fail(text, "keep this line\n" + "q".repeat(60) + "\n", "X", DEFAULTS);
        assertTrue(closest(failure).similarity() < TextMatcher.MIN_SIMILAR, failure.message());
        assertTrue(failure.summary().startsWith("not found — closest: lines 1–2, "), failure.summary());
    }

    @Test
    void shortDiffShowsTwelveLinesThenCountsTheRestAndClipsLongLines() {
        String twelve = TextMatcher.shortDiff("a\nb\nc\nd\ne\nf", "A\nB\nC\nD\nE\nF");
        assertEquals(12, twelve.split("\n").length);
        assertFalse(twelve.contains("more diff lines"), twelve);
        String fourteen = TextMatcher.shortDiff("a\nb\nc\nd\ne\nf\ng", "A\nB\nC\nD\nE\nF\nG");
        assertEquals(13, fourteen.split("\n").length);
        assertTrue(fourteen.endsWith("\n  … (2 more diff lines)"), fourteen);
        // 160 characters with the diff marker are shown whole, 161 are cut to 160 and an ellipsis
        assertEquals("  -" + "a".repeat(159) + "\n  +b", TextMatcher.shortDiff("a".repeat(159), "b"));
        assertEquals("  -" + "a".repeat(159) + "…\n  +b", TextMatcher.shortDiff("a".repeat(160), "b"));
    }

    @Test
    void aSearchIndentedWithTabsWhereTheFileUsesSpacesIsHinted() {
        String text = "a\n    foo(1);\n    bar(2);\nb\n";
        MatchFailure failure = fail(text, "\tfoo(1);\n\tbax(2);\n", "x\n", DEFAULTS);
        assertTrue(
                failure.message()
                        .contains("hint: indentation differs — the file indents with spaces, the search with tabs"),
                failure.message());
    }

    @Test
    void aSearchStartingWithABlankAfterOtherTextOfTheLineIsExact() {
        // only blanks of the line's indentation before the match make it an indentation mismatch
        assertEquals("int a = c;\n", edit("int a = b;\n", " = b", " = c", DEFAULTS));
        Located located =
                assertInstanceOf(Located.class, TextMatcher.of("x\n  y = 1;\n").locate(" = 1", " = 2", DEFAULTS));
        assertEquals(MatchKind.EXACT, located.kind());
    }

    // ---------------------------------------------------------------- substring and hint details

    private static final String TWO_CALLS =
            "    first(); callSomethingImportant(alpha, beta); middle stuff here to pad the line out\n"
                    + "    second(); callSomethingImportant(alpha, betx); other stuff here to pad the line out\n";

    @Test
    void aSubstringRunnerUpScoringTheSameIsNamedAndRefusesEvenWithNoMargin() {
        MatchFailure failure = fail(
                TWO_CALLS,
                "callSomethingImportant(alpha, betz);",
                "X",
                DEFAULTS.withFuzzyApply(true).withFuzzyMargin(0));
        assertEquals(
                "not found — closest: line 1, columns 13–49 (0-based columns), 97% similar (not applied: line 2 is 97%"
                        + " similar too)\n"
                        + "  (- your search, + file)\n"
                        + "  -callSomethingImportant(alpha, betz);\n"
                        + "  +callSomethingImportant(alpha, beta);",
                failure.message());
    }

    @Test
    void aSubstringRunnerUpBelowTheMarginLetsTheBestApply() {
        String text = TWO_CALLS.replace("betx", "betxy");
        TextMatcher matcher = TextMatcher.of(text);
        Located located = assertInstanceOf(
                Located.class,
                matcher.locate(
                        "callSomethingImportant(alpha, betz);",
                        "X",
                        DEFAULTS.withFuzzyApply(true).withFuzzyMargin(0.01)));
        assertEquals(MatchKind.FUZZY, located.kind());
        assertEquals(13, located.first().start());
        assertEquals(49, located.first().end());
        assertEquals(1, located.first().startLine());
        assertEquals(1, located.first().endLine());
        matcher.apply(located);
        assertEquals(
                text.replace("callSomethingImportant(alpha, beta);", "X"),
                matcher.text().toString());
    }

    @Test
    void aLeadingSubstringBelowHalfSimilarIsNoSimilarTextFromTenCharactersOn() {
        String text = "z".repeat(120) + "abcd" + "y".repeat(120) + "\n";
        MatchFailure ten = fail(text, "abcdQWERTY", "X", DEFAULTS);
        assertEquals(
                "not found — no similar text in the file (the most similar place is only 1% similar): check the file's"
                        + " name and read the lines you mean to change before retrying",
                ten.message());
        assertEquals(null, ten.closest());
        MatchFailure nine = fail(text, "abcdQWERT", "X", DEFAULTS);
        assertEquals(
                "not found — closest: line 1, columns 120–124 (0-based columns), 44% similar\n"
                        + "  (- your search, + file)\n"
                        + "  -abcdQWERT\n"
                        + "  +abcd",
                nine.message());
        assertEquals("abcd", closest(nine).text());
    }

    @Test
    void aSubstringSpanningLinesNamesBothLinesAndColumns() {
        String text = "int alpha = computeSomething(first);\nint beta = computeOther(second);\n";
        MatchFailure failure = fail(text, "computeSomething(first);\nint beta = computeOthr", "X", DEFAULTS);
        assertEquals(
                "not found — closest: lines 1–2, from column 12 of line 1 to column 21 of line 2 (0-based columns), 97%"
                        + " similar\n"
                        + "  (- your search, + file)\n"
                        + "   computeSomething(first);\n"
                        + "  -int beta = computeOthr\n"
                        + "  +int beta = computeOth",
                failure.message());
        assertEquals(1, closest(failure).startLine());
        assertEquals(2, closest(failure).endLine());
    }

    @Test
    void aSubstringEndingWithTheLineBreakIsDiffedWithoutIt() {
        String text = "    int alpha = computeSomething(first, second, third);\n    next();\n";
        MatchFailure failure = fail(text, "computeSomething(frst, second, third);\n", "X", DEFAULTS);
        assertEquals(
                "not found — closest: line 1, columns 16–56 (0-based columns), 97% similar\n"
                        + "  (- your search, + file)\n"
                        + "  -computeSomething(frst, second, third);\n"
                        + "  +computeSomething(first, second, third);",
                failure.message());
        assertEquals(
                "computeSomething(first, second, third);\n", closest(failure).text());
    }

    @Test
    void aWholeLineRunnerUpOfSeveralLinesIsNamedAsARange() {
        String text = "a\n  b1 line\n  b2 line\nc\n  b1 line\n  b2 lino\nd\n";
        MatchFailure failure = fail(text, "b1 line\nb2 lina\n", "X\n", DEFAULTS.withFuzzyApply(true));
        assertEquals(
                "not found — closest: lines 2–3, 93% similar (not applied: lines 5–6 are 93% similar too)",
                failure.summary());
        assertEquals(2, closest(failure).startLine());
    }

    @Test
    void lineEndingHintsNameTheLineAndTheOtherStyle() {
        String mixed = "a\r\nb\r\nc\nd\n";
        MatchFailure lf = fail(mixed, "a\nb\n", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(
                lf.message()
                        .contains("\nhint: line endings differ — the text mixes \\n and \\r\\n, and the search matches"
                                + " at line 1 with \\r\\n line breaks\n"),
                lf.message());
        MatchFailure crlf = fail(mixed, "c\r\nd\r\n", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(
                crlf.message()
                        .contains("\nhint: line endings differ — the text mixes \\n and \\r\\n, and the search matches"
                                + " at line 3 with \\n line breaks\n"),
                crlf.message());
        MatchFailure cr = fail("foo bar baz\nnext line\n", "foo bar\rbaz", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertEquals(
                "not found — closest: line 1, equal except for whitespace\n"
                        + "hint: whitespace differs — the search matches at line 1 when indentation, trailing spaces"
                        + " and spacing are ignored; copy the file's exact text or enable the whitespace-tolerant tier\n"
                        + "hint: line endings differ — the search contains \\r characters that the file's lines do"
                        + " not\n"
                        + "  (- your search, + file)\n"
                        + "  -foo bar\\rbaz\n"
                        + "  +foo bar baz",
                cr.message());
        // a \r\n text's own line breaks are no line-ending difference
        MatchFailure sameStyle =
                fail("first line here\r\nsecond line here\r\n", "first line here\nsecond line hare\n", "x", DEFAULTS);
        assertEquals(
                "not found — closest: lines 1–2, 96% similar\n"
                        + "  (- your search, + file)\n"
                        + "   first line here\\r\n"
                        + "  -second line hare\\r\n"
                        + "  +second line here\\r",
                sameStyle.message());
    }

    @Test
    void anIndentationMismatchShowsTheClosestLinesDiffWhenThereIsOne() {
        MatchFailure failure = fail(A_JAVA, "        // note one\n", "x\n", DEFAULTS.withWhitespaceTolerant(false));
        assertEquals(
                "not found exactly: indentation differs — your search starts with 8 spaces of indentation, but line 4"
                        + " is indented with 12 spaces; the search occurs only inside that deeper indentation, which is"
                        + " never an exact match. Copy the line's indentation (12 spaces), or allow whitespace-tolerant"
                        + " matching.\n"
                        + "  (- your search, + file)\n"
                        + "  -        // note one\n"
                        + "  +            // note one",
                failure.message());
        assertEquals(List.of(4), failure.lines());
        assertEquals(4, closest(failure).startLine());
        String twice = A_JAVA.replace("        }\n    }", "        }\n            // note one\n    }");
        MatchFailure two = fail(twice, "        // note one\n", "x\n", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(
                two.message()
                        .startsWith("not found exactly: indentation differs — your search starts with 8 spaces of"
                                + " indentation, but lines 4, 6 are indented with 12 spaces (the first); the search"
                                + " occurs only inside that deeper indentation"),
                two.message());
        assertEquals(List.of(4, 6), two.lines());
        // the search found whole inside the line: the closest text equals it, there is no diff to show
        MatchFailure inside = fail(
                "      foo(bar); // a very long trailing comment that keeps going on and on\n",
                "    foo(bar);",
                "x",
                DEFAULTS.withWhitespaceTolerant(false));
        assertEquals(
                "not found exactly: indentation differs — your search starts with 4 spaces of indentation, but line 1"
                        + " is indented with 6 spaces; the search occurs only inside that deeper indentation, which is"
                        + " never an exact match. Copy the line's indentation (6 spaces), or allow whitespace-tolerant"
                        + " matching.",
                inside.message());
        assertEquals(1, closest(inside).startLine());
    }

    @Test
    void wholeLineMatchesReachTheTextsFirstAndLastLines() {
        assertEquals("  X\n  Y", edit("  alpha\n  beta", "alpha\nbeta", "X\nY", DEFAULTS));
        assertEquals("  X\n  Y\n", edit("  alpha\n  beta\n", "alpha\nbeta\n", "X\nY\n", DEFAULTS));
        // a search whose first content line is its second cannot start before the text's first line
        MatchFailure before = fail(" alpha\nx\n", "\nalpha\n", "Q", DEFAULTS);
        assertEquals(
                "not found — closest: line 1, 83% similar\n"
                        + "  (- your search, + file)\n"
                        + "  -\n"
                        + "  -alpha\n"
                        + "  + alpha",
                before.message());
    }

    @Test
    void aSubstringRunnerUpWithinTheDefaultMarginRefuses() {
        MatchFailure failure = fail(
                TWO_CALLS.replace("betx", "betxy"),
                "callSomethingImportant(alpha, betz);",
                "X",
                DEFAULTS.withFuzzyApply(true));
        assertTrue(
                failure.summary()
                        .startsWith("not found — closest: line 1, columns 13–49 (0-based columns), 97% similar (not"
                                + " applied: line 2 is "),
                failure.summary());
    }

    @Test
    void aLeadingSubstringAtHalfSimilarIsShownAndTenStrippedCharactersBelowHalfAreNot() {
        String text = "z".repeat(120) + " abcdey" + "y".repeat(120) + "\n";
        // pieces "abcde" and "QWERT": the first occurs, five of ten characters equal — 50 %, still similar
        MatchFailure half = fail(text, "abcdeQWERT", "X", DEFAULTS);
        assertEquals("not found — closest: line 1, columns 121–126 (0-based columns), 50% similar", half.summary());
        // 12 characters, 10 of them once the blanks at the ends are stripped: below half, no similar text
        MatchFailure ten = fail(text, " abcQWERTYU ", "X", DEFAULTS);
        assertTrue(ten.message().startsWith("not found — no similar text in the file"), ten.message());
        assertEquals(null, ten.closest());
        MatchFailure twelve = fail(text, "abcdQWERTYUI", "X", DEFAULTS);
        assertEquals(
                "not found — no similar text in the file (the most similar place is only 33% similar): check the"
                        + " file's name and read the lines you mean to change before retrying",
                twelve.message());
    }

    @Test
    void aCarriageReturnAtTheSearchsStartIsHintedUnlessTheFileHasItToo() {
        MatchFailure hinted = fail("foo bar baz\n", "\rfoo bar bax", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertTrue(
                hinted.message()
                        .contains("\nhint: line endings differ — the search contains \\r characters that the file's"
                                + " lines do not"),
                hinted.message());
        MatchFailure same = fail("\rfoo bar baz\n", "\rfoo bar bax", "x", DEFAULTS.withWhitespaceTolerant(false));
        assertFalse(same.message().contains("line endings differ"), same.message());
    }

    @Test
    void aWholeLineSearchLedByABlankLineIsPlacedFromItsFirstContentLine() {
        assertEquals("a\n\n  X\nb\n", edit("a\n\n  foo\nb\n", "\nfoo\n", "\nX\n", DEFAULTS));
        // the search's blank last line would lie past the text's end: no whole-line match
        MatchFailure past = fail("x\n  foo", "foo\n\n", "bar\n\n", DEFAULTS);
        assertEquals(FailureReason.NOT_FOUND, past.reason());
    }
}
