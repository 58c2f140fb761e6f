package dev.edl.files;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

// Longer than ~400 lines on purpose: this is the public facade, and its public nested Builder
// (part of the API as Workspace.Builder) and the javadoc of each public method make up most of it.
// The mechanics live in their own classes (WriteTransaction, WriteLock, PathDirectory,
// HandleDirectory, AtomicWriter, PhysicalPaths).

/**
 * A directory that edits are confined to, and the only way edl reads and writes files.
 *
 * <p>Paths given to {@link #resolve}, {@link #open} and {@link #create} are resolved against the
 * root. While confined (the default), a path that leaves the root is refused, whether through
 * {@code ..}, an absolute path elsewhere, or a symbolic link (the file itself or a parent directory)
 * that leads outside the root's real location. Files are read as strict UTF-8 text and written back
 * atomically in their original format (BOM, line endings, permissions), after a check that they did
 * not change on disk since they were read.
 *
 * <p>Instances are immutable and thread-safe. Writers of one file are serialised by a lock (within
 * the JVM and, through a lock file {@code .<name>.edl-lock} beside the file, across processes) that
 * is held from the stale check to the rename, so of two edl writers racing on one file the second
 * gets {@code File changed on disk since it was read} instead of overwriting the first. Writers that
 * are not edl do not take the lock; see {@link #write}. edl's edit entries hold that lock from
 * reading a file to writing it ({@link #lockForEdit}), so that edits of one file made at once by
 * several threads or processes queue instead of failing that check. A file's version
 * token ({@link FileVersion}, {@link TextFile#version()}) is the digest of the bytes read, which the
 * stale check compares the file with.
 */
public final class Workspace {
    /** The default largest file size read: 64 MiB. */
    public static final long DEFAULT_MAX_FILE_SIZE = 64L * 1024 * 1024;

    /** The default {@link #lockTimeout()}: 10 s. */
    public static final Duration DEFAULT_LOCK_TIMEOUT = Duration.ofSeconds(10);

    /** The default {@link #editLockTimeout()}: 30 s. */
    public static final Duration DEFAULT_EDIT_LOCK_TIMEOUT = Duration.ofSeconds(30);

    /** Java arrays cannot hold more; files up to this size can be read at most. */
    private static final int MAX_READABLE = Integer.MAX_VALUE - 16;

    private final Path root;
    private final boolean confined;
    private final long maxFileSize;
    private final FileOperations operations;
    private final Duration lockTimeout;
    private final boolean directoryHandles;
    private final Duration editLockTimeout;
    private final List<Path> areas;

