package dev.edl.batch;

import java.util.Objects;

/**
 * The place in a file most similar to a FIND text that was not found, for a retry.
 *
 * @param startLine the 1-based first line
 * @param endLine the 1-based last line (inclusive)
 * @param similarity {@code 1 − levenshtein / maxLength} over the lines, whitespace-normalised,
 *     0..1
 * @param text the file's real lines, joined with {@code \n}
 */
public record BlockCandidate(int startLine, int endLine, double similarity, String text) {
    /** Checks the arguments. */
    public BlockCandidate {
        Objects.requireNonNull(text, "text");
    }

    /**
     * The similarity as a whole percentage, rounded down.
     *
     * @return 0..100
     */
    public int percent() {
        return (int) Math.floor(similarity * 100 + 1e-9);
    }
}
