package dev.edl.internal.exec;

import java.util.List;
import java.util.function.Supplier;

/**
 * A file a run touched; {@code dev.edl.Edl} turns it into a {@code FileResult}. Public only so that
 * {@code Edl} can read it (the package is not exported).
 *
 * @param path the workspace-relative path
 * @param before the text when first loaded
 * @param after the text after the run
 * @param created whether {@code newfile} created it
 * @param written whether it was written
 * @param selected every range a selection command selected, in lines and columns of {@code before}
 */
public record TouchedFile(
        String path,
        String before,
        String after,
        boolean created,
        boolean written,
        Supplier<List<SelectedText>> selected) {}
