package dev.edl.internal.exec;

import dev.edl.files.FileChange;
import dev.edl.files.TextFile;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The executor's only way to files: the workspace on disk, or a map of texts in memory. Every
 * safety rule (confinement, encodings, atomic and stale-checked writes) lives behind this seam.
 */
public interface FileAccess {
    /**
     * Files in a workspace on disk.
     *
     * @param workspace the workspace
     * @return the access
     */
    static FileAccess onDisk(Workspace workspace) {
        return new WorkspaceFileAccess(workspace);
    }

    /**
     * Texts held in memory; nothing touches the disk.
     *
     * @param files relative path → text; not modified
     * @return the access
     */
    static FileAccess inMemory(Map<String, String> files) {
        return new InMemoryFileAccess(files);
    }

    /** The location a caller's path names; the key that identifies a file within a run. */
    Path resolve(String path);

    /** The path as shown in reports. */
    String displayPath(Path location);

    /** Reads an existing file. */
    TextFile open(String path);

    /** Opens a file to be created. */
    TextFile create(String path);

    /** Writes new texts; one result per change. */
    List<WriteResult> write(List<FileChange> changes, boolean allOrNothing);
}
