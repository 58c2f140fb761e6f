package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WhitespaceTest {

    @Test
    void blanksAreSpaceTabCarriageReturnFormFeedAndVerticalTab() {
        for (char c : new char[] {' ', '\t', '\r', '\f', '\u000B'}) {
            assertTrue(Whitespace.isBlank(c), "U+" + Integer.toHexString(c));
        }
        for (char c : new char[] {'\n', '\0', '\u001F', '!', 'a', '\u00A0', '\u2003'}) {
            assertFalse(Whitespace.isBlank(c), "U+" + Integer.toHexString(c));
        }
    }

    @Test
    void normalisingTrimsTheEndsAndCollapsesInnerRunsToOneSpace() {
        assertEquals("a b", Whitespace.normalize("  a \t b  "));
        assertEquals("a b", Whitespace.normalize("a\tb"));
        assertEquals("a b", Whitespace.normalize("a  b"));
        assertEquals("a b c", Whitespace.normalize("a b\r\fc\r"));
        assertEquals("a\nb", Whitespace.normalize("a\nb"));
        assertEquals("", Whitespace.normalize(" \t "));
        assertEquals("", Whitespace.normalize(""));
        assertEquals("x", Whitespace.normalize("x"));
        // a line that is its own normal form comes back as it is
        String normal = "if (a) { b; }";
        assertEquals(normal, Whitespace.normalize(normal));
    }

    @Test
    void normalisingARangeReadsOnlyThatRange() {
        char[] chars = "xx  a  b \tyy".toCharArray();
        assertEquals("a b", Whitespace.normalize(chars, 2, 10));
        assertEquals("x a", Whitespace.normalize(chars, 1, 6));
        assertEquals("b", Whitespace.normalize(chars, 6, 10));
        assertEquals("", Whitespace.normalize(chars, 3, 3));
    }

    /** Against a naive model: split at blanks, drop the empty pieces, join with one space. */
    @Test
    void normalisingAgreesWithSplittingAtBlanks() {
        qt().forAll(lists().of(integers().between(0, 7)).ofSizeBetween(0, 25)).checkAssert(codes -> {
            StringBuilder line = new StringBuilder();
            for (int code : codes) {
                line.append(" \t\r\f\u000Bab\n".charAt(code));
            }
            String text = line.toString();
            List<String> words = new ArrayList<>();
            for (String word : text.split("[ \t\r\f\u000B]+")) {
                if (!word.isEmpty()) {
                    words.add(word);
                }
            }
            assertEquals(String.join(" ", words), Whitespace.normalize(text), text);
        });
    }

    @Test
    void anIndentIsTheLeadingSpacesAndTabs() {
        assertEquals(" \t ", Whitespace.indentOf(" \t x "));
        assertEquals("", Whitespace.indentOf("x  "));
        assertEquals("", Whitespace.indentOf("\fx"));
        assertEquals("    ", Whitespace.indentOf("    "));
        assertEquals("", Whitespace.indentOf(""));
    }

    @Test
    void tabsAdvanceToTheNextStopOfFour() {
        assertEquals(0, Whitespace.width(""));
        assertEquals(2, Whitespace.width("  "));
        assertEquals(4, Whitespace.width("\t"));
        assertEquals(4, Whitespace.width(" \t"));
        assertEquals(4, Whitespace.width("   \t"));
        assertEquals(8, Whitespace.width("    \t"));
        assertEquals(5, Whitespace.width("\t "));
        assertEquals(8, Whitespace.width("\t\t"));
    }

    @Test
    void anIndentIsBuiltOfTabsThenSpacesOrOfSpacesOnly() {
        assertEquals("\t\t ", Whitespace.build(9, true));
        assertEquals("\t", Whitespace.build(4, true));
        assertEquals("   ", Whitespace.build(3, true));
        assertEquals(" ".repeat(9), Whitespace.build(9, false));
        assertEquals("", Whitespace.build(0, true));
        assertEquals("", Whitespace.build(-3, true));
        assertEquals("", Whitespace.build(-3, false));
        qt().forAll(integers().between(0, 40)).checkAssert(width -> {
            assertEquals(width, Whitespace.width(Whitespace.build(width, true)));
            assertEquals(width, Whitespace.width(Whitespace.build(width, false)));
        });
    }

    @Test
    void theFirstContentLineSkipsBlankLines() {
        assertEquals("  foo", Whitespace.firstContentLine("\n \t\n  foo\nbar"));
        assertEquals("x", Whitespace.firstContentLine("x"));
        assertNull(Whitespace.firstContentLine("  \n\t\n"));
        assertNull(Whitespace.firstContentLine(""));
    }

    @Test
    void aReplacementKeepsTheFileIndentWhenItsFirstContentLineHasIt() {
        assertTrue(Whitespace.keepsFileIndent("\n    a\n  b", "    "));
        assertFalse(Whitespace.keepsFileIndent("\n  a\n    b", "    "));
        assertFalse(Whitespace.keepsFileIndent("  \n", ""));
        assertTrue(Whitespace.keepsFileIndent("a", ""));
    }

    @Test
    void indentsAreDescribedInWords() {
        assertEquals("none", Whitespace.describe(""));
        assertEquals("1 space", Whitespace.describe(" "));
        assertEquals("12 spaces", Whitespace.describe(" ".repeat(12)));
        assertEquals("1 tab", Whitespace.describe("\t"));
        assertEquals("2 tabs", Whitespace.describe("\t\t"));
        assertEquals("1 tab + 2 spaces", Whitespace.describe("\t  "));
        assertEquals("2 tabs + 1 space", Whitespace.describe(" \t\t"));
    }

    @Test
    void reindentingKeepsAReplacementThatNeedsNoShift() {
        String replacement = "  a\n    b";
        assertSame(replacement, Whitespace.reindent(replacement, "  ", "  "));
        assertEquals("", Whitespace.reindent("", "  ", "    "));
        // already at the file's indentation
        assertSame(replacement, Whitespace.reindent(replacement, "        ", "  "));
    }

    @Test
    void reindentingShiftsEachContentLineByTheDifferenceInTheFilesStyle() {
        assertEquals("    a\n      b\n\n  c", Whitespace.reindent("  a\n    b\n\nc", "  ", "    "));
        assertEquals("\ta\n\t\tb", Whitespace.reindent("  a\n      b", "  ", "\t"));
        // a line indented less than the search is shifted by the difference, in tabs where they fit
        assertEquals("\ta\n  b", Whitespace.reindent("    a\n  b", "    ", "\t"));
        // what the line has beyond the search's indent is kept as width after the file's indent
        assertEquals("\t\ta\n\t\t b", Whitespace.reindent("  a\n   b", "  ", "\t\t"));
        // a shift to the left never goes below no indentation
        assertEquals("  a\nb", Whitespace.reindent("      a\n  b", "      ", "  "));
        // blank lines, with or without a carriage return, stay as they are; CRLF lines keep their \r
        assertEquals("    a\r\n  \r\n    b", Whitespace.reindent("  a\r\n  \r\n  b", "  ", "    "));
        assertEquals("    a\n", Whitespace.reindent("  a\n", "  ", "    "));
        // a replacement that starts with its line break
        assertEquals("\n    a", Whitespace.reindent("\n  a", "  ", "    "));
        assertEquals("    a\n \t \n", Whitespace.reindent("  a\n \t \n", "  ", "    "));
    }
}
