package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class FuzzyFindTest {
    @Test
    void findsTheMostSimilarWindowDespiteIndentationAndATypo() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            text.append("function f")
                    .append(i)
                    .append("(x) {\n  return x * ")
                    .append(i)
                    .append(";\n}\n");
        }
        FuzzyFind find = FuzzyFind.over(text.toString());
        Candidate match =
                find.closest("\tfunction f120(x) {\n\t\treturn x * 12O;\n\t}").orElseThrow();
        assertEquals(361, match.startLine());
        assertEquals(363, match.endLine());
        assertTrue(match.similarity() > 0.9 && match.similarity() < 1, () -> "" + match.similarity());
        assertEquals("function f120(x) {\n  return x * 120;\n}", match.text());
        assertTrue(match.lineDiff().contains("+  return x * 120;"), match.lineDiff());
    }

    @Test
    void exactTextScoresOne() {
        Candidate match = FuzzyFind.over("a\nb\nc\n").closest("b\n").orElseThrow();
        assertEquals(2, match.startLine());
        assertEquals(1.0, match.similarity());
        assertEquals("", match.lineDiff());
    }

    @Test
    void emptyTextOrSearchFindsNothing() {
        assertEquals(Optional.empty(), FuzzyFind.over("").closest("x"));
        assertEquals(Optional.empty(), FuzzyFind.over("x").closest(""));
    }
}
