package dev.edl.tools;

import dev.edl.files.EditLock;
import dev.edl.files.FileAccessException;
import dev.edl.files.TextFile;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The files of one guarded tool call, held under their edit locks from reading to writing: each
 * guarded file read once, its caller's version (the token the model read) compared with it, and
 * changes made since that version composed with when the edit allows ({@link OverChanges}). Every
 * editing tool takes its files' locks through this class, so composing and writing see the same
 * bytes.
 *
 * <p>A guarded file is <em>stale</em> when it is not at the caller's version but that version is
 * still remembered ({@link VersionMemory}); the tool then checks its edit against the text at that
 * version and either composes ({@link #decide}) (the edit runs guarded by the current version) or
 * refuses. A version no longer remembered is left as it is: the edit runs guarded by it and is
 * refused as stale. Not thread-safe; one instance serves one call, in the thread that made it.
 */
final class GuardedFiles implements AutoCloseable {
    /** A guarded file not at the caller's version, whose text at that version is remembered. */
    record Stale(String path, TextFile file, String expected, String old) {}

    private final ToolContext context;
    private final EditLock lock;
    private final Map<String, String> expected;
    private final Map<String, @Nullable TextFile> files = new LinkedHashMap<>();
    private final Map<String, OverChanges> composed = new LinkedHashMap<>();
    private final Map<String, String> conflicts = new LinkedHashMap<>();

    private GuardedFiles(ToolContext context, EditLock lock, Map<String, String> expected) {
        this.context = context;
        this.lock = lock;
        this.expected = expected;
    }

    /**
     * Locks one file and reads it.
     *
     * @param path the file as the caller named it
     * @param expected the caller's version token, or null for an unguarded call
     * @throws FileAccessException when the lock is not free in time (nothing is held then)
     */
    static GuardedFiles one(ToolContext context, String path, @Nullable String expected) {
        Map<String, String> versions = new LinkedHashMap<>();
        if (expected != null) {
            versions.put(path, expected);
        }
        GuardedFiles guarded = new GuardedFiles(context, context.workspace().lockForEdit(List.of(path)), versions);
        guarded.files.put(path, FileVersions.openOrNull(context, path));
        return guarded;
    }

    /**
     * Locks the files a call may edit (in one order, as every edl write does) and reads the guarded
     * ones.
     *
     * @param paths the files the call names
     * @param expected path → the caller's version token
     * @throws FileAccessException when a lock is not free in time (nothing is held then)
     */
    static GuardedFiles of(ToolContext context, Collection<String> paths, Map<String, String> expected) {
        Set<String> all = new LinkedHashSet<>(paths);
        all.addAll(expected.keySet());
        GuardedFiles guarded =
                new GuardedFiles(context, context.workspace().lockForEdit(List.copyOf(all)), Map.copyOf(expected));
        for (String path : expected.keySet()) {
            guarded.files.put(path, FileVersions.openOrNull(context, path));
        }
        return guarded;
    }

    /** The file as read under the lock, or null when it could not be read (the edit reports why). */
    @Nullable
    TextFile file(String path) {
        return files.get(path);
    }

    /** The guarded files that changed since the caller's version, which is still remembered. */
    List<Stale> stale() {
        List<Stale> out = new ArrayList<>();
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            TextFile file = files.get(entry.getKey());
            if (file == null || file.version().equals(entry.getValue())) {
                continue;
            }
            String old = context.versions().text(file.path(), entry.getValue());
            if (old != null) {
                out.add(new Stale(entry.getKey(), file, entry.getValue(), old));
            }
        }
        return out;
    }

    /**
     * Records the check of a stale file: composed (the edit will run guarded by the current version)
     * or refused (it will run guarded by the caller's version, and be refused as stale).
     *
     * @return the conflict, or null when composed
     */
    @Nullable
    String decide(Stale stale, OverChanges check) {
        String conflict = check.conflict();
        if (conflict == null) {
            composed.put(stale.path(), check);
        } else {
            conflicts.put(stale.path(), conflict);
        }
        return conflict;
    }

    /**
     * For a one-file tool: checks the file when it is stale and returns the refusal when the check
     * finds a conflict.
     *
     * @param check (text at the caller's version, current text) → the check
     * @return the whole refusal, or null when the edit may run (guarded by {@link #guard})
     */
    @Nullable
    String composeOne(String path, Check check) {
        for (Stale stale : stale()) {
            if (stale.path().equals(path)) {
                String conflict =
                        decide(stale, check.check(stale.old(), stale.file().text()));
                if (conflict != null) {
                    return refusal(stale, conflict);
                }
            }
        }
        return null;
    }

    /** A check of an edit made on {@code old} against the current text. */
    @FunctionalInterface
    interface Check {
        OverChanges check(String old, String current);
    }

    /** The token a file's edit must be guarded by: the current one when composed, else the caller's. */
    @Nullable
    String guard(String path) {
        TextFile file = files.get(path);
        return over(path) != null && file != null ? file.version() : expected.get(path);
    }

    /** {@link #guard} of every guarded file. */
    Map<String, String> guards() {
        Map<String, String> out = new LinkedHashMap<>();
        for (String path : expected.keySet()) {
            out.put(path, String.valueOf(guard(path)));
        }
        return out;
    }

    /**
     * The check of a composed file, or null. A call composes all its stale files or none: once one
     * is refused, every guarded file keeps the caller's version (and is refused as stale).
     */
    @Nullable
    OverChanges over(String path) {
        return composed.get(path);
    }

    /** The notes of the composed files for the report, each file named when {@code named}. */
    String notes(boolean named) {
        StringBuilder out = new StringBuilder();
        if (!conflicts.isEmpty()) {
            return "";
        }
        composed.forEach((path, over) -> {
            TextFile file = files.get(path);
            out.append(named && file != null ? file.path() + ": " : "").append(over.note());
        });
        return out.toString();
    }

    /**
     * What a refused multi-file call adds to its report: the stale file's changed lines and, when a
     * check refused it, why.
     *
     * @param report the call's report, which names the stale file's expected version
     * @return the lines to add, or null when the report names no stale guarded file
     */
    @Nullable
    String changedOfAny(String report) {
        for (Map.Entry<String, String> entry : expected.entrySet()) {
            if (report.contains("expected version " + entry.getValue())) {
                String conflict = conflicts.get(entry.getKey());
                return conflict != null
                        ? conflict
                        : FileVersions.changedSince(context, entry.getKey(), entry.getValue());
            }
        }
        return null;
    }

    /** The refusal of a one-file edit whose check found a conflict. */
    private static String refusal(Stale stale, String conflict) {
        return "Nothing was written: File changed on disk since it was read: "
                + stale.file().path()
                + " (expected version " + stale.expected() + ", current version "
                + stale.file().version() + ").\n"
                + conflict + "Read it again with read_lines and redo the edit on the current lines.\n";
    }

    @Override
    public void close() {
        lock.close();
    }
}
