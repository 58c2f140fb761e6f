package dev.edl.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/** Real disk operations, except that chosen calls fail. Counts calls; not thread-safe. */
final class FailingOperations implements FileOperations {
    private final Set<Integer> failingWrites;
    private final Set<Integer> failingReplaces;
    private final boolean failReads;
    private boolean unchecked;
    private int writes;
    private int replaces;

    private FailingOperations(Set<Integer> failingWrites, Set<Integer> failingReplaces, boolean failReads) {
        this.failingWrites = failingWrites;
        this.failingReplaces = failingReplaces;
        this.failReads = failReads;
    }

    private static Set<Integer> set(int... calls) {
        return Arrays.stream(calls).boxed().collect(Collectors.toSet());
    }

    /** The k-th (1-based) temporary-file write fails after writing half the bytes. */
    static FailingOperations failingWrite(int k) {
        return new FailingOperations(set(k), Set.of(), false);
    }

    /** The k-th (1-based) rename over the target fails. */
    static FailingOperations failingReplace(int k) {
        return failingReplaces(k);
    }

    /** The renames with these (1-based) numbers fail. */
    static FailingOperations failingReplaces(int... calls) {
        return new FailingOperations(Set.of(), set(calls), false);
    }

    /** Every read is refused as if the file had no read permission. */
    static FailingOperations unreadable() {
        return new FailingOperations(Set.of(), Set.of(), true);
    }

    /** Makes the chosen rename failures unchecked exceptions instead of {@link IOException}s. */
    FailingOperations unchecked() {
        unchecked = true;
        return this;
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
        if (failingWrites.contains(writes)) {
            DiskFileOperations.INSTANCE.writeNew(file, Arrays.copyOf(bytes, bytes.length / 2));
            throw new IOException("injected write failure");
        }
        DiskFileOperations.INSTANCE.writeNew(file, bytes);
    }

    @Override
    public void replace(Path source, Path target) throws IOException {
        replaces++;
        if (failingReplaces.contains(replaces)) {
            if (unchecked) {
                throw new IllegalStateException("injected unchecked failure");
            }
            throw new IOException("injected rename failure");
        }
        DiskFileOperations.INSTANCE.replace(source, target);
    }
}
