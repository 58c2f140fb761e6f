package dev.edl.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The memo of the last search segment's gram samples, shared by a text's blocks. */
class SearchSamplesTest {
    @Test
    void holdsOnlyTheSameStringObjectAndRange() {
        SearchSamples samples = new SearchSamples();
        String search = "public static final String A = \"x\";";
        assertFalse(samples.holds(search, 0, search.length()));
        samples.keep(search, 0, search.length(), new int[] {7, 8, 9}, new int[] {1, 2, 3}, 2);
        assertTrue(samples.holds(search, 0, search.length()));
        assertFalse(samples.holds(search, 1, search.length()));
        assertFalse(samples.holds(search, 0, search.length() - 1));
        assertFalse(samples.holds(new String(search.toCharArray()), 0, search.length()));
    }

    @Test
    void keepsACopyOfTheFirstCountSamples() {
        SearchSamples samples = new SearchSamples();
        int[] keys = {7, 8, 9};
        int[] columns = {1, 2, 3};
        samples.keep("s", 0, 1, keys, columns, 2);
        keys[0] = 70;
        columns[1] = 20;
        assertEquals(2, samples.count());
        assertEquals(7, samples.key(0));
        assertEquals(8, samples.key(1));
        assertEquals(1, samples.column(0));
        assertEquals(2, samples.column(1));
    }
}
