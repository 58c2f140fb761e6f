package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The normalised lines of a block against a naive model: each line normalised and hashed on its own. */
class NormalizedLinesTest {
    private static String snippet(Random random) {
        StringBuilder out = new StringBuilder();
        for (int i = random.nextInt(14); i > 0; i--) {
            out.append(" ab\n\t\n".charAt(random.nextInt(6)));
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

    private static int[] naive(List<String> lines, int hash) {
        List<Integer> found = new ArrayList<>();
        for (int j = 0; j < lines.size(); j++) {
            if (Whitespace.normalize(lines.get(j)).hashCode() == hash) {
                found.add(j);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int naiveCount(List<String> lines, int hash) {
        return naive(lines, hash).length;
    }

    private static void check(TextBlock block, String text, int[] wanted, int limit, boolean fresh) {
        List<String> lines = lines(text);
        for (int j = 0; j < lines.size(); j++) {
            String normal = Whitespace.normalize(lines.get(j));
            assertEquals(normal.hashCode(), block.normalizedHash(j + 1), text);
            assertEquals(normal.length(), block.normalizedLength(j + 1), text);
            assertEquals(normal, block.normalizedLine(j + 1));
        }
        int[][] found = block.linesWithNormalizedHashes(wanted);
        int[] @Nullable [] indexed = block.indexedLinesWithNormalizedHashes(wanted);
        assertEquals(wanted.length, found.length);
        for (int k = 0; k < wanted.length; k++) {
            int[] expected = naive(lines, wanted[k]);
            assertArrayEquals(expected, found[k], text + " #" + k);
            int[] listed = indexed[k];
            if (listed != null) {
                assertArrayEquals(expected, listed, text + " indexed #" + k);
            } else if (fresh && wanted[k] != "".hashCode()) {
                // before any replacement, only a hash held by more lines than the limit goes unlisted
                int raw = 0;
                for (String line : lines) {
                    raw += line.hashCode() == wanted[k] ? 1 : 0;
                }
                assertTrue(raw > limit || naiveCount(lines, wanted[k]) > limit, text + " unlisted #" + k);
            }
        }
    }

    @Test
    void linesWithANormalisedHashAgreeWithNormalisingEachLine() {
        qt().forAll(longs().all(), integers().between(1, 6)).checkAssert((seed, limit) -> {
            Random random = new Random(seed);
            String initial = snippet(random) + snippet(random) + snippet(random);
            TextBlock block = new TextBlock(initial, limit, 0);
            block.trackNormalizedLines();
            StringBuilder model = new StringBuilder(initial);
            for (int step = 0; step < 8; step++) {
                String text = model.toString();
                List<String> lines = lines(text);
                // the forms present, some absent ones, and duplicates; enough to make the table probe
                int[] wanted = new int[2 + random.nextInt(12)];
                for (int k = 0; k < wanted.length; k++) {
                    wanted[k] = lines.isEmpty() || random.nextInt(4) == 0
                            ? random.nextInt(3) == 0 ? "".hashCode() : random.nextInt()
                            : Whitespace.normalize(lines.get(random.nextInt(lines.size())))
                                    .hashCode();
                }
                check(block, text, wanted, limit, step == 0);
                int start = random.nextInt(model.length() + 1);
                int end = Math.min(model.length(), start + random.nextInt(8));
                String replacement = snippet(random);
                block.replace(start, end, replacement);
                model.replace(start, end, replacement);
            }
        });
    }

    @Test
    void hashesThatShareTheirLow16BitsAreToldApart() {
        // a hash 0x10000 away passes the 16-bit filter of the one present and must be told apart by the table
        String text = "a b\n  a  b\nc\n\tc\t\nab\n";
        TextBlock block = new TextBlock(text, 64, 0);
        block.trackNormalizedLines();
        int ab = "a b".hashCode();
        int[][] found = block.linesWithNormalizedHashes(new int[] {ab, ab + 0x10000, "c".hashCode(), ab});
        assertArrayEquals(new int[] {0, 1}, found[0]);
        assertArrayEquals(new int[0], found[1]);
        assertArrayEquals(new int[] {2, 3}, found[2]);
        assertArrayEquals(new int[] {0, 1}, found[3]);
        int[] @Nullable [] indexed =
                block.indexedLinesWithNormalizedHashes(new int[] {ab, "c".hashCode(), "ab".hashCode()});
        assertArrayEquals(new int[] {0, 1}, indexed[0]);
        assertArrayEquals(new int[] {2, 3}, indexed[1]);
        assertArrayEquals(new int[] {4}, indexed[2]);
    }

    @Test
    void aHashHeldByMoreLinesThanTheLimitIsNotListedFromTheIndexes() {
        TextBlock raw = new TextBlock("x\nx\nx\ny\n", 2, 0);
        raw.trackNormalizedLines();
        int[] @Nullable [] listed = raw.indexedLinesWithNormalizedHashes(new int[] {"x".hashCode(), "y".hashCode()});
        assertNull(listed[0]);
        assertArrayEquals(new int[] {3}, listed[1]);
        assertArrayEquals(new int[] {0, 1, 2}, raw.linesWithNormalizedHashes(new int[] {"x".hashCode()})[0]);
        TextBlock unusual = new TextBlock(" x\n x\n x\ny\n", 2, 0);
        unusual.trackNormalizedLines();
        assertNull(unusual.indexedLinesWithNormalizedHashes(new int[] {"x".hashCode()})[0]);
    }
}
