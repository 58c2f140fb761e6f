package dev.edl;

import dev.edl.internal.registers.FileRegisterStore;
import dev.edl.internal.registers.InMemoryRegisterStore;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where registers live between runs. The executor reads registers through the store and commits
 * every register change of a run (cuts and {@code _saved_N} texts) at the end of the run, before it
 * writes any file: when the commit fails, no file is written, so a cut text is never lost.
 *
 * <p>Implementations must be thread-safe: several runs may share one store.
 */
public interface RegisterStore {

    /**
     * Reads a register.
     *
     * @param name the register name
     * @return its text, or empty when the register does not exist
     * @throws RegisterStoreException if the store cannot be read
     */
    Optional<String> get(String name);

    /**
     * Writes several registers in one step (all or none become visible).
     *
     * @param registers names and texts to store; existing registers of the same name are replaced;
     *     neither names nor texts may be null
     * @throws NullPointerException if a name or text is null (nothing is stored then)
     * @throws RegisterStoreException if the store cannot be written
     */
    void putAll(Map<String, String> registers);

    /**
     * Allocates the number for the next {@code _saved_N} register. Never returns the same number
     * twice for one store, even across threads (and, for a durable store, across processes that
     * reopen it). The built-in stores also skip every number whose {@code _saved_N} register
     * already exists; the executor checks that again for other implementations.
     *
     * @return a number, starting at 1
     * @throws RegisterStoreException if the store cannot be read or written
     */
    int allocateSavedId();

    /**
     * Allocates several numbers at once, with the guarantees of {@link #allocateSavedId()}. A run
     * that saves many texts calls this once instead of once per text; the built-in durable store
     * then reads and writes its file once. The default calls {@link #allocateSavedId()} {@code
     * count} times.
     *
     * @param count how many numbers, at least 1
     * @return {@code count} distinct numbers, ascending
     * @throws IllegalArgumentException if {@code count < 1}
     * @throws RegisterStoreException if the store cannot be read or written
     */
    default int[] allocateSavedIds(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1: " + count);
        }
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = allocateSavedId();
        }
        return ids;
    }

    /**
     * The registers present, with their sizes.
     *
     * @return register name to size in UTF-16 code units, sorted by name
     * @throws RegisterStoreException if the store cannot be read
     */
    Map<String, Integer> sizes();

    /**
     * A thread-safe store held in memory, empty at first.
     *
     * @return a new store
     */
    static RegisterStore inMemory() {
        return new InMemoryRegisterStore();
    }

    /**
     * A durable store kept as a JSON file, saved atomically (temporary file, then rename) on every
     * change. A file that does not exist yet is an empty store; a corrupt or unreadable one is an
     * error, never a silent reset, and is left untouched.
     *
     * <p>The file is UTF-8 JSON: {@code {"format": "edl-registers", "version": 1, "lastSavedId": N,
     * "registers": {"name": "text", ...}}}. Every change re-reads the file and writes it back while
     * holding an exclusive lock on the sidecar file {@code <name>.lock} (for other processes) and a
     * lock shared by all stores on the same file in this JVM, so any number of store instances,
     * threads and processes may share one file without losing writes or repeating a {@code
     * _saved_N} number. Reads take no lock; they always see a complete file.
     *
     * @param path the JSON file (parent directories are created on first write); resolved against
     *     the current directory when relative
     * @return a store backed by the file
     */
    static RegisterStore file(Path path) {
        return new FileRegisterStore(path);
    }
}
