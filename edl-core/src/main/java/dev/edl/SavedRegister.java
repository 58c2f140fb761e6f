package dev.edl;

/**
 * A register that a failed run filled with text the caller wrote, so that nothing is lost.
 *
 * @param name the register name, e.g. {@code _saved_1}
 * @param size the text's length in UTF-16 code units
 * @param command the command word the text was written for ({@code replace}, {@code insert_before}
 *     or {@code insert_after}): the command that puts it back, e.g. {@code insert_before _saved_1}
 */
public record SavedRegister(String name, int size, String command) {
    /**
     * The prefix of every saved register's name. It is reserved: scripts may read {@code _saved_N}
     * registers but no command may write one, so a saved text is never overwritten.
     */
    public static final String PREFIX = "_saved_";
}
