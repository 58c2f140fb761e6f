package dev.edl;

import dev.edl.text.UnifiedDiff;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One file (or in-memory text) before and after an edit: the one shape every result uses for it
 * ({@link FileResult#edit()}, and in edl-batch {@code BatchResult.file()}, {@code
 * LineReplaceResult.file()}, {@code EditBlocksResult.file()}, {@code EditedFile.edit()}).
 *
 * <p>Texts are editing texts: a CRLF file's line breaks appear as {@code \n} (no BOM) and are
 * written back in the file's style. Immutable and thread-safe; the diff, when not given, is
 * computed on first use.
 */
public final class FileEdit {
    /** The name a diff of an in-memory text is labelled with. */
    private static final String IN_MEMORY = "text";

    private final @Nullable String path;
    private final String before;
    private final String after;
    private final boolean created;
    private final boolean written;
    private volatile @Nullable String diff;

    private FileEdit(
            @Nullable String path,
            String before,
            String after,
            boolean created,
            boolean written,
            @Nullable String diff) {
        this.path = path;
        this.before = Objects.requireNonNull(before, "before");
        this.after = Objects.requireNonNull(after, "after");
        this.created = created;
        this.written = written;
        this.diff = diff;
    }

    /**
     * An edit that was neither written nor creates its file; its diff is computed on first use.
     *
     * @param path the workspace-relative path ({@code /}-separated), or null for an in-memory text
     * @param before the text before the edit ({@code ""} for a new file)
     * @param after the text after it
     * @return the edit
     */
    public static FileEdit of(@Nullable String path, String before, String after) {
        return new FileEdit(path, before, after, false, false, null);
    }

    /**
     * A copy that says whether the edit creates the file.
     *
     * @param isCreated true for a new file
     * @return the edit
     */
    public FileEdit withCreated(boolean isCreated) {
        return new FileEdit(path, before, after, isCreated, written, diff);
    }

    /**
     * A copy that says whether {@link #after()} was written to disk.
     *
     * @param isWritten true when written
     * @return the edit
     */
    public FileEdit withWritten(boolean isWritten) {
        return new FileEdit(path, before, after, created, isWritten, diff);
    }

    /**
     * A copy with a diff already computed (an engine that tracks its changes has it cheaper than a
     * diff of the whole texts).
     *
     * @param unifiedDiff the unified diff {@code before → after}, empty when they are equal
     * @return the edit
     */
    public FileEdit withDiff(String unifiedDiff) {
        return new FileEdit(path, before, after, created, written, Objects.requireNonNull(unifiedDiff, "diff"));
    }

    /**
     * The file.
     *
     * @return the workspace-relative path ({@code /}-separated), or null for an in-memory text
     */
    public @Nullable String path() {
        return path;
    }

    /**
     * The text before the edit.
     *
     * @return the text, {@code ""} for a new file
     */
    public String before() {
        return before;
    }

    /**
     * The text after the edit: the text with the edits that were kept (equal to {@link #before()}
     * when none was, or the edit failed).
     *
     * @return the text
     */
    public String after() {
        return after;
    }

    /**
     * Whether the edit creates the file.
     *
     * @return true for a new file
     */
    public boolean created() {
        return created;
    }

    /**
     * Whether the file on disk now holds {@link #after()}.
     *
     * @return false in memory, on a dry run, on failure and when nothing needed writing
     */
    public boolean written() {
        return written;
    }

    /**
     * Whether the edit changes the text (or creates the file).
     *
     * @return true when {@link #after()} differs from {@link #before()}, or the file is new
     */
    public boolean changed() {
        return created || !before.equals(after);
    }

    /**
     * The unified diff {@code before → after}, labelled with the path ({@code text} for an
     * in-memory text).
     *
     * @return the diff, empty when nothing changed; it ends with a line break
     */
    public String diff() {
        String known = diff;
        if (known == null) {
            known = UnifiedDiff.of(path == null ? IN_MEMORY : path, before, after);
            diff = known;
        }
        return known;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FileEdit edit
                && Objects.equals(edit.path, path)
                && edit.before.equals(before)
                && edit.after.equals(after)
                && edit.created == created
                && edit.written == written;
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, before, after, created, written);
    }

    @Override
    public String toString() {
        return "FileEdit[" + (path == null ? IN_MEMORY : path) + (created ? ", created" : "")
                + (written ? ", written" : "") + (changed() ? ", changed" : ", unchanged") + "]";
    }
}
