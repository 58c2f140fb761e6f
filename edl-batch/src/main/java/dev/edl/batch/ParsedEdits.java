package dev.edl.batch;

import dev.edl.batch.internal.blocks.BlockPaths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The result of {@link EditBlocks#parse}: the well-formed edits in response order and a diagnostic
 * for every block that could not be read.
 *
 * @param edits the edits, numbered 1, 2, … in response order
 * @param diagnostics the problems, in response order; empty when every block was well formed
 */
public record ParsedEdits(List<BlockEdit> edits, List<BlockDiagnostic> diagnostics) {
    /** Copies the lists. */
    public ParsedEdits {
        edits = List.copyOf(edits);
        diagnostics = List.copyOf(diagnostics);
    }

    /**
     * The distinct target files of the edits, in order of first appearance.
     *
     * @return the paths, as in {@link BlockEdit#file()}
     */
    public List<String> affectedFiles() {
        Set<String> files = new LinkedHashSet<>();
        for (BlockEdit edit : edits) {
            files.add(edit.file());
        }
        return List.copyOf(files);
    }

    /**
     * The edits of one file, in order.
     *
     * @param path the path; cleaned and normalised like the paths of {@code FILE:} lines, so {@code
     *     ./src/a.rs} finds the edits of {@code src/a.rs}
     * @return the edits, possibly none
     */
    public List<BlockEdit> editsFor(String path) {
        String wanted = BlockPaths.clean(path);
        List<BlockEdit> found = new ArrayList<>();
        for (BlockEdit edit : edits) {
            if (edit.file().equals(wanted)) {
                found.add(edit);
            }
        }
        return List.copyOf(found);
    }

    /**
     * Whether the response had no malformed blocks.
     *
     * @return true when there are no diagnostics
     */
    public boolean isClean() {
        return diagnostics.isEmpty();
    }
}
