package dev.edl.internal.text;

import java.util.Arrays;

/**
 * For a {@link MatchText} of many blocks: which blocks hold each key of its {@link SearchPlan}, so
 * that a planned search asks only the blocks that hold every one of its keys.
 *
 * <p>One 64-bit mask per slot of the plan: bit {@code serial mod 64} is set once the block with
 * that serial indexes the key (the first time its {@link PlannedGrams} meets it, before the key
 * can become common there). A search ANDs the masks of its keys and asks the blocks whose bit is
 * set. Bits are never cleared (a replaced line keeps its block's bit) and blocks whose serials share
 * a bit share it: both only make a block be asked in vain, never skipped wrongly. A block whose
 * planned index is not built (not yet, or dropped) has recorded nothing and is always asked; which
 * ones are built is kept here too, by full serial, so that the text can skip a block on its serial
 * alone, without reading the block.
 *
 * <p>Why: without it every planned search asked every block's index, a lookup per key per block,
 * so a batch cost its searches times the blocks: with it, W8x10's 10,000 searches over its 32
 * blocks take 15 % less CPU time. Memory: 8 bytes per slot of the plan (16 to 32 per planned
 * key). Not thread-safe.
 */
final class PlannedBlocks {
    /** Slot {@code s}'s mask at {@code [2 s + 1]}: the plan's set keeps the key at {@code [2 s]}. */
    private final long[] table;

    /** By serial: whether that block's planned index is built for this plan. */
    private boolean[] built = new boolean[64];

    /** How many times {@link #indexed} was told so far: a reader's cache of {@link #isBuilt} is current while it holds. */
    private int changes;

    /** An empty filter of {@code slots} slots of its own (for tests). */
    PlannedBlocks(int slots) {
        this(new long[2 * slots]);
    }

    /**
     * The filter whose masks sit in a plan's set ({@link SearchPlan}), beside each slot's key: a
     * search reads its key's slot and mask in one cache line.
     */
    PlannedBlocks(long[] table) {
        this.table = table;
    }

    /** Records whether the block with this serial has its planned index for this plan. */
    void indexed(int serial, boolean isBuilt) {
        if (serial >= built.length) {
            built = Arrays.copyOf(built, Math.max(serial + 1, 2 * built.length));
        }
        built[serial] = isBuilt;
        changes++;
    }

    /** Whether the block with this serial has its planned index (its keys are recorded). */
    boolean isBuilt(int serial) {
        return serial < built.length && built[serial];
    }

    /** Counts the calls to {@link #indexed}, the only change to {@link #isBuilt}. */
    int changes() {
        return changes;
    }

    /**
     * Whether a block may hold a search whose keys gave this mask: false only when its planned
     * index is built (so its keys are recorded) and lacks one of them.
     */
    boolean mayHoldBlock(long mask, int serial) {
        return !isBuilt(serial) || mayHold(mask, serial);
    }

    /** Records that the block with this serial holds the key in this slot of the plan. */
    void add(int slot, int serial) {
        // a shift of a long uses the low 6 bits of its distance: serial mod 64
        table[2 * slot + 1] |= 1L << serial;
    }

    /**
     * The blocks that may hold every key in these slots: test a block with {@link #mayHold}.
     *
     * @param slots slots of the plan (none: every block)
     */
    long blocksFor(int[] slots) {
        long mask = -1L;
        for (int slot : slots) {
            mask &= table[2 * slot + 1];
        }
        return mask;
    }

    /** Whether a mask from {@link #blocksFor} admits the block with this serial (as a line filter's). */
    static boolean mayHold(long mask, int serial) {
        return LineBlockFilter.mayHold(mask, serial);
    }

    /** Bytes held by the masks (half the plan's set). */
    long bytes() {
        return 4L * table.length;
    }
}
