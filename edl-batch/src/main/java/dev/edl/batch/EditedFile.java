package dev.edl.batch;

import dev.edl.EditError;
import dev.edl.FileEdit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One target file after an {@link EditSession} attempt: its {@link FileEdit} (the original and the
 * full edited content, for a verifier) and its edits' outcomes.
 *
 * <p>Texts are editing texts: a CRLF file's line breaks appear as {@code \n} here and are written
 * back as {@code \r\n}. Nothing is written before {@link EditSession#commit()}, so {@link
 * FileEdit#written()} is false.
 */
public final class EditedFile {
    private final FileEdit edit;
    private final List<EditOutcome> edits;

    EditedFile(FileEdit edit, List<EditOutcome> edits) {
        this.edit = edit;
        this.edits = List.copyOf(edits);
    }

    /**
     * The file before and after this attempt, in the shape every result uses.
     *
     * @return the edit; its path is never null
     */
    public FileEdit edit() {
        return edit;
    }

    /**
     * The file.
     *
     * @return the workspace-relative path
     */
    public String path() {
        return Objects.requireNonNull(edit.path());
    }

    /**
     * The file's content when the session opened it.
     *
     * @return the original text
     */
    public String before() {
        return edit.before();
    }

    /**
     * The content with this attempt's applied edits.
     *
     * @return the edited text
     */
    public String after() {
        return edit.after();
    }

    /**
     * The unified diff before → after, computed on first use.
     *
     * @return the diff, empty when unchanged
     */
    public String diff() {
        return edit.diff();
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
     * @return true when {@link #after()} differs from {@link #before()}
     */
    public boolean changed() {
        return edit.changed();
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
                EditError.inFile(EditError.Kind.EDIT, path(), failed + " of " + edits.size() + " edits failed"));
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

    /**
     * This file's part of an attempt's report: one line per edit ({@code ✓ 1 src/main.rs: applied
     * at line 3 (exact)}, {@code ✗ 2 src/main.rs: not found …}), then a blank line and the diff when
     * the file changed.
     *
     * @return the report, ending with a line break
     */
    public String formatted() {
        StringBuilder out = new StringBuilder();
        for (EditOutcome outcome : edits) {
            OutcomeLines.appendBlock(out, outcome);
        }
        if (changed()) {
            out.append('\n').append(diff());
            if (out.charAt(out.length() - 1) != '\n') {
                out.append('\n');
            }
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return "EditedFile[" + path() + (changed() ? ", changed" : ", unchanged") + "]";
    }
}
