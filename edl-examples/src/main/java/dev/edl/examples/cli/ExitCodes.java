package dev.edl.examples.cli;

/** The process exit codes of the {@code edl} tool. */
final class ExitCodes {
    /** Everything requested succeeded. */
    static final int SUCCESS = 0;

    /** Some edits or files failed; the report says which (others may have been written). */
    static final int EDITS_FAILED = 1;

    /** The command line, the script or an input file was unusable; nothing was edited. */
    static final int USAGE = 2;

    private ExitCodes() {}
}
