package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LineKeysTest {

    @Test
    void idsAreGivenInOrderAndMapToTheirSlotsAcrossGrowth() {
        LineKeys keys = new LineKeys(4);
        assertEquals(0, keys.limit());
        assertEquals(64, keys.bytes());
        for (int id = 0; id < 40; id++) {
            assertEquals(id, keys.newId(1000 + id));
            assertEquals(id + 1, keys.limit());
        }
        // grown by doubling when full: 16, 32, 64
        assertEquals(256, keys.bytes());
        for (int id = 0; id < 40; id++) {
            assertEquals(1000 + id, keys.slotOf(id));
        }
    }

    @Test
    void aMovedIdReportsItsNewSlot() {
        LineKeys keys = new LineKeys(100);
        assertEquals(400, keys.bytes());
        int a = keys.newId(3);
        int b = keys.newId(4);
        keys.moved(a, 90);
        assertEquals(90, keys.slotOf(a));
        assertEquals(4, keys.slotOf(b));
    }
}
