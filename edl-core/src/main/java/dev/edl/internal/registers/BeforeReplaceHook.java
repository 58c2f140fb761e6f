package dev.edl.internal.registers;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Test seam of {@link FileRegisterStore}: runs after the new content is in the temporary file and
 * before it replaces the register file, so tests can make a save fail midway.
 */
@FunctionalInterface
interface BeforeReplaceHook {
    /** The hook that does nothing (production). */
    BeforeReplaceHook NONE = temp -> {};

    /**
     * Called with the complete temporary file.
     *
     * @param temp the temporary file about to be moved over the register file
     * @throws IOException to simulate a failed save
     */
    void beforeReplace(Path temp) throws IOException;
}
