package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LineBlockFilterTest {
    @Test
    void admitsEveryBlockThatHoldsAllTheHashes() {
        LineBlockFilter filter = new LineBlockFilter(1_000);
        filter.add(11, 0);
        filter.add(22, 0);
        filter.add(11, 5);
        long both = filter.blocksFor(new int[] {11, 22});
        assertTrue(LineBlockFilter.mayHold(both, 0));
        long one = filter.blocksFor(new int[] {11});
        assertTrue(LineBlockFilter.mayHold(one, 0));
        assertTrue(LineBlockFilter.mayHold(one, 5));
    }

    @Test
    void theMaskOfOneHashIsTheMaskOfItsSlot() {
        LineBlockFilter filter = new LineBlockFilter(1_000);
        filter.add(11, 3);
        filter.add(11, 70);
        assertEquals(1L << 3 | 1L << 6, filter.blocksFor(11));
        assertEquals(filter.blocksFor(new int[] {11}), filter.blocksFor(11));
    }

    @Test
    void skipsBlocksWithoutTheHashAndAdmitsAllForNoHashes() {
        LineBlockFilter filter = new LineBlockFilter(1_000);
        filter.add(11, 3);
        assertFalse(LineBlockFilter.mayHold(filter.blocksFor(new int[] {11}), 4));
        assertFalse(LineBlockFilter.mayHold(filter.blocksFor(new int[] {99}), 3));
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[0]), 4));
    }

    @Test
    void serialsSixtyFourApartShareABitSoNeitherIsSkipped() {
        LineBlockFilter filter = new LineBlockFilter(16);
        filter.add(7, 1);
        assertTrue(LineBlockFilter.mayHold(filter.blocksFor(new int[] {7}), 65));
    }

    @Test
    void isOutgrownAtTwiceItsLinesAndCostsEightBytesPerSlot() {
        LineBlockFilter filter = new LineBlockFilter(1_000);
        assertFalse(filter.outgrownBy(2_000));
        assertTrue(filter.outgrownBy(2_001));
        assertEquals(8L * 512, filter.bytes());
    }
}
