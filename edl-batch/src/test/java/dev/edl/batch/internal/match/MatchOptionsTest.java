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

    @Test
    void acceptsTheEndsOfEachRange() {
        assertEquals(0.0, MatchOptions.DEFAULTS.withFuzzyThreshold(0).fuzzyThreshold());
        assertEquals(1.0, MatchOptions.DEFAULTS.withFuzzyThreshold(1).fuzzyThreshold());
        assertEquals(0.0, MatchOptions.DEFAULTS.withFuzzyMargin(0).fuzzyMargin());
        assertEquals(1.0, MatchOptions.DEFAULTS.withFuzzyMargin(1).fuzzyMargin());
        assertEquals(1, MatchOptions.DEFAULTS.withExpectedCount(1).expectedCount());
        assertEquals(1, MatchOptions.DEFAULTS.withLineHint(1).lineHint());
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withFuzzyThreshold(-0.01));
        assertThrows(IllegalArgumentException.class, () -> MatchOptions.DEFAULTS.withFuzzyMargin(1.01));
    }
}
