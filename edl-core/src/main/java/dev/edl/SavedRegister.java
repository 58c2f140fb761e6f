package dev.edl;

/**
 * A register that a failed run filled with text the caller wrote, so that nothing is lost.
 *
 * @param name the register name, e.g. {@code _saved_1}
 * @param size the text's length in UTF-16 code units
 */
public record SavedRegister(String name, int size) {
    /**
     * The prefix of every saved register's name. It is reserved: scripts may read {@code _saved_N}
     * registers but no command may write one, so a saved text is never overwritten.
     */
    public static final String PREFIX = "_saved_";
}
