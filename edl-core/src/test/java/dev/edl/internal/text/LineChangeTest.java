package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LineChangeTest {
    @Test
    void acceptsAPureInsertionDeletionOrReplacement() {
        assertEquals(3, new LineChange(2, 2, 2, 3).newEnd());
        assertEquals(4, new LineChange(1, 4, 1, 1).oldEnd());
        assertEquals(new LineChange(0, 1, 0, 2), new LineChange(0, 1, 0, 2));
    }

    @Test
    void rejectsNegativeReversedOrEmptyRanges() {
        IllegalArgumentException reversed =
                assertThrows(IllegalArgumentException.class, () -> new LineChange(2, 1, 0, 0));
        assertEquals("bad line ranges [2, 1) → [0, 0)", reversed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new LineChange(0, 1, -1, 0));
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class, () -> new LineChange(3, 3, 5, 5));
        assertEquals("empty change at old line 3, new line 5", empty.getMessage());
    }
}
