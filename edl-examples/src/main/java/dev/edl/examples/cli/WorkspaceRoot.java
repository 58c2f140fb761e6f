package dev.edl.examples.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** Checks a {@code --root} option before anything runs. */
final class WorkspaceRoot {
    private WorkspaceRoot() {}

    /**
     * Whether the root is an existing directory; if not, says so on standard error.
     *
     * @param root the workspace root
     * @param io the invocation's streams
     * @return true when the root can be used
     */
    static boolean check(Path root, CliIo io) {
        if (Files.isDirectory(root.toAbsolutePath())) {
            return true;
        }
        io.err().println("edl: workspace root is not a directory: " + root.toAbsolutePath());
        return false;
    }
}
