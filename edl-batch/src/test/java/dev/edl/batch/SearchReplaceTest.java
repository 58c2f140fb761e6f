package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SearchReplaceTest {
    @Test
    void defaultsAndWithers() {
        SearchReplace edit = SearchReplace.of("a", "b");
        assertEquals(1, edit.expectedReplacements());
        assertNull(edit.label());
        assertNull(edit.lineHint());
        SearchReplace full = edit.withLabel("L").withExpectedReplacements(3).withLineHint(7);
        assertEquals(new SearchReplace("a", "b", "L", 3, 7), full);
    }

    @Test
    void rejectsInvalidCounts() {
        assertThrows(
                IllegalArgumentException.class, () -> SearchReplace.of("a", "b").withExpectedReplacements(0));
        assertEquals(0, SearchReplace.of("a", "b").withLineHint(0).lineHint());
    }
}
