package dev.edl.files;

import dev.edl.EditError;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What became of one file in {@link Workspace#write}: written, held back, or failed with an {@link
 * EditError} whose kind the file layer sets ({@link EditError.Kind#STALE} when the file changed on
 * disk after it was read, {@link EditError.Kind#FILE} for any other failure).
 *
 * <p>Immutable. Made by the file layer; the static factories exist for {@link FileOperations}
 * implementations and tests.
 */
public final class WriteResult {
    private final String path;
    private final boolean written;
    private final @Nullable EditError error;
    private final boolean heldBack;

    private WriteResult(String path, boolean written, @Nullable EditError error, boolean heldBack) {
        this.path = Objects.requireNonNull(path, "path");
        this.written = written;
        this.error = error;
        this.heldBack = heldBack;
    }

    /**
     * A file whose new text is on disk now.
     *
     * @param path the workspace-relative path
     * @return the result
     */
    public static WriteResult written(String path) {
        return new WriteResult(path, true, null, false);
    }

    /**
     * A file whose new text was kept in memory (an in-memory run): fine, but nothing is on a disk,
     * so it does not claim {@link #written()}.
     *
     * @param path the path
     * @return the result
     */
    public static WriteResult inMemory(String path) {
        return new WriteResult(path, false, null, false);
    }

    /**
     * A file that was fine but was not written (or was restored) because another file failed in
     * all-or-nothing mode.
     *
     * @param path the workspace-relative path
     * @return the result
     */
    public static WriteResult heldBack(String path) {
        return new WriteResult(path, false, null, true);
    }

    /**
     * A file that was not written.
     *
     * @param path the workspace-relative path
     * @param kind {@link EditError.Kind#STALE} when the file changed on disk after it was read,
     *     else {@link EditError.Kind#FILE}
     * @param message the complete message, e.g. {@code Cannot write file: a.txt (disk full)}
     * @return the result
     */
    public static WriteResult failed(String path, EditError.Kind kind, String message) {
        return new WriteResult(path, false, EditError.inFile(kind, path, message), false);
    }

    /**
     * A file written by an all-or-nothing write that then had to be undone, whose old text could
     * not be restored: it holds the new text, and the error says so.
     */
    static WriteResult notRestored(String path, String message) {
        return new WriteResult(path, true, EditError.inFile(EditError.Kind.FILE, path, message), false);
    }

    /** A failure for an exception of the file layer, with the kind it carries. */
    static WriteResult failed(String path, FileAccessException e) {
        return failed(path, e.kind(), String.valueOf(e.getMessage()));
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
     * Whether the new text is on disk now.
     *
     * @return true when written (also when written but not restored after another file failed,
     *     then with an {@link #error()})
     */
    public boolean written() {
        return written;
    }

    /**
     * Why the file was not written (or, rarely, why a written file could not be restored).
     *
     * @return the error, kind {@link EditError.Kind#STALE} or {@link EditError.Kind#FILE}, path set;
     *     empty when the file was written or only {@link #heldBack() held back}
     */
    public Optional<EditError> error() {
        return Optional.ofNullable(error);
    }

    /**
     * Whether the file was fine but not written (or was restored) because another file failed in
     * all-or-nothing mode.
     *
     * @return true when held back
     */
    public boolean heldBack() {
        return heldBack;
    }

    /**
     * One line for a person or a model: {@code "Wrote P"}, {@code "Kept P in memory (not
     * written)"}, {@code "Held back P (not written: another file failed, all or nothing)"}, or
     * {@code "Error: <message>"}.
     *
     * @return the line, without a line break
     */
    public String formatted() {
        if (error != null) {
            return "Error: " + error.message();
        }
        if (written) {
            return "Wrote " + path;
        }
        return heldBack
                ? "Held back " + path + " (not written: another file failed, all or nothing)"
                : "Kept " + path + " in memory (not written)";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof WriteResult result
                && result.path.equals(path)
                && result.written == written
                && Objects.equals(result.error, error)
                && result.heldBack == heldBack;
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, written, error, heldBack);
    }

    @Override
    public String toString() {
        return "WriteResult[" + path + (written ? ", written" : "") + (heldBack ? ", held back" : "")
                + (error == null ? "" : ", " + error.kind() + ": " + error.message()) + "]";
    }
}
