package dev.edl.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** One call of {@link Workspace#write}: stale checks, atomic writes and, if asked, rollback. */
final class WriteTransaction {
    private final Workspace workspace;
    private final FileOperations operations;
    private final AtomicWriter writer;

    WriteTransaction(Workspace workspace, FileOperations operations) {
        this.workspace = workspace;
        this.operations = operations;
        this.writer = new AtomicWriter(operations);
    }

    /** A change that passed its checks and is ready to be written. */
    private static final class Prepared {
        final String shown;
        final Path target;
        final byte[] bytes;
        final byte @Nullable [] original;
        final @Nullable KeptAttributes attributes;
        List<Path> createdDirectories = List.of();

        Prepared(
                String shown,
                Path target,
                byte[] bytes,
                byte @Nullable [] original,
                @Nullable KeptAttributes attributes) {
            this.shown = shown;
            this.target = target;
            this.bytes = bytes;
            this.original = original;
            this.attributes = attributes;
        }
    }

    List<WriteResult> write(List<FileChange> changes, boolean allOrNothing) {
        return allOrNothing ? writeAll(changes) : writeEach(changes);
    }

    private List<WriteResult> writeEach(List<FileChange> changes) {
        List<WriteResult> results = new ArrayList<>();
        for (FileChange change : changes) {
            String shown = change.file().path();
            try {
                Prepared prepared = prepare(change);
                commit(prepared);
                results.add(new WriteResult(shown, true, null, false));
            } catch (FileAccessException e) {
                results.add(new WriteResult(shown, false, e.getMessage(), false));
            } catch (IOException e) {
                results.add(new WriteResult(shown, false, FileProblems.cannotWrite(shown, e), false));
            } catch (RuntimeException e) {
                results.add(new WriteResult(
                        shown, false, FileProblems.cannotWrite(shown, new IOException(e.toString(), e)), false));
            }
        }
        return results;
    }

    private List<WriteResult> writeAll(List<FileChange> changes) {
        List<Prepared> prepared = new ArrayList<>();
        List<@Nullable String> errors = new ArrayList<>();
        boolean failed = false;
        for (FileChange change : changes) {
            try {
                prepared.add(prepare(change));
                errors.add(null);
            } catch (FileAccessException e) {
                failed = true;
                errors.add(e.getMessage());
            }
        }
        if (failed) {
            List<WriteResult> results = new ArrayList<>();
            for (int i = 0; i < changes.size(); i++) {
                String error = errors.get(i);
                results.add(new WriteResult(changes.get(i).file().path(), false, error, error == null));
            }
            return results;
        }
        for (int i = 0; i < prepared.size(); i++) {
            try {
                commit(prepared.get(i));
            } catch (IOException e) {
                return rollBack(prepared, i, FileProblems.cannotWrite(prepared.get(i).shown, e));
            } catch (RuntimeException e) { // e.g. a SecurityException: still undo what was written
                return rollBack(
                        prepared, i, FileProblems.cannotWrite(prepared.get(i).shown, new IOException(e.toString(), e)));
            }
        }
        List<WriteResult> results = new ArrayList<>();
        for (Prepared p : prepared) {
            results.add(new WriteResult(p.shown, true, null, false));
        }
        return results;
    }

    /** Restores the files before {@code failedIndex}; reports the failed one and holds back the rest. */
    private List<WriteResult> rollBack(List<Prepared> prepared, int failedIndex, String failure) {
        WriteResult[] results = new WriteResult[prepared.size()];
        for (int i = failedIndex - 1; i >= 0; i--) {
            Prepared p = prepared.get(i);
            try {
                restore(p);
                results[i] = new WriteResult(p.shown, false, null, true);
            } catch (IOException e) {
                results[i] = new WriteResult(p.shown, true, FileProblems.notRestored(p.shown, e), false);
            } catch (RuntimeException e) {
                results[i] = new WriteResult(
                        p.shown, true, FileProblems.notRestored(p.shown, new IOException(e.toString(), e)), false);
            }
        }
        results[failedIndex] = new WriteResult(prepared.get(failedIndex).shown, false, failure, false);
        for (int i = failedIndex + 1; i < prepared.size(); i++) {
            results[i] = new WriteResult(prepared.get(i).shown, false, null, true);
        }
        return List.of(results);
    }

    private void restore(Prepared p) throws IOException {
        byte[] original = p.original;
        if (original == null) {
            Files.deleteIfExists(p.target);
            AtomicWriter.removeDirectories(p.createdDirectories);
        } else if (!Arrays.equals(original, p.bytes)) {
            writer.write(p.target, original, p.attributes);
        }
    }

    /** Checks confinement and staleness and reads what a rollback needs. */
    private Prepared prepare(FileChange change) throws FileAccessException {
        TextFile file = change.file();
        String shown = file.path();
        Path target = workspace.physicalTarget(file.location(), shown);
        byte[] bytes = file.format().encode(change.newText());
        FileStamp stamp = file.stamp();
        if (stamp == null) {
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                    || Files.exists(file.location(), LinkOption.NOFOLLOW_LINKS)) {
                throw FileProblems.stale(shown);
            }
            return new Prepared(shown, target, bytes, null, null);
        }
        byte[] current;
        KeptAttributes attributes;
        try {
            if (!Files.isRegularFile(target) || Files.size(target) != stamp.size()) {
                throw FileProblems.stale(shown);
            }
            current = operations.read(target, (int) Math.min(stamp.size(), Integer.MAX_VALUE - 16));
            attributes = KeptAttributes.of(target);
        } catch (IOException e) {
            throw FileProblems.cannotRead(shown, e);
        }
        if (!stamp.matches(current)) {
            throw FileProblems.stale(shown);
        }
        if (!Files.isWritable(target)) {
            throw new FileAccessException(FileProblems.readOnly(shown));
        }
        return new Prepared(shown, target, bytes, current, attributes);
    }

    private void commit(Prepared p) throws IOException {
        if (p.original == null) {
            p.createdDirectories = AtomicWriter.createParents(p.target);
            try {
                writer.write(p.target, p.bytes, null);
            } catch (IOException | RuntimeException e) {
                AtomicWriter.removeDirectories(p.createdDirectories);
                throw e;
            }
        } else if (!Arrays.equals(p.original, p.bytes)) {
            writer.write(p.target, p.bytes, p.attributes);
        }
    }
}
