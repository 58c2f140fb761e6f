package dev.edl.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
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
    private String writeFailure = "injected write failure";
    private boolean deleteAfterCheck;
    private boolean deniedWrites;
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

    /** Every temporary-file write fails halfway as on a full disk ({@code No space left on device}). */
    static FailingOperations fullDisk() {
        FailingOperations full = new FailingOperations(new AllNumbers(), Set.of(), false);
        full.writeFailure = "No space left on device";
        return full;
    }

    /** The directory refuses new files, as a read-only directory does for a process that is not root. */
    static FailingOperations readOnlyDirectory() {
        FailingOperations denied = new FailingOperations(Set.of(), Set.of(), false);
        denied.deniedWrites = true;
        return denied;
    }

    /** Someone else deletes the file right after the stale check read it (before the write). */
    static FailingOperations deletingAfterCheck() {
        FailingOperations deleting = new FailingOperations(Set.of(), Set.of(), false);
        deleting.deleteAfterCheck = true;
        return deleting;
    }

    /** Every positive call number. */
    private static final class AllNumbers extends java.util.AbstractSet<Integer> {
        @Override
        public boolean contains(Object o) {
            return o instanceof Integer i && i > 0;
        }

        @Override
        public java.util.Iterator<Integer> iterator() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int size() {
            return Integer.MAX_VALUE;
        }
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
    public byte[] read(Directory directory, String name, int limit) throws IOException {
        if (failReads) {
            throw new AccessDeniedException(directory.path().resolve(name).toString());
        }
        byte[] bytes = DiskFileOperations.INSTANCE.read(directory, name, limit);
        if (deleteAfterCheck) {
            directory.delete(name);
        }
        return bytes;
    }

    @Override
    public void writeNew(Directory directory, String name, byte[] bytes) throws IOException {
        writes++;
        if (deniedWrites) {
            throw new AccessDeniedException(directory.path().resolve(name).toString());
        }
        if (failingWrites.contains(writes)) {
            DiskFileOperations.INSTANCE.writeNew(directory, name, Arrays.copyOf(bytes, bytes.length / 2));
            throw new FileSystemException(directory.path().resolve(name).toString(), null, writeFailure);
        }
        DiskFileOperations.INSTANCE.writeNew(directory, name, bytes);
    }

    @Override
    public void replace(Directory directory, String source, String target) throws IOException {
        replaces++;
        if (failingReplaces.contains(replaces)) {
            if (unchecked) {
                throw new IllegalStateException("injected unchecked failure");
            }
            throw new IOException("injected rename failure");
        }
        DiskFileOperations.INSTANCE.replace(directory, source, target);
    }
}
