package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.edl.Selector;
import dev.edl.files.FileStamp;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** The optimised searches agree with naive ones. */
class PatternSearchTest {
    private static final String[] PIECES = {"a", "b", "ab", "\n", " ", "  ", "TK_1", "x"};
    private static final String[] REGEX_PIECES = {
        "TK_1",
        "\\bTK_1\\b",
        "TK_[0-9]",
        "a+",
        "[ab]",
        "b?",
        "(ab|ba)",
        "x",
        "\\w",
        "$",
        "^",
        "(?=a)",
        "(?<=b)",
        // classes and bounded repetitions, so the prefilter's class and {n,m} scanning is exercised
        "[]a]",
        "[a\\d]",
        "[^a]",
        "[ab]{1,2}",
        "a{2}",
        "TK_1{0,1}",
        "b{1,}",
        "[\\w ]{2,3}",
        "TK_[1]{1,2}"
    };

    /**
     * Character classes, above all those that match a line break (negated, escapes, unions,
     * intersections, a literal {@code ]} first), so a prefiltered search that wrongly treats one as
     * line-local would miss a match that crosses lines.
     */
    private static final String[] CLASS_PIECES = {
        "TK_1",
        "[ab]",
        "[^x]",
        "[^a]",
        "[\\s]",
        "[\\n]",
        "[a\\n]",
        "[\\x0A]",
        "[\\p{Space}]",
        "[\\w]",
        "[\\d]",
        "[]a]",
        "[a[\\n]]",
        "[a-c&&[^b]]",
        "[b[^a]]",
        "[\\Sa]",
        "[\\W]",
        "[\\D]",
        "[\\u000A]",
        "[\\012]",
        "[T]K_1"
    };

    private static final String[] LINES = {"a", "a", " a", ""};

    /** Texts made of short, often repeated lines, so that overlapping candidates are common. */
    private static Gen<String> lineTexts(int max, boolean finalBreak) {
        return lists().of(integers().between(0, LINES.length - 1))
                .ofSizeBetween(1, max)
                .map(list -> {
                    List<String> lines = new ArrayList<>();
                    list.forEach(i -> lines.add(LINES[i]));
                    return String.join("\n", lines) + (finalBreak ? "\n" : "");
                });
    }

    private final PatternSearch search = new PatternSearch(2_000_000_000L);

    private static Gen<String> texts(String[] pieces, int max) {
        return lists().of(integers().between(0, pieces.length - 1))
                .ofSizeBetween(0, max)
                .map(list -> {
                    StringBuilder out = new StringBuilder();
                    list.forEach(i -> out.append(pieces[i]));
                    return out.toString();
                });
    }

    private static Document document(String text) {
        return new Document(
                new TextFile("f", Path.of("/f"), text, TextFormat.DEFAULT, new FileStamp(0, new byte[0]), List.of()),
                text.length() % 2 == 0 ? 1000 : 0);
    }

    private List<TextRange> find(Selector pattern, String text, int from, int to, PatternSearch.Want want)
            throws CommandFailure {
        return search.find(pattern, document(text), from, to, want, System.nanoTime() + 2_000_000_000L, line -> {});
    }

    private static List<TextRange> naiveLines(String lines, String text, int from, int to) {
        List<TextRange> result = new ArrayList<>();
        for (int at = from; at + lines.length() <= to; at++) {
            int end = at + lines.length();
            if (text.startsWith(lines, at)
                    && (at == 0 || text.charAt(at - 1) == '\n')
                    && (end == text.length() || text.charAt(end) == '\n')) {
                result.add(new TextRange(at, end < text.length() ? end + 1 : end, true));
            }
        }
        return result;
    }

    @Test
    void overlappingHeredocCandidatesAreAllFound() throws CommandFailure {
        List<TextRange> found = find(new Selector.Lines("a\na"), "a\na\na\n", 0, 6, PatternSearch.Want.ALL);
        assertEquals(List.of(new TextRange(0, 4, true), new TextRange(2, 6, true)), found);
    }

