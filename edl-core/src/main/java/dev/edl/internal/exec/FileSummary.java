package dev.edl.internal.exec;

import dev.edl.FileError;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One file as the commands of a run left it, for {@link Finishing}. The document's text no longer
 * changes once the commands are done.
 *
 * @param document the file's document
 * @param trace the file's trace lines
 * @param error why the file failed, or null when its commands all applied
 * @param leftSelection where the run left the file's selection when it went on to another file
 *     (e.g. {@code "2 ranges on lines 3, 8"}); null for the last file and for failed ones
 */
record FileSummary(
        Document document,
        List<String> trace,
        @Nullable FileError error,
        @Nullable String leftSelection) {
    /** Copies the trace. */
    FileSummary {
        trace = List.copyOf(trace);
    }

    String path() {
        return document.path();
    }
}
