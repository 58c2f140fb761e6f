package dev.edl.examples.bench.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Expected values are what CPython 3.11.7's {@code random.Random} returned for the same calls. */
class PythonRandomTest {
    /** {@code [r.getrandbits(32) x3], r.random(), r.randrange(10), r.randrange(3, 7), r.getrandbits(7)}. */
    private static void assertStream(long seed, long[] words, double random, int below10, int from3to7, long bits7) {
        PythonRandom r = new PythonRandom(seed);
        long[] actual = {r.getrandbits(32), r.getrandbits(32), r.getrandbits(32)};
        assertArrayEquals(words, actual, "seed " + seed);
        assertEquals(random, r.random(), 0.0, "seed " + seed);
        assertEquals(below10, r.randrange(10), "seed " + seed);
        assertEquals(from3to7, r.randrange(3, 7), "seed " + seed);
        assertEquals(bits7, r.getrandbits(7), "seed " + seed);
    }

    @Test
    void streamsMatchCPythonForSeveralSeeds() {
        assertStream(0, new long[] {3626764237L, 1654615998L, 3255389356L}, 0.890243920837131, 0, 5, 123);
        assertStream(1, new long[] {577090037L, 2444712010L, 3639700191L}, 0.8022650611681835, 1, 5, 15);
        assertStream(1001, new long[] {3421589840L, 3988255189L, 251797747L}, 0.7606404107826931, 3, 3, 71);
        assertStream(4004, new long[] {2042850336L, 2966988538L, 1524524494L}, 0.4998505079032479, 0, 6, 3);
        // a seed above 2^32 is passed to init_by_array as two words
        assertStream((1L << 40) + 5, new long[] {2166296868L, 2220160828L, 1153647273L}, 0.6637982795073579, 0, 3, 21);
    }

    @Test
    void higherLevelMethodsMatchCPython() {
        PythonRandom r = new PythonRandom(42);
        assertEquals(0.6394267984578837, r.random(), 0.0);
        assertEquals(0.025010755222666936, r.random(), 0.0);
        assertEquals(0.27502931836911926, r.random(), 0.0);
        List<Integer> x = new ArrayList<>(IntStream.range(0, 10).boxed().toList());
        r.shuffle(x);
        assertEquals(List.of(9, 7, 8, 0, 4, 6, 5, 1, 2, 3), x);
        // sample(range(20, 380), 4) picks by rejection from a set; a small population from a pool
        int[] picked = r.sampleIndices(360, 4);
        assertArrayEquals(new int[] {36 - 20, 35 - 20, 67 - 20, 131 - 20}, picked);
        assertEquals(List.of("b", "e", "f"), r.sample(List.of("a", "b", "c", "d", "e", "f", "g"), 3));
        List<Integer> weighted = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            weighted.add(r.weightedIndex(1, 2, 4, 8, 16));
        }
        assertEquals(List.of(0, 2, 4, 4, 2, 4, 4, 0, 4, 4), weighted);
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            chosen.add(r.choice(List.of(1, 2, 3)));
        }
        assertEquals(List.of(2, 2, 1, 1, 2, 1, 1, 2, 1, 2), chosen);
        assertEquals(5637, r.randrange(2, 9999));
        assertEquals(4879548657232103939L, r.getrandbits(64));
        assertEquals(3466589567L, r.getrandbits(33));
        // k > 5 widens the pool threshold: sample(range(1000), 7)
        assertArrayEquals(new int[] {747, 470, 549, 127, 996, 944, 387}, r.sampleIndices(1000, 7));
    }

    @Test
    void choiceOverloadsDrawOneIndexEach() {
        PythonRandom a = new PythonRandom(7);
        PythonRandom b = new PythonRandom(7);
        assertEquals(b.choice(List.of("x", "y", "z")), a.choice("x", "y", "z"));
        assertEquals("xyz".charAt(new PythonRandom(8).randrange(3)), new PythonRandom(8).choice("xyz"));
        assertEquals(
                List.of(10, 20, 30).get(new PythonRandom(9).randrange(3)), new PythonRandom(9).choiceInt(10, 20, 30));
    }

    @Test
    void badArgumentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new PythonRandom(-1));
        PythonRandom r = new PythonRandom(0);
        assertThrows(IllegalArgumentException.class, () -> r.randrange(0));
        assertThrows(IllegalArgumentException.class, () -> r.randrange(5, 5));
        assertThrows(IllegalArgumentException.class, () -> r.getrandbits(65));
        assertThrows(IllegalArgumentException.class, () -> r.sampleIndices(3, 4));
        assertEquals(0, r.getrandbits(0));
    }
}
