package dev.edl.batch;

import dev.edl.internal.text.MatchText;
import java.util.List;

/**
 * For a batch of edits to one text: has the text read ahead for the searches of the next edits, a
 * window at a time ({@link MatchText#readAheadPlanned}), so that on a large text their lookups go
 * to memory together instead of one after another (W8exactx10: about 3 % of its batch). A hint
 * only: each edit's search is made when its turn comes, on the text as the edits before it left
 * it. One instance serves one batch.
 */
final class BatchReadAhead {
    /** Searches read ahead for at once: enough to overlap their loads, as many as the plan remembers. */
    static final int WINDOW = 16;

    private final MatchText text;
    private final String[] window = new String[WINDOW];
    /** Searches before this index were read ahead for already. */
    private int lookedTo;

    /**
     * A read-ahead for a text.
     *
     * @param text the text the batch edits
     */
    BatchReadAhead(MatchText text) {
        this.text = text;
    }

    /**
     * Called before the search at {@code index} runs: when it is past the last window, reads ahead
     * for the next {@link #WINDOW} searches.
     *
     * @param searches every search of the batch, in order (the same string objects the batch then
     *     searches for: the plan remembers their keys by identity)
     * @param index 0-based index of the search about to run
     * @return how many of the window's searches the text followed to a line (0 when none was read)
     */
    int before(List<String> searches, int index) {
        if (index < lookedTo) {
            return 0;
        }
        int count = Math.min(WINDOW, searches.size() - index);
        for (int i = 0; i < count; i++) {
            window[i] = searches.get(index + i);
        }
        lookedTo = index + count;
        return text.readAheadPlanned(window, count);
    }
}
