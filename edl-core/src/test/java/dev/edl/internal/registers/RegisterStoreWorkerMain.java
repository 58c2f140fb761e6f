package dev.edl.internal.registers;

import dev.edl.RegisterStore;
import java.nio.file.Path;
import java.util.Map;

/**
 * Run in a separate JVM by {@link FileRegisterStoreTest}: allocates ids from a file store and writes
 * one register per id, printing each id on its own line.
 *
 * <p>Arguments: the register file, a name prefix for the plain registers, and how many rounds.
 */
public final class RegisterStoreWorkerMain {
    private RegisterStoreWorkerMain() {}

    /**
     * Runs the worker.
     *
     * @param args file, prefix, rounds
     */
    public static void main(String[] args) {
        RegisterStore store = RegisterStore.file(Path.of(args[0]));
        String prefix = args[1];
        int rounds = Integer.parseInt(args[2]);
        StringBuilder ids = new StringBuilder();
        for (int i = 0; i < rounds; i++) {
            int id = store.allocateSavedId();
            store.putAll(Map.of("_saved_" + id, prefix + " text " + i + "\n", prefix + "_" + i, "line\r\n\"" + i));
            ids.append(id).append('\n');
        }
        System.out.print(ids);
        System.out.flush();
    }
}