    private Workspace(Builder builder) {
        this.root = builder.root.toAbsolutePath().normalize();
        List<Path> given = builder.areas;
        this.areas = given == null
                ? List.of(root)
                : given.stream().map(area -> root.resolve(area).normalize()).toList();
        this.confined = builder.confined;
        this.maxFileSize = builder.maxFileSize;
        this.operations = builder.operations;
        this.lockTimeout = builder.lockTimeout;
        this.directoryHandles = builder.directoryHandles;
        this.editLockTimeout = builder.editLockTimeout;
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
     * @param root the root directory, not null
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
     * The absolute, normalised root (symbolic links in it are not resolved).
     *
     * @return the root directory
     */
    public Path root() {
        return root;
    }

    /**
     * The areas every path must lie in (besides the root): the root alone unless narrowed with
     * {@link Builder#allowedAreas} or {@link #withAllowedAreas}.
     *
     * @return absolute, normalised directories or files; empty when no path is allowed
     */
    public List<Path> allowedAreas() {
        return areas;
    }

    /**
     * This workspace with paths further confined to some areas inside the root, e.g. the roots an
     * MCP client offers. A path is then served only when it really lies (after symbolic links) inside
     * the root and inside at least one area; any other is refused with {@code Path is outside the
     * allowed areas of the workspace: P (allowed: A, B)}.
     *
     * @param allowed directories or files, absolute or relative to the root; an empty list allows no
     *     path; an area outside the root allows nothing
     * @return a new workspace with the same options
     * @throws IllegalStateException for an unconfined workspace
     */
    public Workspace withAllowedAreas(List<Path> allowed) {
        Builder copy = new Builder()
                .root(root)
                .maxFileSize(maxFileSize)
                .lockTimeout(lockTimeout)
                .editLockTimeout(editLockTimeout)
                .directoryHandles(directoryHandles)
                .fileOperations(operations)
                .unconfined(!confined);
        return copy.allowedAreas(allowed).build();
    }

    /**
     * Whether paths are confined to the root.
     *
     * @return false only for a workspace built with {@code unconfined(true)}
     */
    public boolean isConfined() {
        return confined;
    }

    /**
     * The largest file size read.
     *
     * @return the limit in bytes
     */
    public long maxFileSize() {
        return maxFileSize;
    }

    /**
     * Resolves a path as written by a caller to its absolute location, enforcing confinement.
     *
     * <p>The location is lexical: {@code ..} and {@code .} are removed, symbolic links are kept (but
     * checked, when confined, to lead inside the root). An absolute path written against the root's
     * real location is rewritten to start with {@link #root()}, so one file has one location.
     *
     * @param path a workspace-relative or absolute path, not null
     * @return the absolute, normalised location
     * @throws FileAccessException {@code Path is outside the workspace: P} (P as written) when
     *     confined and the path leaves the root; {@code Invalid path: P} for a string that is not a
     *     path; {@code Cannot access path: P (reason)} when a directory on the way cannot be examined
     */
    public Path resolve(String path) {
        Path location = lexical(path);
        if (confined) {
            physicalTarget(location, path);
        }
        return location;
    }

    /**
     * The workspace-relative form of a location, with {@code /} separators ({@code .} for the root
     * itself; the absolute path for a location outside the root).
     *
     * @param location a location, normally from {@link #resolve}
     * @return the path as shown in reports
     */
    public String displayPath(Path location) {
        Path normal = location.toAbsolutePath().normalize();
        String shown;
        if (normal.startsWith(root)) {
            shown = root.relativize(normal).toString();
        } else {
            Path realRoot = PhysicalPaths.realOrSelf(root);
            shown = normal.startsWith(realRoot) ? realRoot.relativize(normal).toString() : normal.toString();
        }
        if (shown.isEmpty()) {
            return ".";
        }
        // Separators become '/'; a backslash is a separator only where the system says so (on Linux
        // "..\\x.txt" is one file name and is shown as it is).
        return File.separatorChar == '/' ? shown : shown.replace(File.separatorChar, '/');
    }

    /**
     * Reads an existing text file.
     *
     * <p>The bytes must be strict UTF-8 without NUL bytes. A BOM is removed from the editing text
     * (and restored on write). When every line break is {@code \r\n}, the editing text has {@code
     * \n} instead (and {@code \r\n} is restored on write); a mix of {@code \r\n} and {@code \n} is
     * kept as is, with a warning in {@link TextFile#warnings()}.
     *
     * @param path a workspace-relative or absolute path, not null
     * @return the file's editing text, format and stamp
     * @throws FileAccessException {@code Path is outside the workspace: P}, {@code File not found:
     *     P}, {@code Not a regular file: P}, {@code Cannot read file: P (reason)}, {@code File too
     *     large: P (n bytes, limit m bytes)} or {@code Not a UTF-8 text file: P}; P is the display
     *     path except for the first
     */
    public TextFile open(String path) {
        Path location = lexical(path);
        String shown = displayPath(location);
        Path target = confined ? physicalTarget(location, path) : location;
        int limit = (int) Math.min(maxFileSize, MAX_READABLE);
        byte[] bytes = confined ? readConfined(target, shown, limit) : readUnconfined(target, shown, limit);
        DecodedText decoded = DecodedText.decode(bytes);
        if (decoded == null) {
            throw FileProblems.notText(shown);
        }
        List<String> warnings = decoded.format().lineEnding() == LineEnding.MIXED
                ? List.of(FileProblems.mixedLineEndings(shown))
                : List.of();
        return new TextFile(shown, location, decoded.text(), decoded.format(), FileStamp.of(bytes), warnings);
    }

    /**
     * Opens a file that is to be created by {@link #write} (with its parent directories).
     *
     * @param path a workspace-relative or absolute path, not null
     * @return an empty new file in the default format (UTF-8 without BOM, {@code \n})
     * @throws FileAccessException {@code Path is outside the workspace: P} (P as written), or {@code
     *     newfile: file already exists: P} (P the display path) when anything, even a dangling
     *     symbolic link, has that name
     */
    public TextFile create(String path) {
        Path location = resolve(path);
        String shown = displayPath(location);
        if (Files.exists(location, LinkOption.NOFOLLOW_LINKS)) {
            throw FileProblems.exists(shown);
        }
        return new TextFile(shown, location, "", TextFormat.DEFAULT, null, List.of());
    }

    /**
     * Writes new texts, each file atomically, after checking that none changed on disk since it was
     * read.
     *
     * <p>For each file, its directory is opened from the root without following symbolic links (a
     * directory handle where the JDK offers one, as on Linux; elsewhere the directory's real path
     * is checked again before the rename), so a directory swapped for a link after the confinement
     * check cannot redirect the write. The file's write lock is taken (waiting up to {@link
     * #lockTimeout()} for another edl writer), its bytes are compared with its {@link FileStamp},
     * and the new text, encoded in its {@link TextFormat}, is written to a temporary file {@code
     * .<name>.edl-tmp-<16 hex digits>} beside it and renamed over it; then the lock is released.
     * POSIX permissions are kept, missing parent directories of new files are created, and no
     * temporary file is left behind; those of killed writers are removed by the next write in the
     * directory.
     *
     * <p>A file whose bytes differ from its stamp (or that was deleted, or a new file that exists by
     * now) is not written: {@code File changed on disk since it was read: P}. A text holding a lone
     * surrogate is not written: {@code Cannot write file: P (the text holds a lone surrogate ...)}.
     * A file whose new bytes equal its current bytes is reported written without touching it.
     * Programs other than edl do not take the lock: a change they make between edl's check and its
     * rename (a window of one temporary-file write) is replaced by edl's text.
     *
     * <p>Without all-or-nothing, every file succeeds or fails on its own. With it, the locks of all
     * files are taken (in one global order) before any is checked, none is written if any check
     * fails, and if a write fails midway, the files already written in this call get their original
     * bytes back (new ones are deleted) and are reported held back.
     *
     * @param changes the files and their new editing texts, not null; each file at most once
     * @param allOrNothing when true, a failure of any file means no file keeps its new content
     * @return one result per change, in order
     */
    public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        return new WriteTransaction(this, operations, lockTimeout).write(List.copyOf(changes), allOrNothing);
    }

