package dev.edl.examples.cli;

import dev.edl.EditError;
import dev.edl.files.Workspace;
import dev.edl.tools.VersionReports;
import org.jspecify.annotations.Nullable;

/** The version lines the one-file commands print after their report. */
final class CliVersions {
    private CliVersions() {}

    /**
     * After a write, the file's new token and line count; after a refusal for another version, that
     * the changed lines are not known to this process (it keeps no earlier versions).
     */
    static String after(
            Workspace workspace,
            String path,
            boolean written,
            String content,
            @Nullable String expectedVersion,
            @Nullable EditError error) {
        if (written) {
            String line = VersionReports.versionNow(workspace, path, content);
            return line.isEmpty() ? "" : line + "\n";
        }
        if (expectedVersion != null && error != null && error.kind() == EditError.Kind.STALE) {
            return VersionReports.changedSince(null, "");
        }
        return "";
    }
}
