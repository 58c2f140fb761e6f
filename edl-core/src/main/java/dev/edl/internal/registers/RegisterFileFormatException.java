package dev.edl.internal.registers;

/** A register file is valid JSON but not a register file this library can read. */
final class RegisterFileFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param reason what is wrong, e.g. {@code "registers" must be an object}
     */
    RegisterFileFormatException(String reason) {
        super(reason);
    }
}
