package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class RegexPlanTest {
    @Test
    void findsTheLongestRequiredLiteralOfLineLocalPatterns() {
        assertEquals("TK_de047c79", RegexPlan.analyse("TK_de047c79", ""));
        assertEquals("TK_188bc5a2", RegexPlan.analyse("\\bTK_188bc5a2\\b", ""));
        assertEquals("TK_3dab5c", RegexPlan.analyse("TK_3dab5c[0-9a-f]{2}\\b", ""));
        assertEquals("bcd", RegexPlan.analyse("a.bcd", "m"));
        assertEquals("foo(", RegexPlan.analyse("foo\\((\\d+)\\)", ""));
        assertEquals("abc", RegexPlan.analyse("abc+", "g"));
    }

    @Test
    void quantifiedCharactersAreNotRequired() {
        assertNull(RegexPlan.analyse("ab*cd", ""));
        assertEquals("xyz", RegexPlan.analyse("xyzq?", ""));
    }

    @Test
    void refusesWhatCouldCrossLinesOrChangeMatching() {
        assertNull(RegexPlan.analyse("abc|def", ""), "top-level alternation");
        assertNull(RegexPlan.analyse("abc\\sdef", ""), "\\s matches a line break");
        assertNull(RegexPlan.analyse("abc\\ndef", ""));
        assertNull(RegexPlan.analyse("abc[^x]", ""), "negated class");
        assertNull(RegexPlan.analyse("(?i)abc", ""), "inline flags");
        assertNull(RegexPlan.analyse("abc", "i"), "case-insensitive");
        assertNull(RegexPlan.analyse("abc.", "s"), "dot matches line breaks");
        assertNull(RegexPlan.analyse("\\Qabc\\E", ""));
        assertNull(RegexPlan.analyse("ab", ""), "too short to pay off");
    }
}