    @Test
    void heredocSearchesAgreeWithANaiveScan() {
        qt().withExamples(1000)
                .forAll(
                        texts(PIECES, 6).zip(lineTexts(16, true), (x, y) -> x + y),
                        lineTexts(3, false),
                        integers().between(0, 1000),
                        integers().between(0, 1000))
                .checkAssert((text, lines, a, b) -> {
                    if (lines.isEmpty()) {
                        return;
                    }
                    // Half of the examples search the whole text, the others a random scope.
                    boolean whole = a % 2 == 0;
                    int from = whole ? 0 : Math.min(a, b) % (text.length() + 1);
                    int to = whole ? text.length() : from + Math.abs(a - b) % (text.length() - from + 1);
                    List<TextRange> expected = naiveLines(lines, text, from, to);
                    Selector pattern = new Selector.Lines(lines);
                    try {
                        assertEquals(expected, find(pattern, text, from, to, PatternSearch.Want.ALL));
                        assertEquals(
                                expected.isEmpty() ? List.of() : List.of(expected.get(0)),
                                find(pattern, text, from, to, PatternSearch.Want.FIRST));
                        assertEquals(
                                expected.isEmpty() ? List.of() : List.of(expected.get(expected.size() - 1)),
                                find(pattern, text, from, to, PatternSearch.Want.LAST));
                    } catch (CommandFailure e) {
                        throw new AssertionError(e.message(), e);
                    }
                });
    }

    @Test
    void prefilteredRegexSearchesAgreeWithAFullScan() {
        agreesWithAFullScan(texts(REGEX_PIECES, 4));
    }

    /** Every regex has the required literal, so the prefilter is tried whenever the classes allow it. */
    @Test
    void prefilteredSearchesWithCharacterClassesAgreeWithAFullScan() {
        agreesWithAFullScan(texts(CLASS_PIECES, 3).map(classes -> "TK_1" + classes));
    }

