package dev.edl.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.edl.internal.text.MatchText;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchReadAheadTest {
    /** Line {@code i} of a text of distinct, indented lines. */
    private static String line(int i) {
        return String.format("        int value%06d = compute(%06d, other);", i, i);
    }

    /** A text of 30,000 such lines: three blocks of the engine's default size. */
    private static String text() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            text.append(line(i)).append('\n');
        }
        return text.toString();
    }

    @Test
    void eachWindowIsReadAheadForOnceAndItsSearchesAreFollowedToTheirLines() {
        String content = text();
        List<String> searches = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            searches.add(line(i * 700).trim());
        }
        MatchText text = MatchText.forSearches(content, searches);
        BatchReadAhead ahead = new BatchReadAhead(text);
        // the first search builds the planned indexes; then every window's searches are followed
        assertEquals(1, text.occurrences(searches.get(0)).length);
        assertEquals(BatchReadAhead.WINDOW, ahead.before(searches, 0));
        assertEquals(0, ahead.before(searches, 5), "inside the window read: nothing more");
        assertEquals(BatchReadAhead.WINDOW, ahead.before(searches, 16));
        assertEquals(8, ahead.before(searches, 32), "the last window holds what is left");
        assertEquals(0, ahead.before(searches, 39));
    }

    @Test
    void aBatchOnALargeTextEditsItAsTheModelDoes() {
        String content = text();
        List<SearchReplace> edits = new ArrayList<>();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 30_000; i++) {
            boolean edited = i % 20 == 7;
            if (edited) {
                edits.add(SearchReplace.of(line(i).trim(), "int renamed" + i + " = 0;"));
            }
            expected.append(edited ? "        int renamed" + i + " = 0;" : line(i))
                    .append('\n');
        }
        BatchResult result = BatchEdit.builder()
                .matching(MatchSettings.DEFAULTS.withWhitespaceTolerant(false))
                .build()
                .apply(content, edits);
        assertEquals(edits.size(), result.applied());
        assertEquals(expected.toString(), result.file().after());
    }
}
