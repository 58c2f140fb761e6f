package dev.edl.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.edl.batch.SearchReplace;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SearchReplaceJsonTest {
    @Test
    void readsEveryField() {
        List<SearchReplace> edits = SearchReplaceJson.edits(List.of(
                Map.of("search", "a", "replace", "b"),
                Map.of("search", "c", "replace", "d", "label", "L", "expectedReplacements", 2, "lineHint", 7)));
        assertEquals("a", edits.get(0).search());
        assertEquals("b", edits.get(0).replace());
        assertNull(edits.get(0).label());
        assertEquals(1, edits.get(0).expectedReplacements());
        assertEquals("L", edits.get(1).label());
        assertEquals(2, edits.get(1).expectedReplacements());
        assertEquals(7, edits.get(1).lineHint());
    }

    @Test
    void namesTheFirstMalformedEdit() {
        IllegalArgumentException notObject =
                assertThrows(IllegalArgumentException.class, () -> SearchReplaceJson.edits(List.of("x")));
        assertEquals("edits[0] must be an object with \"search\" and \"replace\"", notObject.getMessage());
        IllegalArgumentException missing = assertThrows(
                IllegalArgumentException.class,
                () -> SearchReplaceJson.edits(List.of(Map.of("search", "a", "replace", "b"), Map.of("search", "a"))));
        assertEquals("edits[1]: missing \"replace\" (a string)", missing.getMessage());
        IllegalArgumentException fraction = assertThrows(
                IllegalArgumentException.class,
                () -> SearchReplaceJson.edits(List.of(Map.of("search", "a", "replace", "b", "lineHint", 1.5))));
        assertEquals("edits[0]: Argument \"lineHint\" must be an integer.", fraction.getMessage());
    }
}
