package dev.edl.batch;

import java.util.List;
import java.util.Objects;

/**
 * One target file after an {@link EditSession} attempt: its full edited content, for a verifier.
 *
 * <p>Texts are editing texts: a CRLF file's line breaks appear as {@code \n} here and are written
 * back as {@code \r\n}.
 *
 * @param path the workspace-relative path
 * @param original the file's content when the session opened it
 * @param content the content with this attempt's applied edits
 * @param diff the unified diff original → content, empty when unchanged
 * @param edits the outcomes of this file's edits, in order
 */
public record EditedFile(String path, String original, String content, String diff, List<BlockOutcome> edits) {
    /** Copies the list. */
    public EditedFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(original, "original");
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(diff, "diff");
        edits = List.copyOf(edits);
    }

    /**
     * Whether the attempt changed this file.
     *
     * @return true when the content differs from the original
     */
    public boolean changed() {
        return !content.equals(original);
    }

    /**
     * Whether every edit of this file applied.
     *
     * @return true when none failed
     */
    public boolean isSuccess() {
        for (BlockOutcome edit : edits) {
            if (!edit.applied()) {
                return false;
            }
        }
        return true;
    }
}
