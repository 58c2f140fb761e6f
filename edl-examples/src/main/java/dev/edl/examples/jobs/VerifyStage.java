package dev.edl.examples.jobs;

import dev.edl.EditError;
import dev.edl.batch.EditAttempt;
import dev.edl.batch.EditedFile;
import dev.edl.files.FileAccessException;
import dev.edl.files.FileChange;
import dev.edl.files.Workspace;
import dev.edl.files.WriteResult;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A scratch copy of the workspace in which attempts are verified, so that the real files hold only
 * a verified attempt. The copy leaves out {@code .git}; symbolic links are copied as links. Each
 * attempt gets a fresh copy of the workspace with its target files written, so nothing of an
 * earlier attempt or its verify command remains.
 */
final class VerifyStage implements AutoCloseable {
    private final Path root;
    private final Path copy;

    private VerifyStage(Path root, Path copy) {
        this.root = root;
        this.copy = copy;
    }

    /** Copies the workspace into a new temporary directory. */
    static VerifyStage copyOf(Path root) throws IOException {
        Path source = root.toAbsolutePath().normalize();
        Path copy = Files.createTempDirectory("edl-job-verify-");
        try {
            fill(source, copy);
        } catch (IOException | RuntimeException e) {
            delete(copy);
            throw e;
        }
        return new VerifyStage(source, copy);
    }

    /** Copies the workspace (without {@code .git}) into an empty directory. */
    private static void fill(Path source, Path copy) throws IOException {
        Files.walkFileTree(source, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                if (!dir.equals(source) && dir.getFileName().toString().equals(".git")) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                Files.createDirectories(copy.resolve(source.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                if (attributes.isRegularFile() || attributes.isSymbolicLink()) {
                    Files.copy(
                            file,
                            copy.resolve(source.relativize(file).toString()),
                            LinkOption.NOFOLLOW_LINKS,
                            StandardCopyOption.COPY_ATTRIBUTES);
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /**
     * Makes the copy anew from the workspace, so that whatever an earlier verify command did to it
     * (a deleted or changed file, a build directory) does not reach the next attempt.
     */
    private void refresh() throws IOException {
        try (Stream<Path> paths = Files.walk(copy)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                if (!path.equals(copy)) {
                    Files.deleteIfExists(path);
                }
            }
        }
        fill(root, copy);
    }

    /** The copy's root, where the verify command runs. */
    Path directory() {
        return copy;
    }

    /**
     * Writes an attempt's target files into the copy.
     *
     * @throws IOException when a file cannot be written
     */
    void write(EditAttempt attempt) throws IOException {
        refresh();
        Workspace workspace = Workspace.at(copy);
        List<FileChange> changes = new ArrayList<>();
        try {
            for (EditedFile file : attempt.files()) {
                changes.add(new FileChange(workspace.open(file.path()), file.after()));
            }
        } catch (FileAccessException e) {
            throw new IOException("Cannot prepare the verify copy: " + e.getMessage(), e);
        }
        for (WriteResult result : workspace.write(changes, true)) {
            if (!result.written()) {
                throw new IOException("Cannot write " + result.path() + " in the verify copy: "
                        + result.error().map(EditError::message).orElse("held back"));
            }
        }
    }

    /** The verify output with the copy's path replaced by the workspace's, as the model knows it. */
    String unstage(String output) {
        return output.replace(copy.toString(), root.toString());
    }

    @Override
    public void close() {
        delete(copy);
    }

    private static void delete(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
