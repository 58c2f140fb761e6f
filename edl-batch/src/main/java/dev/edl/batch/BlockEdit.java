package dev.edl.batch;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One FIND/REPLACE edit of an edit-mode response.
 *
 * <p>Texts are verbatim, with {@code \n} line breaks whatever the response used, and without the
 * line break that framed them before the next marker.
 *
 * @param file the target path as written after {@code FILE:}, cleaned and normalised ({@code /}
 *     separators, no leading {@code ./})
 * @param find the text to find; never empty
 * @param replace the replacement text; empty to delete what was found
 * @param lineHint the 1-based line near which the text is expected, or null when not given
 * @param index the 1-based position of this edit among the edits of its response
 * @param sourceLine the 1-based line of the response where its {@code FIND} marker stands (0 for an
 *     edit not read from a response)
 */
public record BlockEdit(
        String file, String find, String replace, @Nullable Integer lineHint, int index, int sourceLine) {

    /** Checks the arguments. */
    public BlockEdit {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(find, "find");
        Objects.requireNonNull(replace, "replace");
        if (find.isEmpty()) {
            throw new IllegalArgumentException("find must not be empty");
        }
        if (lineHint != null && lineHint < 1) {
            throw new IllegalArgumentException("lineHint must be >= 1: " + lineHint);
        }
    }

    /**
     * Creates an edit that was not read from a response (source line 0, no line hint).
     *
     * @param index the 1-based position of the edit, used in failure messages
     * @param file the target path
     * @param find the text to find, non-empty
     * @param replace the replacement text
     * @return the edit
     */
    public static BlockEdit of(int index, String file, String find, String replace) {
        return new BlockEdit(file, find, replace, null, index, 0);
    }

    /**
     * A copy of this edit with another line hint.
     *
     * @param line the 1-based line hint, or null for none
     * @return the new edit
     */
    public BlockEdit withLineHint(@Nullable Integer line) {
        return new BlockEdit(file, find, replace, line, index, sourceLine);
    }

    /**
     * A short description for messages, e.g. {@code edit 2 (src/main.rs, FIND at response line 14)}.
     *
     * @return the label
     */
    public String label() {
        return sourceLine > 0
                ? "edit " + index + " (" + file + ", FIND at response line " + sourceLine + ")"
                : "edit " + index + " (" + file + ")";
    }
}
