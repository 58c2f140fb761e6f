package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The gap buffer against a naive model (a {@link StringBuilder}) under random replacements. */
class CharGapBufferTest {
    private static String snippet(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(random.nextInt(8) == 0 ? 300 : 12); i > 0; i--) {
            out.append(" ab\n\t\u00e9\u2019".charAt(random.nextInt(7)));
        }
        return out.toString();
    }

    @Test
    void everyReaderAgreesWithAStringBuilderAfterRandomReplacements() {
        qt().forAll(longs().all(), integers().between(1, 30)).checkAssert((seed, steps) -> {
            Random random = new Random(seed);
            String initial = snippet(random);
            CharGapBuffer buffer = new CharGapBuffer(initial);
            StringBuilder model = new StringBuilder(initial);
            // found out on the first question (from the text then), and true from then on once a
            // replacement brought a wide character
            Boolean wide = null;
            for (int step = 0; step < steps; step++) {
                int start = random.nextInt(model.length() + 1);
                int end = start + random.nextInt(model.length() - start + 1);
                String replacement = snippet(random);
                buffer.replace(start, end, replacement);
                model.replace(start, end, replacement);
                String text = model.toString();
                wide = wide == null
                        ? text.chars().anyMatch(c -> c > 0xFF)
                        : wide || replacement.chars().anyMatch(c -> c > 0xFF);
                assertEquals(text.length(), buffer.length());
                assertEquals(wide, buffer.wide());
                int from = random.nextInt(text.length() + 1);
                int to = from + random.nextInt(text.length() - from + 1);
                assertEquals(text.substring(from, to), buffer.substring(from, to));
                StringBuilder appended = new StringBuilder();
                buffer.appendTo(appended, from, to);
                assertEquals(text.substring(from, to), appended.toString());
                char[] copy = new char[to - from];
                buffer.copy(from, to, copy);
                assertEquals(text.substring(from, to), new String(copy));
                assertEquals(text.substring(from, to).hashCode(), buffer.hash(from, to));
                assertEquals(Whitespace.normalize(text.substring(from, to)), buffer.normalized(from, to));
                String probe = text.substring(from, to);
                assertTrue(buffer.matchesAt(probe, from));
                assertTrue(buffer.matchesBackwardAt(probe, from));
                assertTrue(buffer.contentEquals(text));
                assertEquals(text, buffer.copyForScans().toString());
            }
            assertEquals(model.toString(), buffer.toString());
        });
    }
}
