package dev.edl.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The real {@link FileOperations}: plain NIO calls, through the open directory where there is one. */
final class DiskFileOperations implements FileOperations {
    static final DiskFileOperations INSTANCE = new DiskFileOperations();

    private DiskFileOperations() {}

    @Override
    public byte[] read(Path file, int limit) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(limit == Integer.MAX_VALUE ? limit : limit + 1);
        }
    }

    @Override
    public byte[] read(Directory directory, String name, int limit) throws IOException {
        return directory.read(name, limit);
    }

    @Override
    public void writeNew(Directory directory, String name, byte[] bytes) throws IOException {
        directory.writeNew(name, bytes);
    }

    @Override
    public void replace(Directory directory, String source, String target) throws IOException {
        directory.rename(source, target);
    }
}
