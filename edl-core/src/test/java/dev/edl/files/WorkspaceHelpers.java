package dev.edl.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Directory listings for the hostile tests. */
final class WorkspaceHelpers {
    private WorkspaceHelpers() {}

    /** The sorted names in a directory. */
    static List<String> names(Path directory) {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.map(p -> String.valueOf(p.getFileName())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The names under a directory (recursively) that are edl's lock or temporary files. */
    static List<String> edlHelpers(Path directory) {
        try (Stream<Path> entries = Files.walk(directory)) {
            return entries.map(p -> String.valueOf(p.getFileName()))
                    .filter(EdlFileNames::isEdlHelper)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
