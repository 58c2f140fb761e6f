package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BlockOptionsTest {
    @Test
    void defaultsAndCopies() {
        assertEquals(new BlockOptions(true, false, 0.7), BlockOptions.DEFAULTS);
        assertEquals(
                new BlockOptions(false, true, 0.9),
                BlockOptions.DEFAULTS.withFuzzy(true).withFuzzyThreshold(0.9).withWhitespaceTolerant(false));
        assertThrows(IllegalArgumentException.class, () -> BlockOptions.DEFAULTS.withFuzzyThreshold(1.5));
        assertThrows(IllegalArgumentException.class, () -> BlockOptions.DEFAULTS.withFuzzyThreshold(Double.NaN));
    }
}
