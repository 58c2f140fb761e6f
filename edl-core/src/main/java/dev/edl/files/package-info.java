/**
 * The safe file layer shared by every edl API: workspace confinement, UTF-8/BOM/line-ending
 * fidelity, atomic writes and stale checks.
 *
 * <p><b>Failures.</b> What the files got wrong (missing, outside the workspace, not UTF-8, too
 * large, changed on disk) is a value where there is a result to hold it ({@link
 * dev.edl.files.WriteResult}), else the unchecked {@link dev.edl.files.FileAccessException} with a
 * message a model can read. What a programmer got wrong (a non-positive {@code maxFileSize}, a
 * negative lock timeout) is an {@link IllegalArgumentException} at the call. No method throws a
 * checked exception. Lines are 1-based, columns 0-based.
 */
@NullMarked
package dev.edl.files;

import org.jspecify.annotations.NullMarked;
