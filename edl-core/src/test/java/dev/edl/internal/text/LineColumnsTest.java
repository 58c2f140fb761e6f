package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The line columns, line keys and normalised lines of a {@link MatchText} against a naive model
 * (the text split at each {@code \n}) under random replacements: starts, hashes, normalised hashes
 * and lengths, and ids that are distinct and kept by the lines a replacement did not touch.
 */
class LineColumnsTest {
    private static String snippet(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(16); i > 0; i--) {
            out.append(" a  b\n\t\r".charAt(random.nextInt(8)));
        }
        return out.toString();
    }

    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        if (text.isEmpty() || text.endsWith("\n")) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    @Test
    void columnsKeysAndNormalisedLinesFollowRandomReplacements() {
        qt().forAll(longs().all()).checkAssert(seed -> {
            Random random = new Random(seed);
            String initial = snippet(random) + snippet(random);
            MatchText text = MatchText.of(initial);
            boolean tracked = random.nextBoolean();
            if (tracked) {
                text.trackNormalizedLines();
            }
            StringBuilder model = new StringBuilder(initial);
            for (int step = 0; step < 12; step++) {
                long[] idsBefore = new long[text.lineCount()];
                text.lineIds(idsBefore);
                int linesBefore = text.lineCount();
                int start = random.nextInt(model.length() + 1);
                int end = start + random.nextInt(model.length() - start + 1);
                int firstTouched = text.lineOf(start);
                int lastTouched = text.lineOf(end);
                String replacement = snippet(random);
                text.replace(start, end, replacement);
                model.replace(start, end, replacement);
                if (!tracked && random.nextInt(4) == 0) {
                    text.trackNormalizedLines();
                    tracked = true;
                }

                List<String> lines = lines(model.toString());
                assertEquals(lines.size(), text.lineCount());
                int[] starts = new int[lines.size() + 1];
                for (int j = 0, at = 0; j < lines.size(); j++) {
                    starts[j] = at;
                    at += lines.get(j).length() + 1;
                }
                starts[lines.size()] = model.length();
                assertArrayEquals(starts, text.lineStarts());
                assertArrayEquals(lines.stream().mapToInt(String::hashCode).toArray(), text.lineHashes());
                if (tracked) {
                    for (int j = 0; j < lines.size(); j++) {
                        String normal = Whitespace.normalize(lines.get(j));
                        assertEquals(normal.hashCode(), text.normalizedHash(j + 1));
                        assertEquals(normal.length(), text.normalizedLength(j + 1));
                    }
                }
                long[] ids = new long[text.lineCount()];
                text.lineIds(ids);
                Set<Long> distinct = new HashSet<>();
                for (long id : ids) {
                    distinct.add(id);
                }
                assertEquals(ids.length, distinct.size());
                // lines before the first touched one keep their ids, and so do those after the last
                for (int j = 0; j < firstTouched - 1 && j < ids.length; j++) {
                    assertEquals(idsBefore[j], ids[j]);
                }
                int shift = ids.length - linesBefore;
                for (int j = lastTouched; j < linesBefore && j + shift < ids.length; j++) {
                    if (j + shift
                            > firstTouched
                                    - 1
                                    + replacement.chars().filter(c -> c == '\n').count()) {
                        assertEquals(idsBefore[j], ids[j + shift]);
                    }
                }
            }
        });
    }
}
