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
    private final int count;
    private final int firstEntry;
    private final boolean shared;

    SavedRegister(String name, int size, String command) {
        this(name, size, command, 1, 0, false);
    }

    SavedRegister(String name, int size, String command, int count, int firstEntry, boolean shared) {
        this.name = Objects.requireNonNull(name, "name");
        this.size = size;
        this.command = Objects.requireNonNull(command, "command");
        this.count = count;
        this.firstEntry = firstEntry;
        this.shared = shared;
    }

    /**
     * How many of the caller's texts this entry stands for: 1 for a register of its own; past a
     * run's first 100 saved texts, texts share one register and consecutive ones are reported
     * together.
     *
     * @return at least 1
     */
    public int count() {
        return count;
    }

    /**
     * Whether the register is shared by several texts: then it holds entries, each a text's length
     * in UTF-16 code units, a colon ({@code :}) and the text, in script order, and this stands for
     * entries {@link #firstEntry()} to {@code firstEntry() + count() - 1} (0-based).
     *
     * @return false for a register that holds one text as it is
     */
    public boolean shared() {
        return shared;
    }

    /**
     * The 0-based entry of the first text in a {@linkplain #shared() shared} register.
     *
     * @return the entry; 0 when not shared
     */
    public int firstEntry() {
        return firstEntry;
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
     * The saved text's length (of all {@link #count()} texts when shared, without the length
     * prefixes).
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
                && saved.command.equals(command)
                && saved.count == count
                && saved.firstEntry == firstEntry
                && saved.shared == shared;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, size, command, count, firstEntry, shared);
    }

    @Override
    public String toString() {
        return "SavedRegister[name=" + name + ", size=" + size + ", command=" + command
                + (shared ? ", count=" + count + ", firstEntry=" + firstEntry + ", shared" : "") + "]";
    }
}
