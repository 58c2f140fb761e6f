package dev.edl.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;

/**
 * A directory that edits are confined to, and the only way edl reads and writes files.
 *
 * <p>Paths given to {@link #open} are resolved against the root. Instances are immutable and
 * thread-safe.
 */
public final class Workspace {
    /** The default largest file size read: 64 MiB. */
    public static final long DEFAULT_MAX_FILE_SIZE = 64L * 1024 * 1024;

    private final Path root;
    private final boolean confined;
    private final long maxFileSize;

    private Workspace(Builder builder) {
        this.root = builder.root.toAbsolutePath().normalize();
        this.confined = builder.confined;
        this.maxFileSize = builder.maxFileSize;
    }

    /**
     * A workspace at the current directory, confined, with default limits.
     *
     * @return the workspace
     */
    public static Workspace current() {
        return builder().build();
    }

    /**
     * A workspace at a root directory, confined, with default limits.
     *
     * @param root the root directory
     * @return the workspace
     */
    public static Workspace at(Path root) {
        return builder().root(root).build();
    }

    /**
     * Starts a builder (root: current directory; confined; max file size 64 MiB).
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The absolute, normalised root.
     *
     * @return the root directory
     */
    public Path root() {
        return root;
    }

    /**
     * Resolves a path as written by a caller to its absolute location, enforcing confinement.
     *
     * @param path a workspace-relative or absolute path
     * @return the absolute, normalised location
     * @throws FileAccessException {@code Path is outside the workspace: P} when confined and the path
     *     leaves the root
     */
    public Path resolve(String path) throws FileAccessException {
        Path location = root.resolve(path).normalize();
        if (confined && !location.startsWith(root)) {
            throw new FileAccessException("Path is outside the workspace: " + path);
        }
        return location;
    }

    /**
     * The workspace-relative form of a location, with {@code /} separators.
     *
     * @param location an absolute location
     * @return the path as shown in reports
     */
    public String displayPath(Path location) {
        Path normal = location.toAbsolutePath().normalize();
        String shown = normal.startsWith(root) ? root.relativize(normal).toString() : normal.toString();
        return shown.replace('\\', '/');
    }

    /**
     * Reads an existing text file.
     *
     * @param path a workspace-relative or absolute path
     * @return the file's editing text and format
     * @throws FileAccessException when the path is refused, the file is missing, too large or not
     *     UTF-8 text
     */
    public TextFile open(String path) throws FileAccessException {
        Path location = resolve(path);
        String shown = displayPath(location);
        if (!Files.isRegularFile(location)) {
            throw new FileAccessException("File not found: " + shown);
        }
        try {
            byte[] bytes = Files.readAllBytes(location);
            if (bytes.length > maxFileSize) {
                throw new FileAccessException("File too large: " + shown);
            }
            String decoded = new String(bytes, StandardCharsets.UTF_8);
            boolean bom = decoded.startsWith("\uFEFF");
            String text = bom ? decoded.substring(1) : decoded;
            LineEnding ending = text.contains("\r\n") ? LineEnding.CRLF : LineEnding.LF;
            if (ending == LineEnding.CRLF) {
                text = text.replace("\r\n", "\n");
            }
            return new TextFile(
                    shown,
                    location,
                    text,
                    new TextFormat(bom, ending),
                    new FileStamp(bytes.length, sha256(bytes)),
                    List.of());
        } catch (IOException e) {
            throw new FileAccessException("Cannot read file: " + shown + " (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Opens a file that is to be created.
     *
     * @param path a workspace-relative or absolute path
     * @return an empty new file
     * @throws FileAccessException when the path is refused or the file already exists ({@code
     *     newfile: file already exists: P})
     */
    public TextFile create(String path) throws FileAccessException {
        Path location = resolve(path);
        String shown = displayPath(location);
        if (Files.exists(location)) {
            throw new FileAccessException("newfile: file already exists: " + shown);
        }
        return new TextFile(shown, location, "", TextFormat.DEFAULT, null, List.of());
    }

    /**
     * Writes new texts, each file atomically, after checking that none changed on disk since it
     * was read.
     *
     * @param changes the files and their new editing texts
     * @param allOrNothing when true, a failure of any file means no file keeps its new content
     * @return one result per change, in order
     */
    public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        List<WriteResult> results = new ArrayList<>();
        for (FileChange change : changes) {
            TextFile file = change.file();
            try {
                Path parent = file.location().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.write(file.location(), file.format().encode(change.newText()));
                results.add(new WriteResult(file.path(), true, null, false));
            } catch (IOException e) {
                results.add(new WriteResult(file.path(), false, "Cannot write file: " + file.path(), false));
            }
        }
        return results;
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /** Builds a {@link Workspace}. */
    public static final class Builder {
        private Path root = Path.of("");
        private boolean confined = true;
        private long maxFileSize = DEFAULT_MAX_FILE_SIZE;

        private Builder() {}

        /**
         * Sets the root directory (default: the current directory).
         *
         * @param root the root
         * @return this builder
         */
        public Builder root(Path root) {
            this.root = root;
            return this;
        }

        /**
         * Allows paths outside the root (default: false). For trusted callers only.
         *
         * @param unconfined true to allow any path
         * @return this builder
         */
        public Builder unconfined(boolean unconfined) {
            this.confined = !unconfined;
            return this;
        }

        /**
         * Sets the largest file size read (default 64 MiB).
         *
         * @param bytes the limit in bytes
         * @return this builder
         */
        public Builder maxFileSize(long bytes) {
            this.maxFileSize = bytes;
            return this;
        }

        /**
         * Builds the workspace.
         *
         * @return the workspace
         */
        public Workspace build() {
            return new Workspace(this);
        }
    }
}
