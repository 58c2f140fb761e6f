package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
                new TextFile("f", Path.of("/f"), text, TextFormat.DEFAULT, new FileStamp(0, new byte[0]), List.of()));
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