    /**
     * How long a write waits for another edl writer of the same file.
     *
     * @return the timeout
     */
    public Duration lockTimeout() {
        return lockTimeout;
    }

    /**
     * How long {@link #lockForEdit} waits for other edits of the same files (in any process).
     *
     * @return the timeout
     */
    public Duration editLockTimeout() {
        return editLockTimeout;
    }

    /**
     * Takes the edit locks of some files, to be held from reading them to writing them, so that
     * edits of the same file made at once by several threads or processes queue instead of failing
     * the stale check. Every edit entry of edl ({@code BatchEdit}, {@code LineReplace}, {@code
     * EditSession}'s tool run, {@code Edl}) takes them for its files; a program combining {@link
     * #open} and {@link #write} itself may do the same:
     *
     * <pre>{@code
     * try (EditLock lock = workspace.lockForEdit(List.of("a.txt"))) {
     *     TextFile file = workspace.open("a.txt");
     *     workspace.write(List.of(new FileChange(file, file.text() + "more\n")), true);
     * }
     * }</pre>
     *
     * <p>The lock of a file is its write lock, held for the whole edit: a JVM lock (fair, reentrant,
     * shared by all workspaces of the process) and the operating-system lock ({@code fcntl}) on
     * {@code .<name>.edl-lock} beside the file, keyed by the lock file's real path (so two names
     * for one file share a lock). Locks are taken in the order of those paths, as every edl write
     * takes them, so calls locking several files cannot deadlock, even across processes. A {@link
     * #write} of a held file in the same thread reuses the held lock. A lock held by a process that
     * dies is released by the operating system. A path that cannot be resolved is left out
     * (opening it reports why); where the lock file cannot be used yet (the directory of a new file
     * does not exist, or is read-only) only the JVM lock is held and the write locks the file as
     * usual.
     *
     * @param paths workspace-relative or absolute paths, not null; duplicates are fine
     * @return the held locks; close them in the same thread
     * @throws FileAccessException {@code Cannot edit file: P (another edit of it held it for more
     *     than N ms; nothing was written, try again)} after {@link #editLockTimeout()}, or
     *     {@code Cannot edit file: P (interrupted ...)}; no lock is held then
     */
    public EditLock lockForEdit(Collection<String> paths) {
        SortedMap<String, EditLock.Request> files = new TreeMap<>();
        for (String path : paths) {
            Path location;
            try {
                location = lexical(path);
            } catch (FileAccessException e) {
                continue;
            }
            Path real;
            try {
                real = PhysicalPaths.of(location);
            } catch (IOException e) {
                real = location;
            }
            Path parent = real.getParent();
            Path name = real.getFileName();
            if (parent == null || name == null) {
                continue; // the file system's root: not a file to edit
            }
            String lockName = EdlFileNames.lockName(EdlFileNames.stem(name.toString()));
            files.putIfAbsent(
                    parent.resolve(lockName).toString(), new EditLock.Request(displayPath(location), parent, lockName));
        }
        return EditLock.acquire(files, editLockTimeout, this);
    }

