package dev.edl.files;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What became of one file in {@link Workspace#write}.
 *
 * @param path the workspace-relative path
 * @param written whether the new content is on disk now
 * @param error why it was not written, or null when it was (or was held back only because another
 *     file failed in all-or-nothing mode, see {@link #heldBack()})
 * @param heldBack true when the file was fine but not written (or was restored) because another
 *     file failed in all-or-nothing mode
 */
public record WriteResult(
        String path, boolean written, @Nullable String error, boolean heldBack) {
    /**
     * The error message, if this file failed.
     *
     * @return the message
     */
    public Optional<String> errorMessage() {
        return Optional.ofNullable(error);
    }
}
