package dev.edl;

/**
 * A register that a failed run filled with text the caller wrote, so that nothing is lost.
 *
 * @param name the register name, e.g. {@code _saved_1}
 * @param size the text's length in UTF-16 code units
 */
public record SavedRegister(String name, int size) {}
