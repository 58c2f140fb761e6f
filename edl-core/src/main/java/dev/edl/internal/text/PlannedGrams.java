package dev.edl.internal.text;

import org.jspecify.annotations.Nullable;

/**
 * A block's index of the positions where a {@link SearchPlan}'s grams occur: every position of
 * every line whose {@link SearchPlan#GRAM}-character gram (inside the line, never across its line
 * break) is a planned key, as line id and column.
 *
 * <p><b>Why it is exact.</b> When a covered search occurs at {@code P}, each of its planned grams
 * lies inside one line of the text at {@code P} plus the gram's offset, so that position is a
 * posting of the key, under the id of the line as it is now (a replacement re-indexes the lines it
 * writes, under their new ids, and kills the old ids). So the occurrences are among the postings of
 * any one key, shifted by its offset: the search takes the key with the fewest, and a planned key
 * with none proves the block does not hold the search (a key common in one block is often absent
 * from the others: W7's leading digits of a line number). Every candidate is checked against the
 * characters.
 *
 * <p><b>Cost.</b> Building is one pass over the characters: a shifted window per position, one read
 * of the plan's bit set, and for the few positions it lets through a probe of the plan's set and an
 * insert into {@link PostingLists} (16 bytes per posting). A key held by more than the posting
 * limit of lines becomes common and frees its postings, as in the other indexes, so postings stay
 * near the number of planned grams that occur (W7's 1,000 searches: about 14,000 keys and as many
 * postings, next to 8 million characters). The owner drops the index past {@link
 * #MAX_BYTES_PER_CHAR} (a plan of many common-but-not-too-common grams) and answers from its other
 * indexes; a replacement re-indexes only the lines it writes. Not thread-safe.
 */
final class PlannedGrams {
    /** The most bytes per character of text the index may hold before its owner drops it. */
    static final double MAX_BYTES_PER_CHAR = 0.5;

    private final SearchPlan plan;
    private final PostingLists lists;

    /** The plan's record of which blocks hold each key, and this block's serial in it. */
    private final PlannedBlocks blocks;

    private final int serial;

    /**
     * One bit per slot of the plan, set once the key there is common here: its later occurrences
     * then cost no probe of the postings' table (W7's keys of the leading digits of a line number
     * occur in a thousand lines each).
     */
    private final long[] common;

    /**
     * An empty index for a plan.
     *
     * @param plan the planned grams
     * @param serial the serial of the block indexed (see {@link PlannedBlocks})
     * @param expectedIds line ids to size the dead-id bits for
     * @param limit the most lines a key may hold before it becomes common
     */
    PlannedGrams(SearchPlan plan, int serial, int expectedIds, int limit) {
        this.plan = plan;
        this.blocks = plan.blocks();
        this.serial = serial;
        this.lists = new PostingLists(1024, 1024, expectedIds, limit);
        this.common = new long[(plan.capacity() >>> 6) + 1];
    }

    /** The plan this index follows. */
    SearchPlan plan() {
        return plan;
    }

    /**
     * Indexes a line's planned grams.
     *
     * @param id the line's id (never one removed before)
     * @param chars holds the line at {@code [from, to)} (without its line break)
     */
    void addLine(int id, char[] chars, int from, int to) {
        if (to - from < SearchPlan.GRAM) {
            return;
        }
        // the plan's bit set in locals: the loop then reads no field, whatever the rare call does
        long[] bits = plan.bits();
        int wordMask = bits.length - 1;
        int bitShift = plan.bitShift();
        long window = 0;
        for (int i = from; i < from + SearchPlan.GRAM - 1; i++) {
            window = SearchPlan.push(window, chars[i]);
        }
        for (int at = from + SearchPlan.GRAM - 1; at < to; at++) {
            window = SearchPlan.push(window, chars[at]);
            int key = SearchPlan.key(window);
            int bit = key >>> bitShift;
            if ((bits[(bit >>> 6) & wordMask] & 1L << bit) != 0) {
                add(key, id, at - from - SearchPlan.GRAM + 1);
            }
        }
    }

    /**
     * Adds a gram whose key passed the plan's bit set, if it is planned and not common here, and
     * records in the plan that this block holds the key.
     */
    private void add(int key, int id, int column) {
        int slot = plan.slotOf(key);
        if (slot >= 0 && (common[slot >>> 6] & 1L << slot) == 0) {
            blocks.add(slot, serial);
            if (!lists.add(key, id, column)) {
                common[slot >>> 6] |= 1L << slot;
            }
        }
    }

    /**
     * Drops a line's postings (lazily, see {@link PostingLists}).
     *
     * @param id the line's id
     */
    void removeLine(int id) {
        lists.kill(id);
    }

    /**
     * The candidates for a covered search: the line ids and columns of its rarest planned key, and
     * that key's offset in the search. An occurrence starts at each candidate's line start plus its
     * column minus the offset, or nowhere else.
     *
     * @param keys the search's planned keys ({@link SearchPlan#keys})
     * @param offsets their offsets in the search
     * @return the candidates ({@link GramIndex.Candidates#NONE} when a key occurs in no line), or
     *     null when every key is common here
     */
    GramIndex.@Nullable Candidates lookup(int[] keys, int[] offsets) {
        return GramIndex.Candidates.rarest(lists, keys, offsets);
    }

    /** Bytes held by the postings' arrays and the common keys' bits. */
    long bytes() {
        return lists.bytes() + 8L * common.length;
    }
}
