package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.edl.Edl;
import dev.edl.EdlResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NearMissTest {
    private static final String FILE = "class A {\n    void f() {\n        return;\n    }\n}\n";

    @Test
    void reportsLinesThatDifferOnlyInWhitespace() {
        assertEquals(
                "the lines are in the file with different indentation or spacing at line 2;"
                        + " copy them exactly, whitespace included: line 2 is indented with 4 spaces, your pattern"
                        + " with 2 spaces)\nThe file's lines 2–3 as they are (· is a space,"
                        + " → a tab):\n      2 | ····void·f()·{\n      3 | ········return;",
                NearMiss.explain("  void f() {\n      return;", FILE));
    }

    @Test
    void reportsAMatchingFirstLine() {
        assertEquals(
                "the first line of the pattern is at line 2, but the lines after it differ)\n"
                        + "The closest place starts at line 2; its first differing line is the file's line 3, your"
                        + " pattern's line 2 (· is a space, → a tab):\n"
                        + "  - your pattern, line 2: ········return·1;\n"
                        + "  + file, line 3:         ········return;",
                NearMiss.explain("    void f() {\n        return 1;", FILE));
    }

    @Test
    void saysNothingWhenNothingIsClose() {
        assertNull(NearMiss.explain("unrelated", FILE));
    }

    @Test
    void theHintReachesTheFileError() {
        EdlResult result = Edl.builder()
                .build()
                .runInMemory("file a.java\nselect <<E\nvoid f() {\nE\nreplace \"x\"\n", Map.of("a.java", FILE));
        assertEquals(
                "select: no matches for pattern <<\"void f() {\" (heredoc patterns match whole lines exactly: the"
                        + " lines are in the file with different indentation or spacing at line 2; copy them exactly,"
                        + " whitespace included: line 2 is indented with 4 spaces, your pattern with none)\n"
                        + "The file's line 2 as it is (· is a space, → a tab):\n"
                        + "      2 | ····void·f()·{",
                result.fileErrors().get(0).message());
    }
}
