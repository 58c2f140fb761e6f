package dev.edl.internal.exec;

import dev.edl.files.FileChange;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.nio.file.Path;
import java.util.List;

/** Files on disk, through the safe file layer. */
final class WorkspaceFileAccess implements FileAccess {
    private final Workspace workspace;

    /**
     * Wraps a workspace.
     *
     * @param workspace the workspace
     */
    WorkspaceFileAccess(Workspace workspace) {
        this.workspace = workspace;
    }

    @Override
    public Path resolve(String path) {
        return workspace.resolve(path);
    }

    @Override
    public String displayPath(Path location) {
        return workspace.displayPath(location);
    }

    @Override
    public TextFile open(String path) {
        return workspace.open(path);
    }

    @Override
    public TextFile create(String path) {
        return workspace.create(path);
    }

    @Override
    public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        return workspace.write(changes, allOrNothing);
    }
}
