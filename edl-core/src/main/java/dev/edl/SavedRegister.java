package dev.edl;

import java.util.Objects;

/**
 * A register that a failed run filled with text the caller wrote, so that nothing is lost.
 * Immutable; made only by runs.
 */
public final class SavedRegister {
    /**
     * The prefix of every saved register's name. It is reserved: scripts may read {@code _saved_N}
     * registers but no command may write one, so a saved text is never overwritten.
     */
    public static final String PREFIX = "_saved_";

    private final String name;
    private final int size;

    SavedRegister(String name, int size) {
        this.name = Objects.requireNonNull(name, "name");
        this.size = size;
    }

    /**
     * The register name.
     *
     * @return e.g. {@code _saved_1}
     */
    public String name() {
        return name;
    }

    /**
     * The saved text's length.
     *
     * @return the length in UTF-16 code units
     */
    public int size() {
        return size;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SavedRegister saved && saved.name.equals(name) && saved.size == size;
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + size;
    }

    @Override
    public String toString() {
        return "SavedRegister[name=" + name + ", size=" + size + "]";
    }
}
