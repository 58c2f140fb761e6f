package dev.edl.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** The sample workspace embedded in the tool, copied to a temporary directory for the demo. */
final class DemoWorkspace {
    private static final String BASE = "/dev/edl/examples/demo/";

    private DemoWorkspace() {}

    /**
     * Copies the embedded sample workspace into a new temporary directory.
     *
     * @return the new workspace root
     * @throws IOException if the copy fails
     */
    static Path copyToTemporaryDirectory() throws IOException {
        Path root = Files.createTempDirectory("edl-demo-");
        for (String file : files()) {
            Path target = root.resolve(file);
            Files.createDirectories(target.getParent());
            try (InputStream in = open("workspace/" + file)) {
                Files.copy(in, target);
            }
        }
        return root;
    }

    /**
     * The workspace-relative paths of the sample files.
     *
     * @return the paths, in listing order
     */
    static List<String> files() {
        try (InputStream in = open("files.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .filter(line -> !line.isBlank())
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Deletes a directory tree.
     *
     * @param root the directory
     * @throws IOException if something cannot be deleted
     */
    static void delete(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static InputStream open(String resource) throws IOException {
        InputStream in = DemoWorkspace.class.getResourceAsStream(BASE + resource);
        if (in == null) {
            throw new IOException("missing demo resource " + BASE + resource);
        }
        return in;
    }
}
