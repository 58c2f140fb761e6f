package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextsTest {
    @Test
    void countsLikePython() {
        assertEquals(2, Texts.count("aaaa", "aa"));
        assertEquals(3, Texts.countOverlapping("aaaa", "aa"));
        assertEquals(5, Texts.count("abcd", ""));
        assertEquals(3, Texts.countOverlapping("ab", ""));
        assertEquals(3, Texts.count("  x\n    x  x", "  x"));
        assertEquals(2, Texts.count("   x   x", "  x"));
        assertEquals(0, Texts.count("", "a"));
    }

    @Test
    void indentedSearchFindsTheSameOccurrencesAsIndexOf() {
        String text = "  a\n   a\n a\n  ab\n  a";
        for (String sub : List.of("  a", " a", "   a", "  ab", "a", "  ", "x", "  a\n")) {
            for (int from = 0; from <= text.length(); from++) {
                assertEquals(text.indexOf(sub, from), Texts.indexOf(text, sub, from), sub + " from " + from);
            }
        }
    }

    @Test
    void splitKeepsEmptyPieces() {
        assertEquals(List.of("a", "", "b", ""), Texts.split("a  b ", " "));
        assertEquals(List.of(""), Texts.split("", "\n"));
    }

    @Test
    void stripsLikePython() {
        assertEquals("x", Texts.strip(" \t x \n"));
        assertEquals("x  ", Texts.stripLeadingSpaces("  x  "));
        assertEquals("\tx", Texts.stripTrailingSpaces("\tx  "));
        assertEquals("a fi b fi", Texts.replaceFirst("a fi b fi", "zz", "y"));
        assertEquals("a \ufb01 b fi", Texts.replaceFirst("a fi b fi", "fi", "\ufb01"));
    }

    @Test
    void characterClassesLikePython() {
        assertEquals(true, Texts.isAlpha("caf\u00e9"));
        assertEquals(false, Texts.isAlpha("creature\u2019s"));
        assertEquals(false, Texts.isAlpha(""));
        assertEquals(true, Texts.isAlnum('7'));
        assertEquals(false, Texts.isAlnum('_'));
    }
}
