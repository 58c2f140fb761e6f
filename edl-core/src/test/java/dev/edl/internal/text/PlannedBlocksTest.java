package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlannedBlocksTest {
    @Test
    void aSearchAdmitsOnlyTheBlocksThatHoldEveryOneOfItsKeys() {
        PlannedBlocks blocks = new PlannedBlocks(8);
        blocks.add(1, 3);
        blocks.add(2, 3);
        blocks.add(2, 5);
        long both = blocks.blocksFor(new int[] {1, 2});
        assertTrue(PlannedBlocks.mayHold(both, 3));
        assertFalse(PlannedBlocks.mayHold(both, 5), "block 5 lacks the key of slot 1");
        assertFalse(PlannedBlocks.mayHold(both, 4));
        long second = blocks.blocksFor(new int[] {2});
        assertTrue(PlannedBlocks.mayHold(second, 3));
        assertTrue(PlannedBlocks.mayHold(second, 5));
        assertFalse(PlannedBlocks.mayHold(blocks.blocksFor(new int[] {7}), 3), "a key no block holds");
    }

    @Test
    void noSlotsAdmitEveryBlockAndSerialsSixtyFourApartShareTheirBit() {
        PlannedBlocks blocks = new PlannedBlocks(4);
        assertEquals(-1L, blocks.blocksFor(new int[0]));
        blocks.add(0, 70);
        long mask = blocks.blocksFor(new int[] {0});
        assertTrue(PlannedBlocks.mayHold(mask, 70));
        assertTrue(PlannedBlocks.mayHold(mask, 6), "asked in vain, never skipped wrongly");
        assertFalse(PlannedBlocks.mayHold(mask, 7));
    }

    @Test
    void aBlockIsRuledOutOnlyWhileItsPlannedIndexIsBuilt() {
        PlannedBlocks blocks = new PlannedBlocks(4);
        blocks.add(0, 1);
        long mask = blocks.blocksFor(new int[] {0});
        assertTrue(blocks.mayHoldBlock(mask, 2), "not built yet: it has recorded nothing");
        blocks.indexed(2, true);
        assertFalse(blocks.mayHoldBlock(mask, 2), "built, and without the key");
        assertTrue(blocks.mayHoldBlock(mask, 1));
        blocks.indexed(2, false);
        assertTrue(blocks.mayHoldBlock(mask, 2), "dropped: asked again");
        blocks.indexed(200, true);
        assertFalse(blocks.mayHoldBlock(mask, 200), "serials past the first 64 are kept too");
        assertTrue(blocks.mayHoldBlock(mask, 201));
        assertTrue(blocks.mayHoldBlock(mask, 5_000), "a serial never recorded");
    }

    @Test
    void itHoldsEightBytesPerSlot() {
        assertEquals(8L * 32, new PlannedBlocks(32).bytes());
    }
}
