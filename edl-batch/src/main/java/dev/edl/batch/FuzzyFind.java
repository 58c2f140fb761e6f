package dev.edl.batch;

import dev.edl.batch.internal.match.ClosestWindow;
import dev.edl.batch.internal.match.TextMatcher;
import java.util.Optional;

/**
 * Finds where a search text most nearly occurs in a text: the diagnosis the batch APIs give for a
 * search that is not found, available on its own.
 *
 * <p>The result is the best of every window of whole lines of the search's line count ±1 (exact and
 * deterministic: bounded edit distance with cheap prefilters). A close match is found without
 * visiting every window: once a window sharing lines with the search scores well, only windows
 * that still could beat it are scored. Per-line data is built on the first query and reused, so
 * many queries on one text are cheap. Not thread-safe.
 *
 * <pre>{@code
 * FuzzyFind find = FuzzyFind.over(source);
 * find.closest(query).ifPresent(m -> System.out.println(m.startLine() + " " + m.similarity()));
 * }</pre>
 */
public final class FuzzyFind {
    private final TextMatcher matcher;

    private FuzzyFind(String text) {
        this.matcher = TextMatcher.of(text);
    }

    /**
     * Prepares queries over a text.
     *
     * @param text the text to search ({@code \n} or {@code \r\n} line breaks)
     * @return the finder
     */
    public static FuzzyFind over(String text) {
        return new FuzzyFind(text);
    }

    /**
     * The most similar window of whole lines.
     *
     * @param search the text to look for
     * @return the closest window, or empty when the text or the search is empty
     */
    public Optional<Candidate> closest(String search) {
        ClosestWindow window = matcher.closest(search);
        return window == null ? Optional.empty() : Optional.of(Candidate.of(window));
    }
}
