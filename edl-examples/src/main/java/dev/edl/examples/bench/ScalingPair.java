package dev.edl.examples.bench;

/**
 * Two rows of the suite that do the same kind of work on a file about ten times larger.
 *
 * @param small the 1× row's id, e.g. {@code W1}
 * @param large the 10× row's id, e.g. {@code W1x10}
 * @param label the comparison's name in the scaling table
 */
record ScalingPair(String small, String large, String label) {

    /** Whether a case is one of the two rows. */
    boolean contains(BenchmarkCase c) {
        return BenchmarkSuite.isRow(c, small) || BenchmarkSuite.isRow(c, large);
    }
}