    /**
     * One document asked many regexes with literals, as a script does, through replacements: the
     * literal's lines come from the text's indexes, which are built after the first searches, so
     * the later searches take that path (every {@link PatternSearch.Want}).
     */
    @Test
    void manyPrefilteredSearchesOnOneDocumentAgreeWithAFullScanThroughEdits() {
        qt().withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            StringBuilder model = new StringBuilder();
            for (int i = 0; i < 200; i++) {
                model.append(
                                random.nextInt(3) == 0
                                        ? "  TK_" + random.nextInt(30) + " = TK_" + random.nextInt(30)
                                        : "a b")
                        .append('\n');
            }
            Document document = document(model.toString());
            PatternSearch.Want[] wants = PatternSearch.Want.values();
            for (int round = 0; round < 60; round++) {
                String regex = random.nextBoolean()
                        ? "\\bTK_" + random.nextInt(30) + "\\b"
                        : "TK_" + random.nextInt(3) + "[0-9]";
                Selector.Regex pattern = new Selector.Regex(regex, "m");
                PatternSearch.Want want = wants[random.nextInt(wants.length)];
                List<TextRange> all = new ArrayList<>();
                Matcher matcher = pattern.compile().matcher(model);
                while (matcher.find()) {
                    all.add(new TextRange(matcher.start(), matcher.end(), false));
                }
                try {
                    List<TextRange> found = search.find(
                            pattern, document, 0, model.length(), want, System.nanoTime() + 2_000_000_000L, line -> {});
                    assertEquals(expected(all, want), found, regex + " " + want);
                } catch (CommandFailure e) {
                    throw new AssertionError(e.message(), e);
                }
                int start = random.nextInt(model.length() + 1);
                int end = Math.min(model.length(), start + random.nextInt(12));
                String insert = random.nextBoolean() ? "TK_" + random.nextInt(30) + " " : "\n";
                document.apply(List.of(new Document.Edit(start, end, insert)), Document.Kind.REPLACEMENT);
                model.replace(start, end, insert);
            }
        });
    }

    private static final String THREE_LINES = "ab\ncd\nef\n";

    /** Resolves a position selector in {@link #THREE_LINES} with the whole text as scope. */
    private static List<TextRange> resolve(Selector position) throws CommandFailure {
        return resolve(position, document(THREE_LINES), 0, THREE_LINES.length(), new ArrayList<>());
    }

    private static List<TextRange> resolve(
            Selector position, Document document, int scopeStart, int scopeEnd, List<Integer> linesUsed)
            throws CommandFailure {
        return new PatternSearch(2_000_000_000L)
                .find(position, document, scopeStart, scopeEnd, PatternSearch.Want.ALL, Long.MAX_VALUE, linesUsed::add);
    }

    private static String failure(Selector position) {
        return assertThrows(CommandFailure.class, () -> resolve(position)).message();
    }

    @Test
    void bofAndEofAreEmptyRangesAtTheEnds() throws CommandFailure {
        assertEquals(List.of(new TextRange(0, 0, false)), resolve(new Selector.Bof()));
        assertEquals(List.of(new TextRange(9, 9, false)), resolve(new Selector.Eof()));
    }

    @Test
    void aLineSpansItsTextWithoutItsBreak() throws CommandFailure {
        assertEquals(List.of(new TextRange(3, 5, false)), resolve(new Selector.Line(2)));
        // the empty line after the final break can be named too
        assertEquals(List.of(new TextRange(9, 9, false)), resolve(new Selector.Line(4)));
    }

    @Test
    void aLineColumnIsAnEmptyRangeUpToTheLinesEnd() throws CommandFailure {
        assertEquals(List.of(new TextRange(4, 4, false)), resolve(new Selector.LineColumn(2, 1)));
        assertEquals(List.of(new TextRange(5, 5, false)), resolve(new Selector.LineColumn(2, 2)));
        assertEquals("Column 3 out of range for line 2 (length 2)", failure(new Selector.LineColumn(2, 3)));
    }

    @Test
    void aRangeRunsFromTheStartOfOnePositionToTheEndOfTheOther() throws CommandFailure {
        assertEquals(
                List.of(new TextRange(0, 5, false)),
                resolve(new Selector.Range(new Selector.Line(1), new Selector.Line(2))));
        assertEquals(
                List.of(new TextRange(4, 4, false)),
                resolve(new Selector.Range(new Selector.LineColumn(2, 1), new Selector.LineColumn(2, 1))));
        assertEquals(
                "Invalid range 2-1: it ends before it starts",
                failure(new Selector.Range(new Selector.Line(2), new Selector.Line(1))));
    }

    @Test
    void linesOutsideTheLoadedTextAreRejected() {
        String expected = "Line %d is out of range (the file had 3 lines when this run loaded it)";
        assertEquals(expected.formatted(0), failure(new Selector.Line(0)));
        assertEquals(expected.formatted(5), failure(new Selector.Line(5)));
        assertEquals(expected.formatted(5), failure(new Selector.LineColumn(5, 0)));
        assertEquals(expected.formatted(0), failure(new Selector.Range(new Selector.Bof(), new Selector.Line(0))));
    }

    @Test
    void everyLineNumberUsedIsReported() throws CommandFailure {
        List<Integer> used = new ArrayList<>();
        Document document = document(THREE_LINES);
        resolve(new Selector.Range(new Selector.Line(1), new Selector.LineColumn(3, 1)), document, 0, 9, used);
        assertEquals(List.of(1, 3), used);
        used.clear();
        // a single line is both the start and the end of its range
        resolve(new Selector.Line(2), document, 0, 9, used);
        assertEquals(List.of(2, 2), used);
    }

    @Test
    void aPositionCountsOnlyWhenItLiesWithinTheScope() throws CommandFailure {
        Document document = document(THREE_LINES);
        Selector line2 = new Selector.Line(2);
        assertEquals(List.of(new TextRange(3, 5, false)), resolve(line2, document, 3, 5, new ArrayList<>()));
        assertEquals(List.of(), resolve(line2, document, 4, 9, new ArrayList<>()));
        assertEquals(List.of(), resolve(line2, document, 0, 4, new ArrayList<>()));
    }

    @Test
    void positionsNameTheLoadedTextAndMoveWithTheEdits() throws CommandFailure {
        Document document = document(THREE_LINES);
        // "cd" becomes "XYZ": line 3 moves one character on, a column inside line 2 is gone
        document.apply(List.of(new Document.Edit(3, 5, "XYZ")), Document.Kind.REPLACEMENT);
        assertEquals(
                List.of(new TextRange(7, 9, false)), resolve(new Selector.Line(3), document, 0, 10, new ArrayList<>()));
        assertEquals(
                List.of(new TextRange(3, 6, false)), resolve(new Selector.Line(2), document, 0, 10, new ArrayList<>()));
        CommandFailure failure = assertThrows(
                CommandFailure.class, () -> resolve(new Selector.LineColumn(2, 1), document, 0, 10, new ArrayList<>()));
        assertEquals("Cannot resolve position: line 2 was changed earlier in this script", failure.message());
    }

    @Test
    void aRegexInAScopeFindsOnlyTheMatchesInside() throws CommandFailure {
        // "TK_" is a literal the prefilter would look up in the whole text; a scope must not
        String text = "TK_ TK_\nTK_ TK_\n";
        Selector.Regex regex = new Selector.Regex("TK_", "");
        assertEquals(
                List.of(new TextRange(4, 7, false), new TextRange(8, 11, false)),
                find(regex, text, 4, 12, PatternSearch.Want.ALL));
        assertEquals(
                List.of(new TextRange(0, 3, false), new TextRange(4, 7, false)),
                find(regex, text, 0, 7, PatternSearch.Want.ALL));
        assertEquals(List.of(new TextRange(12, 15, false)), find(regex, text, 9, 16, PatternSearch.Want.ALL));
        // the whole text, through the prefilter
        assertEquals(4, find(regex, text, 0, 16, PatternSearch.Want.ALL).size());
    }

    @Test
    void aRegexSearchKeepsWhatTheCommandWants() throws CommandFailure {
        // no literal to look up: the plain search of the scope
        String text = "a b a b";
        Selector.Regex regex = new Selector.Regex("[ab]", "");
        TextRange first = new TextRange(0, 1, false);
        TextRange second = new TextRange(2, 3, false);
        TextRange last = new TextRange(6, 7, false);
        assertEquals(List.of(first), find(regex, text, 0, 7, PatternSearch.Want.FIRST));
        assertEquals(List.of(first, second), find(regex, text, 0, 7, PatternSearch.Want.TWO));
        assertEquals(List.of(last), find(regex, text, 0, 7, PatternSearch.Want.LAST));
        assertEquals(4, find(regex, text, 0, 7, PatternSearch.Want.ALL).size());
    }

    @Test
    void budgetMillisIsTheCommandBudget() {
        assertEquals(1500, new PatternSearch(1_500_000_000L).budgetMillis());
    }

    /** A text long enough that the matcher reaches a clock check of its deadline. */
    private static final String LONG_TEXT = "a".repeat(20_000);

    private static final Selector.Regex SCAN = new Selector.Regex("[xy]", "");

    private static long passed() {
        return System.nanoTime() - 1_000_000_000L;
    }

    /** Every match of {@link #SCAN} in a document of {@link #LONG_TEXT}, with a deadline already passed. */
    private static List<TextRange> scanPastItsDeadline(PatternSearch search, Document document) throws CommandFailure {
        return search.find(SCAN, document, 0, LONG_TEXT.length(), PatternSearch.Want.ALL, passed(), line -> {});
    }

    @Test
    void aRegexPastItsDeadlineFailsTheCommand() {
        PatternSearch search = new PatternSearch(1_500_000_000L);
        search.newDeadline();
        CommandFailure failure =
                assertThrows(CommandFailure.class, () -> scanPastItsDeadline(search, document(LONG_TEXT)));
        assertEquals("Regex /[xy]/ timed out after 1500 ms", failure.message());
    }

    @Test
    void aRegexPastADeadlineSetByTheRunsBudgetStopsTheRun() {
        PatternSearch search = new PatternSearch(1_500_000_000L, 5_000_000L);
        search.newDeadline();
        RunStopped stopped = assertThrows(RunStopped.class, () -> scanPastItsDeadline(search, document(LONG_TEXT)));
        assertEquals("Regex /[xy]/ timed out: the run's regex time budget of 5 ms is used up", stopped.getMessage());
    }

    @Test
    void timeSpentMatchingComesOffTheRunsBudget() throws CommandFailure {
        // with equal budgets, the run's budget limits a command only once some time was spent
        PatternSearch search = new PatternSearch(1_500_000_000L, 1_500_000_000L);
        Document document = document(LONG_TEXT);
        search.newDeadline();
        assertThrows(CommandFailure.class, () -> scanPastItsDeadline(search, document));
        search.newDeadline();
        assertThrows(RunStopped.class, () -> scanPastItsDeadline(search, document));
    }

    @Test
    void aSearchShortensTheNextDeadlineByNoMoreThanItsOwnTime() throws CommandFailure {
        long budget = 1_500_000_000L;
        PatternSearch search = new PatternSearch(budget, budget);
        long started = System.nanoTime();
        search.find(SCAN, document("ab\n"), 0, 3, PatternSearch.Want.ALL, started + budget, line -> {});
        long spentAtMost = System.nanoTime() - started;
        long before = System.nanoTime();
        long deadline = search.newDeadline();
        long after = System.nanoTime();
        assertTrue(
                deadline - before >= budget - spentAtMost,
                () -> deadline - before + " < " + budget + " - " + spentAtMost);
        assertTrue(deadline - after <= budget);
    }

    @Test
    void aNewDeadlineIsTheSmallerOfTheCommandsAndTheRunsBudgetsFromNow() {
        long before = System.nanoTime();
        long deadline = new PatternSearch(1_500_000_000L, 3_000_000_000L).newDeadline();
        long after = System.nanoTime();
        assertTrue(deadline - before >= 1_500_000_000L && deadline - after <= 1_500_000_000L);
        before = System.nanoTime();
        deadline = new PatternSearch(1_500_000_000L, 500_000_000L).newDeadline();
        after = System.nanoTime();
        assertTrue(deadline - before >= 500_000_000L && deadline - after <= 500_000_000L);
    }

    /** What a search that wants {@code want} keeps of every match. */
    private static List<TextRange> expected(List<TextRange> all, PatternSearch.Want want) {
        if (all.isEmpty()) {
            return all;
        }
        return switch (want) {
            case FIRST -> all.subList(0, 1);
            case LAST -> all.subList(all.size() - 1, all.size());
            case TWO -> all.subList(0, Math.min(2, all.size()));
            default -> all;
        };
    }

    private void agreesWithAFullScan(Gen<String> regexes) {
        qt().withExamples(400).forAll(texts(PIECES, 40), regexes).checkAssert((text, regex) -> {
            if (regex.isEmpty()) {
                return;
            }
            Selector.Regex pattern = new Selector.Regex(regex, "m");
            List<TextRange> expected = new ArrayList<>();
            Matcher matcher = pattern.compile().matcher(text);
            while (matcher.find()) {
                expected.add(new TextRange(matcher.start(), matcher.end(), false));
            }
            try {
                assertEquals(expected, find(pattern, text, 0, text.length(), PatternSearch.Want.ALL), regex);
            } catch (CommandFailure e) {
                throw new AssertionError(e.message(), e);
            }
        });
    }
}
