package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.edl.files.FileStamp;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The document's heredoc lookups against the definition (whole lines, read naively from a model
 * string) through any sequence of edits and lookups, on text of short repeated lines.
 */
class DocumentTest {
    /** Short lines from a small alphabet, so that equal and overlapping lines are common. */
    private static final String[] PIECES = {"a", "b", "ab", "", "\n", "\n", "a\n", "b\na", "\n\n"};

    @Test
    void everyLookupFindsTheWholeLinesAlikeBeforeAndAfterTheIndexIsBuilt() {
        Document document = document("x\ny\nx\n");
        for (int i = 0; i < 4; i++) {
            assertEquals(
                    List.of(new TextRange(0, 2, true), new TextRange(4, 6, true)),
                    document.findLines("x", 0, document.length(), PatternSearch.Want.ALL));
        }
        // the pattern's last line is the empty one after the text's final line break
        assertEquals(
                List.of(new TextRange(0, 6, true)),
                document.findLines("x\ny\nx\n", 0, document.length(), PatternSearch.Want.ALL));
        assertEquals(List.of(), document.findLines("y\nx\nx", 0, document.length(), PatternSearch.Want.ALL));
        assertEquals(
                List.of(new TextRange(6, 6, true)),
                document.findLines("", 0, document.length(), PatternSearch.Want.ALL));
    }

    @Test
    void editsAreSeenByTheNextLookup() {
        Document document = document("one\ntwo\nthree\nfour");
        document.apply(
                List.of(new Document.Edit(4, 7, "2"), new Document.Edit(15, 17, "ou")), Document.Kind.REPLACEMENT);
        assertEquals("one\n2\nthree\nfour", document.text());
        assertEquals(
                List.of(new TextRange(4, 6, true)),
                document.findLines("2", 0, document.length(), PatternSearch.Want.TWO));
        assertEquals(List.of(), document.findLines("two", 0, document.length(), PatternSearch.Want.TWO));
        assertEquals(
                List.of(new TextRange(6, 16, true)),
                document.findLines("three\nfour", 0, document.length(), PatternSearch.Want.ALL));
        assertTrue(document.changed());
        assertEquals(2, document.replacements());
    }

    @Test
    void matchesTheNaiveModelOverAnySequenceOfEditsAndLookups() {
        qt().withExamples(400)
                .forAll(
                        lists().of(integers().between(0, PIECES.length - 1)).ofSizeBetween(0, 12),
                        lists().of(integers().between(0, 1_000_000)).ofSizeBetween(1, 60))
                .checkAssert((start, operations) -> {
                    String model = join(start);
                    Document document = document(model, start.size() % 2 == 0);
                    for (int i = 0; i + 4 < operations.size(); i += 5) {
                        int kind = operations.get(i) % 4;
                        int a = operations.get(i + 1) % (model.length() + 1);
                        int b = operations.get(i + 2) % (model.length() + 1);
                        String piece = PIECES[operations.get(i + 3) % PIECES.length]
                                + PIECES[operations.get(i + 4) % PIECES.length];
                        int from = Math.min(a, b);
                        int to = Math.max(a, b);
                        if (kind <= 1) {
                            document.apply(List.of(new Document.Edit(from, to, piece)), Document.Kind.REPLACEMENT);
                            model = model.substring(0, from) + piece + model.substring(to);
                        } else {
                            PatternSearch.Want want = PatternSearch.Want.values()[operations.get(i + 3) % 4];
                            String pattern = kind == 2 ? piece : lineAround(model, a);
                            List<TextRange> found = document.findLines(pattern, from, to, want);
                            assertEquals(naiveFind(model, pattern, from, to, want), found, () -> "pattern " + pattern);
                        }
                        assertEquals(model.length(), document.length());
                        assertEquals(model, document.substring(0, document.length()));
                        if (!model.isEmpty()) {
                            assertEquals(model.charAt(a % model.length()), document.charAt(a % model.length()));
                        }
                        assertEquals(Texts.lineCount(model), document.lineCount());
                        LineOffsets lines = LineOffsets.of(model);
                        for (int at :
                                new int[] {Math.min(a, model.length()), Math.min(b, model.length()), 0, model.length()
                                }) {
                            assertEquals(lines.lineOf(at), document.currentLineOf(at), () -> "line of " + at);
                            assertEquals(lines.columnOf(at), document.currentColumnOf(at), () -> "column of " + at);
                        }
                    }
                    assertEquals(model, document.text());
                    assertEquals(model, document.content().toString());
                });
    }

    private static Document document(String text) {
        return document(text, false);
    }

    /** A document of a text, indexing its lines as it reads the text or on the first lookup. */
    private static Document document(String text, boolean wholeLinesAhead) {
        return new Document(
                new TextFile("f", Path.of("/f"), text, TextFormat.DEFAULT, new FileStamp(0, new byte[0]), List.of()),
                wholeLinesAhead ? 1000 : 0);
    }

    private static String join(List<Integer> pieces) {
        StringBuilder out = new StringBuilder();
        for (int piece : pieces) {
            out.append(PIECES[piece]);
        }
        return out.toString();
    }

    /** The one or two whole lines around an offset, an existing pattern. */
    private static String lineAround(String model, int offset) {
        int start = model.lastIndexOf('\n', offset - 1) + 1;
        int end = model.indexOf('\n', offset);
        int second = end < 0 ? -1 : model.indexOf('\n', end + 1);
        return model.substring(start, end < 0 ? model.length() : offset % 2 == 0 || second < 0 ? end : second);
    }

    /** Every position where the lines match whole lines, from the model's definition. */
    private static List<TextRange> naiveFind(
            String text, String lines, int scopeStart, int scopeEnd, PatternSearch.Want want) {
        List<TextRange> all = new ArrayList<>();
        for (int at = scopeStart; at + lines.length() <= scopeEnd; at++) {
            int end = at + lines.length();
            if ((at == 0 || text.charAt(at - 1) == '\n')
                    && text.startsWith(lines, at)
                    && (end == text.length() || text.charAt(end) == '\n')) {
                all.add(new TextRange(at, end < text.length() ? end + 1 : end, true));
            }
        }
        return switch (want) {
            case ALL -> all;
            case TWO -> all.subList(0, Math.min(2, all.size()));
            case FIRST -> all.subList(0, Math.min(1, all.size()));
            case LAST -> all.isEmpty() ? all : all.subList(all.size() - 1, all.size());
        };
    }
}
