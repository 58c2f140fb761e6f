package dev.edl.examples.cli;

import dev.edl.RegisterStore;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/** Opens the register store a command line asks for. */
final class Registers {
    private Registers() {}

    /**
     * A durable store in the given file, or a fresh in-memory store when none is given.
     *
     * @param file the JSON file, or null
     * @return the store
     */
    static RegisterStore open(@Nullable Path file) {
        return file == null ? RegisterStore.inMemory() : RegisterStore.file(file);
    }
}
