package dev.edl.internal.exec;

/**
 * A register a run filled with the caller's text; {@code dev.edl.Edl} turns it into a {@code
 * SavedRegister}. Public only so that {@code Edl} can read it (the package is not exported).
 *
 * @param name the register name
 * @param size the text's length in UTF-16 code units
 * @param command the command the text was written for (the one that puts it back)
 */
public record SavedText(String name, int size, String command) {}
