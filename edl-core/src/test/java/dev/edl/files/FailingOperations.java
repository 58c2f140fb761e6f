package dev.edl.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;

/** Real disk operations, except that chosen calls fail. */
final class FailingOperations implements FileOperations {
    private final int failingWrite;
    private final int failingReplace;
    private final boolean failReads;
    private int writes;
    private int replaces;

    private FailingOperations(int failingWrite, int failingReplace, boolean failReads) {
        this.failingWrite = failingWrite;
        this.failingReplace = failingReplace;
        this.failReads = failReads;
    }

    /** The k-th (1-based) temporary-file write fails after writing half the bytes. */
    static FailingOperations failingWrite(int k) {
        return new FailingOperations(k, 0, false);
    }

    /** The k-th (1-based) rename over the target fails. */
    static FailingOperations failingReplace(int k) {
        return new FailingOperations(0, k, false);
    }

    /** Every read is refused as if the file had no read permission. */
    static FailingOperations unreadable() {
        return new FailingOperations(0, 0, true);
    }

    int writes() {
        return writes;
    }

    @Override
    public byte[] read(Path file, int limit) throws IOException {
        if (failReads) {
            throw new AccessDeniedException(file.toString());
        }
        return DiskFileOperations.INSTANCE.read(file, limit);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        writes++;
        if (writes == failingWrite) {
            DiskFileOperations.INSTANCE.writeNew(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
            throw new IOException("injected write failure");
        }
        DiskFileOperations.INSTANCE.writeNew(file, bytes);
    }

    @Override
    public void replace(Path source, Path target) throws IOException {
        replaces++;
        if (replaces == failingReplace) {
            throw new IOException("injected rename failure");
        }
        DiskFileOperations.INSTANCE.replace(source, target);
    }
}
