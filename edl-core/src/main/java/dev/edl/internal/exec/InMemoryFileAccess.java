package dev.edl.internal.exec;

import dev.edl.EditError;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.FileStamp;
import dev.edl.files.LineEnding;
import dev.edl.files.TextFile;
import dev.edl.files.TextFormat;
import dev.edl.files.WriteResult;
import dev.edl.internal.text.LineEndings;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Files held in memory, keyed by normalised relative path: for embedding without a file system
 * and for benchmarks. Paths may not leave the virtual root and may not hold NUL or a lone
 * surrogate; texts are used exactly as given. Writes report {@code written = false}: nothing
 * reaches a disk, the new texts are in {@link #files()}.
 */
final class InMemoryFileAccess implements FileAccess {
    private static final Path ROOT = Path.of("/");

    private final Map<String, String> files;

    /**
     * Serves a copy of the given files.
     *
     * @param files path → text; paths are relative, with {@code /} separators
     */
    InMemoryFileAccess(Map<String, String> files) {
        this.files = new LinkedHashMap<>();
        files.forEach((path, text) -> this.files.put(key(path), text));
    }

    /** The texts after a run's writes. */
    public Map<String, String> files() {
        return Map.copyOf(files);
    }

    /** The normalised form of a caller's key; a key that is no path stays as is (and cannot be opened). */
    private static String key(String path) {
        try {
            return ROOT.resolve(path).normalize().toString().substring(1);
        } catch (InvalidPathException e) {
            return path;
        }
    }

    @Override
    public Path resolve(String path) {
        if (path.indexOf('\0') >= 0 || TextFormat.loneSurrogate(path) >= 0) {
            throw new FileAccessException("Invalid path: " + path);
        }
        Path location;
        try {
            location = ROOT.resolve(path).normalize();
        } catch (InvalidPathException e) {
            throw new FileAccessException("Invalid path: " + path, e);
        }
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
    public TextFile open(String path) {
        Path location = resolve(path);
        String text = files.get(displayPath(location));
        if (text == null) {
            throw new FileAccessException("File not found: " + displayPath(location));
        }
        return new TextFile(
                displayPath(location),
                location,
                text,
                TextFormat.DEFAULT,
                new FileStamp(text.length(), new byte[0]),
                LineEndings.detect(text) == LineEnding.MIXED
                        // the words of the file layer's warning, so that both runs read the same
                        ? List.of(displayPath(location) + " has mixed line endings (\\r\\n and \\n); they are kept"
                                + " as they are and \\r is treated as content.")
                        : List.of());
    }

    @Override
    public TextFile create(String path) {
        Path location = resolve(path);
        if (files.containsKey(displayPath(location))) {
            throw new FileAccessException("newfile: file already exists: " + displayPath(location));
        }
        return new TextFile(displayPath(location), location, "", TextFormat.DEFAULT, null, List.of());
    }

    /**
     * Stores the new texts. Nothing reaches a disk, so no result claims {@code written}; a text
     * that UTF-8 cannot encode (a lone surrogate) is refused as it would be on disk. NUL is kept:
     * nothing is read back from a disk here.
     */
    @Override
    public List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        List<@Nullable String> errors = new ArrayList<>();
        boolean failed = false;
        for (FileChange change : changes) {
            int lone = TextFormat.loneSurrogate(change.newText());
            if (lone >= 0) {
                failed = true;
                errors.add(String.format(
                        "Cannot write file: %s (the text holds a lone surrogate U+%04X at character %d, which UTF-8"
                                + " cannot encode)",
                        change.file().path(), (int) change.newText().charAt(lone), lone));
            } else {
                errors.add(null);
            }
        }
        List<WriteResult> results = new ArrayList<>();
        for (int i = 0; i < changes.size(); i++) {
            FileChange change = changes.get(i);
            String error = errors.get(i);
            boolean heldBack = error == null && failed && allOrNothing;
            if (error == null && !heldBack) {
                files.put(change.file().path(), change.newText());
            }
            String path = change.file().path();
            results.add(
                    error != null
                            ? WriteResult.failed(path, EditError.Kind.FILE, error)
                            : heldBack ? WriteResult.heldBack(path) : WriteResult.inMemory(path));
        }
        return results;
    }
}
