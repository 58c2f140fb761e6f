package dev.edl.tools;

import dev.edl.files.FileAccessException;
import dev.edl.files.Workspace;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Lists the regular files under a directory of a workspace, sorted by path: {@code .git} is never
 * entered; {@code .gitignore} and {@code .ignore} files (at every level, {@code .ignore} winning,
 * deeper files winning over shallower ones) leave files out unless asked not to; symbolic links
 * whose target lies outside the workspace are neither listed nor followed, and linked directories
 * are not entered (no cycles). A workspace narrowed to {@linkplain Workspace#allowedAreas() areas}
 * lists only files inside them, and a directory that holds an area may be walked (finding only what
 * lies in its areas).
 */
final class WorkspaceWalk {
    /** The most directory entries one walk looks at, so a huge tree cannot stall a call. */
    static final int MAX_ENTRIES = 200_000;

    private static final long MAX_IGNORE_FILE_BYTES = 1024 * 1024;
    private static final int PROBE_BYTES = 8192;

    /** One regular file: its workspace-relative path ({@code /} separators) and location. */
    record Entry(String path, Path location, long size) {}

    /**
     * What a walk found.
     *
     * @param start the walked directory (or the named file) relative to the root; empty for the root
     * @param files the files, sorted by path
     * @param ignored files and directories left out by ignore files (a directory counts once)
     * @param linksOutside symbolic links leading outside the workspace, not followed
     * @param stoppedEarly true when the walk hit {@link #MAX_ENTRIES}
     */
    record Listing(String start, List<Entry> files, int ignored, int linksOutside, boolean stoppedEarly) {}

    private record Layer(String directory, IgnoreRules rules) {}

    private final Path root;
    private final Path realRoot;
    private final boolean applyIgnoreFiles;
    private final @Nullable List<Path> realAreas; // null: the whole root
    private final List<Entry> files = new ArrayList<>();
    private int ignored;
    private int linksOutside;
    private int entries;

    private WorkspaceWalk(Path root, Path realRoot, boolean applyIgnoreFiles, @Nullable List<Path> realAreas) {
        this.root = root;
        this.realRoot = realRoot;
        this.applyIgnoreFiles = applyIgnoreFiles;
        this.realAreas = realAreas;
    }

    /**
     * Lists the files under a path of the workspace.
     *
     * @param workspace the workspace
     * @param under a workspace-relative directory or file ({@code ""} or {@code .} for the root); a
     *     file names just itself (ignore files do not apply to a file named explicitly)
     * @param applyIgnoreFiles whether {@code .gitignore} and {@code .ignore} leave files out
     * @return the files found
     * @throws FileAccessException when {@code under} lies outside the workspace or does not exist
     */
    static Listing list(Workspace workspace, String under, boolean applyIgnoreFiles) {
        Path root = workspace.root();
        String spec = under.isBlank() ? "." : under.strip();
        boolean narrowed = !workspace.allowedAreas().equals(List.of(root));
        List<Path> realAreas = narrowed
                ? workspace.allowedAreas().stream()
                        .map(WorkspaceWalk::realOrSelf)
                        .toList()
                : null;
        Path location;
        try {
            location = workspace.resolve(spec);
        } catch (FileAccessException e) {
            if (realAreas == null) {
                throw e;
            }
            // A directory on the way to an area may be walked: only its areas' files are listed.
            location = Workspace.at(root).resolve(spec);
            Path real = realOrSelf(location);
            if (realAreas.stream().noneMatch(area -> area.startsWith(real))) {
                throw e;
            }
        }
        String start = workspace.displayPath(location);
        Path realRoot;
        try {
            realRoot = root.toRealPath();
        } catch (IOException e) {
            throw new FileAccessException("Cannot access the workspace root: " + root + " (" + e + ")", e);
        }
        WorkspaceWalk walk = new WorkspaceWalk(root, realRoot, applyIgnoreFiles, realAreas);
        if (start.equals(".")) {
            start = "";
        } else if (Files.isRegularFile(location)) {
            try {
                return new Listing(start, List.of(new Entry(start, location, Files.size(location))), 0, 0, false);
            } catch (IOException e) {
                throw new FileAccessException("Cannot read file: " + start + " (" + e.getMessage() + ")", e);
            }
        } else if (!Files.isDirectory(location)) {
            throw new FileAccessException("No such file or directory: " + start);
        }
        boolean stopped = walk.visit(root, "", start, new ArrayList<>());
        walk.files.sort(Comparator.comparing(Entry::path));
        return new Listing(start, List.copyOf(walk.files), walk.ignored, walk.linksOutside, stopped);
    }

    /** Returns true when the entry limit stopped the walk. */
    private boolean visit(Path directory, String relative, String start, List<Layer> layers) {
        int depth = layers.size();
        if (applyIgnoreFiles) {
            addLayer(directory, relative, ".gitignore", layers);
            addLayer(directory, relative, ".ignore", layers);
        }
        List<Path> children = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path child : stream) {
                children.add(child);
            }
        } catch (IOException e) {
            return false; // an unreadable directory lists nothing
        }
        children.sort(Comparator.comparing(child -> String.valueOf(child.getFileName())));
        try {
            for (Path child : children) {
                if (++entries > MAX_ENTRIES) {
                    return true;
                }
                String name = String.valueOf(child.getFileName());
                String path = relative.isEmpty() ? name : relative + "/" + name;
                boolean onTheWay = start.isEmpty() || start.startsWith(path + "/") || start.equals(path);
                boolean inside = start.isEmpty() || path.startsWith(start + "/");
                if (name.equals(".git") || !(onTheWay || inside)) {
                    continue;
                }
                boolean inArea = true;
                List<Path> areas = realAreas;
                if (areas != null) {
                    Path real = realRoot.resolve(path);
                    inArea = areas.stream().anyMatch(real::startsWith);
                    if (!inArea && areas.stream().noneMatch(area -> area.startsWith(real))) {
                        continue; // neither in an allowed area nor on the way to one
                    }
                }
                BasicFileAttributes attributes = attributes(child, LinkOption.NOFOLLOW_LINKS);
                if (attributes == null) {
                    continue;
                }
                boolean link = attributes.isSymbolicLink();
                if (link) {
                    if (!leadsInside(child)) {
                        linksOutside++;
                        continue;
                    }
                    attributes = attributes(child);
                    if (attributes == null) {
                        continue;
                    }
                }
                boolean isDirectory = attributes.isDirectory();
                if (applyIgnoreFiles && isIgnored(path, isDirectory, layers)) {
                    ignored++;
                    continue;
                }
                if (isDirectory && !link) {
                    if (visit(child, path, start, layers)) {
                        return true;
                    }
                } else if (attributes.isRegularFile() && inside && inArea) {
                    files.add(new Entry(path, root.resolve(path), attributes.size()));
                }
            }
            return false;
        } finally {
            while (layers.size() > depth) {
                layers.remove(layers.size() - 1);
            }
        }
    }

    private boolean leadsInside(Path link) {
        try {
            Path target = link.toRealPath();
            List<Path> areas = realAreas;
            return target.startsWith(realRoot)
                    && (areas == null || areas.stream().anyMatch(target::startsWith));
        } catch (IOException e) {
            return true; // a dangling link leads nowhere; it is skipped as neither file nor directory
        }
    }

    private static Path realOrSelf(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path;
        }
    }

    private static boolean isIgnored(String path, boolean directory, List<Layer> layers) {
        for (int i = layers.size() - 1; i >= 0; i--) {
            Layer layer = layers.get(i);
            String relative = layer.directory().isEmpty()
                    ? path
                    : path.substring(layer.directory().length() + 1);
            IgnoreRules.Verdict verdict = layer.rules().verdict(relative, directory);
            if (verdict != IgnoreRules.Verdict.NO_MATCH) {
                return verdict == IgnoreRules.Verdict.IGNORED;
            }
        }
        return false;
    }

    private static void addLayer(Path directory, String relative, String name, List<Layer> layers) {
        Path file = directory.resolve(name);
        BasicFileAttributes attributes = attributes(file, LinkOption.NOFOLLOW_LINKS);
        if (attributes == null || !attributes.isRegularFile() || attributes.size() > MAX_IGNORE_FILE_BYTES) {
            return;
        }
        try {
            IgnoreRules rules = IgnoreRules.parse(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            if (!rules.isEmpty()) {
                layers.add(new Layer(relative, rules));
            }
        } catch (IOException e) {
            // an unreadable ignore file ignores nothing
        }
    }

    private static @Nullable BasicFileAttributes attributes(Path path, LinkOption... options) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class, options);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Whether a file looks binary: a NUL byte or bytes that are not UTF-8 in its first 8 KiB (a
     * character cut by that limit does not count).
     */
    static boolean looksBinary(Path file) {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(PROBE_BYTES);
        } catch (IOException e) {
            return false;
        }
        for (byte b : head) {
            if (b == 0) {
                return true;
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        return decoder.decode(ByteBuffer.wrap(head), CharBuffer.allocate(head.length), head.length < PROBE_BYTES)
                .isError();
    }
}
