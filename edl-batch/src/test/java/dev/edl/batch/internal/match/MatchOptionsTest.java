package dev.edl.batch.internal.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MatchOptionsTest {
    @Test
    void defaultsMatchTheSpec() {
        assertEquals(new MatchOptions(true, false, 0.7, 0.05, 1, null), MatchOptions.DEFAULTS);
    }

    @Test
    void withersChangeOneValue() {
        MatchOptions options = MatchOptions.DEFAULTS
                .withWhitespaceTolerant(false)
                .withFuzzyApply(true)
                .withFuzzyThreshold(0.8)
                .withFuzzyMargin(0.1)
                .withExpectedCount(3)
                .withLineHint(12);
        assertEquals(new MatchOptions(false, true, 0.8, 0.1, 3, 12), options);
    }

    @Test
    void rejectsInvalidValues() {
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withExpectedCount(0));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withFuzzyThreshold(1.5));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withFuzzyMargin(-0.1));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withLineHint(0));
    }
}
