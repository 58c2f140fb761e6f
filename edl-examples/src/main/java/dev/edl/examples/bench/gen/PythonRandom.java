package dev.edl.examples.bench.gen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A random number generator that yields exactly the values CPython 3.11's {@code random.Random}
 * yields for the same integer seed: the Mersenne Twister MT19937 seeded through {@code
 * init_by_array}, {@code random()} built from two 32-bit outputs, and {@code randrange}, {@code
 * choice}, {@code shuffle}, {@code sample} and weighted {@code choices} built on rejection sampling
 * with {@code getrandbits(n.bit_length())}. Every method consumes the stream exactly as its CPython
 * namesake does, so a generator ported call for call produces the same output.
 *
 * <p>Not thread-safe.
 */
public final class PythonRandom {
    private static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    private final int[] mt = new int[N];
    private int index;

    /**
     * Seeds the generator as {@code random.Random(seed)} does for a non-negative int.
     *
     * @param seed the seed, at least 0
     * @throws IllegalArgumentException if {@code seed} is negative
     */
    public PythonRandom(long seed) {
        if (seed < 0) {
            throw new IllegalArgumentException("seed must be non-negative: " + seed);
        }
        // CPython passes abs(seed) to init_by_array as little-endian 32-bit words, at least one
        int[] key = (seed >>> 32) == 0 ? new int[] {(int) seed} : new int[] {(int) seed, (int) (seed >>> 32)};
        initByArray(key);
    }

