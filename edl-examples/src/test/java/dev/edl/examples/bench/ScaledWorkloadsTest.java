package dev.edl.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScaledWorkloadsTest {
    private static int occurrences(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void markLinesAppendsBeforeEachLineBreak() {
        assertEquals("a // c\nb // c\n", ScaledWorkloads.markLines("a\nb\n", " // c"));
        assertEquals("a // c\nb // c", ScaledWorkloads.markLines("a\nb", " // c"));
        assertEquals("", ScaledWorkloads.markLines("", " // c"));
    }

    @Test
    void w1TimesTenHasTenTimesTheLinesAndUniqueTargets() {
        EdlWorkload w1 = SuiteWorkloads.edl("W1");
        EdlWorkload big = SuiteWorkloads.edl("W1x10");
        assertEquals("W1x10", big.id());
        assertEquals(w1.script(), big.script());
        assertEquals(10 * w1.inputFile().lines(), big.inputFile().lines());
        assertEquals(10 * w1.expectedFile().lines(), big.expectedFile().lines());
        assertEquals(Workloads.sha256(big.expected()), big.expectedFile().sha256());
        // the first select's line: once in W1, still once in W1x10
        String script = w1.script();
        int start = script.indexOf("select <<END\n") + "select <<END\n".length();
        String firstTarget = "\n" + script.substring(start, script.indexOf("\nEND\n", start) + 1);
        assertEquals(1, occurrences(w1.input(), firstTarget));
        assertEquals(1, occurrences(big.input(), firstTarget));
    }

    @Test
    void w4TimesTenKeepsEachCopysSearchesInThatCopy() {
        BatchWorkload w4 = SuiteWorkloads.batch("W4");
        BatchWorkload big = SuiteWorkloads.batch("W4x10");
        assertEquals(4000, big.edits().size());
        assertEquals(3960, big.expectedSucceeded());
        assertEquals(10 * w4.inputFile().lines(), big.inputFile().lines());
        assertEquals(
                List.of(162, 197, 215, 268, 562, 597, 615, 668, 962, 997),
                big.expectedFailures().subList(0, 10).stream()
                        .map(ExpectedFailure::index)
                        .toList());
        for (int copy = 0; copy < 10; copy++) {
            WorkloadEdit edit = big.edits().get(copy * 400);
            assertTrue(edit.label().endsWith(" #" + copy), edit.label());
            assertEquals(1, occurrences(big.input(), edit.search()), edit.label());
        }
        // a designed ambiguous fragment (edit 215) occurs in the input of its copy as often as in W4's
        WorkloadEdit ambiguous = big.edits().get(3 * 400 + 215);
        int inW4 = occurrences(w4.input(), w4.edits().get(215).search());
        assertTrue(inW4 > 1);
        assertEquals(inW4, occurrences(big.input(), ambiguous.search()));
    }
}
