package dev.edl;

/**
 * A file a run touched.
 *
 * @param path the workspace-relative path
 * @param before the text when first loaded in the run ({@code ""} for a new file)
 * @param after the text after the run's commands (equal to {@code before} if the file failed)
 * @param created whether the file was created by {@code newfile}
 * @param written whether the new text was written to disk
 */
public record FileResult(String path, String before, String after, boolean created, boolean written) {
    /**
     * Whether the run changed the text (or creates the file).
     *
     * @return true when {@code after} differs from {@code before}, or the file is new
     */
    public boolean changed() {
        return created || !before.equals(after);
    }
}
