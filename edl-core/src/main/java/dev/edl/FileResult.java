package dev.edl;

import java.util.List;
import java.util.Objects;

/**
 * A file a run touched: its {@link FileEdit} (path, texts before and after, created, written,
 * diff) and the ranges the run's selections read. Immutable; made only by runs.
 */
public final class FileResult {
    private final FileEdit edit;
    private final List<SelectedRange> selected;

    FileResult(
            String path, String before, String after, boolean created, boolean written, List<SelectedRange> selected) {
        this(
                FileEdit.of(Objects.requireNonNull(path, "path"), before, after)
                        .withCreated(created)
                        .withWritten(written),
                selected);
    }

    FileResult(FileEdit edit, List<SelectedRange> selected) {
        this.edit = Objects.requireNonNull(edit, "edit");
        Objects.requireNonNull(edit.path(), "path");
        // A run hands a list computed on first use (see LazyList); it is unmodifiable already.
        this.selected = selected instanceof LazyList ? selected : List.copyOf(selected);
    }

    /**
     * The file before and after the run, in the shape every result uses.
     *
     * @return the edit; its path is never null
     */
    public FileEdit edit() {
        return edit;
    }

    /**
     * The file's path.
     *
     * @return the workspace-relative path, {@code /}-separated
     */
    public String path() {
        return Objects.requireNonNull(edit.path());
    }

    /**
     * The text when first loaded in the run.
     *
     * @return the text, {@code ""} for a new file
     */
    public String before() {
        return edit.before();
    }

    /**
     * The text after the run's commands.
     *
     * @return the text; equal to {@link #before()} if the file failed
     */
    public String after() {
        return edit.after();
    }

    /**
     * Whether {@code newfile} created the file.
     *
     * @return true for a new file
     */
    public boolean created() {
        return edit.created();
    }

    /**
     * Whether the new text was written to disk (false in a dry run, in memory, or when not written).
     *
     * @return true when written
     */
    public boolean written() {
        return edit.written();
    }

    /**
     * The unified diff {@link #before()} → {@link #after()}, computed on first use.
     *
     * @return the diff, empty when the run did not change the text
     */
    public String diff() {
        return edit.diff();
    }

    /**
     * Every range the run's selection commands ({@code select}, {@code narrow}, {@code retain_*},
     * {@code select_next}/{@code select_prev}, {@code extend_*} and the multiple forms) selected in this file, in
     * order, mapped back to {@link #before()}: what the run read of the file, beyond the searches
     * themselves. A range that lies in text the run itself inserted maps to the whole region that
     * text replaced. The whole-file selection a {@code file} command starts with is not included.
     * Tools use it to tell whether changes made to a file since a caller's version touch what a
     * script read.
     *
     * @return the ranges (1-based lines, 0-based columns, end exclusive, in {@code before()}), in
     *     selection order; empty when no selection command ran on the file
     */
    public List<SelectedRange> selected() {
        return selected;
    }

    /**
     * Whether the run changed the text (or creates the file).
     *
     * @return true when {@code after} differs from {@code before}, or the file is new
     */
    public boolean changed() {
        return edit.changed();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FileResult file && file.edit.equals(edit);
    }

    @Override
    public int hashCode() {
        return edit.hashCode();
    }

    @Override
    public String toString() {
        return "FileResult[path=" + path() + ", created=" + created() + ", written=" + written() + ", changed="
                + changed() + "]";
    }
}