    /**
     * Opens the directory a file is written in. When confined, it is opened from the root's real
     * location one component at a time without following links (a handle where the JDK offers one).
     *
     * @param realDirectory the directory's real location, as found by {@link #physicalTarget}
     */
    Directory openDirectory(Path realDirectory) throws IOException {
        if (!confined) {
            return Directory.open(realDirectory, Path.of(""), false);
        }
        Path realRoot = PhysicalPaths.realOrSelf(root);
        if (!realDirectory.startsWith(realRoot)) {
            throw new FileSystemException(realDirectory.toString(), null, "the directory left the workspace");
        }
        return Directory.open(realRoot, realRoot.relativize(realDirectory), directoryHandles);
    }

    /**
     * Where a location really leads, checked against the root when confined.
     *
     * @param location a lexical location from {@link #lexical}
     * @param pathAsWritten the path shown in the confinement message
     */
    Path physicalTarget(Path location, String pathAsWritten) {
        Path target;
        try {
            target = PhysicalPaths.of(location);
        } catch (IOException e) {
            throw FileProblems.cannotAccess(displayPath(location), e);
        }
        if (confined && !target.startsWith(PhysicalPaths.realOrSelf(root))) {
            throw FileProblems.outside(pathAsWritten);
        }
        if (confined && !isInArea(target)) {
            throw FileProblems.outsideAreas(
                    pathAsWritten, areas.stream().map(this::displayPath).toList());
        }
        return target;
    }

