package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchSettingsTest {
    @Test
    void fuzzyIsTheNameOfTheToolArgumentAndTheCliOption() {
        MatchSettings settings = MatchSettings.DEFAULTS.withFuzzy(true).withFuzzyThreshold(0.8);
        assertFalse(MatchSettings.DEFAULTS.fuzzy());
        assertTrue(settings.fuzzy());
        assertEquals(0.8, settings.fuzzyThreshold());
        assertEquals(
                "MatchSettings[whitespaceTolerant=true, fuzzy=true, fuzzyThreshold=0.8, fuzzyMargin=0.05]",
                settings.toString());
        assertThrows(IllegalArgumentException.class, () -> settings.withFuzzyThreshold(1.5));
    }

    @Test
    void fuzzyAppliesANearMatchOnlyWhenOn() {
        List<SearchReplace> edits = List.of(SearchReplace.of("the quick brown fox jumps", "X"));
        String text = "the quick brown fox jumped\n";
        assertFalse(BatchEdit.withDefaults().apply(text, edits).isSuccess());
        BatchResult fuzzy = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withFuzzy(true))
                .build()
                .apply(text, edits);
        assertTrue(fuzzy.isSuccess(), fuzzy.formatted());
        assertEquals(MatchKind.FUZZY, fuzzy.edits().get(0).matchKind());
    }
}