    private void initGenrand(int s) {
        mt[0] = s;
        for (int i = 1; i < N; i++) {
            mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    private void initByArray(int[] key) {
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x80000000;
    }

    /** The next 32 bits of the Mersenne Twister, as an unsigned value in an int. */
    private int nextWord() {
        if (index >= N) {
            twist();
        }
        int y = mt[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    private void twist() {
        for (int kk = 0; kk < N; kk++) {
            int y = (mt[kk] & UPPER_MASK) | (mt[(kk + 1) % N] & LOWER_MASK);
            mt[kk] = mt[(kk + M) % N] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
        }
        index = 0;
    }

    /**
     * {@code random()}: a double in [0, 1) with 53 random bits.
     *
     * @return the next value
     */
    public double random() {
        int a = nextWord() >>> 5;
        int b = nextWord() >>> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

    /**
     * {@code getrandbits(k)} for {@code k} up to 64.
     *
     * @param k the number of bits, 0 to 64
     * @return a value in [0, 2^k) (as an unsigned long when {@code k} is 64)
     * @throws IllegalArgumentException if {@code k} is outside 0–64
     */
    public long getrandbits(int k) {
        if (k < 0 || k > 64) {
            throw new IllegalArgumentException("getrandbits supports 0 to 64 bits here: " + k);
        }
        if (k == 0) {
            return 0;
        }
        if (k <= 32) {
            return Integer.toUnsignedLong(nextWord()) >>> (32 - k);
        }
        // the first word drawn is the least significant; the last is cut to the remaining bits
        long low = Integer.toUnsignedLong(nextWord());
        long high = Integer.toUnsignedLong(nextWord()) >>> (64 - k);
        return (high << 32) | low;
    }

    /**
     * {@code _randbelow(n)}: a value in [0, n) by rejection sampling.
     *
     * @param n the bound, at least 1
     * @return the value
     */
    int randbelow(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("empty range: " + n);
        }
        int k = 32 - Integer.numberOfLeadingZeros(n);
        long r = getrandbits(k);
        while (r >= n) {
            r = getrandbits(k);
        }
        return (int) r;
    }

    /**
     * {@code randrange(stop)}.
     *
     * @param stop the exclusive bound, at least 1
     * @return a value in [0, stop)
     * @throws IllegalArgumentException for an empty range
     */
    public int randrange(int stop) {
        return randbelow(stop);
    }

    /**
     * {@code randrange(start, stop)}.
     *
     * @param start the inclusive lower bound
     * @param stop the exclusive upper bound, greater than {@code start}
     * @return a value in [start, stop)
     * @throws IllegalArgumentException for an empty range
     */
    public int randrange(int start, int stop) {
        if (stop <= start) {
            throw new IllegalArgumentException("empty range for randrange(" + start + ", " + stop + ")");
        }
        return start + randbelow(stop - start);
    }

    /**
     * {@code choice(seq)}.
     *
     * @param <T> the element type
     * @param seq a non-empty list
     * @return one of its elements
     */
    public <T> T choice(List<T> seq) {
        return seq.get(randbelow(seq.size()));
    }

    /**
     * {@code choice(s)} for a string: one of its characters.
     *
     * @param s a non-empty string
     * @return one of its characters
     */
    public char choice(String s) {
        return s.charAt(randbelow(s.length()));
    }

    /**
     * {@code choice(seq)} for an array.
     *
     * @param <T> the element type
     * @param seq a non-empty array
     * @return one of its elements
     */
    @SafeVarargs
    public final <T> T choice(T... seq) {
        return seq[randbelow(seq.length)];
    }

    /**
     * {@code choice(seq)} for an int array.
     *
     * @param seq a non-empty array
     * @return one of its elements
     */
    public int choiceInt(int... seq) {
        return seq[randbelow(seq.length)];
    }

    /**
     * {@code choices(range(len(weights)), weights=weights)[0]}: an index drawn with the given
     * integer weights.
     *
     * @param weights non-negative weights with a positive sum
     * @return an index into {@code weights}
     */
    public int weightedIndex(int... weights) {
        long[] cumulative = new long[weights.length];
        long sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
        double x = random() * (double) sum;
        // bisect_right(cumulative, x, 0, n - 1)
        int lo = 0;
        int hi = weights.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (x < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /**
     * {@code shuffle(x)} in place.
     *
     * @param x the list to shuffle
     */
    public void shuffle(List<?> x) {
        shuffleSwaps(x);
    }

    private <T> void shuffleSwaps(List<T> x) {
        for (int i = x.size() - 1; i > 0; i--) {
            int j = randbelow(i + 1);
            T t = x.get(i);
            x.set(i, x.get(j));
            x.set(j, t);
        }
    }

    /**
     * {@code sample(population, k)}.
     *
     * @param <T> the element type
     * @param population the population
     * @param k how many to pick, 0 to its size
     * @return {@code k} distinct positions' elements, in selection order
     */
    public <T> List<T> sample(List<T> population, int k) {
        List<T> result = new ArrayList<>(k);
        for (int i : sampleIndices(population.size(), k)) {
            result.add(population.get(i));
        }
        return result;
    }

    /**
     * {@code sample(range(n), k)}: the indices {@code sample} picks from a population of size
     * {@code n}.
     *
     * @param n the population size
     * @param k how many to pick, 0 to {@code n}
     * @return {@code k} distinct indices in [0, n), in selection order
     * @throws IllegalArgumentException if {@code k} is outside 0–{@code n}
     */
    public int[] sampleIndices(int n, int k) {
        if (k < 0 || k > n) {
            throw new IllegalArgumentException("sample larger than population or is negative");
        }
        int[] result = new int[k];
        int setsize = 21;
        if (k > 5) {
            setsize += (int) Math.pow(4, Math.ceil(Math.log(k * 3) / Math.log(4)));
        }
        if (n <= setsize) {
            int[] pool = new int[n];
            for (int i = 0; i < n; i++) {
                pool[i] = i;
            }
            for (int i = 0; i < k; i++) {
                int j = randbelow(n - i);
                result[i] = pool[j];
                pool[j] = pool[n - i - 1];
            }
        } else {
            Set<Integer> selected = new HashSet<>();
            for (int i = 0; i < k; i++) {
                int j = randbelow(n);
                while (selected.contains(j)) {
                    j = randbelow(n);
                }
                selected.add(j);
                result[i] = j;
            }
        }
        return result;
    }
}
