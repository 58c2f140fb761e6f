package dev.edl.internal.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Offsets of the text as loaded mapped through a run's splices, and back. */
class SpliceLogTest {
    @Test
    void aReplacementShiftsWhatFollowsAndHidesWhatItReplaced() {
        SpliceLog log = new SpliceLog();
        log.record(2, 5, 3); // "abcdefgh" -> "abXfgh"
        assertEquals(0, log.map(0));
        assertEquals(2, log.map(2), "the start of a replaced region stays");
        assertEquals(-1, log.map(3), "strictly inside a replaced region");
        assertEquals(-1, log.map(4));
        assertEquals(3, log.map(5), "the end of a replaced region follows the new text");
        assertEquals(6, log.map(8));
    }

    @Test
    void aPureInsertionPushesItsOwnOffsetAndWhatFollows() {
        SpliceLog log = new SpliceLog();
        log.record(4, 4, 7);
        assertEquals(3, log.map(3));
        assertEquals(7, log.map(4));
        assertEquals(8, log.map(5));
        assertEquals(4, log.unmap(4, true));
        assertEquals(4, log.unmap(5, true), "inside the insertion: its start");
        assertEquals(4, log.unmap(5, false), "inside the insertion: the end of what it replaced");
        assertEquals(4, log.unmap(7, true));
        assertEquals(5, log.unmap(8, false));
    }

    @Test
    void anEmptySpliceIsNotRecorded() {
        SpliceLog log = new SpliceLog();
        log.record(3, 3, 3);
        assertEquals(0, log.size());
        log.record(3, 3, 4);
        assertEquals(1, log.size());
    }

    @Test
    void splicesApplyInOrder() {
        SpliceLog log = new SpliceLog();
        log.record(2, 5, 3);
        log.record(0, 0, 1); // then one character inserted at the front of the new text
        assertEquals(1, log.map(0));
        assertEquals(3, log.map(2));
        assertEquals(-1, log.map(3));
        assertEquals(4, log.map(5));
        assertEquals(5, log.unmap(4, true));
        assertEquals(0, log.unmap(0, true));
        assertEquals(0, log.unmap(1, true));
        assertEquals(6, log.unmap(4, true, 1), "through the first splice only");
    }

    @Test
    void unmappingAGrownReplacementNamesTheRegionItReplaced() {
        SpliceLog log = new SpliceLog();
        log.record(2, 5, 6); // three characters became four
        assertEquals(1, log.unmap(1, false));
        assertEquals(2, log.unmap(2, true));
        assertEquals(2, log.unmap(2, false), "the start of the new text is the start of the old");
        assertEquals(2, log.unmap(4, true));
        assertEquals(5, log.unmap(4, false));
        assertEquals(5, log.unmap(6, true));
        assertEquals(7, log.unmap(8, true));
    }

    @Test
    void aDeletionsOffsetIsItsStartForARangeStartAndItsEndForARangeEnd() {
        SpliceLog log = new SpliceLog();
        log.record(2, 5, 2);
        assertEquals(2, log.unmap(2, true));
        assertEquals(5, log.unmap(2, false));
        assertEquals(6, log.unmap(3, true));
        assertEquals(1, log.unmap(1, false));
        assertEquals(2, log.map(5));
        assertEquals(-1, log.map(4));
    }

    @Test
    void moreSplicesThanTheFirstCapacityAreAllKept() {
        SpliceLog log = new SpliceLog();
        for (int i = 0; i < 40; i++) {
            log.record(0, 0, 1);
        }
        log.record(45, 47, 46);
        assertEquals(41, log.size());
        assertEquals(40, log.map(0));
        assertEquals(45, log.map(5));
        assertEquals(-1, log.map(6), "inside the last splice, 40 characters on");
        assertEquals(46, log.map(7));
        assertEquals(5, log.unmap(45, true));
        assertEquals(7, log.unmap(46, true));
        assertEquals(35, log.unmap(45, true, 10));
        assertEquals(0, log.unmap(39, true));
        assertEquals(0, log.unmap(40, true));
    }

    @Test
    void aLogFilledToItsFirstCapacityMapsOnlyWhatItHolds() {
        SpliceLog log = new SpliceLog();
        for (int i = 0; i < 16; i++) {
            log.record(0, 0, 1);
        }
        assertEquals(16, log.size());
        assertEquals(16, log.map(0));
        assertEquals(0, log.unmap(16, true));
    }
}