    private boolean isInArea(Path target) {
        if (areas.size() == 1 && areas.get(0).equals(root)) {
            return true;
        }
        for (Path area : areas) {
            if (target.startsWith(PhysicalPaths.realOrSelf(area))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads a file through its directory opened from the root without following links, so that a
     * directory swapped for a link after the confinement check cannot redirect the read.
     */
    private byte[] readConfined(Path target, String shown, int limit) {
        Path parent = target.getParent();
        Path name = target.getFileName();
        if (parent == null || name == null || !parent.startsWith(PhysicalPaths.realOrSelf(root))) {
            throw FileProblems.notRegular(shown); // the root itself
        }
        try (Directory directory = openDirectory(parent)) {
            BasicFileAttributes attributes = directory.attributes(name.toString());
            if (attributes == null) {
                throw FileProblems.notFound(shown);
            }
            checkReadable(attributes, shown);
            byte[] bytes = operations.read(directory, name.toString(), limit);
            if (bytes.length > limit) {
                BasicFileAttributes now = directory.attributes(name.toString());
                long size = now == null ? bytes.length : Math.max(now.size(), bytes.length);
                throw FileProblems.tooLarge(shown, size, maxFileSize);
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw FileProblems.notFound(shown);
        } catch (IOException e) {
            throw FileProblems.cannotRead(shown, e);
        }
    }

    private byte[] readUnconfined(Path target, String shown, int limit) {
        try {
            checkReadable(Files.readAttributes(target, BasicFileAttributes.class), shown);
            byte[] bytes = operations.read(target, limit);
            if (bytes.length > limit) {
                throw FileProblems.tooLarge(shown, sizeNow(target, bytes.length), maxFileSize);
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw FileProblems.notFound(shown);
        } catch (IOException e) {
            throw FileProblems.cannotRead(shown, e);
        }
    }

    private void checkReadable(BasicFileAttributes attributes, String shown) {
        if (!attributes.isRegularFile()) {
            throw FileProblems.notRegular(shown);
        }
        if (attributes.size() > maxFileSize) {
            throw FileProblems.tooLarge(shown, attributes.size(), maxFileSize);
        }
    }

    /** The normalised location of a path, refused when confined and it leaves the root lexically. */
    private Path lexical(String path) {
        Path given;
        try {
            given = root.getFileSystem().getPath(path);
        } catch (InvalidPathException e) {
            throw new FileAccessException("Invalid path: " + path, e);
        }
        Path location = root.resolve(given).normalize();
        if (location.startsWith(root)) {
            return location;
        }
        Path realRoot = PhysicalPaths.realOrSelf(root);
        if (location.startsWith(realRoot)) {
            return root.resolve(realRoot.relativize(location));
        }
        if (confined) {
            throw FileProblems.outside(path);
        }
        return location;
    }

    private static long sizeNow(Path target, long fallback) {
        try {
            return Math.max(Files.size(target), fallback);
        } catch (IOException e) {
            return fallback;
        }
    }

    /** Builds a {@link Workspace}. Not thread-safe. */
    public static final class Builder {
        private Path root = Path.of("");
        private boolean confined = true;
        private long maxFileSize = DEFAULT_MAX_FILE_SIZE;
        private FileOperations operations = DiskFileOperations.INSTANCE;
        private Duration lockTimeout = DEFAULT_LOCK_TIMEOUT;
        private boolean directoryHandles = true;
        private Duration editLockTimeout = DEFAULT_EDIT_LOCK_TIMEOUT;
        private @Nullable List<Path> areas;

        private Builder() {}

        /**
         * Sets the root directory (default: the current directory). It may be a symbolic link.
         *
         * @param root the root, not null
         * @return this builder
         */
        public Builder root(Path root) {
            this.root = Objects.requireNonNull(root, "root");
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
         * @param bytes the limit in bytes, positive
         * @return this builder
         * @throws IllegalArgumentException for a limit of 0 or less
         */
        public Builder maxFileSize(long bytes) {
            if (bytes <= 0) {
                throw new IllegalArgumentException("maxFileSize must be positive: " + bytes);
            }
            this.maxFileSize = bytes;
            return this;
        }

        /**
         * Sets how long a write waits for another edl writer (a thread or a process) that holds the
         * same file's lock (default 10 s). When it runs out, the file is not written: {@code Cannot
         * write file: P (another edl writer held its lock ... for more than N ms; try again)}.
         *
         * @param timeout the longest wait, not negative
         * @return this builder
         * @throws IllegalArgumentException for a negative timeout
         */
        public Builder lockTimeout(Duration timeout) {
            if (timeout.isNegative()) {
                throw new IllegalArgumentException("lockTimeout must not be negative: " + timeout);
            }
            this.lockTimeout = timeout;
            return this;
        }

        /**
         * Sets how long an edit waits for other edits of the same file (in this or another process)
         * to finish (default 30 s; see {@link Workspace#lockForEdit}). When it runs out, the edit
         * fails without writing anything: {@code Cannot edit file: P (another edit of it held it
         * for more than N ms; nothing was written, try again)}.
         *
         * @param timeout the longest wait, not negative
         * @return this builder
         * @throws IllegalArgumentException for a negative timeout
         */
        public Builder editLockTimeout(Duration timeout) {
            if (timeout.isNegative()) {
                throw new IllegalArgumentException("editLockTimeout must not be negative: " + timeout);
            }
            this.editLockTimeout = timeout;
            return this;
        }

        /**
         * Confines paths further to some areas inside the root (default: the whole root): see {@link
         * Workspace#withAllowedAreas}.
         *
         * @param allowed directories or files, absolute or relative to the root; an empty list allows
         *     no path
         * @return this builder
         * @throws IllegalStateException if the workspace is unconfined
         */
        public Builder allowedAreas(List<Path> allowed) {
            if (!confined) {
                throw new IllegalStateException("allowed areas need a confined workspace");
            }
            this.areas = List.copyOf(allowed);
            return this;
        }

        /** Whether to write through directory handles where the JDK has them (a test seam for the fallback). */
        Builder directoryHandles(boolean use) {
            this.directoryHandles = use;
            return this;
        }

        /** Replaces the disk operations (a test seam for injecting failures). */
        Builder fileOperations(FileOperations operations) {
            this.operations = Objects.requireNonNull(operations, "operations");
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
