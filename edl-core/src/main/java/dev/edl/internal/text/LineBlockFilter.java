package dev.edl.internal.text;

/**
 * For a {@link MatchText} of many blocks: which blocks may hold a line with a given hash, so that a
 * whole-line search asks only those blocks' line-hash indexes.
 *
 * <p>A table of 64-bit masks, one slot per one or two lines of the text: the slot of a line's hash
 * has bit {@code serial mod 64} set for the block that holds the line. A search ANDs the masks of
 * its lines' slots and asks the blocks whose bit is set. A line that is replaced keeps its bit, and
 * blocks whose serials share a bit share it; both only make a block be asked in vain, never
 * skipped wrongly. {@link MatchText} builds a new table once the text has twice the lines it was
 * built for.
 *
 * <p>Why one table and not a bit set per block: a lookup reads one slot (one cache miss) instead of
 * one per block; with 64 blocks of a million lines the per-block sets cost a miss each, 64 per
 * search, which was most of an EDL whole-line {@code select}. Memory: 8 bytes per slot, so 4 to 8
 * bytes per line; under 1 byte per character for lines of 8 characters or more. Not thread-safe.
 */
final class LineBlockFilter {
    private final long[] masks;
    private final int shift;
    private final int builtFor;

    /** An empty filter sized for a text of {@code lines} lines. */
    LineBlockFilter(int lines) {
        int slots = Integer.highestOneBit(Math.max(64, lines));
        this.masks = new long[slots];
        this.shift = Integer.numberOfLeadingZeros(slots) + 1;
        this.builtFor = Math.max(lines, 64);
    }

    /** Records that the block with this serial holds a line with this hash. */
    void add(int hash, int serial) {
        // a shift of a long uses the low 6 bits of its distance: serial mod 64
        masks[slot(hash)] |= 1L << serial;
    }

    /**
     * The blocks that may hold every one of these line hashes: test a block with {@link #mayHold}.
     *
     * @param hashes line hashes (none: every block)
     */
    long blocksFor(int[] hashes) {
        long mask = -1L;
        for (int hash : hashes) {
            mask &= blocksFor(hash);
        }
        return mask;
    }

    /** {@link #blocksFor} of one hash. */
    long blocksFor(int hash) {
        return masks[slot(hash)];
    }

    /** Whether a mask from {@link #blocksFor} admits the block with this serial. */
    static boolean mayHold(long mask, int serial) {
        return (mask >>> serial & 1L) != 0;
    }

    /** Whether a text of {@code lines} lines has outgrown this filter (it would admit too much). */
    boolean outgrownBy(int lines) {
        return lines > 2 * builtFor;
    }

    /** Bytes held. */
    long bytes() {
        return 8L * masks.length;
    }

    private int slot(int hash) {
        return hash * 0x9E3779B1 >>> shift;
    }
}
