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

    @Test
    void flagsThatChangeMatchingRefuseAndOthersDoNot() {
        assertNull(RegexPlan.analyse("abc", "x"), "comments mode");
        assertNull(RegexPlan.analyse("abc", "mi"), "case-insensitive after another flag");
        assertEquals("abc", RegexPlan.analyse("abc", "s"), "no dot: DOTALL changes nothing");
        assertEquals("abcd", RegexPlan.analyse("abcd.", "m"));
    }

    @Test
    void escapesEndARunOrJoinIt() {
        assertEquals("abcd", RegexPlan.analyse("abcd\\dxyz", ""), "\\d ends the run");
        assertEquals("ab.cd", RegexPlan.analyse("ab\\.cd", ""), "an escaped punctuation mark is literal");
        assertEquals("abcd", RegexPlan.analyse("abcd\\1x", ""), "a back reference ends the run");
        assertEquals("abcd", RegexPlan.analyse("abcd\\wxyz\\Bx", ""));
        assertNull(RegexPlan.analyse("abcd\\", ""), "a trailing backslash");
        assertNull(RegexPlan.analyse("abcd\\R", ""), "\\R matches a line break");
    }

    @Test
    void groupsEndARunAndWhatIsInsideIsNotRequired() {
        assertEquals("abcd", RegexPlan.analyse("(x)abcd", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(x)?yz", ""), "the text around a group is not one run");
        assertEquals("cdef", RegexPlan.analyse("ab(x)cdef", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(x)yz", ""));
        assertEquals("abcd", RegexPlan.analyse("(xyzwv)abcd", ""));
        assertEquals("cdef", RegexPlan.analyse("(ab)*cdef", ""), "a quantified group");
        assertEquals("cdef", RegexPlan.analyse("(a|b)cdef", ""), "alternation inside a group is fine");
        assertEquals("abcd", RegexPlan.analyse("abcd(?:x)", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(?=x)", ""));
        assertEquals("abcd", RegexPlan.analyse("(?<=x)abcd", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(?!x)", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(?>x)", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd(", ""), "an unclosed group at the end");
        assertNull(RegexPlan.analyse("abcd(?", ""), "an unfinished group construct");
        assertNull(RegexPlan.analyse("abcd(?s:.)", ""), "inline flags in a group");
        assertNull(RegexPlan.analyse("(?-s)abcd", ""));
        assertNull(RegexPlan.analyse("abcd\n(x)", ""));
        assertNull(RegexPlan.analyse("abcd\nxyz", ""), "a literal line break in the source");
    }

    @Test
    void boundedRepetitionsAreSkippedWhole() {
        assertEquals("defg", RegexPlan.analyse("abc{2}defg", ""));
        assertEquals("defg", RegexPlan.analyse("abc{2,5}defg", ""));
        assertEquals("abc", RegexPlan.analyse("abcd{0,}", ""));
        assertNull(RegexPlan.analyse("abcd{2", ""), "an unclosed repetition");
        assertEquals("abcd", RegexPlan.analyse("abcd+", ""), "one or more: the character is required");
        assertEquals("bcde", RegexPlan.analyse("+bcde", ""), "a quantifier with nothing before it");
        assertEquals("bcde", RegexPlan.analyse("*bcde", ""));
    }

    @Test
    void anchorsEndARun() {
        assertEquals("abcd", RegexPlan.analyse("^abcd$xy", "m"));
        assertEquals("abcd", RegexPlan.analyse("xy^abcd", "m"));
        assertEquals("abcd", RegexPlan.analyse("xy$abcd", "m"));
    }

    @Test
    void simpleClassesEndARunAndLineBreakingOnesRefuse() {
        assertEquals("abcd", RegexPlan.analyse("abcd[xy]ef", ""));
        assertEquals("cdef", RegexPlan.analyse("ab[xy]cdef", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd[]x]ef", ""), "a ] first is literal");
        assertEquals("cdef", RegexPlan.analyse("ab[]]cdef", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd[\\dx]", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd[\\wx]", ""));
        assertEquals("abcd", RegexPlan.analyse("abcd[\\]x]", ""), "an escaped ] does not close");
        assertEquals("abcd", RegexPlan.analyse("abcd[a-c]", ""));
        assertNull(RegexPlan.analyse("abcd[", ""), "an unclosed class");
        assertNull(RegexPlan.analyse("abcd[]", ""), "a ] first does not close");
        assertNull(RegexPlan.analyse("abcd[x", ""));
        assertNull(RegexPlan.analyse("abcd[x\\", ""), "a trailing backslash in a class");
        assertNull(RegexPlan.analyse("abcd[\\s]", ""));
        assertNull(RegexPlan.analyse("abcd[\\n]", ""));
        assertNull(RegexPlan.analyse("abcd[\\S]", ""));
        assertNull(RegexPlan.analyse("abcd[x\\D]", ""));
        assertNull(RegexPlan.analyse("abcd[x\\p{L}]", ""));
        assertNull(RegexPlan.analyse("abcd[a[\\n]]", ""), "a nested class");
        assertNull(RegexPlan.analyse("abcd[a\n]", ""), "a literal line break in a class");
        assertNull(RegexPlan.analyse("abcd[^x]", ""));
        assertNull(RegexPlan.analyse("abcd[^]", ""));
    }

    @Test
    void theLongestRunWinsAndTiesKeepTheFirst() {
        assertEquals("abcde", RegexPlan.analyse("abc.abcde.ab", ""));
        assertEquals("abc", RegexPlan.analyse("abc.xyz", ""), "the first of two equally long runs");
        assertEquals("xyz", RegexPlan.analyse("ab.xyz", ""));
    }
}
