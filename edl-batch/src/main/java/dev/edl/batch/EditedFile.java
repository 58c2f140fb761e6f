package dev.edl.batch;

import dev.edl.EditError;
import java.util.List;
import java.util.Optional;

/**
 * One target file after an {@link EditSession} attempt: its full edited content, for a verifier.
 *
 * <p>Texts are editing texts: a CRLF file's line breaks appear as {@code \n} here and are written
 * back as {@code \r\n}.
 */
public final class EditedFile {
    private final String path;
    private final String original;
    private final String content;
    private final String diff;
    private final List<EditOutcome> edits;

    EditedFile(String path, String original, String content, String diff, List<EditOutcome> edits) {
        this.path = path;
        this.original = original;
        this.content = content;
        this.diff = diff;
        this.edits = List.copyOf(edits);
    }

    /**
     * The file.
     *
     * @return the workspace-relative path
     */
    public String path() {
        return path;
    }

    /**
     * The file's content when the session opened it.
     *
     * @return the original text
     */
    public String original() {
        return original;
    }

    /**
     * The content with this attempt's applied edits.
     *
     * @return the edited text
     */
    public String content() {
        return content;
    }

    /**
     * The unified diff original → content.
     *
     * @return the diff, empty when unchanged
     */
    public String diff() {
        return diff;
    }

    /**
     * The outcomes of this file's edits.
     *
     * @return the outcomes, in response order
     */
    public List<EditOutcome> edits() {
        return edits;
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
     * @return true exactly when {@link #error()} is empty
     */
    public boolean isSuccess() {
        return failed() == 0;
    }

    /**
     * What went wrong with this file's edits.
     *
     * @return an {@link EditError.Kind#EDIT} error naming how many failed, empty exactly when
     *     {@link #isSuccess()}
     */
    public Optional<EditError> error() {
        int failed = failed();
        if (failed == 0) {
            return Optional.empty();
        }
        return Optional.of(
                EditError.inFile(EditError.Kind.EDIT, path, failed + " of " + edits.size() + " edits failed"));
    }

    private int failed() {
        int failed = 0;
        for (EditOutcome edit : edits) {
            if (edit.status() != EditStatus.APPLIED) {
                failed++;
            }
        }
        return failed;
    }

    @Override
    public String toString() {
        return "EditedFile[" + path + (changed() ? ", changed" : ", unchanged") + "]";
    }
}
