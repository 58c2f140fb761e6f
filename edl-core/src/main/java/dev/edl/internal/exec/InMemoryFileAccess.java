package dev.edl.internal.exec;

import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.FileStamp;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import dev.edl.files.WriteResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Files held in memory, keyed by normalised relative path: for embedding without a file system
 * and for benchmarks. Paths may not leave the virtual root; texts are used exactly as given.
 */
public final class InMemoryFileAccess implements FileAccess {
    private static final Path ROOT = Path.of("/");

    private final Map<String, String> files;

    /**
     * Serves a copy of the given files.
     *
     * @param files path → text; paths are relative, with {@code /} separators
     */
    public InMemoryFileAccess(Map<String, String> files) {
        this.files = new LinkedHashMap<>();
        files.forEach((path, text) -> this.files.put(key(path), text));
    }

    /** The texts after a run's writes. */
    public Map<String, String> files() {
        return Map.copyOf(files);
    }

    private static String key(String path) {
        return ROOT.resolve(path).normalize().toString().substring(1);
    }

    @Override
    public Path resolve(String path) throws FileAccessException {
        Path location = ROOT.resolve(path).normalize();
        if (path.startsWith("/") || path.startsWith("..") || location.getNameCount() == 0) {
            throw new FileAccessException("Path is outside the workspace: " + path);
        }
        return location;
    }

    @Override
    public String displayPath(Path location) {
        return ROOT.relativize(location).toString();
    }

    @Override
    public TextFile open(String path) throws FileAccessException {
        Path location = resolve(path);
        String text = files.get(key(path));
        if (text == null) {
            throw new FileAccessException("File not found: " + displayPath(location));
        }
        return new TextFile(
                displayPath(location),
                location,
                text,
                TextFormat.DEFAULT,
                new FileStamp(text.length(), new byte[0]),
                List.of());
    }

    @Override
    public TextFile create(String path) throws FileAccessException {
        Path location = resolve(path);
        if (files.containsKey(key(path))) {
            throw new FileAccessException("newfile: file already exists: " + displayPath(location));
        }
        return new TextFile(displayPath(location), location, "", TextFormat.DEFAULT, null, List.of());
    }

    @Override
    public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        List<WriteResult> results = new ArrayList<>();
        for (FileChange change : changes) {
            files.put(change.file().path(), change.newText());
            results.add(new WriteResult(change.file().path(), true, null, false));
        }
        return results;
    }
}
