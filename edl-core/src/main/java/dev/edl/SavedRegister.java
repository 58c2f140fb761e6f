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
    private final String command;

    SavedRegister(String name, int size, String command) {
        this.name = Objects.requireNonNull(name, "name");
        this.size = size;
        this.command = Objects.requireNonNull(command, "command");
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

    /**
     * The command the text was written for: the command that puts it back, as the report's hint
     * says ({@code Use `insert_before _saved_1` to reference it.}).
     *
     * @return {@code replace}, {@code insert_before} or {@code insert_after}
     */
    public String command() {
        return command;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SavedRegister saved
                && saved.name.equals(name)
                && saved.size == size
                && saved.command.equals(command);
    }

    @Override
    public int hashCode() {
        return (name.hashCode() * 31 + size) * 31 + command.hashCode();
    }

    @Override
    public String toString() {
        return "SavedRegister[name=" + name + ", size=" + size + ", command=" + command + "]";
    }
}
